/**
 * Outgoing mail (password reset links) through nodemailer: SMTP_URL in production, or a
 * transport the config hands in (tests: an in-process one that records the messages).
 * Without either there is no mailer, and a link is handed on by an administrator instead.
 */
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: AppConfig): Mailer | null {
  const transport = config.mail?.transport ?? config.mail?.smtpUrl;
  if (!transport) return null;
  const transporter = nodemailer.createTransport(transport);
  const from = config.mail?.from ?? defaultFrom(config.publicUrl);
  return {
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
  };
}

function defaultFrom(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `no-reply@${host}`;
}
