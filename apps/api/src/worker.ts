import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { loadLegislationDir } from './modules/legislation/index.ts';
import { createAppContext } from './platform/context.ts';
import { initErrorReporting } from './platform/error-reporting.ts';
import { createQueues, startWorkers } from './workers.ts';

/** A worker process alone: no HTTP, only the job queue's workers (`npm run worker`). */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  await initErrorReporting(config);
  const logger = pino({ level: config.LOG_LEVEL, base: { role: 'worker' } });
  const { ctx, close } = await createAppContext(config, logger);
  await loadLegislationDir(ctx);
  await createQueues(ctx);
  await startWorkers(ctx);
  void ctx.warmUpAssistant().catch((error: unknown) => logger.error({ err: error }, 'assistant warm-up failed'));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'worker shutting down');
    await close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  logger.info('worker ready');
}

void main().catch((error: unknown) => {
  process.stderr.write(`MIKE worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
