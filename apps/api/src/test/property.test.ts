import { apiRoutes, browserRoutes, sandboxBillingRoutes, type ApiRoute } from '@mike/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schema from '../db/schema/index.ts';
import { inviteMember, registerOwner, uniqueAddress, type RegisteredOwner } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * SECURITY.md #15: no input makes a 5xx or leaks a stack trace. Every route the app registers gets
 * arbitrary bodies, path parameters, query strings, content types and credentials; whatever it
 * answers is below 500, and every error is exactly `{ message, errorCode }`.
 *
 * The seed is fixed so a failure reproduces; fast-check's failure message prints it with the path
 * of the shrunk counterexample. FC_SEED=<n> runs another seed, FC_RUNS=<n> more runs per route.
 */
const SEED = Number(process.env.FC_SEED ?? 152_026);
const RUNS_PER_ROUTE = Number(process.env.FC_RUNS ?? 40);

interface FuzzRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** The full URL template, with Fastify's `:param`s. */
  url: string;
  body?: z.ZodType | undefined;
  query?: z.ZodType | undefined;
  /** Real ids must not reach it: a readable conversation's event stream never ends. */
  isStream?: boolean;
}

const fromContract = (route: ApiRoute): FuzzRoute => ({ method: route.method, url: `/api${route.path}`, body: route.body, query: route.query });

/** The contracts' routes and the ones the modules declare themselves. */
const routes: FuzzRoute[] = [
  ...Object.values(apiRoutes as Record<string, ApiRoute>).map(fromContract),
  ...Object.values(sandboxBillingRoutes as Record<string, ApiRoute>).map(fromContract),
  // Routes a browser opens by address (SSO callback, event stream, downloads): declared in the contracts too.
  ...Object.values(browserRoutes as Record<string, Omit<ApiRoute, 'response'>>).map((route) => ({
    ...fromContract(route as ApiRoute),
    isStream: 'produces' in route && route.produces === 'text/event-stream',
  })),
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/api/ready' },
  { method: 'GET', url: '/api/docs' },
  { method: 'GET', url: '/api/dev/outbox' },
  { method: 'GET', url: '/dev/outbox' },
];

/** The keys a schema expects (both forms of a union), so bodies can carry the right keys with wrong values. */
function keysOf(type: z.ZodType | undefined): string[] {
  if (type instanceof z.ZodObject) return Object.keys(type.shape as object);
  if (type instanceof z.ZodUnion) return [...new Set((type.options as z.ZodType[]).flatMap(keysOf))];
  return [];
}

/** `METHOD url` of every route the app registered (HEAD is Fastify's own twin of GET), read from printRoutes' tree. */
function registeredRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack[depth] = `${depth > 0 ? stack[depth - 1] : ''}${match[2]}`;
    for (const method of (match[3] ?? '').split(', ').filter((value) => value && value !== 'HEAD')) found.push(`${method} ${stack[depth]}`);
  }
  return found.sort();
}

/** Strings that have broken routers, decoders and file servers. */
const NASTY_SEGMENTS = ['..', '.', '%00', '%', '%zz', '%2e%2e', '%2e%2e%2f', '..%2f..%2fetc%2fpasswd', '%C0%AE', '%E0%A4%A', '%F0%9F%98', '~', ';', '%3B', '%25'];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
/** Text that databases, regexes and encoders have choked on: NUL (PostgreSQL text cannot hold it), lone surrogates, RTL override, SQL. */
const NASTY_TEXT = ['\u0000', 'ana\u0000@inmobiliaria.es', 'Ana\u0000García', '\ud800', '\udfff\ud800', '\u202egnp.exe', "' OR '1'='1' --", '%00', '\\', '\r\n\r\nX-Injected: 1'];

/** Any text: ASCII, any code point (lone surrogates included), or whole graphemes (emoji, combining marks). */
const anyString = (maxLength = 40) => fc.oneof(fc.string({ maxLength }), fc.string({ unit: 'binary', maxLength }), fc.string({ unit: 'grapheme', maxLength }));

/** Up to 1 MiB: below the body limit, above every field's bound. */
const hugeString = fc.integer({ min: 5_000, max: 1_000_000 }).map((length) => 'é'.repeat(Math.floor(length / 2)));
const key = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...PROTO_KEYS));

/** Nested arrays and objects whose keys include the prototype's. */
const nested: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.jsonValue({ maxDepth: 1 }), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(key, tie('value'), { maxKeys: 5 }),
})).value;

interface Fixture {
  owner: RegisteredOwner;
  /** Ids of real rows, so some requests get past "not found" into the handlers. */
  realIds: string[];
}

describe('SECURITY.md #15 — no input makes a 5xx or leaks a stack trace (fast-check over every route)', () => {
  let t: TestApp;
  let fixture: Fixture;
  /** `status errorCode` of every answer, to show the runs got past validation into the handlers. */
  const outcomes = new Set<string>();

  beforeAll(async () => {
    // No workers: a conversation created by a lucky input would otherwise be answered in the background.
    t = await createTestApp({ env: { RUN_WORKERS: 'false' } });
    await t.app.ready();
    const owner = await registerOwner(t.app);
    const invite = await inviteMember(t.app, owner.auth);
    const [conversation] = await t.database.db
      .insert(schema.conversations)
      .values({ businessId: owner.businessId, clientUserId: owner.clientUser.id, language: 'SPANISH' })
      .returning();
    fixture = { owner, realIds: [owner.businessId, owner.clientUser.id, invite.invitationId, invite.memberId, conversation!.id] };
  });
  afterAll(() => t.close());

  it('#15 covers every route the app registers', () => {
    const fuzzed = routes.map((route) => `${route.method} ${route.url}`).sort();
    expect(fuzzed).toEqual(registeredRoutes(t.app));
  });

  /** A value for one field: something plausible for it, or anything at all. */
  function fieldValue(name: string, realIds: boolean): fc.Arbitrary<unknown> {
    const plausible: Record<string, fc.Arbitrary<unknown>> = {
      email: fc.emailAddress(),
      clientEmail: fc.emailAddress(),
      phone: fc.stringMatching(/^\+?34[6-7][0-9]{8}$/),
      clientPhone: fc.stringMatching(/^\+?34[6-7][0-9]{8}$/),
      quantity: fc.oneof(fc.integer(), fc.double(), fc.constant(1e308), fc.constant(-0)),
      rol: fc.constantFrom('OWNER', 'ADMINISTRATIVE', 'AGENT', 'DEVELOPER', 'owner'),
      ssoProvider: fc.constantFrom('GOOGLE', 'LINKEDIN', 'google'),
      clientSsoProvider: fc.constantFrom('GOOGLE', 'LINKEDIN'),
      returnTo: fc.constantFrom('/login', '/register', '/invitation', '//evil.test', 'https://evil.test'),
      code: fc.stringMatching(/^[0-9]{0,6}$/),
    };
    const ids = /(^id$|Id$)/.test(name) ? [fc.uuid(), ...(realIds ? [fc.constantFrom(...fixture.realIds)] : [])] : [];
    const nasty = fc.oneof(fc.constantFrom(...NASTY_TEXT), fc.tuple(anyString(), fc.constantFrom(...NASTY_TEXT)).map(([text, bad]) => `${text}${bad}`));
    return fc.oneof(...(plausible[name] ? [plausible[name]] : []), ...ids, nasty, anyString(), fc.jsonValue({ maxDepth: 2 }), nested);
  }

  /** A JSON text: arbitrary JSON, the right keys with wrong or plausible values, huge strings, prototype keys, or broken JSON. */
  function bodyText(route: FuzzRoute): fc.Arbitrary<string | undefined> {
    const keys = keysOf(route.body);
    const fields = Object.fromEntries(keys.map((name) => [name, fieldValue(name, !route.isStream)]));
    // Mostly every key and nothing else, so many bodies pass the schema and reach the handler.
    const rightKeys = fc
      .tuple(
        fc.oneof({ arbitrary: fc.record(fields), weight: 3 }, { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 1 }),
        fc.oneof({ arbitrary: fc.constant({}), weight: 4 }, { arbitrary: fc.dictionary(key, nested, { minKeys: 1, maxKeys: 2 }), weight: 1 }),
      )
      .map(([known, extra]) => ({ ...known, ...extra }));
    return fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 1 },
      { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 2 },
      { arbitrary: rightKeys.map((value) => JSON.stringify(value)), weight: 4 },
      { arbitrary: nested.map((value) => JSON.stringify(value)), weight: 2 },
      {
        arbitrary: fc.tuple(fc.constantFrom(...(keys.length ? keys : ['name'])), hugeString).map(([name, value]) => JSON.stringify({ [name]: value })),
        weight: 1,
      },
      {
        // Written by hand so `__proto__` is an own key of the JSON, as an attacker would send it.
        arbitrary: fc
          .tuple(fc.constantFrom(...PROTO_KEYS), fc.jsonValue({ maxDepth: 2 }))
          .map(([name, value]) => `{"${name}":${JSON.stringify(value ?? null)},"${keys[0] ?? 'x'}":{"__proto__":{"isAdmin":true}}}`),
        weight: 1,
      },
      { arbitrary: anyString(60), weight: 1 },
    );
  }

  const param = (realIds: boolean) =>
    fc.oneof(
      anyString().map(percentEncode),
      fc.constantFrom(...NASTY_SEGMENTS),
      fc.constantFrom(...NASTY_TEXT).map(percentEncode),
      fc.constantFrom('GOOGLE', 'LINKEDIN'),
      fc.uuid(),
      // Past the router's 100-character parameter limit.
      fc.string({ minLength: 101, maxLength: 300 }).map(percentEncode),
      ...(realIds ? [fc.constantFrom(...fixture.realIds)] : []),
    );

  /** A query string: the route's keys with anything, repeated keys, prototype keys, or raw junk. */
  function queryString(route: FuzzRoute): fc.Arbitrary<string> {
    const names = fc.oneof(fc.constantFrom(...keysOf(route.query), 'x'), key, fc.constantFrom('a[b]', 'a[]', '__proto__[isAdmin]', 'constructor[prototype][x]'));
    // Issue 31 N2: NUL and text that is not UTF-8 in queries, dates out of any sane range.
    const value = fc.oneof(
      anyString(),
      fc.uuid(),
      fc.constantFrom(...NASTY_SEGMENTS).map(decodeURIComponentSafe),
      fc.constantFrom(...NASTY_TEXT),
      fc.constantFrom('0000-01-01', '9999-12-31', '2026-02-30', '-001-01-01'),
      fc.integer().map(String),
    );
    const pairs = fc
      .array(fc.tuple(names, value), { maxLength: 6 })
      .map((entries) => entries.map(([name, item]) => `${percentEncode(name)}=${percentEncode(item)}`).join('&'));
    return fc.oneof({ arbitrary: fc.constant(''), weight: 1 }, { arbitrary: pairs, weight: 4 }, { arbitrary: fc.constantFrom(...NASTY_SEGMENTS, '&&=&', '=', 'a=%', 'a=1&a=2&a=3'), weight: 1 });
  }

  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 8 },
    { arbitrary: fc.constantFrom('application/json; charset=utf-8', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', ''), weight: 2 },
  );
  const credentials = fc.constantFrom('none', 'owner', 'forged', 'malformed');

  it.for(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '#15 %s: arbitrary bodies, parameters and queries → below 500; errors are { message, errorCode }',
    { timeout: 120_000 },
    async ([, route]) => {
      const request = fc.record({
        params: fc.array(param(!route.isStream), { minLength: 4, maxLength: 4 }),
        query: queryString(route),
        body: bodyText(route),
        contentType,
        credentials,
      });
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          let index = 0;
          const path = route.url.replace(/:[A-Za-z]+/g, () => input.params[index++]!);
          const url = input.query ? `${path}?${input.query}` : path;
          const headers: Record<string, string> = {};
          if (input.credentials === 'owner') {
            // A fresh session each time: a fuzzed logout must not blind the runs after it.
            headers.authorization = `Bearer ${await t.app.ctx.sessions.create(t.database.db, fixture.owner.clientUser.id)}`;
          } else if (input.credentials === 'forged') {
            headers.authorization = `Bearer ${'A'.repeat(43)}`;
          } else if (input.credentials === 'malformed') {
            headers.authorization = 'Bearer ../../\u0000';
          }
          if (input.body !== undefined && input.contentType) headers['content-type'] = input.contentType;

          const response = await t.app.inject({
            method: route.method,
            url,
            headers,
            // A new address each time, so the per-IP budgets do not turn every later run into a 429.
            remoteAddress: uniqueAddress(),
            ...(input.body !== undefined ? { payload: input.body } : {}),
          });
          const context = `${route.method} ${url.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type'], context).toMatch(/^application\/json/);
            const body: unknown = JSON.parse(response.body);
            expect(body, context).toEqual({ message: expect.any(String), errorCode: expect.stringMatching(/^[A-Z_]+$/) });
            expect(response.body, context).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts\b|Error:/);
            outcomes.add(`${response.statusCode} ${(body as { errorCode: string }).errorCode}`);
          } else {
            outcomes.add(String(response.statusCode));
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    },
  );

  it('#15 a URL the router cannot decode (bad percent-encoding, a parameter over 100 characters) answers the envelope, not the URL', async () => {
    for (const url of ['/api/conversations/%zz', '/api/business/%E0%A4%A/invites', `/api/conversations/${'a'.repeat(101)}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: fixture.owner.auth });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json(), url).toEqual({ message: expect.any(String), errorCode: 'VALIDATION_ERROR' });
      expect(response.body).not.toContain(url.slice(5, 20));
    }
  });

  it('#15 U+0000 anywhere in a body (an email, a chat message, a name, a key) → 400 VALIDATION_ERROR, not a database error', async () => {
    const owner = { headers: fixture.owner.auth };
    const attempts: { url: string; payload: Record<string, unknown>; headers?: Record<string, string> }[] = [
      { url: '/api/password-reset/request', payload: { email: 'ana\u0000@inmobiliaria.es' } },
      { url: '/api/client-user/login-with-password', payload: { email: 'ana\u0000@inmobiliaria.es', password: 'x' } },
      { url: '/api/conversations/create', payload: { message: '¿Fianza?\u0000' }, ...owner },
      { url: '/api/business/invite', payload: { email: 'marta@inmobiliaria.es', phone: '34611223344', name: 'Marta\u0000', rol: 'AGENT' }, ...owner },
      { url: '/api/client-user/login-with-password', payload: { 'email\u0000': 'x' } },
    ];
    for (const { url, payload, headers } of attempts) {
      const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: uniqueAddress(), ...(headers ? { headers } : {}) });
      expect(response.json(), url).toEqual({ message: expect.any(String), errorCode: 'VALIDATION_ERROR' });
      expect(response.statusCode).toBe(400);
    }
  });

  it('#15 a body nested 300,000 levels deep (within 1 MiB) → 400, not a stack overflow', async () => {
    for (const payload of ['['.repeat(300_000) + ']'.repeat(300_000), `{"message":${'['.repeat(300_000)}"\u0000"${']'.repeat(300_000)}}`]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/conversations/create', headers: { ...fixture.owner.auth, 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('#15 (control) the runs were not all turned away at the door: handlers answered, and the owner is still signed in', async () => {
    expect([...outcomes]).toEqual(
      expect.arrayContaining(['200', '302', '400 VALIDATION_ERROR', '401 UNAUTHORIZED', '404 NOT_FOUND', '415 UNSUPPORTED_MEDIA_TYPE']),
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/business/get', headers: fixture.owner.auth });
    expect(response.statusCode).toBe(200);
  });
});

/** encodeURIComponent, but total: a lone surrogate goes as the UTF-8 of U+FFFD instead of throwing. */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
