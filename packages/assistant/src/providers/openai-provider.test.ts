import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeModel } from '../../../../test-support/fake-model.ts';
import { waitFor } from '../../../../test-support/index.ts';
import { NOTICE } from '../compose/notice.ts';
import { createAssistant } from '../engine.ts';
import { fixtureEntries } from '../test-fixtures.ts';
import { loadSharedProvisions } from '../test-utils/shared-corpus.ts';

const provisions = loadSharedProvisions();

type Behaviour = 'stream' | 'slow' | 'error' | 'broken';
let behaviour: Behaviour = 'stream';
let lastBody: { model?: string; stream?: boolean; messages?: Array<{ role: string; content: string }> } = {};
let lastAuthorization = '';
const FIANZA_PIECES = ['La fianza es ', 'de una mensualidad ', 'de renta (Art. 36 LAU).'];
let pieces = FIANZA_PIECES;

function handle(request: IncomingMessage, response: ServerResponse): void {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    lastBody = JSON.parse(raw) as typeof lastBody;
    lastAuthorization = request.headers.authorization ?? '';
    if (request.url !== '/v1/chat/completions' || behaviour === 'error') {
      response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    if (behaviour === 'slow') return; // never answers: the client's timeout must fire
    if (behaviour === 'broken') {
      response.end('data: {not json}\n\n');
      return;
    }
    for (const [i, piece] of pieces.entries()) {
      const event = { id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: i === 0 ? { role: 'assistant', content: piece } : { content: piece } }] };
      response.write(`data: ${JSON.stringify(event)}\n\n`);
    }
    response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    response.end('data: [DONE]\n\n');
  });
}

let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const engines = new Map<number, ReturnType<typeof createAssistant>>();

/** One engine per timeout: indexing the whole corpus is the costly part. */
function engine(timeoutMs = 2_000) {
  let built = engines.get(timeoutMs);
  if (!built) engines.set(timeoutMs, (built = buildEngine(timeoutMs)));
  return built;
}

function buildEngine(timeoutMs: number) {
  return createAssistant({
    provider: 'openai',
    knowledge: fixtureEntries,
    provisions,
    llm: { baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs },
  });
}

describe('openai provider', () => {
  it('streams the model answer and cites the retrieved passages it uses', async () => {
    behaviour = 'stream';
    const deltas: string[] = [];
    const answer = await engine().answer({ history: [], question: '¿Qué fianza hay que pagar al alquilar un piso?', onDelta: (d) => deltas.push(d) });
    expect(deltas.slice(0, 3)).toEqual(['La fianza es ', 'de una mensualidad ', 'de renta (Art. 36 LAU).']);
    expect(deltas.join('')).toBe(answer.text);
    expect(answer.text.startsWith('La fianza es de una mensualidad de renta (Art. 36 LAU).')).toBe(true);
    expect(answer.text.trimEnd().endsWith(NOTICE.SPANISH)).toBe(true);
    expect(answer.citations.map((c) => c.label)).toEqual(['Art. 36 LAU']);
    expect(answer.grounded).toBe(true);

    expect(lastAuthorization).toBe('Bearer test-key');
    expect(lastBody.model).toBe('test-model');
    expect(lastBody.stream).toBe(true);
    expect(lastBody.messages?.[0]?.role).toBe('system');
    expect(lastBody.messages?.[0]?.content).toMatch(/solo con la información de los pasajes/i);
    expect(lastBody.messages?.at(-1)?.content).toContain('Fianza del alquiler de vivienda');
  });

  it('grounds a question only the law answers on the retrieved apartados, with their version date, and cites them verified', async () => {
    behaviour = 'stream';
    pieces = ['Según el art. 568 CC, ', 'se extingue cuando el paso deja de ser necesario.'];
    try {
      const answer = await engine().answer({ history: [], question: '¿Cuándo se extingue la servidumbre de paso?' });
      const prompt = lastBody.messages?.at(-1)?.content ?? '';
      expect(prompt).toContain('Art. 568 CC, redacción vigente a 03/01/2025: Artículo 568.');
      expect(prompt).toContain('Si el paso concedido a una finca enclavada deja de ser necesario');
      expect(answer.citations).toEqual([
        { label: 'Art. 568 CC', lawId: 'BOE-A-1889-4763', article: '568', url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1889-4763#a568', versionDate: '2025-01-03' },
      ]);
    } finally {
      pieces = FIANZA_PIECES;
    }
  });

  it('never cites a provision the model names that retrieval did not give it', async () => {
    behaviour = 'stream';
    pieces = ['La fianza es de una mensualidad (Art. 99 LAU).'];
    try {
      const answer = await engine().answer({ history: [], question: '¿Qué fianza hay que pagar al alquilar un piso?' });
      expect(answer.citations.length).toBeGreaterThan(0);
      expect(answer.citations.map((c) => c.label)).not.toContain('Art. 99 LAU');
      expect(answer.citations.every((c) => c.lawId === 'BOE-A-1994-26003' && c.versionDate === '2023-05-25')).toBe(true);
    } finally {
      pieces = FIANZA_PIECES;
    }
  });

  it('rejects when the model does not answer in time', async () => {
    behaviour = 'slow';
    await expect(engine(300).answer({ history: [], question: '¿Qué fianza hay que pagar?' })).rejects.toThrow();
  });

  it('stops streaming when its signal aborts (the member stopped the reply): it rejects and the model stream is cut', async () => {
    const model = await startFakeModel();
    try {
      model.answer(['La fianza ', 'es ', 'de ', 'una ', 'mensualidad.'], 100);
      const assistant = createAssistant({ provider: 'openai', knowledge: fixtureEntries, provisions, llm: { baseUrl: model.baseUrl, apiKey: 'k', model: 'm' } });
      const controller = new AbortController();
      const deltas: string[] = [];
      const answering = assistant.answer({
        history: [],
        question: '¿Qué fianza hay que pagar al alquilar un piso?',
        signal: controller.signal,
        onDelta: (delta) => {
          deltas.push(delta);
          if (deltas.length === 2) controller.abort();
        },
      });
      await expect(answering).rejects.toThrow(/abort/i);
      expect(deltas).toEqual(['La fianza ', 'es ']);
      await waitFor(() => model.abandoned() === 1, { what: 'the model stream cut' });
      expect(model.piecesSent()).toBeLessThan(5);
    } finally {
      await model.close();
    }
  });

  it('rejects on an HTTP error', async () => {
    behaviour = 'error';
    await expect(engine().answer({ history: [], question: '¿Qué fianza hay que pagar?' })).rejects.toThrow(/500/);
  });

  it('rejects on a broken stream', async () => {
    behaviour = 'broken';
    await expect(engine().answer({ history: [], question: '¿Qué fianza hay que pagar?' })).rejects.toThrow(/unreadable/);
  });

  it('does not call the model for questions outside the field', async () => {
    behaviour = 'error';
    const answer = await engine().answer({ history: [], question: '¿Cuál es la capital de Francia?' });
    expect(answer.citations).toEqual([]);
    expect(answer.text).toContain('no puedo ayudarte');
  });
});
