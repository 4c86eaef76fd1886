// Development only: the email and SMS outboxes as a page (/dev/outbox/) and as JSON
// (/dev/outbox.json?brand=&to=) for end-to-end tests. Never registered in production.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../db/store.ts';
import { escapeHtml } from '../http/html-page.ts';
import { listOutbox, type OutboxMessage } from './outbox.ts';
import { normalizePhoneNumber } from './phone-number.ts';

export const DEV_OUTBOX_PATH = '/dev/outbox/';
export const DEV_OUTBOX_JSON_PATH = '/dev/outbox.json';

interface OutboxQuery {
  brand?: string;
  to?: string;
  limit?: string;
}

function filterOf(query: OutboxQuery) {
  let to = query.to?.trim() || undefined;
  // An unencoded "+" in a query string arrives as a space: "+358…" → " 358…" → "358…".
  if (to && !to.includes('@')) to = normalizePhoneNumber(to.startsWith('+') ? to : `+${to}`) ?? to;
  return { brand: query.brand?.trim() || undefined, to, limit: Number(query.limit) || undefined };
}

export function registerDevOutbox(app: FastifyInstance, store: Store): void {
  app.get<{ Querystring: OutboxQuery }>(DEV_OUTBOX_JSON_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { messages: await listOutbox(store, filterOf(request.query)) };
  });

  app.get<{ Querystring: OutboxQuery }>(DEV_OUTBOX_PATH, async (request, reply) => {
    const messages = await listOutbox(store, filterOf(request.query));
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxPage(messages));
  });
}

function outboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map((message) => {
      const link = message.actionUrl
        ? `<p><a href="${escapeHtml(message.actionUrl)}">${escapeHtml(message.actionUrl)}</a></p>`
        : '';
      const code = message.code ? `<p>Code: <strong>${escapeHtml(message.code)}</strong></p>` : '';
      return `<article>
<h2>${message.channel === 'email' ? 'Email' : 'SMS'} to ${escapeHtml(message.to)} <small>(${escapeHtml(message.brand)}, ${escapeHtml(message.kind)}, ${escapeHtml(message.createdAt)})</small></h2>
${message.subject ? `<p><strong>${escapeHtml(message.subject)}</strong></p>` : ''}
<pre>${escapeHtml(message.body)}</pre>
${link}${code}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem}
article{border-bottom:1px solid #ccc;padding:.5rem 0}h2{font-size:1rem}pre{white-space:pre-wrap}</style>
</head>
<body>
<h1>Development outbox</h1>
<p>Emails and SMS messages the server would have sent, newest first. Filter with
<code>?brand=aurora&amp;to=demo@lobby.test</code>; JSON at <a href="${DEV_OUTBOX_JSON_PATH}">${DEV_OUTBOX_JSON_PATH}</a>.</p>
${rows || '<p>No messages.</p>'}
</body>
</html>`;
}
