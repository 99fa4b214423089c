import { HomeCardFrame } from '../../../components/home-card';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useCustomPages } from '../api/get-custom-pages';
import { CustomPageLinks } from './custom-page-links';

/** Start-page card: the organisation's pages for this person's roles. */
export function CustomPagesCard() {
  const { userContext } = useCurrentContext();
  const pages = useCustomPages(userContext.organization.id);
  if (!pages.data || pages.data.length === 0) return null;
  return (
    <HomeCardFrame title={`Informatie van ${userContext.organization.name}`}>
      <CustomPageLinks pages={pages.data} dense />
    </HomeCardFrame>
  );
}
