import type { Db } from '@koers/server-core/db/database';
import { type Actor, EMAIL_TYPE_IDS, EMAIL_TYPES, type EmailTypeId, templateProblem } from '@koers/shared';
import { emailTemplateErrors } from './email-templates.errors';
import { createEmailTemplatesRepository } from './email-templates.repository';

/** The wording of one type of e-mail for one organisation: its own, or the default. */
export type EmailTemplate = {
  emailType: EmailTypeId;
  subject: string;
  body: string;
  customized: boolean;
  updatedAt: Date | null;
};

export type EmailSettings = { senderName: string; replyTo: string; footer: string };

const NO_SETTINGS: EmailSettings = { senderName: '', replyTo: '', footer: '' };

function defaultTemplate(emailType: EmailTypeId): EmailTemplate {
  const { subject, body } = EMAIL_TYPES[emailType];
  return { emailType, subject, body, customized: false, updatedAt: null };
}

/** The organisation of the request's path must be the actor's own; any other is not found. */
export function ownOrganizationOf(actor: Actor, organizationId: string): string {
  if (organizationId !== actor.organizationId) throw emailTemplateErrors.organizationNotFound();
  return organizationId;
}

/**
 * The template the mailer renders a mail of this type from: the organisation's own wording, or
 * the default (also for mail that belongs to no organisation).
 */
export async function emailTemplateFor(
  db: Db,
  organizationId: string | null,
  emailType: EmailTypeId,
): Promise<EmailTemplate> {
  const row = organizationId ? await createEmailTemplatesRepository(db).find(organizationId, emailType) : null;
  if (!row) return defaultTemplate(emailType);
  return { emailType, subject: row.subject, body: row.body, customized: true, updatedAt: row.updatedAt };
}

/** Sender name, reply-to address and footer of the organisation's mail (empty: Koers' own). */
export async function emailSettingsOf(db: Db, organizationId: string | null): Promise<EmailSettings> {
  const row = organizationId ? await createEmailTemplatesRepository(db).settings(organizationId) : null;
  return row ? { senderName: row.senderName, replyTo: row.replyTo, footer: row.footer } : NO_SETTINGS;
}

/** Every type of e-mail, in the catalogue's order, as the organisation words it now. */
export async function listEmailTemplates(db: Db, organizationId: string): Promise<EmailTemplate[]> {
  const rows = new Map(
    (await createEmailTemplatesRepository(db).list(organizationId)).map((row) => [row.emailType, row]),
  );
  return EMAIL_TYPE_IDS.map((emailType) => {
    const row = rows.get(emailType);
    return row
      ? { emailType, subject: row.subject, body: row.body, customized: true, updatedAt: row.updatedAt }
      : defaultTemplate(emailType);
  });
}

/**
 * Opslaan: the organisation's own subject and body. A placeholder the type does not know, or a
 * body without the one it needs (the link), is a 422 on that field.
 */
export async function saveEmailTemplate(input: {
  db: Db;
  actor: Actor;
  emailType: EmailTypeId;
  subject: string;
  body: string;
}): Promise<EmailTemplate> {
  for (const part of ['subject', 'body'] as const) {
    const problem = templateProblem(input.emailType, input[part], part);
    if (problem) throw emailTemplateErrors.placeholder(part, problem);
  }
  const row = await createEmailTemplatesRepository(input.db).save(input.actor.organizationId, {
    emailType: input.emailType,
    subject: input.subject,
    body: input.body,
    updatedBy: input.actor.userContextId,
  });
  return {
    emailType: input.emailType,
    subject: row.subject,
    body: row.body,
    customized: true,
    updatedAt: row.updatedAt,
  };
}

/** Standaardtekst terugzetten: the organisation's wording goes, the default applies again. */
export async function resetEmailTemplate(input: { db: Db; actor: Actor; emailType: EmailTypeId }) {
  await createEmailTemplatesRepository(input.db).remove(input.actor.organizationId, input.emailType);
  return defaultTemplate(input.emailType);
}

export async function updateEmailSettings(input: { db: Db; actor: Actor; settings: EmailSettings }) {
  const row = await createEmailTemplatesRepository(input.db).saveSettings(input.actor.organizationId, input.settings);
  return { senderName: row.senderName, replyTo: row.replyTo, footer: row.footer };
}
