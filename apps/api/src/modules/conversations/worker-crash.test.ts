import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { messages } from '../../db/schema/index.ts';
import { createDatabase } from '../../platform/db.ts';
import { apiRoot } from '../../platform/paths.ts';
import { registerOwner } from '../../test/factories.ts';
import { createPostgresTestDatabase, makeTempDir, testConfig, testEngine } from '../../test/helpers.ts';

const FINAL_ANSWER = 'La prórroga tácita dura un año cada vez, hasta tres años (Art. 10 LAU).';

/** An OpenAI-compatible endpoint whose first answer never finishes (the worker dies during it). */
function startSlowModel() {
  let requests = 0;
  let firstRequestSeen: () => void = () => {};
  const firstRequest = new Promise<void>((resolve) => (firstRequestSeen = resolve));
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests += 1;
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (content: string) =>
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
      if (requests === 1) {
        response.write(chunk('La prórroga '));
        hanging.push(response);
        firstRequestSeen();
        return;
      }
      response.write(chunk(FINAL_ANSWER));
      response.end('data: [DONE]\n\n');
    });
  });
  return { server, firstRequest, requests: () => requests, hanging };
}

function startWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/worker.ts')], {
    env: { PATH: process.env.PATH ?? '', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** Resolves when the worker has logged that it is ready (its queue workers are running). */
async function readyOf(worker: ChildProcess): Promise<void> {
  let output = '';
  for await (const chunk of worker.stdout!) {
    output += String(chunk);
    if (output.includes('"worker ready"')) return;
  }
  throw new Error('the worker exited before it was ready');
}

// Two processes share one database only on PostgreSQL (PGlite is single-process).
describe.runIf(testEngine === 'postgres')('a worker killed mid-reply', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('#24 loses nothing and duplicates nothing: after a restart exactly one reply exists', async () => {
    const { url, drop } = await createPostgresTestDatabase();
    cleanups.push(drop);
    const model = startSlowModel();
    model.server.listen(0, '127.0.0.1');
    await once(model.server, 'listening');
    cleanups.push(() => {
      model.hanging.forEach((response) => response.destroy());
      return new Promise((resolve) => model.server.close(resolve));
    });
    const env = {
      DATABASE_URL: url,
      APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      DATA_DIR: makeTempDir(),
      LOG_LEVEL: 'warn',
      ASSISTANT_PROVIDER: 'openai',
      LLM_BASE_URL: `http://127.0.0.1:${(model.server.address() as AddressInfo).port}/v1`,
      LLM_API_KEY: 'test',
      LLM_MODEL: 'test-model',
    };
    const database = await createDatabase({ url, poolSize: 3 });
    cleanups.push(() => database.close());
    const app = await buildApp(testConfig({ ...env, RUN_WORKERS: 'false' }), { database });
    cleanups.push(() => app.close());

    let worker = startWorker(env);
    worker.stdout!.resume();
    cleanups.push(() => {
      worker.kill('SIGKILL');
    });
    const owner = await registerOwner(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/conversations/create',
      payload: { message: '¿Cuánto puede durar la prórroga tácita de un alquiler?' },
      headers: owner.auth,
    });
    expect(created.statusCode).toBe(201);
    const { chat, message } = created.json() as { chat: { id: string }; message: { id: string } };

    await model.firstRequest;
    worker.kill('SIGKILL');
    await once(worker, 'exit');
    worker = startWorker(env);
    await readyOf(worker);
    worker.stdout!.resume();

    // The dead worker's heartbeat lapses after 10 s and pg-boss's monitor (every 5 s) fails the job over to
    // the new worker: once it is ready, recovery takes seconds, not the minute of pg-boss's default monitor.
    const readyAt = Date.now();
    const deadline = readyAt + 30_000;
    let replies: (typeof messages.$inferSelect)[] = [];
    while (Date.now() < deadline) {
      replies = await database.db.select().from(messages).where(eq(messages.replyToMessageId, message.id));
      if (replies.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(replies).toHaveLength(1);
    expect(Date.now() - readyAt).toBeLessThan(20_000);
    expect(replies[0]!.text).toContain('tres años');
    expect(model.requests()).toBe(2);
    // Give a duplicate the chance to appear, then check again.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const all = await database.db.select().from(messages).where(eq(messages.conversationId, chat.id));
    expect(all.map((row) => row.sender).sort()).toEqual(['BOT', 'USER']);
  }, 180_000);
});
