import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config.ts';

export interface MailMessage {
  /** The sender's name (the site's name); the address stays MAIL_FROM's. */
  fromName?: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The address of a sender written `Name <address>` or as a bare address. */
export const senderAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * Sends through the SMTP server of `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`;
 * nodemailer options such as `?ignoreTLS=true` may follow). Timeouts keep an unreachable
 * server from holding a delivery, and so the shutdown that waits for it, for long.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer (some 5 MB once loaded) comes with the first message, not with the start.
  let transport: Promise<Transporter> | undefined;
  const transportNow = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return transport;
  };
  return {
    async send({ fromName, ...message }) {
      const sender = fromName ? { name: fromName, address: senderAddress(from) } : from;
      await (await transportNow()).sendMail({ from: sender, ...message });
    },
    close() {
      transport?.then(
        (opened) => opened.close(),
        () => {},
      );
    },
  };
}

/** The mailer of `SMTP_URL`, or null when none is set (messages are then only stored). */
export const smtpMailerFor = (config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>): Mailer | null =>
  config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null;
