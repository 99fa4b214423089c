import type { Db } from '@koers/server-core/db/database';
import { readAll } from '@koers/server-core/db/read-all';
import { type EmailTypeId, type EmailValues, renderEmail } from '@koers/shared';
import { emailSettingsOf, emailTemplateFor } from '../email-templates/email-templates.service';
import { organizationName } from '../organizations/organizations.service';
import { organizationColour } from '../themes/themes.service';
import { homeOrganizationOf } from '../user-contexts/user-contexts.service';
import type { MailAttachment } from './mail.repository';

/**
 * A mail to be written: its type and the values of its placeholders. The mailer renders it from
 * the organisation's template (or the default), in the organisation's name and colour.
 * `organisatie` is filled in by the mailer.
 */
export type MailMessage = {
  [T in EmailTypeId]: {
    type: T;
    to: string;
    /** The organisation the mail is sent for; null for a person's own mail (see `userId`). */
    organizationId: string | null;
    /** A person's own mail (password reset, address change) takes their last-used organisation's wording. */
    userId?: string;
    values: Omit<EmailValues<T>, 'organisatie'>;
    /** Files sent along (a calendar invitation), kept with the message for its retries. */
    attachments?: MailAttachment[];
  };
}[EmailTypeId];

/** A mail as the outbox keeps it and SMTP sends it. */
export type RenderedMail = {
  organizationId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  senderName: string | null;
  replyTo: string | null;
  attachments: MailAttachment[];
};

export async function renderMail(db: Db, message: MailMessage): Promise<RenderedMail> {
  const wordingOf = message.organizationId ?? (message.userId ? await homeOrganizationOf(db, message.userId) : null);
  const [template, settings, name, colour] = await readAll(db, [
    () => emailTemplateFor(db, wordingOf, message.type),
    () => emailSettingsOf(db, wordingOf),
    () => (wordingOf ? organizationName(db, wordingOf) : Promise.resolve(null)),
    () => organizationColour(db, wordingOf),
  ]);
  const organisatie = name ?? 'Koers';
  const rendered = renderEmail(
    template,
    { ...(message.values as Record<string, string>), organisatie },
    { organizationName: organisatie, colour, footer: settings.footer },
  );
  return {
    organizationId: message.organizationId,
    to: message.to,
    ...rendered,
    senderName: settings.senderName || null,
    replyTo: settings.replyTo || null,
    attachments: message.attachments ?? [],
  };
}
