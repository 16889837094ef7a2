import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { initErrorReporting } from './platform/error-reporting.ts';

const SHUTDOWN_TIMEOUT_MS = 30_000;

interface RunningProcess {
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Ends the process's work gracefully: in-flight requests and jobs finish first. */
  stop: () => Promise<void>;
}

/**
 * The start-up every MIKE process shares (`npm start`'s server, `npm run worker`): reads the configuration (a
 * bad one ends the process with its message), starts error reporting, runs `start`, and stops gracefully on
 * SIGTERM/SIGINT (or exits after 30 s).
 */
export function runProcess(name: string, start: (config: Config) => Promise<RunningProcess>): void {
  void main(start).catch((error: unknown) => {
    process.stderr.write(`${name} failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}

async function main(start: (config: Config) => Promise<RunningProcess>): Promise<void> {
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
  const running = await start(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    running.logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      running.logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await running.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
