import path from 'node:path';
import { createAssistant, getDefaultKnowledgeDir, loadKnowledgeBase, type AssistantEngine, type AssistantOptions } from '@mike/assistant';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../config.ts';
import { createLegislationAssistant } from '../modules/legislation/index.ts';
import { runningBuild } from './build-info.ts';
import { createDatabase, type Database } from './db.ts';
import { startJobQueue, type JobQueue } from './jobs.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail.ts';
import { createBus, type Bus } from './bus.ts';
import { Outbox } from './outbox.ts';
import { createRateLimits, type RateLimits } from './rate-limit.ts';
import { Sessions } from './sessions.ts';
import { createOutboxPhoneMessenger, createWhatsAppPhoneMessenger, type PhoneMessenger } from './phone.ts';

/** What every module may use: built once by `buildApp` and handed to each module. */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: Database;
  jobs: JobQueue;
  outbox: Outbox;
  mailer: Mailer;
  phoneMessenger: PhoneMessenger;
  /** The current time; tests inject a clock. */
  now: () => Date;
  bus: Bus;
  sessions: Sessions;
  rateLimits: RateLimits;
  /**
   * The assistant engine over the knowledge base and the laws in the database: built on first use (indexing
   * takes a while with the whole corpus) and rebuilt in the background when a law is reloaded.
   */
  getAssistant: () => Promise<AssistantEngine>;
  /** Builds the engine now when laws are loaded, so the first question does not wait for it. */
  warmUpAssistant: () => Promise<void>;
}

/** Parts a test or another entry point may supply instead of the ones built from the config. */
export interface ContextOverrides {
  database?: Database;
  mailer?: Mailer;
  phoneMessenger?: PhoneMessenger;
  now?: () => Date;
  rateLimits?: RateLimits;
  assistant?: AssistantEngine;
}

/**
 * Loads the knowledge base (a malformed entry stops start-up with its file and field), opens the
 * database (migrating it), the job queue and the messengers; `close` releases them.
 */
export async function createAppContext(
  config: Config,
  logger: Logger,
  overrides: ContextOverrides = {},
): Promise<{ ctx: AppContext; close: () => Promise<void> }> {
  // Read before anything is opened: parsing the entries is cheap, indexing them waits for the first question.
  const knowledge = overrides.assistant ? undefined : loadKnowledgeBase(config.KNOWLEDGE_DIR ?? getDefaultKnowledgeDir());
  const database =
    overrides.database ??
    (await createDatabase({
      url: config.DATABASE_URL,
      migrationUrl: config.MIGRATION_DATABASE_URL,
      pgliteDir: path.join(config.DATA_DIR, 'pg'),
      poolSize: config.DATABASE_POOL_SIZE,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
    }));
  await database.migrate();
  const jobs = await startJobQueue(database, logger);
  const outbox = new Outbox(database.db);
  const smtpMailer = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : undefined;
  const whatsApp =
    config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID
      ? createWhatsAppPhoneMessenger({ apiUrl: config.WHATSAPP_API_URL, token: config.WHATSAPP_TOKEN, phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID })
      : undefined;
  const now = overrides.now ?? (() => new Date());
  const bus = await createBus(database, logger);
  const rateLimits = overrides.rateLimits ?? createRateLimits(config.REDIS_URL);
  // The built retrieval index is kept in DATA_DIR for the next start of the same build (ADR 042); a run from source
  // builds it every time.
  const build = runningBuild();
  const indexCache = build ? { indexCache: { dir: path.join(config.DATA_DIR, 'cache'), codeVersion: `${build.commit} ${build.builtAt}` } } : {};
  const legislationAssistant = createLegislationAssistant({
    db: database.db,
    bus,
    logger,
    // A dropped citation (a source whose provision is not loaded) goes to the server's log.
    build: (provisions) => createAssistant({ ...assistantOptions(config), ...indexCache, knowledge, provisions, logger: { warn: (message) => logger.warn(message) } }),
  });
  const ctx: AppContext = {
    config,
    logger,
    database,
    jobs,
    outbox,
    mailer: overrides.mailer ?? smtpMailer ?? createOutboxMailer(outbox, logger),
    phoneMessenger: overrides.phoneMessenger ?? whatsApp ?? createOutboxPhoneMessenger(outbox, logger),
    now,
    bus,
    sessions: new Sessions(database.db, bus, now),
    rateLimits,
    getAssistant: () => (overrides.assistant ? Promise.resolve(overrides.assistant) : legislationAssistant.get()),
    warmUpAssistant: () => (overrides.assistant ? Promise.resolve() : legislationAssistant.warmUp()),
  };
  return {
    ctx,
    async close() {
      // Workers finish the job in hand before the database goes away.
      await jobs.stop({ graceful: true, timeout: 10_000 }).catch((error: unknown) => logger.error({ err: error }, 'job queue stop failed'));
      smtpMailer?.close();
      if (!overrides.rateLimits) await rateLimits.close();
      if (!overrides.database) await database.close();
    },
  };
}

function assistantOptions(config: Config): AssistantOptions {
  if (config.ASSISTANT_PROVIDER === 'openai' && config.LLM_BASE_URL && config.LLM_MODEL) {
    return {
      provider: 'openai',
      llm: { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY ?? '', model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS },
    };
  }
  return { provider: 'local' };
}
