import type { AssistantEngine, Provision } from '@mike/assistant';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Bus } from '../../platform/bus.ts';
import type { Db } from '../../platform/db.ts';
import { LEGISLATION_CHANGED } from './legislation-loader.ts';
import * as repository from './legislation.repository.ts';

export interface LegislationAssistantDeps {
  db: Db;
  bus: Pick<Bus, 'subscribe' | 'onGap'>;
  logger: Logger;
  /** Builds the engine over the knowledge base and these provisions (`createAssistant` with the configured provider). */
  build: (provisions: Provision[]) => AssistantEngine;
}

export interface LegislationAssistant {
  /** The engine over the laws in the database, built on first use and rebuilt when a law is reloaded. */
  get(): Promise<AssistantEngine>;
  /** Builds the engine now when the database holds laws, so the first question does not wait for it. */
  warmUp(): Promise<void>;
}

/**
 * Every process (API or worker) builds its assistant from the provisions in the database, read once per build.
 * When any process reloads a law it says so on the bus; every process then builds a new engine in the
 * background and swaps it in, answering with the old one meanwhile. Notifications that arrive during a build
 * fold into one more build; a gap in the bus (notifications possibly missed) rebuilds too.
 */
export function createLegislationAssistant(deps: LegislationAssistantDeps): LegislationAssistant {
  let current: Promise<AssistantEngine> | undefined;
  let rebuilding = false;
  let stale = false;

  async function build(): Promise<AssistantEngine> {
    const started = performance.now();
    const provisions = await repository.findAllProvisions(deps.db);
    const read = performance.now();
    const engine = deps.build(provisions);
    const readMs = Math.round(read - started);
    deps.logger.info({ provisions: provisions.length, readMs, buildMs: Math.round(performance.now() - read) }, 'assistant built');
    return engine;
  }

  function get(): Promise<AssistantEngine> {
    current ??= build().catch((error: unknown) => {
      // Not cached: the next question tries again.
      current = undefined;
      throw error;
    });
    return current;
  }

  async function rebuild(): Promise<void> {
    // Never built: the next question builds from the database as it is then.
    if (!current) return;
    if (rebuilding) {
      stale = true;
      return;
    }
    rebuilding = true;
    try {
      do {
        stale = false;
        try {
          current = Promise.resolve(await build());
        } catch (error) {
          deps.logger.error({ err: error }, 'assistant rebuild failed; the previous engine keeps answering');
        }
      } while (stale);
    } finally {
      rebuilding = false;
    }
  }

  deps.bus.subscribe(LEGISLATION_CHANGED, () => void rebuild());
  deps.bus.onGap(() => void rebuild());

  return {
    get,
    async warmUp() {
      if ((await repository.countProvisions(deps.db)) > 0) await get();
    },
  };
}
