import type { Db } from '@koers/server-core/db/database';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { outboxMessages } from './mail.table';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  organizationId?: string | null;
};

export type Mailer = {
  /** Records the message and delivers it over SMTP when configured; never throws for SMTP trouble. */
  send(db: Db, message: MailMessage): Promise<void>;
  transport: 'smtp' | 'outbox';
  close(): void;
};

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  log?: (error: unknown) => void;
}): Mailer {
  const transporter: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const transport = transporter ? 'smtp' : 'outbox';
  return {
    transport,
    async send(db, message) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          organizationId: message.organizationId ?? null,
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          transport,
        })
        .returning({ id: outboxMessages.id });
      if (!transporter || !row) return;
      try {
        await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        await db.update(outboxMessages).set({ sentAt: new Date() }).where(eq(outboxMessages.id, row.id));
      } catch (error) {
        options.log?.(error);
        await db
          .update(outboxMessages)
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where(eq(outboxMessages.id, row.id));
      }
    },
    close() {
      transporter?.close();
    },
  };
}
