import { publicAccess } from '@koers/server-core/http/access';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { createMailRepository } from './mail.repository';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkify(escaped: string): string {
  return escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}

/**
 * The developers' mailbox: the messages kept in the outbox, readable at /dev/mailbox.
 * Registered only outside production.
 */
export const devMailboxRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const repo = createMailRepository(ctx.database.db);

  app.get('/dev/mailbox.json', { config: { access: publicAccess } }, async (request) => {
    const to = (request.query as Record<string, unknown>).to;
    const messages = await repo.latest(50, typeof to === 'string' ? to : undefined);
    return {
      data: messages.map((message) => ({
        id: message.id,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        createdAt: message.createdAt.toISOString(),
      })),
    };
  });

  app.get('/dev/mailbox', { config: { access: publicAccess } }, async (_request, reply) => {
    const messages = await repo.latest(50);
    const items = messages
      .map(
        (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">Aan ${escapeHtml(message.recipient)} · ${message.createdAt.toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam' })} · ${message.transport === 'smtp' ? 'verstuurd via SMTP' : 'bewaard in de outbox'}</p>
  <pre>${linkify(escapeHtml(message.text))}</pre>
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>Koers – postvak voor ontwikkelaars</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
article{border-bottom:1px solid #ccc;padding:1rem 0}.meta{color:#555}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><main><h1>Postvak (ontwikkeling)</h1>
<p>De laatste 50 e-mails die Koers heeft aangemaakt. Deze pagina bestaat niet in productie.</p>
${items || '<p>Er zijn nog geen e-mails.</p>'}
</main></body></html>`);
  });
};
