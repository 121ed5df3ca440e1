// Decorates the app with the mailer and the SMS gateway chosen by configuration.
import fp from 'fastify-plugin';
import { createHttpSmsGateway, createOutboxMailer, createOutboxSmsGateway, createSmtpMailer, type Mailer, type SmsGateway } from './providers';
import { createOutboxRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    sms: SmsGateway;
  }
}

export interface MessagingOptions {
  smtpUrl: string | null;
  smsGatewayUrl: string | null;
  mailFrom: string;
}

export default fp<MessagingOptions>(
  async (app, { smtpUrl, smsGatewayUrl, mailFrom }) => {
    const outbox = createOutboxRepository(app.db);
    if (smtpUrl) {
      const smtp = createSmtpMailer(smtpUrl, mailFrom);
      app.addHook('onClose', async () => smtp.close());
      app.decorate('mailer', smtp);
    } else {
      app.decorate('mailer', createOutboxMailer(outbox));
    }
    app.decorate('sms', smsGatewayUrl ? createHttpSmsGateway(smsGatewayUrl) : createOutboxSmsGateway(outbox));
  },
  { name: 'arena-messaging', dependencies: ['arena-db'] },
);
