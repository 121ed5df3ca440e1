// How e-mail and SMS leave the server. Real providers when configured; otherwise the outbox table,
// which the dev outbox page shows so a newcomer can read reset and SMS codes.
import nodemailer from 'nodemailer';
import type { createOutboxRepository } from './repository';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface Sms {
  to: string;
  text: string;
}
export interface SmsGateway {
  send(sms: Sms): Promise<void>;
}

type Outbox = ReturnType<typeof createOutboxRepository>;

export function createSmtpMailer(url: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}

/** POST {to, text} as JSON; any non-2xx answer is a failure. */
export function createHttpSmsGateway(url: string, timeoutMs = 10_000): SmsGateway {
  return {
    async send(sms) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sms),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export function createOutboxMailer(outbox: Outbox): Mailer {
  return { send: ({ to, subject, text }) => outbox.add({ channel: 'email', to, subject, body: text }) };
}

export function createOutboxSmsGateway(outbox: Outbox): SmsGateway {
  return { send: ({ to, text }) => outbox.add({ channel: 'sms', to, body: text }) };
}
