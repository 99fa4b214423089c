import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import type { EmailSettings, EmailTemplate } from './email-templates.service';

/** One type of e-mail as the organisation words it; the id is the type (`password_reset`, …). */
export function serializeEmailTemplate(template: EmailTemplate): Resource {
  return resource('email_templates', template.emailType, {
    subject: template.subject,
    body: template.body,
    customized: template.customized,
    updatedAt: template.updatedAt ? template.updatedAt.toISOString() : null,
  });
}

/** The organisation's e-mail settings; the id is the organisation's. */
export function serializeEmailSettings(organizationId: string, settings: EmailSettings): Resource {
  return resource('organization_email_settings', organizationId, {
    senderName: settings.senderName,
    replyTo: settings.replyTo,
    footer: settings.footer,
  });
}
