// Requests to one of several server processes as a load balancer forwards them: the public Host
// kept, so tokens one process issues (their issuer is the request's origin) verify on the others.
import { request } from 'node:http';
import WebSocket from 'ws';
import type { Queryable } from '../../../server/db/store.ts';

export const PUBLIC_HOST = 'localhost:3000';

export interface ForwardedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export function forwarded(
  port: number,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  } = {},
): Promise<ForwardedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        headers: { host: PUBLIC_HOST, ...options.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A GraphQL call through `port` as the brand's player (or a visitor without a token). */
export async function forwardedGraphQL<T>(
  port: number,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: T; errors?: unknown[] }> {
  const res = await forwarded(port, '/lobby-graphql', {
    headers: {
      'content-type': 'application/json',
      brand: 'aurora',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return JSON.parse(res.text) as { data?: T; errors?: unknown[] };
}

/** A WebSocket (for graphql-ws's createClient) that sends the public Host. */
export class ForwardedSocket extends WebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols, { headers: { host: PUBLIC_HOST } });
  }
}

/**
 * The SMS sign-in through `port` on aurora, the code read from the dev outbox. Clears the SMS
 * codes first: the number's 30 s resend cooldown runs on the real clock in these tests.
 */
export async function forwardedSmsSignIn(
  port: number,
  phone: string,
  db: Queryable,
): Promise<string> {
  await db.query('delete from sms_codes');
  const requested = await forwardedGraphQL(
    port,
    'mutation($phone: String!) { requestSmsCode(phoneNumber: $phone) { expiresAt } }',
    { phone },
  );
  if (requested.errors) throw new Error(JSON.stringify(requested.errors));
  const outbox = await forwarded(
    port,
    `/dev/outbox.json?brand=aurora&to=${encodeURIComponent(phone)}`,
  );
  const code = (JSON.parse(outbox.text) as { messages: { code: string }[] }).messages[0]?.code;
  const signedIn = await forwardedGraphQL<{ signInWithSmsCode: { accessToken: string } }>(
    port,
    `mutation($phone: String!, $code: String!) {
       signInWithSmsCode(phoneNumber: $phone, code: $code) { accessToken } }`,
    { phone, code },
  );
  if (!signedIn.data) throw new Error(JSON.stringify(signedIn.errors));
  return signedIn.data.signInWithSmsCode.accessToken;
}
