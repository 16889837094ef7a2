import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, registerOwner } from './support/api.ts';
import { freePort, repoRoot, startServer } from './support/server.ts';

const knowledgeDir = path.join(repoRoot, 'packages/assistant/knowledge');
const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function makeTemp(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

type Chat = { id: string; messages: Array<{ sender: string; text?: string; citations?: Array<{ label: string }> }> };

describe('the built server and the knowledge base', () => {
  it('finds the knowledge folder from the bundle, whatever the working directory, and answers from it', async () => {
    const server = await startServer({}, { cwd: makeTemp('mike-cwd-') });
    try {
      const owner = await registerOwner(server.baseUrl);
      const { chat } = await callApi<{ chat: Chat }>(server.baseUrl, 'POST', '/conversations/create', { message: '¿Qué fianza hay que pagar al alquilar un piso?' }, owner.token);
      let reply: Chat['messages'][number] | undefined;
      for (let attempt = 0; attempt < 300 && !reply; attempt++) {
        const current = await callApi<{ chat: Chat }>(server.baseUrl, 'GET', `/conversations/${chat.id}`, undefined, owner.token);
        reply = current.chat.messages.find((message) => message.sender === 'BOT');
        if (!reply) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(reply?.text).toContain('mensualidad');
      expect(reply?.citations?.map((citation) => citation.label)).toContain('Art. 36 LAU');
    } finally {
      await server.stop();
    }
  });

  it('refuses to start on a malformed entry, naming its file and field', async () => {
    const broken = makeTemp('mike-knowledge-');
    cpSync(knowledgeDir, broken, { recursive: true });
    const file = path.join(broken, 'mortgage/ley5-interes-demora.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n# en\n[\s\S]*$/, '\n'));
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: makeTemp('mike-e2e-'), MIKE_ENV: 'development', LOG_LEVEL: 'warn', KNOWLEDGE_DIR: broken },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('MIKE failed to start');
    expect(stderr).toContain('mortgage/ley5-interes-demora.md: # en: missing');
  });
});
