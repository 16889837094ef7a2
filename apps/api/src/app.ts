import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { loadLegislationDir } from './modules/legislation/index.ts';
import { EarlyAnswers } from './platform/early-answers.ts';
import { createAppContext, type AppContext, type ContextOverrides } from './platform/context.ts';
import { registerAuth } from './platform/auth.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { registerNulGuard } from './platform/nul-guard.ts';
import { createClientErrorHandler, createFrameworkErrorHandler, registerCharsetGuard } from './platform/request-guards.ts';
import { AppError } from './platform/errors.ts';
import { webDistDir } from './platform/paths.ts';
import { apiSecurityHeaders, registerSecurityHeaders } from './platform/security-headers.ts';
import { createServices, registerRoutes, type Services } from './services.ts';
import { traceIdOf } from './platform/trace.ts';
import { createQueues, startWorkers } from './workers.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOverrides extends ContextOverrides {
  /** Where the built SPA is; tests point it at a fixture. */
  webDir?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'none': anonymous; 'user': a signed-in user. */
    auth?: 'none' | 'user';
    /** A route the browser itself opens (a download, an event stream, a redirect): it carries the document's security headers. */
    browser?: boolean;
  }
}

/** Builds the whole server (API, SPA, workers) without listening. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const earlyAnswers = new EarlyAnswers(apiSecurityHeaders(config));
  const app = Fastify({
    serverFactory: earlyAnswers.serverFactory,
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["stripe-signature"]'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    genReqId: traceIdOf,
    logController: new LogController({ requestIdLogLabel: 'traceId' }),
    requestIdHeader: false,
    return503OnClosing: true,
    clientErrorHandler: createClientErrorHandler(config),
    frameworkErrors: createFrameworkErrorHandler(config),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only (SECURITY.md #14): anything else answers 415.
  app.removeContentTypeParser('text/plain');

  const { ctx, close } = await createAppContext(config, app.log, overrides);
  const services = await createServices(ctx);
  app.decorate('ctx', ctx);
  app.decorate('services', services);
  app.decorate('earlyAnswers', earlyAnswers);
  app.addHook('preClose', async () => earlyAnswers.close());
  await loadLegislationDir(ctx);
  await createQueues(ctx);
  if (config.RUN_WORKERS) {
    await startWorkers(ctx, services);
    // Indexing the laws takes seconds: done once listening, so start-up does not wait for it.
    app.addHook('onListen', async () => {
      void ctx.warmUpAssistant().catch((error: unknown) => ctx.logger.error({ err: error }, 'assistant warm-up failed'));
    });
  }

  app.addHook('onClose', close);

  registerSecurityHeaders(app, config);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'MIKE API', version: '1.0.0', description: 'The API of MIKE, below /api. Errors are { message, errorCode }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  registerErrorHandler(app);
  registerAuth(app, ctx.sessions);
  registerNulGuard(app);
  registerCharsetGuard(app);

  registerRoutes(app, ctx, services);
  app.get('/api/docs', { config: { auth: 'none' }, schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, config, overrides.webDir ?? webDistDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every service of the modules, built once (services.ts). */
    services: Services;
    /** The answers given before Fastify sees a request (the poll's, from memory: ADR 038). */
    earlyAnswers: EarlyAnswers;
  }
}

/** Serves the built SPA at `/`; any non-API GET that is not a file gets index.html (client routing). */
async function registerWebApp(app: FastifyInstance, config: Config, webDir: string): Promise<void> {
  const hasWeb = config.SERVE_WEB && existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND', 'La ruta solicitada no existe.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

function parseTrustProxy(value: string): string[] | boolean {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 ? entries : false;
}
