// `npm run ingest`: loads laws into the configured database by hand, as the server does at start-up.
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { boeSource, createBoeClient, fileSource, findDirSources, loadLaws, type LawSource, type LoadResult } from '../modules/legislation/index.ts';
import { createBus } from '../platform/bus.ts';
import { createDatabase } from '../platform/db.ts';

const USAGE = `Usage: npm run ingest -- [--dir DIR]... [--file FILE]... [BOE-A-…]...
  --dir DIR         every BOE-A-….md and *.xml of a folder (as LEGISLATION_DIR at start-up)
  --file FILE       one law: a legalize-es Markdown file (BOE-A-….md) or a BOE XML file
  BOE-A-1994-26003  the consolidated text from the BOE open-data API (BOE_API_URL)
Loads into DATABASE_URL, or the embedded database in DATA_DIR (./data) while no server uses it.
Only new or changed laws are written; running servers on PostgreSQL pick them up at once.`;

const BOE_ID = /^BOE-[A-Z]-\d{4}-\d+$/;

function describe(result: LoadResult): string {
  const law = result.lawId ? `${result.lawId} (${result.law})` : result.source;
  const time = `${result.seconds.toFixed(2)} s`;
  switch (result.outcome) {
    case 'loaded':
      return `${law}: ${result.provisions} provisions loaded in ${time}`;
    case 'unchanged':
      return `${law}: unchanged, ${result.provisions} provisions (${time})`;
    case 'kept':
      return `${law}: not loaded, the database holds the same or a newer version (${time})`;
    case 'failed':
      return `${result.source}: failed: ${result.error} (${time})`;
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { dir: { type: 'string', multiple: true }, file: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  const badIds = positionals.filter((id) => !BOE_ID.test(id));
  if (values.help || badIds.length > 0 || (positionals.length === 0 && !values.dir && !values.file)) {
    if (badIds.length > 0) console.error(`Not a BOE identifier: ${badIds.join(', ')}`);
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  // Paths are as typed where `npm run` was invoked.
  const fromInvocation = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const client = createBoeClient({ baseUrl: config.BOE_API_URL });
  const sources: LawSource[] = [];
  for (const dir of values.dir ?? []) sources.push(...(await findDirSources(fromInvocation(dir))));
  for (const file of values.file ?? []) sources.push(fileSource(fromInvocation(file)));
  for (const lawId of positionals) sources.push(boeSource(client, lawId));

  const logger = pino({ level: 'warn' });
  const database = await createDatabase({ url: config.DATABASE_URL, migrationUrl: config.MIGRATION_DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, 'pg'), poolSize: 2 });
  try {
    await database.migrate();
    const bus = await createBus(database, logger);
    const results = await loadLaws({ db: database.db, bus, now: () => new Date() }, sources, { onResult: (result) => console.log(describe(result)) });
    const count = (outcome: LoadResult['outcome']) => results.filter((result) => result.outcome === outcome).length;
    console.log(`${results.length} sources: ${count('loaded')} loaded, ${count('unchanged')} unchanged, ${count('kept')} kept, ${count('failed')} failed`);
    return count('failed') > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
