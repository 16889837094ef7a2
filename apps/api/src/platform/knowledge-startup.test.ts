import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getDefaultKnowledgeDir, KnowledgeBaseError } from '@mike/assistant';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, makeTempDir, testConfig } from '../test/helpers.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the real knowledge base with one entry broken by `edit`. */
function brokenKnowledge(file: string, edit: (text: string) => string): string {
  const dir = makeTempDir('mike-knowledge-');
  dirs.push(dir);
  cpSync(getDefaultKnowledgeDir(), dir, { recursive: true });
  const target = path.join(dir, file);
  writeFileSync(target, edit(readFileSync(target, 'utf8')));
  return dir;
}

describe('knowledge base at start-up', () => {
  it('refuses to start on a malformed entry, naming its file and field, before opening anything', async () => {
    const dir = brokenKnowledge('leases/lau-fianza-importe.md', (text) => text.replace('area: leases', 'area: alquileres').replace('law: LAU', 'law: RDL 7/2019'));
    const config = testConfig({ KNOWLEDGE_DIR: dir });
    dirs.push(config.DATA_DIR);
    const started = buildApp(config);
    await expect(started).rejects.toBeInstanceOf(KnowledgeBaseError);
    await expect(started).rejects.toThrow(/leases\/lau-fianza-importe\.md: area: unknown area "alquileres"[\s\S]*leases\/lau-fianza-importe\.md: sources\[0\]\.law/);
  });

  it('answers from the knowledge folder it is configured with, loaded at start-up', async () => {
    const dir = brokenKnowledge('leases/lau-fianza-importe.md', (text) => text.replace(/(## Respuesta\n\n)/, '$1Texto de prueba de la carpeta configurada. '));
    const t = await createTestApp({ env: { KNOWLEDGE_DIR: dir } });
    try {
      // Removing the folder after start-up changes nothing: the entries were read when the app was built.
      rmSync(dir, { recursive: true, force: true });
      const answer = await (await t.app.ctx.getAssistant()).answer({ history: [], question: '¿Qué fianza hay que pagar al alquilar un piso?' });
      expect(answer.text).toContain('Texto de prueba de la carpeta configurada.');
    } finally {
      await t.close();
    }
  });
});
