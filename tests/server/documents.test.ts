// Document uploads through the real server, on PGlite and PostgreSQL: every refusal
// of the acceptance list answers its typed error and stores nothing (rows are counted), the four
// accepted types are stored under a safe name, the owner alone downloads the file with headers
// that keep it out of the lobby's origin, and the operator reviews (audited) and reads them.
import { randomInt, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDocumentRoutes } from '../../server/compliance/document-routes.ts';
import { documentResolvers } from '../../server/compliance/document-resolvers.ts';
import { documentsOf, storeDocument } from '../../server/compliance/documents.ts';
import {
  attachmentDisposition,
  MAX_DOCUMENT_BYTES,
  sanitiseFileName,
} from '../../server/compliance/upload-check.ts';
import { DEV_OPERATOR_KEY } from '../../server/config.ts';
import { brandLookup } from '../../server/http/request-brand.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { contextFor } from './helpers/catalogue.ts';
import { gql, openIdentityApp, smsSignIn, type IdentityApp } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { createTestPlayer } from './helpers/wallet.ts';
import { elf, heic, jpeg, pdf, png, windowsExe } from './documents-fixtures.ts';

/** A Blob of the bytes (a copy: Blob wants an ArrayBuffer-backed view, not a Buffer's pool). */
const blob = (bytes: Uint8Array, type?: string) =>
  new Blob([new Uint8Array(bytes)], type ? { type } : {});

interface Player {
  id: string;
  token: string;
  brand: string;
}

interface UploadAnswer {
  status: number;
  body: {
    document?: Record<string, unknown> & { documentId: string; url: string };
    error?: { type: string; message: string };
  };
}

function documentsSuite(kind: BackendKind) {
  let server: IdentityApp;

  beforeAll(async () => {
    server = await openIdentityApp(kind, {
      auth: { notificationLimits: { perClientPerHour: 10_000 } },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  async function newPlayer(brand = 'aurora'): Promise<Player> {
    const phone = `+3584${randomInt(10_000_000, 99_999_999)}`;
    const id = await createTestPlayer(server.store, {
      brand,
      phoneNumber: phone,
      phoneVerified: true,
    });
    const { accessToken } = await smsSignIn(server, phone, brand);
    return { id, token: accessToken, brand };
  }

  async function rows(playerId?: string): Promise<number> {
    const { rows: counted } = await server.store.query<{ n: number }>(
      playerId
        ? 'select count(*)::int as n from player_documents where player_id = $1'
        : 'select count(*)::int as n from player_documents',
      playerId ? [playerId] : [],
    );
    return Number(counted[0]!.n);
  }

  async function upload(
    player: Player | { token?: string; brand: string },
    file: { bytes: Uint8Array; name: string; type?: string } | null,
    purpose: string | null = 'Salary',
  ): Promise<UploadAnswer> {
    const form = new FormData();
    if (purpose !== null) form.set('purpose', purpose);
    if (file) {
      form.set('file', blob(file.bytes, file.type ?? 'application/octet-stream'), file.name);
    }
    const res = await fetch(`${server.http}/api/documents`, {
      method: 'POST',
      headers: {
        brand: player.brand,
        ...(player.token ? { authorization: `Bearer ${player.token}` } : {}),
      },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as UploadAnswer['body'] };
  }

  function download(id: string, headers: Record<string, string>) {
    return fetch(`${server.http}/api/documents/${id}`, {
      headers: { brand: 'aurora', ...headers },
    });
  }

  const operator = (path: string, init: RequestInit = {}) =>
    fetch(`${server.http}/operator/compliance${path}`, {
      ...init,
      headers: {
        'x-operator-key': DEV_OPERATOR_KEY,
        'x-operator-name': 'anna',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });

  /**
   * A POST whose body is written chunk by chunk until the server answers: fetch would not show
   * an answer given before the body is sent. Writes after the answer may fail; that is the
   * server closing the connection, as it should.
   */
  function rawPost(
    headers: Record<string, string>,
    chunks: () => Iterable<Buffer>,
  ): Promise<{ status: number; body: UploadAnswer['body']; sent: number }> {
    return new Promise((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/api/documents',
          method: 'POST',
          // Keep-alive as a browser asks for it: with `connection: close` (Node's default
          // without an agent) the server closes right after its answer, and a write still in
          // flight meets the closed socket (EPIPE) before the answer is read.
          headers: { brand: 'aurora', connection: 'keep-alive', ...headers },
          // A connection of its own: a pooled one would carry the next test's bytes into this
          // unfinished body.
          agent: false,
        },
        (res) => {
          answered = true;
          const parts: Buffer[] = [];
          res.on('data', (chunk: Buffer) => parts.push(chunk));
          res.on('end', () => {
            // The client gives up on the rest of its body once it has the answer.
            req.destroy();
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(parts).toString()) as UploadAnswer['body'],
              sent,
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      req.flushHeaders();
      const iterator = chunks()[Symbol.iterator]();
      const pump = () => {
        while (!answered) {
          const next = iterator.next();
          if (next.done) {
            req.end();
            return;
          }
          sent += next.value.byteLength;
          // One chunk per turn of the event loop, as a network would deliver it: the server
          // (in this process) answers in between.
          if (req.write(next.value)) setImmediate(pump);
          else req.once('drain', pump);
          return;
        }
      };
      pump();
    });
  }

  describe('accepted uploads', () => {
    it.each([
      ['PDF', pdf(), 'statement.pdf', 'application/pdf', 'statement.pdf'],
      ['JPEG', jpeg(), 'photo.jpeg', 'image/jpeg', 'photo.jpg'],
      ['PNG', png(), 'scan.png', 'image/png', 'scan.png'],
      ['HEIC', heic(), 'IMG_0001.HEIC', 'image/heic', 'IMG_0001.heic'],
    ] as const)(
      'a %s is stored with the detected type, its size and a clean name',
      async (_label, bytes, name, type, storedName) => {
        const player = await newPlayer();
        const answer = await upload(player, { bytes, name }, 'Salary');
        expect(answer.status).toBe(201);
        expect(answer.body.document).toMatchObject({
          purpose: 'Salary',
          fileName: storedName,
          contentType: type,
          size: bytes.byteLength,
          status: 'Pending',
          rejectionReason: null,
          reviewedAt: null,
        });
        const id = answer.body.document!.documentId;
        expect(answer.body.document!.url).toBe(`/api/documents/${id}`);
        const stored = await documentsOf(server.store, player.id);
        expect(stored.map((document) => document.id)).toEqual([id]);
      },
    );

    it('the type comes from the content: a PNG named .pdf and sent as application/pdf is a PNG', async () => {
      const player = await newPlayer();
      const answer = await upload(
        player,
        { bytes: png(), name: 'passport.pdf', type: 'application/pdf' },
        'Identity',
      );
      expect(answer.status).toBe(201);
      expect(answer.body.document).toMatchObject({
        contentType: 'image/png',
        fileName: 'passport.png',
        purpose: 'Identity',
      });
    });

    it('Viewer.documents lists them newest first; SourceOfWealthCategory.documents by purpose', async () => {
      const player = await newPlayer();
      const first = await upload(player, { bytes: pdf(), name: 'a.pdf' }, 'Salary');
      const second = await upload(player, { bytes: png(), name: 'b.png' }, 'ProofOfAddress');
      const answer = await gql<{
        viewer: { documents: { documentId: string; purpose: string; url: string }[] };
      }>(
        server.http,
        '{ viewer { documents { documentId purpose fileName status url uploadedAt } } }',
        {},
        { token: player.token },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.viewer.documents.map((d) => [d.documentId, d.purpose])).toEqual([
        [second.body.document!.documentId, 'ProofOfAddress'],
        [first.body.document!.documentId, 'Salary'],
      ]);

      const context = {
        ...contextFor(server.store),
        viewer: { kind: 'player' as const, playerId: player.id, sessionId: 's', brand: 'aurora' },
      };
      const resolve = documentResolvers().SourceOfWealthCategory!.documents as unknown as (
        parent: { type: string },
        args: object,
        context: unknown,
      ) => Promise<{ documentId: string }[]>;
      expect(await resolve({ type: 'Salary' }, {}, context)).toEqual([
        expect.objectContaining({ documentId: first.body.document!.documentId }),
      ]);
      expect(await resolve({ type: 'Dividends' }, {}, context)).toEqual([]);
    });
  });

  describe('refused uploads store nothing', () => {
    async function expectRefused(
      answer: Promise<UploadAnswer> | UploadAnswer,
      status: number,
      type: string,
    ) {
      const before = await rows();
      const got = await answer;
      expect({ status: got.status, type: got.body.error?.type }).toEqual({ status, type });
      expect(got.body.error?.message).toEqual(expect.any(String));
      expect(got.body.document).toBeUndefined();
      expect(await rows()).toBe(before);
    }

    it('a renamed executable (ELF or PE named .pdf, sent as application/pdf) is 415', async () => {
      const player = await newPlayer();
      for (const bytes of [elf(), windowsExe()]) {
        await expectRefused(
          upload(player, { bytes, name: 'statement.pdf', type: 'application/pdf' }),
          415,
          'UnsupportedFileType',
        );
      }
      expect(await rows(player.id)).toBe(0);
    });

    it('an unsupported type (text, HTML, an SVG) is 415', async () => {
      const player = await newPlayer();
      for (const [bytes, name] of [
        [Buffer.from('just some notes'), 'notes.txt'],
        [Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.pdf'],
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png'],
      ] as const) {
        await expectRefused(upload(player, { bytes, name }), 415, 'UnsupportedFileType');
      }
    });

    it('an empty file, or no file at all, is EmptyFile (400)', async () => {
      const player = await newPlayer();
      await expectRefused(
        upload(player, { bytes: new Uint8Array(0), name: 'empty.pdf' }),
        400,
        'EmptyFile',
      );
      await expectRefused(upload(player, null), 400, 'EmptyFile');
    });

    it('a file one byte over 10 MB is FileTooLarge (413)', async () => {
      const player = await newPlayer();
      const bytes = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20);
      pdf().copy(bytes);
      await expectRefused(upload(player, { bytes, name: 'big.pdf' }), 413, 'FileTooLarge');
      expect(await rows(player.id)).toBe(0);
    });

    it('exactly 10 MB is accepted', async () => {
      const player = await newPlayer();
      const bytes = Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20);
      pdf().copy(bytes);
      const answer = await upload(player, { bytes, name: 'big.pdf' });
      expect(answer.status).toBe(201);
      expect(answer.body.document?.size).toBe(MAX_DOCUMENT_BYTES);
    });

    it('an enormous declared body is refused at once, before it is sent (413)', async () => {
      const player = await newPlayer();
      const before = await rows();
      const answer = await rawPost(
        {
          authorization: `Bearer ${player.token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(5 * 1024 ** 3),
        },
        // Nothing is written before the answer: the refusal does not wait for the body.
        () => [],
      );
      expect(answer.status).toBe(413);
      expect(answer.body.error?.type).toBe('FileTooLarge');
      expect(await rows()).toBe(before);
    });

    it('an enormous chunked body (no length) is cut off at the cap while streaming (413)', async () => {
      const player = await newPlayer();
      const before = await rows();
      const boundary = 'lobby-test-boundary';
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      const answer = await rawPost(
        {
          authorization: `Bearer ${player.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
        function* () {
          yield Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nSalary\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\n` +
              `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
          );
          // 1 GB if nobody stops it.
          for (let i = 0; i < 4096; i++) yield chunk;
        },
      );
      expect(answer.status).toBe(413);
      expect(answer.body.error?.type).toBe('FileTooLarge');
      // Stopped near the cap, not after reading the gigabyte.
      expect(answer.sent).toBeLessThan(MAX_DOCUMENT_BYTES * 4);
      expect(await rows()).toBe(before);
    });

    it('a path in the file name is reduced to its base name, never stored as a path', async () => {
      const player = await newPlayer();
      for (const [name, stored] of [
        ['../../etc/passwd.pdf', 'passwd.pdf'],
        ['C:\\x\\y.pdf', 'y.pdf'],
      ] as const) {
        const answer = await upload(player, { bytes: pdf(), name });
        expect(answer.status).toBe(201);
        expect(answer.body.document?.fileName).toBe(stored);
      }
      const names = (await documentsOf(server.store, player.id)).map((d) => d.fileName);
      expect(names.every((name) => !/[/\\]/.test(name))).toBe(true);
    });

    it('a name with nothing usable left is InvalidFileName (400)', async () => {
      const player = await newPlayer();
      await expectRefused(upload(player, { bytes: pdf(), name: '../..' }), 400, 'InvalidFileName');
    });

    it.each([
      ['PNG', () => png(100_000, 100_000)],
      ['JPEG', () => jpeg(65_000, 65_000)],
      ['HEIC', () => heic(100_000, 100_000)],
    ] as const)(
      'a %s declaring absurd dimensions (a decompression bomb) is ImageTooLarge (400)',
      async (_label, bomb) => {
        const player = await newPlayer();
        const bytes = bomb();
        expect(bytes.byteLength).toBeLessThan(1024);
        await expectRefused(upload(player, { bytes, name: 'bomb.png' }), 400, 'ImageTooLarge');
      },
    );

    it('a missing, unknown or oversized purpose is InvalidPurpose (400)', async () => {
      const player = await newPlayer();
      for (const purpose of [null, '', 'Passport', 'salary', 'Salary'.repeat(20)]) {
        await expectRefused(
          upload(player, { bytes: pdf(), name: 'a.pdf' }, purpose),
          400,
          'InvalidPurpose',
        );
      }
    });

    it('no bearer, a forged token, or a token for another brand is Unauthenticated (401)', async () => {
      const player = await newPlayer();
      const [header, payload, signature] = player.token.split('.');
      const forged = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
      const file = { bytes: pdf(), name: 'a.pdf' };
      await expectRefused(upload({ brand: 'aurora' }, file), 401, 'Unauthenticated');
      await expectRefused(upload({ brand: 'aurora', token: forged }, file), 401, 'Unauthenticated');
      await expectRefused(
        upload({ brand: 'aurora', token: 'not-a-token' }, file),
        401,
        'Unauthenticated',
      );
      await expectRefused(upload({ ...player, brand: 'nordlys' }, file), 401, 'Unauthenticated');
      expect(await rows(player.id)).toBe(0);
    });

    it('a body that is not multipart, or two files, is InvalidUpload', async () => {
      const player = await newPlayer();
      const before = await rows();
      const json = await fetch(`${server.http}/api/documents`, {
        method: 'POST',
        headers: {
          brand: 'aurora',
          authorization: `Bearer ${player.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ purpose: 'Salary', file: 'JVBERi0=' }),
      });
      expect(json.status).toBe(400);
      expect(((await json.json()) as UploadAnswer['body']).error?.type).toBe('InvalidUpload');

      const form = new FormData();
      form.set('purpose', 'Salary');
      form.append('file', blob(pdf()), 'a.pdf');
      form.append('file', blob(pdf()), 'b.pdf');
      const two = await fetch(`${server.http}/api/documents`, {
        method: 'POST',
        headers: { brand: 'aurora', authorization: `Bearer ${player.token}` },
        body: form,
      });
      expect(two.status).toBe(400);
      expect(((await two.json()) as UploadAnswer['body']).error?.type).toBe('InvalidUpload');
      expect(await rows()).toBe(before);
    });

    it('more than 30 uploads in 24 hours is TooManyDocuments (429)', async () => {
      const player = await newPlayer();
      for (let i = 0; i < 30; i++) {
        await storeDocument(server.store, {
          playerId: player.id,
          purpose: 'Other',
          fileName: `n${i}.pdf`,
          contentType: 'application/pdf',
          content: pdf(),
        });
      }
      await expectRefused(
        upload(player, { bytes: pdf(), name: 'one-more.pdf' }),
        429,
        'TooManyDocuments',
      );
      expect(await rows(player.id)).toBe(30);
    });
  });

  describe('downloads', () => {
    it('the owner gets the file with headers that keep it out of the page (bearer or cookie)', async () => {
      const player = await newPlayer();
      const bytes = pdf();
      const answer = await upload(player, { bytes, name: 'Bank statement; März (1).pdf' });
      const id = answer.body.document!.documentId;

      const ways: Record<string, string>[] = [
        { authorization: `Bearer ${player.token}` },
        { cookie: `theme=dark; accessToken=${encodeURIComponent(player.token)}` },
        { cookie: `keycloakAccessToken=${player.token}` },
      ];
      for (const headers of ways) {
        const res = await download(id, headers);
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        expect(res.headers.get('content-disposition')).toBe(
          `attachment; filename="Bank statement_ M_rz _1_.pdf"; filename*=UTF-8''Bank%20statement%3B%20M%C3%A4rz%20%281%29.pdf`,
        );
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        expect(res.headers.get('content-security-policy')).toBe('sandbox');
        expect(res.headers.get('content-encoding')).toBeNull();
      }
    });

    it("someone else's document, an unknown id and a malformed id are all 404", async () => {
      const owner = await newPlayer();
      const other = await newPlayer();
      const id = (await upload(owner, { bytes: png(), name: 'p.png' })).body.document!.documentId;
      const asOther = { authorization: `Bearer ${other.token}` };
      const bodies: string[] = [];
      for (const target of [id, randomUUID(), 'not-a-uuid', '..%2F..%2Fetc%2Fpasswd']) {
        const res = await download(target, asOther);
        expect(res.status).toBe(404);
        bodies.push(await res.text());
      }
      // The other player's document reads exactly like an unknown one.
      expect(bodies[0]).toBe(bodies[1]);
    });

    it('without a valid token the download is 401, whatever the id', async () => {
      const owner = await newPlayer();
      const id = (await upload(owner, { bytes: png(), name: 'p.png' })).body.document!.documentId;
      expect((await download(id, {})).status).toBe(401);
      expect((await download(id, { authorization: 'Bearer forged.token.here' })).status).toBe(401);
      expect((await download(randomUUID(), {})).status).toBe(401);
    });
  });

  describe('operator', () => {
    it('needs the operator key', async () => {
      const res = await fetch(`${server.http}/operator/compliance/documents/${randomUUID()}`);
      expect(res.status).toBe(401);
    });

    it('reads, downloads, approves and rejects (with a reason), each review audited', async () => {
      const player = await newPlayer();
      const id = (await upload(player, { bytes: jpeg(), name: 'id.jpg' }, 'Identity')).body
        .document!.documentId;

      const meta = await operator(`/documents/${id}`);
      expect(meta.status).toBe(200);
      expect(((await meta.json()) as { document: unknown }).document).toMatchObject({
        documentId: id,
        playerId: player.id,
        purpose: 'Identity',
        contentType: 'image/jpeg',
        status: 'Pending',
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        url: `/operator/compliance/documents/${id}/file`,
      });
      const file = await operator(`/documents/${id}/file`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(file.headers.get('content-security-policy')).toBe('sandbox');
      expect(Buffer.from(await file.arrayBuffer()).equals(jpeg())).toBe(true);

      const noReason = await operator(`/documents/${id}/review`, {
        method: 'POST',
        body: JSON.stringify({ decision: 'reject', reason: '  ' }),
      });
      expect(noReason.status).toBe(400);
      const bad = await operator(`/documents/${id}/review`, {
        method: 'POST',
        body: JSON.stringify({ decision: 'maybe' }),
      });
      expect(bad.status).toBe(400);
      expect((await documentsOf(server.store, player.id))[0]?.status).toBe('Pending');

      const rejected = await operator(`/documents/${id}/review`, {
        method: 'POST',
        body: JSON.stringify({ decision: 'reject', reason: 'The photo is blurred.' }),
      });
      expect(rejected.status).toBe(200);
      const viewer = await gql<{
        viewer: { documents: { status: string; rejectionReason: string; reviewedAt: string }[] };
      }>(
        server.http,
        '{ viewer { documents { status rejectionReason reviewedAt } } }',
        {},
        { token: player.token },
      );
      expect(viewer.data!.viewer.documents[0]).toMatchObject({
        status: 'Rejected',
        rejectionReason: 'The photo is blurred.',
        reviewedAt: expect.any(String),
      });

      const approved = await operator(`/documents/${id}/review`, {
        method: 'POST',
        body: JSON.stringify({ decision: 'approve' }),
      });
      expect(((await approved.json()) as { document: unknown }).document).toMatchObject({
        status: 'Approved',
        rejectionReason: null,
        reviewedBy: 'anna',
      });

      const { rows: audit } = await server.store.query<{
        action: string;
        actor: string;
        target: string;
        before: { status: string };
        after: { status: string; rejectionReason: string | null };
      }>(
        `select action, actor, target, before, after from operator_audit
         where area = 'compliance' and target = $1 order by id`,
        [`players/${player.id}/documents/${id}`],
      );
      expect(audit.map((entry) => [entry.action, entry.before.status, entry.after.status])).toEqual(
        [
          ['rejectDocument', 'Pending', 'Rejected'],
          ['approveDocument', 'Rejected', 'Approved'],
        ],
      );
      expect(audit[0]!.after.rejectionReason).toBe('The photo is blurred.');
      expect(audit.every((entry) => entry.actor === 'anna')).toBe(true);
    });

    it("lists a player's documents; unknown players and documents are 404", async () => {
      const player = await newPlayer();
      const id = (await upload(player, { bytes: pdf(), name: 'a.pdf' })).body.document!.documentId;
      const list = await operator(`/players/${player.id}/documents`);
      expect(((await list.json()) as { documents: { documentId: string }[] }).documents).toEqual([
        expect.objectContaining({ documentId: id, status: 'Pending' }),
      ]);
      expect((await operator(`/players/${randomUUID()}/documents`)).status).toBe(404);
      expect((await operator(`/documents/${randomUUID()}`)).status).toBe(404);
      expect((await operator(`/documents/nope/file`)).status).toBe(404);
      expect(
        (
          await operator(`/documents/${randomUUID()}/review`, {
            method: 'POST',
            body: JSON.stringify({ decision: 'approve' }),
          })
        ).status,
      ).toBe(404);
    });
  });

  it('onChange is told after an upload and after a review, not after a refusal', async () => {
    const playerId = await createTestPlayer(server.store);
    const changed: string[] = [];
    const app = Fastify();
    await registerDocumentRoutes(app, {
      store: server.store,
      brandOf: brandLookup(server.store, 0).brandOf,
      verifyAccessToken: async (token, request) =>
        token === 'good'
          ? { kind: 'player', playerId, sessionId: 's', brand: request.brand.key }
          : null,
      operatorKey: 'key',
      onChange: async (id) => {
        changed.push(id);
      },
    });
    try {
      const send = async (bytes: Buffer) => {
        const form = new FormData();
        form.set('purpose', 'Salary');
        form.set('file', blob(bytes), 'a.pdf');
        const request = new Request('http://x/api/documents', { method: 'POST', body: form });
        return app.inject({
          method: 'POST',
          url: '/api/documents',
          headers: {
            authorization: 'Bearer good',
            host: '127.0.0.1',
            'content-type': request.headers.get('content-type')!,
          },
          payload: Buffer.from(await request.arrayBuffer()),
        });
      };
      expect((await send(elf())).statusCode).toBe(415);
      expect(changed).toEqual([]);
      const stored = await send(pdf());
      expect(stored.statusCode).toBe(201);
      expect(changed).toEqual([playerId]);
      const id = (stored.json() as { document: { documentId: string } }).document.documentId;
      const review = await app.inject({
        method: 'POST',
        url: `/operator/compliance/documents/${id}/review`,
        headers: { 'x-operator-key': 'key' },
        payload: { decision: 'approve' },
      });
      expect(review.statusCode).toBe(200);
      expect(changed).toEqual([playerId, playerId]);
    } finally {
      await app.close();
    }
  });
}

describe('file names and the download header', () => {
  it.each([
    ['../../etc/passwd.pdf', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\x\\scan.JPG', 'jpg', 'scan.jpg'],
    ['invoice\u202Efdp.exe', 'pdf', 'invoicefdp.pdf'],
    ['line\r\nbreak\u0000.pdf', 'pdf', 'linebreak.pdf'],
    ['a<b>:c|d?e*"f.png', 'png', 'a_b__c_d_e__f.png'],
    ['...hidden', 'pdf', 'hidden.pdf'],
    ['CON.pdf', 'pdf', '_CON.pdf'],
    ['trailing. . .pdf', 'pdf', 'trailing.pdf'],
    ['x'.repeat(300) + '.pdf', 'pdf', 'x'.repeat(116) + '.pdf'],
    ['😀'.repeat(200) + '.heic', 'heic', '😀'.repeat(115) + '.heic'],
  ])('%j → %s', (name, extension, expected) => {
    const sanitised = sanitiseFileName(name, extension);
    expect(sanitised).toBe(expected);
    expect(Array.from(sanitised!).length).toBeLessThanOrEqual(120);
  });

  it.each([undefined, '', '/', '../..', '\u0000\u0001', ' . ', 'x'.repeat(2000)])(
    '%j has nothing usable',
    (name) => {
      expect(sanitiseFileName(name, 'pdf')).toBeNull();
    },
  );

  it('the disposition cannot be broken out of by the name', () => {
    const header = attachmentDisposition('a";\r\nx-evil: 1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a____x-evil_ 1.pdf"; filename*=UTF-8''a%22%3B%0D%0Ax-evil%3A%201.pdf`,
    );
  });
});

describeStores('documents', (kind) => documentsSuite(kind));
