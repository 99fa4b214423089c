import type { Db } from '@koers/server-core/db/database';
import nodemailer, { type Transporter } from 'nodemailer';
import { createMailRepository, type OutboxRow } from './mail.repository';
import { type MailMessage, type RenderedMail, renderMail } from './mail-render';

export type { MailAttachment } from './mail.repository';
export type { MailMessage } from './mail-render';

export type Mailer = {
  /**
   * Renders the message from the organisation's template, records it and, with SMTP, delivers it now; never throws for SMTP trouble: a
   * failed delivery stays in the outbox and is tried again later (`deliverDue`).
   */
  send(db: Db, message: MailMessage): Promise<void>;
  /** Records the message only (inside the caller's transaction); `deliverDue` sends it. */
  record(db: Db, message: MailMessage, now?: Date): Promise<void>;
  /** Delivers the SMTP messages that are due (new, or failed and waiting for another try). */
  deliverDue(db: Db, now?: Date): Promise<number>;
  transport: 'smtp' | 'outbox';
  close(): void;
};

/** How long a delivery may take before another instance may try the same message. */
const LEASE_MS = 5 * 60_000;
/** SMTP servers hanging on a connection must not hold a delivery for long. */
const SMTP_TIMEOUT_MS = 20_000;

/** The wait before the next try after `attempts` failed ones: 1, 2, 4, … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  log?: (error: unknown) => void;
}): Mailer {
  const transporter: Transporter | null = options.smtpUrl
    ? // Keys of the object apply where the URL does not set them (nodemailer merges them so).
      nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : null;
  const transport = transporter ? 'smtp' : 'outbox';

  const insert = (db: Db, mail: RenderedMail, nextAttemptAt: Date | null) =>
    createMailRepository(db).insert({
      organizationId: mail.organizationId,
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      senderName: mail.senderName,
      replyTo: mail.replyTo,
      attachments: mail.attachments,
      transport,
      nextAttemptAt,
    });
  const fromAddress = /<([^>]+)>/.exec(options.from)?.[1] ?? options.from.trim();

  async function deliver(
    db: Db,
    row: Pick<
      OutboxRow,
      'id' | 'recipient' | 'subject' | 'text' | 'html' | 'attempts' | 'senderName' | 'replyTo' | 'attachments'
    >,
  ) {
    if (!transporter) return false;
    const outbox = createMailRepository(db);
    try {
      await transporter.sendMail({
        // The organisation's sender name on Koers' own address, so the mail passes SPF and DKIM.
        from: row.senderName ? { name: row.senderName, address: fromAddress } : options.from,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.attachments.length > 0
          ? {
              attachments: row.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.content,
              })),
            }
          : {}),
      });
      await outbox.markSent(row.id, new Date());
      return true;
    } catch (error) {
      options.log?.(error);
      const message = error instanceof Error ? error.message : String(error);
      await outbox.markFailed(row.id, message, new Date(Date.now() + retryDelayMs(row.attempts + 1)));
      return false;
    }
  }

  return {
    transport,
    async send(db, message) {
      const mail = await renderMail(db, message);
      // Leased to this delivery: should the process stop midway, the retry takes it over later.
      const id = await insert(db, mail, transporter ? new Date(Date.now() + LEASE_MS) : null);
      if (!transporter || !id) return;
      await deliver(db, {
        id,
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        senderName: mail.senderName,
        replyTo: mail.replyTo,
        attachments: mail.attachments,
        attempts: 0,
      });
    },
    async record(db, message, now = new Date()) {
      await insert(db, await renderMail(db, message), transporter ? now : null);
    },
    async deliverDue(db, now = new Date()) {
      if (!transporter) return 0;
      let sent = 0;
      for (;;) {
        const batch = await createMailRepository(db).claimDue(now, new Date(now.getTime() + LEASE_MS), 20);
        for (const row of batch) if (await deliver(db, row)) sent += 1;
        if (batch.length < 20) return sent;
      }
    },
    close() {
      transporter?.close();
    },
  };
}
