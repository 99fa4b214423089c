import { EmployersInternalRoute } from '../../features/employers/routes/employers-internal-route';
import { isScreenBuilt } from '../screens';

/** employers-internal, its vacancies leading to the explorer's internal vacancy detail once that is built. */
export function EmployersInternalScreen() {
  return (
    <EmployersInternalRoute vacancyHref={(id) => (isScreenBuilt('vacancies') ? `/vacancies/found/${id}` : null)} />
  );
}
