import type { IncomingHttpHeaders } from 'node:http';
import type { ApiRoute, BrowserRoute } from '@mike/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { peekCaller, requireAuth } from './auth.ts';
import type { RawAnswer } from './early-answers.ts';
import type { AuthSession } from './sessions.ts';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The signed-in caller of a route declared `auth: 'user'`; nothing for an anonymous one. */
export type CallerOf<R extends { auth: 'none' | 'user' }> = R['auth'] extends 'user' ? AuthSession : undefined;

export interface RouteInput<R extends ApiRoute | BrowserRoute> {
  body: R extends ApiRoute ? Infer<R['body']> : undefined;
  query: Infer<R['query']>;
  params: Infer<R['params']>;
  /** Authenticated once, before the handler, by the one authentication path (platform/auth.ts). */
  caller: CallerOf<R>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A way to answer from memory before Fastify sees the request (platform/early-answers.ts): the answer, or
 * undefined when memory cannot give it.
 */
export type MemoryAnswer<R extends ApiRoute> = (input: { params: Infer<R['params']>; caller: AuthSession; headers: IncomingHttpHeaders }) => RawAnswer | undefined;

function routeInput<R extends ApiRoute | BrowserRoute>(route: R, request: FastifyRequest, reply: FastifyReply): RouteInput<R> {
  return {
    body: request.body as never,
    query: request.query as never,
    params: request.params as never,
    caller: (route.auth === 'user' ? requireAuth(request) : undefined) as CallerOf<R>,
    request,
    reply,
  };
}

/**
 * Registers one call of the contracts' `apiRoutes` under `/api`, with its schemas for validation, serialisation
 * and OpenAPI. The handler gets the caller of a signed-in route and returns the success body, or the reply when
 * it sent one itself.
 */
export function defineRoute<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: (input: RouteInput<R>) => Promise<z.input<R['response']> | FastifyReply>,
  options: {
    /**
     * Answers before Fastify when the caller's session is in memory and the path parameters are valid (the same
     * checks the route makes, on the same caches): a cache that can answer at once. Whatever it declines takes
     * the route's full path.
     */
    answerFromMemory?: MemoryAnswer<R>;
    /** The level of the route's access logs (e.g. 'warn' for a route polled every 500 ms). */
    logLevel?: 'warn' | 'info';
  } = {},
): void {
  const status = route.status ?? 200;
  if (options.answerFromMemory) addEarlyAnswer(app, route, options.answerFromMemory);
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
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    handler: async (request, reply) => {
      const result = await handler(routeInput(route, request, reply));
      // A handler that sent the reply itself (a cached body, a 304) returns the reply.
      if (reply.sent || result === reply) return reply;
      reply.code(status);
      return result;
    },
  });
}

/**
 * Registers `answer` in front of Fastify for the GET requests of `route`'s path, given the caller of a session
 * in memory and path parameters its schema accepts; a parameter written with escapes is left to Fastify.
 */
function addEarlyAnswer<R extends ApiRoute>(app: FastifyInstance, route: R, answer: MemoryAnswer<R>): void {
  if (route.method !== 'GET' || route.auth !== 'user') throw new Error(`${route.path}: only a signed-in GET route can answer from memory`);
  const names: string[] = [];
  const source = `/api${route.path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/%]+)';
  });
  // The route's own schema judges a path's parameters; the parameters of a path it accepted are kept, since an open
  // chat is polled by the same path every 500 ms. Only accepted paths are kept (their parameters are what the schema
  // allows, ids here), and at most 10,000 of them.
  const accepted = new Map<string, { params: Infer<R['params']> }>();
  const paramsOf = (match: RegExpExecArray) => {
    let verdict = accepted.get(match[0]);
    if (!verdict) {
      const parsed = route.params?.safeParse(Object.fromEntries(names.map((name, index) => [name, match[index + 1]])));
      if (!parsed?.success) return undefined;
      verdict = { params: parsed.data as Infer<R['params']> };
      if (accepted.size >= 10_000) accepted.clear();
      accepted.set(match[0], verdict);
    }
    return verdict;
  };
  app.earlyAnswers.add(new RegExp(`^${source}$`), (match, headers) => {
    const caller = peekCaller(headers, app.ctx.sessions);
    if (!caller) return undefined;
    const verdict = paramsOf(match);
    return verdict ? answer({ params: verdict.params, caller, headers }) : undefined;
  });
}

/**
 * Registers one route of the contracts' `browserRoutes` (an event stream, a download, a redirect): validated and
 * documented like the others, answered by the handler itself.
 */
export function defineBrowserRoute<R extends BrowserRoute>(app: FastifyInstance, route: R, handler: (input: RouteInput<R>) => Promise<FastifyReply | void>): void {
  app.route({
    method: route.method,
    url: `/api${route.path}`,
    schema: {
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.params ? { params: route.params } : {}),
      description: route.description,
      ...(route.auth === 'user' ? { security: [{ bearer: [] }] } : {}),
    },
    config: { auth: route.auth, browser: true },
    handler: async (request, reply) => handler(routeInput(route, request, reply)),
  });
}
