import { buildApp } from './app.ts';
import { runProcess } from './bootstrap.ts';

/** Listens, and shuts down gracefully on SIGTERM/SIGINT: in-flight requests and jobs finish first. */
runProcess('MIKE', async (config) => {
  const app = await buildApp(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ url: config.PUBLIC_URL, commit: config.BUILD_COMMIT }, 'MIKE is ready');
  return { logger: app.log, stop: () => app.close() };
});
