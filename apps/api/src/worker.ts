import pino from 'pino';
import { runProcess } from './bootstrap.ts';
import { loadLegislationDir } from './modules/legislation/index.ts';
import { createAppContext } from './platform/context.ts';
import { createServices } from './services.ts';
import { createQueues, startWorkers } from './workers.ts';

/** A worker process alone: no HTTP, only the job queue's workers (`npm run worker`). */
runProcess('MIKE worker', async (config) => {
  const logger = pino({ level: config.LOG_LEVEL, base: { role: 'worker' } });
  const { ctx, close } = await createAppContext(config, logger);
  await loadLegislationDir(ctx);
  await createQueues(ctx);
  await startWorkers(ctx, await createServices(ctx));
  void ctx.warmUpAssistant().catch((error: unknown) => logger.error({ err: error }, 'assistant warm-up failed'));
  logger.info('worker ready');
  return { logger, stop: close };
});
