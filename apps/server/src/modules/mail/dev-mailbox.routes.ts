import type { SessionInfo } from '@koers/server-core/auth/actor-resolver';
import type { Db } from '@koers/server-core/db/database';
import { sessionAccess } from '@koers/server-core/http/access';
import { queryParams, route } from '@koers/server-core/http/route';
import { forbidden } from '@koers/server-core/jsonapi/errors';
import { plainText } from '@koers/shared';
import { formatDateTime } from '@koers/shared/calendar';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { contextFactsForUser } from '../user-contexts/user-contexts.service';
import { createMailRepository } from './mail.repository';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkify(escaped: string): string {
  return escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}

/**
 * Mail holds reset and invitation links: whoever reads it can take over the accounts it was
 * sent to. Only a logged-in super user (a person with a maintainer context) may.
 */
async function requireSuperUser(db: Db, session: SessionInfo): Promise<void> {
  const contexts = await contextFactsForUser(db, session.userId, session);
  if (!contexts.some((facts) => facts.context.userType === 'maintainer')) {
    throw forbidden('Het postvak voor ontwikkelaars is alleen voor super-users.');
  }
}

/**
 * The developers' mailbox: the messages kept in the outbox, readable at /dev/mailbox by a
 * super user's session. Registered only outside production.
 */
export const devMailboxRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  mailboxJsonRoute(app, ctx);
  mailboxPageRoute(app, ctx);
};

function mailboxJsonRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dev/mailbox.json',
    access: sessionAccess,
    // Only a single address filters; anything else shows the latest messages.
    query: queryParams({ to: plainText().optional().catch(undefined) }),
    async handler({ query, session }) {
      await requireSuperUser(db, session);
      const messages = await createMailRepository(db).latest(50, query.to);
      return {
        data: messages.map((message) => ({
          id: message.id,
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments,
          createdAt: message.createdAt.toISOString(),
        })),
      };
    },
  });
}

function mailboxPageRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dev/mailbox',
    access: sessionAccess,
    async handler({ session }, reply) {
      await requireSuperUser(db, session);
      const messages = await createMailRepository(db).latest(50);
      const items = messages
        .map(
          (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">Aan ${escapeHtml(message.recipient)} · ${formatDateTime(message.createdAt)} · ${message.transport === 'smtp' ? 'verstuurd via SMTP' : 'bewaard in de outbox'}</p>
  <pre>${linkify(escapeHtml(message.text))}</pre>${message.attachments
    .map(
      (file) => `
  <details><summary>Bijlage: ${escapeHtml(file.filename)} (${escapeHtml(file.contentType)})</summary><pre>${escapeHtml(file.content)}</pre></details>`,
    )
    .join('')}
</article>`,
        )
        .join('\n');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>Koers – postvak voor ontwikkelaars</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
article{border-bottom:1px solid #ccc;padding:1rem 0}.meta{color:#555}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><main><h1>Postvak (ontwikkeling)</h1>
<p>De laatste 50 e-mails die Koers heeft aangemaakt. Alleen super-users zien deze pagina, en in productie bestaat ze niet.</p>
${items || '<p>Er zijn nog geen e-mails.</p>'}
</main></body></html>`);
    },
  });
}
