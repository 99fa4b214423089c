import { type Document, document, relationship, resource } from '@koers/server-core/jsonapi/document';
import type { ContextFacts } from '../user-contexts/actor';
import { serializeUserContext } from '../user-contexts/user-contexts.serializer';
import type { SessionRow } from './sessions.repository';

export function sessionDocument(
  session: SessionRow,
  user: { id: string; name: string; email: string; mfaEnabledAt: Date | null },
  contexts: ContextFacts[],
  supportChatSecret: string | null,
): Document {
  const included = contexts.map((facts) => serializeUserContext(facts, supportChatSecret));
  return document(
    resource(
      'sessions',
      session.id,
      {
        expiresAt: session.expiresAt.toISOString(),
        mfaVerified: session.mfaVerifiedAt !== null,
        user: { id: user.id, name: user.name, email: user.email, mfaEnabled: user.mfaEnabledAt !== null },
      },
      {
        relationships: {
          userContexts: relationship(included.map((item) => ({ type: item.type, id: item.id }))),
        },
      },
    ),
    { included },
  );
}
