import type { Db } from '@koers/server-core/db/database';
import nodemailer, { type Transporter } from 'nodemailer';
import { createMailRepository } from './mail.repository';

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
      const outbox = createMailRepository(db);
      const id = await outbox.insert({
        organizationId: message.organizationId ?? null,
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        transport,
      });
      if (!transporter || !id) return;
      try {
        await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        await outbox.markSent(id, new Date());
      } catch (error) {
        options.log?.(error);
        await outbox.markFailed(id, error instanceof Error ? error.message : String(error));
      }
    },
    close() {
      transporter?.close();
    },
  };
}
