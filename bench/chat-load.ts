/**
 * The chat under load (issue 17 #10): members of MIKE on one machine, each asking, waiting for the reply
 * as the web client does (the conversation's event stream, falling back to polling every 500 ms), and
 * asking again, for a while; on the embedded database and on PostgreSQL. Prints questions answered per
 * second, send → reply visible p50/p95/p99, errors, and lost or duplicated replies.
 *
 * BENCH_CHAT_SECONDS (60), BENCH_CHAT_MEMBERS (200), BENCH_DATABASE_URL (a PostgreSQL server to create a
 * throwaway database on; default the machine's, postgres://postgres@127.0.0.1:5432/postgres, when it answers),
 * BENCH_CHAT_ONLY (embedded or postgres), BENCH_SERVER_NODE_OPTIONS (to profile the server, not this generator).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { request } from 'undici';
import { percentile, record, results, round, sleep, startMike, stop, waitReady, freePort } from './support.ts';

const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 60);
const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 200);
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** BENCH_CHAT_ONLY=embedded or postgres runs that database only. */
const ONLY = process.env.BENCH_CHAT_ONLY;
/** A reply not visible after this long is given up on (and counted as lost if it never arrives). */
const REPLY_TIMEOUT_MS = 30_000;
const POLL_MS = 500;
const QUESTIONS = [
  '¿Cuánto tiempo tiene el propietario para devolver la fianza?',
  '¿Qué fianza hay que pagar al alquilar un piso?',
  '¿Cuánto dura la prórroga tácita de un alquiler?',
  '¿Quién paga la plusvalía municipal en una compraventa?',
  '¿Qué son las arras penitenciales?',
];

interface Member {
  headers: Record<string, string>;
  chatId?: string;
}

interface Tally {
  /** Each answered question: when it was sent (performance.now()) and how long until its reply was visible. */
  answered: { sentAt: number; ms: number }[];
  errors: Map<string, number>;
  streamFallbacks: number;
}

type Sent = { message: { id: string }; chat: { id: string } };
type ChatBody = { chat: { id: string; messages: { id: string; sender: string; replyToMessageId?: string }[] } };

function noteError(tally: Tally, what: string): void {
  tally.errors.set(what, (tally.errors.get(what) ?? 0) + 1);
}

/**
 * One API call. The generator uses undici's `request` (the client under Node's `fetch`, without the WHATWG streams
 * around it): on one machine with the server, the load generator's own CPU is taken from the server and its database.
 * The answer is still read and parsed whole, as the web client does.
 */
async function call<T>(base: string, member: Member, method: 'GET' | 'POST', url: string, tally: Tally, body?: unknown): Promise<T | undefined> {
  const what = `${method} ${url.replace(/[0-9a-f-]{36}/, ':id')}`;
  try {
    const response = await request(`${base}/api${url}`, {
      method,
      headers: { ...member.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (response.statusCode >= 400) {
      const { errorCode } = (await response.body.json().catch(() => ({}))) as { errorCode?: string };
      noteError(tally, `${what} ${response.statusCode} ${errorCode ?? ''}`);
      return undefined;
    }
    return (await response.body.json()) as T;
  } catch (error) {
    noteError(tally, `${what}: ${(error as Error).message}`);
    return undefined;
  }
}

/** The member's event stream: which questions have a completed reply; `down` once it failed (then the member polls). */
function openEvents(base: string, member: Member, chatId: string) {
  const answered = new Set<string>();
  const state = { down: false, wake: () => {} };
  const controller = new AbortController();
  void (async () => {
    try {
      const response = await request(`${base}/api/conversations/${chatId}/events`, { headers: member.headers, signal: controller.signal });
      if (response.statusCode !== 200) {
        await response.body.dump();
        throw new Error(`events ${response.statusCode}`);
      }
      response.body.setEncoding('utf8');
      let buffer = '';
      for await (const chunk of response.body as AsyncIterable<string>) {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.startsWith('event: message.completed') && data) answered.add((JSON.parse(data) as { message: { replyToMessageId: string } }).message.replyToMessageId);
          state.wake();
        }
      }
    } catch {
      // aborted at the end, or failed: the member falls back to polling
    }
    state.down = true;
    state.wake();
  })();
  return { answered, state, close: () => controller.abort() };
}

/** Waits for the reply to `questionId` as the web client does: events while the stream lives, polling otherwise. */
async function waitForReply(base: string, member: Member, events: ReturnType<typeof openEvents>, questionId: string, tally: Tally): Promise<boolean> {
  const deadline = performance.now() + REPLY_TIMEOUT_MS;
  let lastPoll = -Infinity;
  while (performance.now() < deadline) {
    if (events.answered.has(questionId)) return true;
    if (events.state.down && performance.now() - lastPoll >= POLL_MS) {
      lastPoll = performance.now();
      const body = await call<ChatBody>(base, member, 'GET', `/conversations/${member.chatId}`, tally);
      if (body?.chat.messages.some((message) => message.replyToMessageId === questionId)) return true;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, events.state.down ? POLL_MS : 1_000);
      events.state.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  return false;
}

/** One member for the run: a first question opens a chat and its stream; every next one is a follow-up. */
async function runMember(base: string, member: Member, until: number, tally: Tally): Promise<void> {
  let events: ReturnType<typeof openEvents> | undefined;
  for (let turn = 0; performance.now() < until; turn++) {
    const message = QUESTIONS[turn % QUESTIONS.length]!;
    const start = performance.now();
    const sent = member.chatId
      ? await call<Sent>(base, member, 'POST', '/conversations/send-message', tally, { chatId: member.chatId, message })
      : await call<Sent>(base, member, 'POST', '/conversations/create', tally, { message });
    if (!sent) {
      await sleep(1_000);
      continue;
    }
    if (!events) {
      member.chatId = sent.chat.id;
      events = openEvents(base, member, member.chatId);
      // The stream opened after the question: its reply may already be there (the web client reads the chat too).
      const body = await call<ChatBody>(base, member, 'GET', `/conversations/${member.chatId}`, tally);
      if (body?.chat.messages.some((m) => m.replyToMessageId === sent.message.id)) events.answered.add(sent.message.id);
    }
    const wasDown = events.state.down;
    if (await waitForReply(base, member, events, sent.message.id, tally)) tally.answered.push({ sentAt: start, ms: performance.now() - start });
    else noteError(tally, 'reply not visible within 30 s');
    if (!wasDown && events.state.down && performance.now() < until) tally.streamFallbacks += 1;
  }
  events?.close();
}

/** Registers the members, each behind its own client address (the server trusts 127.0.0.1 as its proxy). */
async function registerMembers(base: string): Promise<Member[]> {
  const run = randomBytes(4).toString('hex');
  const members: Member[] = [];
  for (let start = 0; start < MEMBERS; start += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, MEMBERS - start) }, async (_, offset) => {
        const index = start + offset;
        const forwarded = `10.77.${index >> 8}.${index & 255}`;
        const response = await fetch(`${base}/api/client-user/register-with-business`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
          body: JSON.stringify({
            businessName: `Carga ${index}`,
            clientEmail: `carga.${run}.${index}@mike-bench.es`,
            clientPhone: `346${String(10_000_000 + index * 7919 + Number.parseInt(run.slice(0, 4), 16)).slice(-8)}`,
            clientName: `Miembro ${index}`,
            clientPassword: 'Arras-Penitenciales-2026',
          }),
        });
        if (!response.ok) throw new Error(`register ${index}: ${response.status} ${await response.text()}`);
        const { token } = (await response.json()) as { token: string };
        return { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': forwarded } };
      }),
    );
    members.push(...batch);
  }
  return members;
}

/** Every question of every chat has exactly one reply, once the last ones had time to arrive. */
async function countLostAndDuplicated(base: string, members: Member[], tally: Tally): Promise<{ questions: number; lost: number; duplicated: number }> {
  let questions = 0;
  let lost = 0;
  let duplicated = 0;
  await sleep(3_000);
  for (const member of members) {
    if (!member.chatId) continue;
    const body = await call<ChatBody>(base, member, 'GET', `/conversations/${member.chatId}`, tally);
    if (!body) continue;
    const replies = new Map<string, number>();
    for (const message of body.chat.messages) if (message.replyToMessageId) replies.set(message.replyToMessageId, (replies.get(message.replyToMessageId) ?? 0) + 1);
    for (const message of body.chat.messages) {
      if (message.sender !== 'USER') continue;
      questions += 1;
      const count = replies.get(message.id) ?? 0;
      if (count === 0) lost += 1;
      if (count > 1) duplicated += count - 1;
    }
  }
  return { questions, lost, duplicated };
}

async function loadRun(label: string, env: Record<string, string>, p95GoalMs: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mike-bench-chat-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startMike(dataDir, port, { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn', ...env });
  try {
    await waitReady(`${base}/api/ready`, 120_000);
    const members = await registerMembers(base);
    // Warm-up outside the measure: the assistant is built on the first question of the process.
    const warmUp: Tally = { answered: [], errors: new Map(), streamFallbacks: 0 };
    await runMember(base, { headers: members[0]!.headers }, performance.now() + 1, warmUp);
    const tally: Tally = { answered: [], errors: new Map(), streamFallbacks: 0 };
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const until = started + SECONDS * 1000;
    await Promise.all(members.map((member) => runMember(base, member, until, tally)));
    const elapsed = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpuBefore);
    const { questions, lost, duplicated } = await countLostAndDuplicated(base, members, tally);
    const errors = [...tally.errors.values()].reduce((total, count) => total + count, 0);
    const name = `chat load, ${label}: ${members.length} members for ${SECONDS} s`;
    const latencies = tally.answered.map(({ ms }) => ms);
    results.push({ metric: name, value: `${round(latencies.length / elapsed)} answered/s`, goal: '(for reference)', ratio: `${questions} questions, ${tally.streamFallbacks} fell back to polling`, ok: true });
    record(`  send → reply visible p50 (${label})`, percentile(latencies, 50), 'ms', p95GoalMs, 'max');
    record(`  send → reply visible p95 (${label})`, percentile(latencies, 95), 'ms', p95GoalMs, 'max');
    results.push({ metric: `  send → reply visible p99 (${label})`, value: `${round(percentile(latencies, 99))} ms`, goal: '(for reference)', ratio: '', ok: true });
    results.push({ metric: `  p50/p95 by sixth of the run (${label})`, value: bySixth(tally, started), goal: '(for reference)', ratio: 'ms; chats grow through the run', ok: true });
    results.push({ metric: `  load generator's CPU (${label})`, value: `${round((user + system) / 1e6 / elapsed)} cores`, goal: '(for reference)', ratio: 'taken from the server on this one machine', ok: true });
    const detail = [...tally.errors].map(([what, count]) => `${count}× ${what}`).join('; ');
    results.push({ metric: `  errors (${label})`, value: String(errors), goal: '0', ratio: detail.slice(0, 200), ok: errors === 0 });
    results.push({ metric: `  lost / duplicated replies (${label})`, value: `${lost} / ${duplicated}`, goal: '0 / 0', ratio: '', ok: lost === 0 && duplicated === 0 });
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The latencies of each sixth of the run, by when the question was sent: the first holds every member's first question
 * at once, and each later one longer chats (every send's answer carries the whole chat).
 */
function bySixth({ answered }: Tally, started: number): string {
  const sixth = (SECONDS * 1000) / 6;
  return Array.from({ length: 6 }, (_, index) => {
    const slice = answered.filter(({ sentAt }) => Math.min(5, Math.floor((sentAt - started) / sixth)) === index).map(({ ms }) => ms);
    return slice.length > 0 ? `${round(percentile(slice, 50))}/${round(percentile(slice, 95))}` : '-';
  }).join(' ');
}

/** A throwaway database on the PostgreSQL server, or undefined when none answers. */
async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `mike_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_SERVER });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function benchChatLoad(): Promise<void> {
  if (ONLY !== 'postgres') await loadRun('embedded database', {}, 1_500);
  if (ONLY === 'embedded') return;
  const database = await createPgDatabase();
  if (!database) {
    results.push({ metric: 'chat load, PostgreSQL', value: `not measured: no server at ${PG_SERVER}`, goal: 'p95 ≤ 1000 ms', ratio: '', ok: false });
    return;
  }
  try {
    await loadRun('PostgreSQL', { DATABASE_URL: database.url }, 1_000);
  } finally {
    await database.drop();
  }
}
