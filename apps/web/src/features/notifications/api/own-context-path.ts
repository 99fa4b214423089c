import { requestUserContext } from '../../../lib/api-client';

/** `/user_contexts/{id}…` of the requesting user context: where its notifications and e-mail setting live. */
export const ownContextPath = (rest: string): string =>
  `/user_contexts/${encodeURIComponent(requestUserContext() ?? '')}${rest}`;
