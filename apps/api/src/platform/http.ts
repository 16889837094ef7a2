import type { ApiRoute } from '@mike/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<R extends ApiRoute> {
  body: Infer<R['body']>;
  query: Infer<R['query']>;
  params: Infer<R['params']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one call of the contracts' `apiRoutes` under `/api`, with its schemas for
 * validation, serialisation and OpenAPI. The handler returns the success body, or the reply when it sent
 * one itself.
 */
export function defineRoute<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: (input: RouteInput<R>) => Promise<z.input<R['response']> | FastifyReply>,
  options: {
    /** Runs before anything else of the route (a cache that can answer at once). */
    onRequest?: onRequestHookHandler;
    preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The level of the route's access logs (e.g. 'warn' for a route polled every 500 ms). */
    logLevel?: 'warn' | 'info';
  } = {},
): void {
  const status = route.status ?? 200;
  app.route({
    method: route.method,
    url: `/api${route.path}`,
    schema: {
      ...(route.body ? { body: route.body } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.params ? { params: route.params } : {}),
      response: { [status]: route.response },
    },
    config: { auth: route.auth },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    handler: async (request, reply) => {
      const result = await handler({
        body: request.body as never,
        query: request.query as never,
        params: request.params as never,
        request,
        reply,
      });
      // A handler that sent the reply itself (a cached body, a 304) returns the reply.
      if (reply.sent || result === reply) return reply;
      reply.code(status);
      return result;
    },
  });
}
