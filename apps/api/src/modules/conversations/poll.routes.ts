import type { IncomingHttpHeaders } from 'node:http';
import { apiRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';
import type { RawAnswer } from '../../platform/early-answers.ts';
import { defineRoute } from '../../platform/http.ts';
import type { CachedBody } from './conversation-cache.ts';
import type { ConversationsService } from './conversations.service.ts';

/**
 * The poll route, `GET /conversations/:id`: the cached, pre-encoded body is sent as it is; a client holding the
 * same version gets 304, and one that accepts Brotli or gzip gets the body compressed once for everyone. When the session,
 * the membership and the conversation are all in memory, it answers before Fastify sees the request (the same
 * checks, made on the same caches, through the one authentication path: ADR 038). Polled every 500 ms by every
 * open chat, it logs only warnings: two access-log lines per poll would drown the logs.
 */
export function registerPollRoute(app: FastifyInstance, conversations: ConversationsService): void {
  defineRoute(
    app,
    apiRoutes.getConversation,
    async ({ params, caller, request, reply }) => {
      const answer = pollAnswer(request.headers, await conversations.getConversationBody(caller, params.id));
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
    {
      logLevel: 'warn',
      answerFromMemory: ({ params, caller, headers }) => {
        const cached = conversations.peekConversationBody(caller, params.id);
        return cached && pollAnswer(headers, cached);
      },
    },
  );
}

/** The poll's answer to a request with these headers: 304 for the version the client holds, else the body (compressed when accepted). */
function pollAnswer(headers: IncomingHttpHeaders, cached: CachedBody): RawAnswer {
  const answers = answersTo(cached);
  if (headers['if-none-match'] === cached.etag) return answers.notModified;
  const accepted = acceptedCodings(headers['accept-encoding']);
  // Brotli once it is made (off the event loop, on the first request that accepts it); gzip until then.
  if (accepted.preferred === 'br' && cached.brotli()) return answers.brotli();
  if (accepted.gzip) return answers.gzipped();
  return answers.plain;
}

/** The answers a cached body can be sent as, made once per body (polled every 500 ms by every open chat). */
interface PollAnswers {
  notModified: RawAnswer;
  plain: RawAnswer;
  gzipped(): RawAnswer;
  brotli(): RawAnswer;
}

const pollAnswers = new WeakMap<CachedBody, PollAnswers>();

function answersTo(cached: CachedBody): PollAnswers {
  let answers = pollAnswers.get(cached);
  if (!answers) {
    const validators = { etag: cached.etag, 'cache-control': 'private, no-cache', vary: 'accept-encoding, authorization' };
    const json = { ...validators, 'content-type': 'application/json; charset=utf-8' };
    let gzipped: RawAnswer | undefined;
    let brotli: RawAnswer | undefined;
    answers = {
      notModified: { status: 304, headers: validators },
      plain: { status: 200, headers: json, body: cached.body },
      gzipped: () => (gzipped ??= { status: 200, headers: { ...json, 'content-encoding': 'gzip' }, body: cached.gzipped() }),
      brotli: () => (brotli ??= { status: 200, headers: { ...json, 'content-encoding': 'br' }, body: cached.brotli()! }),
    };
    pollAnswers.set(cached, answers);
  }
  return answers;
}

/** What a client's Accept-Encoding lets the poll send: its preferred coding, and whether gzip is acceptable. */
interface Accepted {
  preferred: string | undefined;
  gzip: boolean;
}

const NOTHING_ACCEPTED: Accepted = { preferred: undefined, gzip: false };
const CODINGS = ['br', 'gzip'];

/** The verdicts on Accept-Encoding values seen lately: real clients send a few distinct ones (64 kept at most). */
const verdicts = new Map<string, Accepted>();

/** Negotiated with `negotiator`: `q` honoured, a coding refused by name not taken for `*`, Brotli first on a tie. */
function acceptedCodings(header: string | undefined): Accepted {
  if (!header) return NOTHING_ACCEPTED;
  let verdict = verdicts.get(header);
  if (!verdict) {
    const accepted = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(CODINGS, { preferred: CODINGS });
    verdict = { preferred: accepted[0], gzip: accepted.includes('gzip') };
    if (verdicts.size >= 64) verdicts.clear();
    verdicts.set(header, verdict);
  }
  return verdict;
}
