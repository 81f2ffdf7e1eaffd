import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config/env';

export type OutgoingEmail = { to: string; subject: string; text: string };
/** Sends one email; throws when the server refuses it or cannot be reached. */
export type Mailer = { send: (email: OutgoingEmail) => Promise<void>; close: () => void };

/** The sender when SMTP_FROM is not set: no-reply at the shop's own host. */
export function defaultSender(publicUrl: string): string {
  return `VESTA <no-reply@${new URL(publicUrl).hostname}>`;
}

/** An SMTP mailer (nodemailer) from the SMTP_* settings, or null when SMTP_HOST is not set. */
export function createSmtpMailer(config: AppConfig): Mailer | null {
  if (!config.SMTP_HOST) return null;
  const transport = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    auth: config.SMTP_USER
      ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' }
      : undefined,
    // A stalled server must not hold a job for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const from = config.SMTP_FROM ?? defaultSender(config.publicUrl);
  return {
    async send(email) {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
    },
    close: () => transport.close(),
  };
}
