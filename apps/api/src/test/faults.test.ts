import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { createPostgresTestDatabase, testEngine } from './helpers.ts';
import { callJson, EventStream, registerOwnerThrough, sleep, startMike, waitForReply, type MikeProcess } from './processes.ts';

/** On failure, what the server wrote is shown. */
function showOutputOnFailure(proc: MikeProcess): void {
  onTestFailed(() => {
    process.stderr.write(`--- server output (exit ${String(proc.child.exitCode ?? proc.child.signalCode)}) ---\n${proc.output()}\n`);
  });
}

/**
 * Faults of SECURITY.md #26 and #27 against the real server process (`src/server.ts` from source).
 * #24, a worker killed with SIGKILL mid-reply, is `modules/conversations/worker-crash.test.ts`.
 */

/**
 * A TCP proxy in front of PostgreSQL that this test can "stop" and "restart". Stopping the machine's
 * cluster would break every other test file running in parallel on it; the proxy gives the server
 * under test the same experience (every open connection drops, new connections are refused with
 * ECONNREFUSED, then connections work again) without touching anyone else's.
 */
async function startDatabaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let up = true;
  const server = createServer((client) => {
    // A connection the kernel accepted just before the port closed.
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  // A port below the kernel's ephemeral range (32768–60999 here): while the proxy is "stopped" its port is free, and
  // one in that range could be taken meanwhile by a listener another test file opens on port 0, or be picked as
  // the source port of the server's own reconnection attempt to it (a TCP self-connect). Once, a create succeeded
  // in the middle of the outage on CI; neither can happen below that range.
  const port = await listenBelowEphemeralRange(server);
  return {
    port,
    /** The database "stops": every connection is cut and the port refuses new ones. */
    async stop() {
      if (!up) return;
      up = false;
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await closed;
    },
    /** The database is back on the same port. */
    async start() {
      if (up) return;
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
      up = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (up) await new Promise((resolve) => server.close(resolve));
      up = false;
    },
  };
}

async function listenBelowEphemeralRange(server: Server): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    try {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
      return port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 20) throw error;
    }
  }
}

function isErrorBody(body: unknown): boolean {
  const candidate = body as { message?: unknown; errorCode?: unknown } | null;
  return typeof candidate?.message === 'string' && typeof candidate.errorCode === 'string';
}

// Several processes on one database, and a database that goes away and comes back, need PostgreSQL
// (PGlite lives inside a single process): these run only in the api-postgres project.
describe.runIf(testEngine === 'postgres')('faults of a running server', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  });

  it('#27 SIGTERM during a request: it completes, new requests are refused, the process exits 0', async () => {
    const { url, drop } = await createPostgresTestDatabase();
    cleanups.push(drop);
    const server = await startMike('api', { DATABASE_URL: url });
    cleanups.push(() => server.stop(2_000));
    showOutputOnFailure(server);
    const owner = await registerOwnerThrough(server.baseUrl);

    // A sign-in whose body arrives slowly: the request is in flight (headers read, body pending) for as long as we like.
    const body = JSON.stringify({ email: owner.email, password: owner.password });
    const { port } = new URL(server.baseUrl);
    const request = httpRequest({
      host: '127.0.0.1',
      port: Number(port),
      method: 'POST',
      path: '/api/client-user/login-with-password',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      agent: false,
    });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await sleep(500);

    server.child.kill('SIGTERM');
    // The listening socket closes at once: a new request is refused (or answered 503 by a closing server).
    let refused = false;
    for (let attempt = 0; attempt < 50 && !refused; attempt++) {
      try {
        const answer = await fetch(`${server.baseUrl}/api/health`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(2_000) });
        refused = answer.status === 503;
        // Answered while closing: in the API's envelope (ADR 039), not Fastify's own body.
        if (refused) expect(await answer.json()).toEqual({ message: expect.any(String), errorCode: 'SERVICE_UNAVAILABLE' });
      } catch {
        refused = true;
      }
      if (!refused) await sleep(100);
    }
    expect(refused).toBe(true);
    expect(server.child.exitCode).toBeNull();

    request.end(body.slice(10));
    const answer = await response;
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.text) as { token?: string }).token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(await server.exited).toBe(0);
  }, 90_000);

  it('#26 database loss is survived: /api/ready says 503, the process stays up, recovers, and loses nothing', async () => {
    const base = new URL(process.env.TEST_DATABASE_URL ?? '');
    const { url, drop } = await createPostgresTestDatabase();
    cleanups.push(drop);
    const proxy = await startDatabaseProxy({ host: base.hostname, port: Number(base.port || 5432) });
    cleanups.push(() => proxy.close());
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const server = await startMike('api', { DATABASE_URL: proxied.toString() });
    cleanups.push(() => server.stop(2_000));
    showOutputOnFailure(server);
    const api = server.baseUrl;

    const owner = await registerOwnerThrough(api);
    const first = await callJson(api, 'POST', '/api/conversations/create', { token: owner.token, body: { message: '¿Qué es la fianza de un alquiler?' } });
    expect(first.status).toBe(201);
    const firstChat = first.body as { chat: { id: string }; message: { id: string } };
    await waitForReply(api, owner.token, firstChat.chat.id, firstChat.message.id);
    // A stream opened before the outage must carry events again after it (the LISTEN connection came back).
    const earlyStream = await EventStream.open(api, owner.token, firstChat.chat.id);
    cleanups.push(() => earlyStream.close());
    expect(earlyStream.status).toBe(200);

    // Load: new conversations, polls and full listings, one after another, each call bounded.
    type Phase = 'before' | 'outage' | 'restarting' | 'after';
    let phase: Phase = 'before';
    const calls: { phase: Phase; what: string; status: number; body: unknown; ms: number }[] = [];
    const failures: { phase: Phase; what: string; error: string }[] = [];
    const accepted: { chatId: string; messageId: string; phase: Phase }[] = [];
    let running = true;
    const call = async (what: string, method: 'GET' | 'POST', urlPath: string, body?: unknown) => {
      const startedIn = phase;
      const started = Date.now();
      try {
        const result = await callJson(api, method, urlPath, { token: owner.token, body, timeoutMs: 15_000 });
        calls.push({ phase: startedIn, what, status: result.status, body: result.body, ms: Date.now() - started });
        return { ...result, phase: startedIn };
      } catch (error) {
        failures.push({ phase: startedIn, what, error: error instanceof Error ? error.message : String(error) });
        return undefined;
      }
    };
    const load = (async () => {
      for (let round = 0; running && round < 2_000; round++) {
        const created = await call('create', 'POST', '/api/conversations/create', { message: `¿Cuánto dura la fianza? Consulta ${round}` });
        if (created?.status === 201) {
          const { chat, message } = created.body as { chat: { id: string }; message: { id: string } };
          accepted.push({ chatId: chat.id, messageId: message.id, phase: created.phase });
        }
        await call('poll', 'GET', `/api/conversations/${firstChat.chat.id}`);
        await call('get-all', 'GET', '/api/conversations/get-all');
        await sleep(50);
      }
    })();
    cleanups.push(() => {
      running = false;
      return load;
    });

    await sleep(1_500);
    await proxy.stop();
    phase = 'outage';
    const outageStarted = Date.now();
    let notReady: { status: number; body: unknown } | undefined;
    while (Date.now() - outageStarted < 10_000) {
      const ready = await callJson(api, 'GET', '/api/ready', { timeoutMs: 10_000 });
      if (ready.status === 503) {
        notReady = ready;
        break;
      }
      await sleep(100);
    }
    expect(notReady, 'ready still 200 ten seconds into the outage').toBeDefined();
    expect(notReady!.body).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    // The outage lasts longer than the pool's connection timeout (5 s); the process stays up throughout.
    while (Date.now() - outageStarted < 8_000) {
      expect(server.child.exitCode, server.output()).toBeNull();
      await sleep(250);
    }
    expect((await callJson(api, 'GET', '/api/ready', { timeoutMs: 10_000 })).status).toBe(503);

    phase = 'restarting';
    await proxy.start();
    const restarted = Date.now();
    let ready = 0;
    while (Date.now() - restarted < 30_000) {
      ready = (await callJson(api, 'GET', '/api/ready')).status;
      if (ready === 200) break;
      await sleep(100);
    }
    expect(ready, server.output()).toBe(200);
    phase = 'after';
    await sleep(2_500);
    running = false;
    await load;
    expect(server.child.exitCode, server.output()).toBeNull();

    // Nothing hung or broke the connection: every call was answered.
    expect(failures).toEqual([]);
    const during = calls.filter((entry) => entry.phase === 'outage');
    expect(during.length).toBeGreaterThan(0);
    // During the outage a call either is served from memory (a poll of an unchanged conversation) or fails
    // with a server error in the API's error shape; writes cannot succeed.
    for (const entry of during) {
      if (entry.status >= 200 && entry.status < 300) continue;
      expect(entry.status, JSON.stringify(entry)).toBeGreaterThanOrEqual(500);
      expect(isErrorBody(entry.body), JSON.stringify(entry)).toBe(true);
    }
    expect(during.filter((entry) => entry.what === 'create' && entry.status < 500)).toEqual([]);
    expect(during.some((entry) => entry.status === 503)).toBe(true);
    // Once ready again, everything works.
    const after = calls.filter((entry) => entry.phase === 'after');
    expect(after.filter((entry) => entry.what === 'create').length).toBeGreaterThan(0);
    expect(after.filter((entry) => entry.status !== 200 && entry.status !== 201)).toEqual([]);
    expect(accepted.some((entry) => entry.phase === 'before')).toBe(true);
    expect(accepted.some((entry) => entry.phase === 'after')).toBe(true);

    // Nothing lost: every message answered 201, before or after the outage, gets its reply.
    for (const { chatId, messageId } of accepted) {
      const reply = await waitForReply(api, owner.token, chatId, messageId, 60_000);
      expect(reply.text).toBeTruthy();
    }

    // The LISTEN connection came back: notifications sent while it was down are lost, so the server ended the
    // stream opened before the outage (its client falls back to polling instead of waiting forever)...
    await earlyStream.waitForEnd(15_000, 'the stream opened before the outage');
    // ...and a stream opened now carries the question, the pieces of the answer and the answer.
    const stream = await EventStream.open(api, owner.token, firstChat.chat.id);
    cleanups.push(() => stream.close());
    expect(stream.status).toBe(200);
    const followUp = await callJson(api, 'POST', '/api/conversations/send-message', {
      token: owner.token,
      body: { chatId: firstChat.chat.id, message: '¿Y quién la deposita?' },
    });
    expect(followUp.status).toBe(201);
    const followUpId = (followUp.body as { message: { id: string } }).message.id;
    await stream.waitFor(
      (events) => events.some((event) => event.type === 'message.completed' && event.message.replyToMessageId === followUpId),
      20_000,
      'message.completed of the follow-up',
    );
    expect(stream.events.some((event) => event.type === 'message.created' && event.message.id === followUpId)).toBe(true);
    expect(stream.events.some((event) => event.type === 'message.delta' && event.replyToMessageId === followUpId)).toBe(true);
    stream.close();

    // And it still shuts down cleanly.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
