import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { initErrorReporting } from './platform/error-reporting.ts';

/** Listens, and shuts down gracefully on SIGTERM/SIGINT: in-flight requests and jobs finish first. */
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
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 30_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ url: config.PUBLIC_URL, commit: config.BUILD_COMMIT }, 'MIKE is ready');
}

void main().catch((error: unknown) => {
  process.stderr.write(`MIKE failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
