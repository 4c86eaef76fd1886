// Requests fetch() cannot make: any Host header (fetch forbids setting it, and Node cannot
// resolve *.localhost), X-Forwarded-Host, and a chosen loopback source address, so one test
// can stand for several clients (Linux routes all of 127.0.0.0/8 to this machine).
import { request } from 'node:http';

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's address, e.g. 127.0.0.2; default the system's choice (127.0.0.1). */
  localAddress?: string;
}

/**
 * A fetch-like call that connects to 127.0.0.1 on the URL's port (or `port`) whatever its host
 * name, and sends the URL's host as the Host header: `http://evil.localhost:3000/…` reaches the
 * test server with `Host: evil.localhost:3000`. Redirects are not followed.
 */
export function loopbackFetch(options: { localAddress?: string; port?: number } = {}) {
  const { localAddress } = options;
  return (url: string, init: RequestInit = {}): Promise<Response> => {
    const target = new URL(url);
    return new Promise((resolve, reject) => {
      const headers = new Headers(init.headers);
      const req = request(
        {
          host: '127.0.0.1',
          port: options.port ?? Number(target.port || 80),
          path: `${target.pathname}${target.search}`,
          method: init.method ?? 'GET',
          headers: { ...Object.fromEntries(headers), host: target.host },
          ...(localAddress ? { localAddress } : {}),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const one of Array.isArray(value) ? value : [value ?? '']) {
                responseHeaders.append(name, one);
              }
            }
            const status = res.statusCode ?? 0;
            const body = [204, 304].includes(status) ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status, headers: responseHeaders }));
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(typeof init.body === 'string' ? init.body : undefined);
    });
  };
}

export interface RawGraphQLOptions {
  brand?: string;
  /** Host header; default 127.0.0.1:{port}. */
  host?: string;
  headers?: Record<string, string>;
  token?: string;
  localAddress?: string;
}

/** A GraphQL POST to the test server at `base` with a Host and a source address of our choice. */
export async function rawGql(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: RawGraphQLOptions = {},
): Promise<{ status: number; text: string }> {
  const server = new URL(base);
  const url = `http://${options.host ?? server.host}/lobby-graphql`;
  const response = await loopbackFetch({
    port: Number(server.port),
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  })(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      brand: options.brand ?? 'aurora',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, text: await response.text() };
}
