// Development only (never registered in production): what the server would have sent by e-mail
// or SMS, so reset and SMS codes can be read without a provider.
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, type DevOutboxMessage } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { createOutboxRepository } from './repository';

/** GET /api/dev/outbox */
export const devOutboxApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const outbox = createOutboxRepository(app.db);
  app.get('/outbox', { schema: routeSchema(endpoints.devOutbox) }, async () => ok(await outbox.latest()));
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

function renderPage(messages: DevOutboxMessage[], nonce: string): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${m.id}</td><td>${escapeHtml(m.createdAt)}</td><td>${m.channel}</td><td>${escapeHtml(m.to)}</td>` +
        `<td>${escapeHtml(m.subject)}</td><td><pre>${escapeHtml(m.body)}</pre></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Arena dev outbox</title>
<meta http-equiv="refresh" content="5">
<style nonce="${nonce}">body{font:14px system-ui;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style>
</head><body><h1>Dev outbox</h1><p>E-mail and SMS the server would have sent (newest first, refreshes every 5 s).</p>
<table><thead><tr><th>#</th><th>Time</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">Nothing sent yet.</td></tr>'}</tbody></table></body></html>`;
}

/** GET /dev/outbox */
export const devOutboxPageRoutes: FastifyPluginAsync = async (app) => {
  const outbox = createOutboxRepository(app.db);
  app.get('/outbox', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderPage(await outbox.latest(), reply.documentNonce())),
  );
};
