// How many document uploads a process runs at once (decision 0060): one per player — a second
// while the first is still arriving is UploadInProgress (429) and the first still completes —
// and MAX_UPLOADS_IN_PROGRESS per process — one more is UploadsBusy (503, Retry-After) until a
// slot is free. Each refusal comes before its body is read and stores nothing; a slot is free
// again once its upload ended, however it ended (stored, refused, or the client went away).
// Uploads are held open by sending part of their body; nothing here measures memory or time.
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type ClientRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDocumentRoutes } from '../../server/compliance/document-routes.ts';
import { MAX_UPLOADS_IN_PROGRESS } from '../../server/compliance/upload-slots.ts';
import { brandLookup } from '../../server/http/request-brand.ts';
import { openMigratedStore, type TestStore } from './helpers/catalogue.ts';
import { createTestPlayer } from './helpers/wallet.ts';
import { pdf } from './documents-fixtures.ts';

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { document?: { documentId: string }; error?: { type: string; message: string } };
}

/** A valid PDF of a few hundred KB: big enough to send in two halves. */
const FILE = Buffer.concat([pdf(), Buffer.alloc(256 * 1024, 0x20)]);

describe('document upload concurrency (PGlite)', () => {
  let database: TestStore;
  let app: FastifyInstance;
  let port: number;
  /** Bearer → player id, for the stand-in token check. */
  const players = new Map<string, string>();
  /** Uploads (by their x-upload-tag) whose handler has started: past every admission check. */
  const admitted = new Set<string>();
  /** Held uploads not answered yet: dropped after the tests, so that the server can close. */
  const unanswered = new Set<ClientRequest>();

  beforeAll(async () => {
    database = await openMigratedStore('pglite', 'upload-limits');
    app = Fastify();
    // Runs after the route's own onRequest checks, before its handler reads the body.
    app.addHook('preHandler', async (request) => {
      const tag = request.headers['x-upload-tag'];
      if (typeof tag === 'string') admitted.add(tag);
    });
    await registerDocumentRoutes(app, {
      store: database.store,
      brandOf: brandLookup(database.store, 0).brandOf,
      verifyAccessToken: async (token, request) => {
        const playerId = players.get(token);
        return playerId
          ? { kind: 'player', playerId, sessionId: `s-${playerId}`, brand: request.brand.key }
          : null;
      },
      operatorKey: 'operator-key',
      onChange: async () => undefined,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });

  afterAll(async () => {
    for (const req of unanswered) req.destroy();
    await app?.close();
    await database?.cleanup();
  });

  async function newPlayer(): Promise<{ id: string; token: string }> {
    const id = await createTestPlayer(database.store);
    const token = `token-${randomUUID()}`;
    players.set(token, id);
    return { id, token };
  }

  async function storedFor(playerId: string): Promise<number> {
    const { rows } = await database.store.query<{ n: number }>(
      'select count(*)::int as n from player_documents where player_id = $1',
      [playerId],
    );
    return Number(rows[0]!.n);
  }

  async function until(what: string, test: () => boolean | Promise<boolean>) {
    for (let i = 0; i < 500; i++) {
      if (await test()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${what}: not within 5 s`);
  }

  /**
   * An upload whose body stops half way through the file, as a slow phone's would, until
   * finish() sends the rest (or abort() drops the connection). Resolves once its handler runs.
   */
  async function heldUpload(token: string) {
    const tag = randomUUID();
    const boundary = `held-${tag}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nSalary\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="held.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const half = FILE.length >> 1;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/api/documents',
      method: 'POST',
      agent: false,
      headers: {
        brand: 'aurora',
        authorization: `Bearer ${token}`,
        'x-upload-tag': tag,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + FILE.length + tail.length),
      },
    });
    unanswered.add(req);
    const answer = new Promise<Answer>((resolve, reject) => {
      req.on('response', (res) => {
        unanswered.delete(req);
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            body: JSON.parse(Buffer.concat(parts).toString()) as Answer['body'],
          }),
        );
      });
      req.on('error', reject);
    });
    req.write(Buffer.concat([head, FILE.subarray(0, half)]));
    await until('the held upload to reach its handler', () => admitted.has(tag));
    return {
      finish: () => {
        req.end(Buffer.concat([FILE.subarray(half), tail]));
        return answer;
      },
      abort: () => {
        answer.catch(() => undefined);
        req.destroy();
      },
    };
  }

  /** A whole upload in one go. */
  async function upload(token: string): Promise<Answer> {
    const form = new FormData();
    form.set('purpose', 'Salary');
    form.set('file', new Blob([new Uint8Array(FILE)], { type: 'application/pdf' }), 'a.pdf');
    const res = await fetch(`http://127.0.0.1:${port}/api/documents`, {
      method: 'POST',
      headers: { brand: 'aurora', authorization: `Bearer ${token}` },
      body: form,
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after') ?? undefined,
      body: (await res.json()) as Answer['body'],
    };
  }

  it('a second upload of a player while the first is in progress is UploadInProgress (429); the first completes', async () => {
    const player = await newPlayer();
    const first = await heldUpload(player.token);

    const second = await upload(player.token);
    expect(second.status).toBe(429);
    expect(second.body.error?.type).toBe('UploadInProgress');
    expect(await storedFor(player.id)).toBe(0);

    // Another player is not held up by it.
    const other = await newPlayer();
    expect((await upload(other.token)).status).toBe(201);

    const done = await first.finish();
    expect(done.status).toBe(201);
    expect(await storedFor(player.id)).toBe(1);
    // Its slot is free again: the player's next upload goes through.
    expect((await upload(player.token)).status).toBe(201);
    expect(await storedFor(player.id)).toBe(2);
  });

  it(`beyond ${MAX_UPLOADS_IN_PROGRESS} uploads in the process the next is UploadsBusy (503, Retry-After) until one ends`, async () => {
    expect(MAX_UPLOADS_IN_PROGRESS).toBeGreaterThan(0);
    const held = [];
    for (let i = 0; i < MAX_UPLOADS_IN_PROGRESS; i++) {
      held.push(await heldUpload((await newPlayer()).token));
    }
    const late = await newPlayer();
    const refused = await upload(late.token);
    expect(refused.status).toBe(503);
    expect(refused.body.error?.type).toBe('UploadsBusy');
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await storedFor(late.id)).toBe(0);

    // One ends: its slot is the late player's.
    expect((await held[0]!.finish()).status).toBe(201);
    expect((await upload(late.token)).status).toBe(201);
    for (const upload of held.slice(1)) expect((await upload.finish()).status).toBe(201);
  });

  it('an upload whose client goes away mid-body frees its slot', async () => {
    const player = await newPlayer();
    const held = await heldUpload(player.token);
    held.abort();
    // The server notices the dropped connection on its own time: ask until it has.
    let answer: Answer | undefined;
    await until('the slot of the dropped upload to be free', async () => {
      answer = await upload(player.token);
      return answer.status !== 429;
    });
    expect(answer?.status).toBe(201);
    expect(await storedFor(player.id)).toBe(1);
  });
});
