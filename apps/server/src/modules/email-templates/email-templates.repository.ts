import type { Db } from '@koers/server-core/db/database';
import { and, eq } from 'drizzle-orm';
import { emailTemplates, organizationEmailSettings } from '../../schema/email-templates.table';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
export type EmailSettingsRow = typeof organizationEmailSettings.$inferSelect;

export function createEmailTemplatesRepository(db: Db) {
  return {
    async find(organizationId: string, emailType: string): Promise<EmailTemplateRow | null> {
      const [row] = await db
        .select()
        .from(emailTemplates)
        .where(and(eq(emailTemplates.organizationId, organizationId), eq(emailTemplates.emailType, emailType)));
      return row ?? null;
    },
    list(organizationId: string): Promise<EmailTemplateRow[]> {
      return db.select().from(emailTemplates).where(eq(emailTemplates.organizationId, organizationId));
    },
    async save(
      organizationId: string,
      values: { emailType: string; subject: string; body: string; updatedBy: string | null },
    ): Promise<EmailTemplateRow> {
      const [row] = await db
        .insert(emailTemplates)
        .values({ organizationId, ...values })
        .onConflictDoUpdate({
          target: [emailTemplates.organizationId, emailTemplates.emailType],
          set: { subject: values.subject, body: values.body, updatedBy: values.updatedBy, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('email template not saved');
      return row;
    },
    async remove(organizationId: string, emailType: string): Promise<void> {
      await db
        .delete(emailTemplates)
        .where(and(eq(emailTemplates.organizationId, organizationId), eq(emailTemplates.emailType, emailType)));
    },
    async settings(organizationId: string): Promise<EmailSettingsRow | null> {
      const [row] = await db
        .select()
        .from(organizationEmailSettings)
        .where(eq(organizationEmailSettings.organizationId, organizationId));
      return row ?? null;
    },
    async saveSettings(
      organizationId: string,
      values: { senderName: string; replyTo: string; footer: string },
    ): Promise<EmailSettingsRow> {
      const [row] = await db
        .insert(organizationEmailSettings)
        .values({ organizationId, ...values })
        .onConflictDoUpdate({
          target: organizationEmailSettings.organizationId,
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('email settings not saved');
      return row;
    },
  };
}
