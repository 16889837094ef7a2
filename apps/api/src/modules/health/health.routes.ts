import type { FastifyInstance } from 'fastify';
import { HealthResponseSchema, ReadyResponseSchema } from '@mike/contracts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

const startedAt = Date.now();

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', { schema: { response: { 200: HealthResponseSchema } }, config: { auth: 'none' } }, async () => ({
    status: 'ok' as const,
    commit: ctx.config.BUILD_COMMIT,
    version: process.env.npm_package_version ?? '0.0.0',
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }));

  app.get('/api/ready', { schema: { response: { 200: ReadyResponseSchema } }, config: { auth: 'none' } }, async () => {
    try {
      await ctx.database.ping(1_000);
    } catch (error) {
      ctx.logger.warn({ err: error }, 'database unreachable');
      throw new AppError('SERVICE_UNAVAILABLE', 'La base de datos no responde.');
    }
    return { status: 'ready' as const, database: 'up' as const };
  });
}
