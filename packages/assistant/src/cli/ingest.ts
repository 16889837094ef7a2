import { ingestLaw } from '../legislation/ingest.ts';
import { getDefaultLegislationDir } from '../legislation/legislation-store.ts';
import { resolveFromInvocation } from './resolve-path.ts';

const USAGE = `Usage: npm run ingest -- [--out DIR] [--date YYYYMMDD] <BOE id | file.xml | BOE-A-….md>...
  BOE-A-1994-26003    fetches the consolidated text from the BOE open-data API
  ./lau.xml           reads a local XML file of the same shape
  ./BOE-A-1994-26003.md  reads a law in the legalize-es Markdown layout
Provisions are written to DIR (default: $DATA_DIR/legislation, or ./data/legislation).`;

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  let outDir = getDefaultLegislationDir(process.env.INIT_CWD);
  let date: string | undefined;
  const sources: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--out') outDir = resolveFromInvocation(args[++i] ?? '.');
    else if (arg === '--date') date = args[++i];
    else if (arg === '--help' || arg === '-h') return void console.log(USAGE);
    else sources.push(/^BOE-[A-Z]-\d{4}-\d+$/.test(arg) ? arg : resolveFromInvocation(arg));
  }
  if (sources.length === 0) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  for (const source of sources) {
    const started = performance.now();
    try {
      const result = await ingestLaw(source, { outDir, date });
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      console.log(`${result.lawId} (${result.law}): ${result.provisions} provisions in ${seconds} s → ${result.path}`);
    } catch (error) {
      console.error(`${source}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  }
}

void main();
