import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { BUDGETS } from '../platform/rate-limit.ts';
import { createPostgresTestDatabase, testEngine } from './helpers.ts';
import { callJson, EventStream, registerOwnerThrough, sleep, startMike, waitForReply, type MikeProcess } from './processes.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Fails with a clear message when Redis is not there (the shared rate limits need it). */
async function connectRedis(): Promise<Redis> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2_000 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `The scale-out test needs Redis at ${REDIS_URL} (set TEST_REDIS_URL to use another): ${error instanceof Error ? error.message : String(error)}. ` +
        'Start one with: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
      { cause: error },
    );
  }
  return redis;
}

/**
 * Scale-out (DESIGN.md §3): two API processes and one worker process on one PostgreSQL database and
 * one Redis, as behind a load balancer. What one process does must be seen by the other at once:
 * replies (produced by the worker), the poll cache and the event streams (LISTEN/NOTIFY), session
 * revocation (LISTEN/NOTIFY), and rate-limit budgets (Redis).
 */
// Processes sharing a database need PostgreSQL (PGlite lives inside one process): postgres project only.
describe.runIf(testEngine === 'postgres')('two API processes and a worker on one database', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  });

  it('a message sent through A is answered by the worker and seen through B; logout and rate limits hold across processes', async () => {
    const redis = await connectRedis();
    cleanups.push(() => redis.quit());
    // Requests come from a client address of their own (behind a trusted proxy, as with a load balancer),
    // so the per-IP budgets in the shared Redis are this run's alone; its keys are deleted at the end.
    const clientIp = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const wrongEmail = `nadie.${process.pid}.${randomInt(1e9)}@inmobiliaria-test.es`;
    cleanups.push(async () => {
      const keys = Object.keys(BUDGETS).flatMap((name) => [`mike:rl:${name}:${clientIp}`, `mike:rl:${name}:${wrongEmail}`]);
      await redis.del(...keys);
    });
    const headers = { 'x-forwarded-for': clientIp };

    const { url, drop } = await createPostgresTestDatabase();
    cleanups.push(drop);
    const env = { DATABASE_URL: url, REDIS_URL, TRUST_PROXY: '127.0.0.1' };
    const started: MikeProcess[] = [];
    cleanups.push(() => Promise.all(started.map((proc) => proc.stop(5_000))));
    // All three start together on the empty database, as in a deploy: one applies the migrations, the others wait for it.
    const results = await Promise.allSettled([
      startMike('api', { ...env, RUN_WORKERS: 'false' }),
      startMike('api', { ...env, RUN_WORKERS: 'false' }),
      startMike('worker', env),
    ]);
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b] = started as [MikeProcess, MikeProcess, MikeProcess];
    const processesAlive = () => started.every((proc) => proc.child.exitCode === null);
    const outputs = () => started.map((proc, index) => `--- ${['API A', 'API B', 'worker'][index]} ---\n${proc.output()}`).join('\n');
    onTestFailed(() => {
      process.stderr.write(`${outputs()}\n`);
    });

    const owner = await registerOwnerThrough(a.baseUrl, headers);

    // A question through A; its reply, written by the worker, is visible by polling B.
    const created = await callJson(a.baseUrl, 'POST', '/api/conversations/create', {
      token: owner.token,
      headers,
      body: { message: '¿Cuánto puede durar la prórroga tácita de un alquiler?' },
    });
    expect(created.status).toBe(201);
    const { chat, message } = created.body as { chat: { id: string }; message: { id: string } };
    const firstReply = await waitForReply(b.baseUrl, owner.token, chat.id, message.id, 30_000);
    expect(firstReply.text).toBeTruthy();

    // B now holds the conversation in its poll cache; B's event stream is open.
    const stream = await EventStream.open(b.baseUrl, owner.token, chat.id);
    cleanups.push(() => stream.close());
    expect(stream.status).toBe(200);
    expect((await callJson(b.baseUrl, 'GET', `/api/conversations/${chat.id}`, { token: owner.token })).status).toBe(200);

    // A follow-up through A: B's stream delivers it, the pieces of the answer and the answer; B's poll shows it.
    const sent = await callJson(a.baseUrl, 'POST', '/api/conversations/send-message', {
      token: owner.token,
      headers,
      body: { chatId: chat.id, message: '¿Y cuánto tiempo de preaviso hay que dar para no renovar?' },
    });
    expect(sent.status).toBe(201);
    const followUpId = (sent.body as { message: { id: string } }).message.id;
    await stream.waitFor(
      (events) => events.some((event) => event.type === 'message.completed' && event.message.replyToMessageId === followUpId),
      30_000,
      "message.completed of the follow-up on B's stream",
    );
    const createdEvents = stream.events.filter((event) => event.type === 'message.created');
    expect(createdEvents.map((event) => event.message.id)).toContain(followUpId);
    const deltas = stream.events.filter((event) => event.type === 'message.delta' && event.replyToMessageId === followUpId);
    expect(deltas.length).toBeGreaterThan(0);
    const completed = stream.events.find((event) => event.type === 'message.completed' && event.message.replyToMessageId === followUpId);
    const answer = completed?.type === 'message.completed' ? (completed.message.text ?? '') : '';
    // The deltas, put together at their offsets, are the answer.
    let streamed = '';
    for (const delta of deltas) if (delta.type === 'message.delta') streamed = streamed.slice(0, delta.offset) + delta.text;
    expect(streamed).toBe(answer);
    const polled = await waitForReply(b.baseUrl, owner.token, chat.id, followUpId, 5_000);
    expect(polled.text).toBe(answer);
    stream.close();

    // Logout through A: the token, cached as valid by B, is refused by B at once (revocation over the bus).
    expect((await callJson(b.baseUrl, 'GET', '/api/conversations/get-all', { token: owner.token })).status).toBe(200);
    const logout = await callJson(a.baseUrl, 'POST', '/api/client-user/logout', { token: owner.token, headers });
    expect(logout.status).toBe(200);
    let afterLogout = 0;
    for (let attempt = 0; attempt < 20; attempt++) {
      afterLogout = (await callJson(b.baseUrl, 'GET', '/api/conversations/get-all', { token: owner.token })).status;
      if (afterLogout === 401) break;
      await sleep(100);
    }
    expect(afterLogout).toBe(401);
    expect((await callJson(a.baseUrl, 'GET', '/api/conversations/get-all', { token: owner.token })).status).toBe(401);

    // Rate limits are shared through Redis: ten wrong sign-ins for one email through A, the eleventh through B is refused.
    const budget = BUDGETS.loginFailuresPerAccount.points;
    for (let attempt = 0; attempt < budget; attempt++) {
      const wrong = await callJson(a.baseUrl, 'POST', '/api/client-user/login-with-password', {
        headers,
        body: { email: wrongEmail, password: 'no-es-la-clave' },
      });
      expect(wrong.status).toBe(401);
    }
    const limited = await callJson(b.baseUrl, 'POST', '/api/client-user/login-with-password', {
      headers,
      body: { email: wrongEmail, password: 'no-es-la-clave' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ errorCode: 'RATE_LIMITED' });

    expect(processesAlive()).toBe(true);
  }, 180_000);
});
