import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LOCK_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from './platform/db.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url().optional();
const BOE_ID = /^BOE-[A-Z]-\d{4}-\d+$/;
/** A comma-separated list of BOE identifiers ('BOE-A-1994-26003, BOE-A-1960-10906'). */
const boeIdList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(BOE_ID, 'a BOE identifier such as BOE-A-1994-26003')));
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * Every setting of the server. Read once from the environment at start-up; nothing else
 * reads `process.env`. `.env.example` lists each key with its default.
 */
export const ConfigSchema = z
  .object({
    MIKE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    /** Unset: 127.0.0.1 in development and tests (nothing outside the machine reaches it), 0.0.0.0 in production. */
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: optionalUrl,
    DATABASE_URL: z.url().optional(),
    /** PostgreSQL: the role migrations run as, owner of the tables (ADR 047); unset: DATABASE_URL's. */
    MIGRATION_DATABASE_URL: z.url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** PostgreSQL: statements running longer are cancelled (503); lock waits longer are cancelled too (ADR 011). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_STATEMENT_TIMEOUT_MS),
    DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_LOCK_TIMEOUT_MS),
    TRUST_PROXY: z.string().default(''),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BUILD_COMMIT: z.string().default('unknown'),
    /** Signs SSO tokens and document links and keys the phone-code HMAC. */
    APP_SECRET: z.string().min(32).optional(),
    /** Run the reply and billing workers in this process (`npm start` does; `npm run worker` is workers only). */
    RUN_WORKERS: booleanFromEnv.default(true),
    /** Serve the built SPA at `/`. */
    SERVE_WEB: booleanFromEnv.default(true),
    /** The development outbox answers clients other than loopback ones (it shows reset links and phone codes). */
    DEV_OUTBOX_ALLOW_REMOTE: booleanFromEnv.default(false),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('MIKE <no-reply@mike.local>'),
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    LINKEDIN_CLIENT_ID: z.string().optional(),
    LINKEDIN_CLIENT_SECRET: z.string().optional(),
    LINKEDIN_ISSUER: z.url().default('https://www.linkedin.com/oauth'),
    ASSISTANT_PROVIDER: z.enum(['local', 'openai']).default('local'),
    /** The knowledge base's folder (`<area>/<id>.md`); the assistant package's own `knowledge/` when unset. */
    KNOWLEDGE_DIR: z.string().min(1).optional(),
    /** A folder of consolidated laws (`BOE-A-….md`, BOE `.xml`) loaded at start-up when new or changed; unset: none. */
    LEGISLATION_DIR: z
      .string()
      .optional()
      .superRefine((dir, ctx) => {
        if (dir && !isDirectory(dir)) ctx.addIssue({ code: 'custom', message: `not a readable folder: ${path.resolve(dir)}` });
      }),
    /** `boe`: a daily job reloads the held laws the BOE has updated since its last run. */
    LEGISLATION_SYNC: z.enum(['off', 'boe']).default('off'),
    /** Laws the BOE sync keeps besides those already held (loaded on its next run). */
    LEGISLATION_SYNC_LAWS: boeIdList,
    /** The BOE open-data API (tests point it at a local server). */
    BOE_API_URL: z.url().default('https://www.boe.es/datosabiertos/api'),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
    BILLING_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    PRICE_PER_SEAT_EUR: z.coerce.number().positive().default(20),
    /** IVA in percent; the seat price includes it (ADR 030). */
    VAT_RATE: z.coerce.number().min(0).max(100).default(21),
    /** The seller on MIKE's own invoices (the sandbox's; with Stripe, Stripe's invoices carry the account's). */
    INVOICE_SELLER_NAME: z.string().min(1).default('MIKE Asistente Legal S.L.'),
    INVOICE_SELLER_TAX_ID: z.string().min(1).default('B12345674'),
    INVOICE_SELLER_ADDRESS: z.string().min(1).default('Calle de Alcalá 1, 28014 Madrid'),
    /** Prefix of the invoice numbers: PREFIX-YEAR-NNNNNN. */
    INVOICE_SERIES: z.string().regex(/^[A-Z0-9]{1,10}$/).default('MIKE'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_PRICE_ID: z.string().optional(),
    STRIPE_PRICING_TABLE_ID: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_API_BASE: optionalUrl,
    SENTRY_DSN: optionalUrl,
    REDIS_URL: z.string().optional(),
    /** Event streams (SSE) one process keeps open per user and per conversation; past them, 429 (SECURITY.md #37). */
    EVENT_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
    EVENT_STREAMS_PER_CONVERSATION: z.coerce.number().int().min(1).max(1000).default(5),
  })
  .superRefine((config, ctx) => {
    if (config.ASSISTANT_PROVIDER === 'openai') {
      for (const key of ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const) {
        if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when ASSISTANT_PROVIDER=openai' });
      }
    }
    if (config.BILLING_PROVIDER === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const) {
        if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when BILLING_PROVIDER=stripe' });
      }
    }
    if (config.MIGRATION_DATABASE_URL && !config.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['MIGRATION_DATABASE_URL'], message: 'set DATABASE_URL too (the embedded database has one role)' });
    }
    if (Boolean(config.WHATSAPP_TOKEN) !== Boolean(config.WHATSAPP_PHONE_NUMBER_ID)) {
      ctx.addIssue({ code: 'custom', path: ['WHATSAPP_PHONE_NUMBER_ID'], message: 'set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID together' });
    }
    if (config.MIKE_ENV === 'production') {
      const refuse = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
      if (!config.PUBLIC_URL) refuse('PUBLIC_URL', 'required in production');
      if (!config.APP_SECRET) refuse('APP_SECRET', 'required in production');
      if (!config.SMTP_URL) refuse('SMTP_URL', 'required in production (the outbox is for development only)');
      if (!config.WHATSAPP_TOKEN) refuse('WHATSAPP_TOKEN', 'required in production (the outbox is for development only)');
      if (config.BILLING_PROVIDER === 'sandbox') refuse('BILLING_PROVIDER', 'the sandbox is for development only');
    }
  });

type ParsedConfig = z.infer<typeof ConfigSchema>;

export interface Config extends Omit<ParsedConfig, 'PUBLIC_URL' | 'APP_SECRET' | 'HOST'> {
  HOST: string;
  PUBLIC_URL: string;
  APP_SECRET: string;
  /** Development conveniences (the outbox pages) are served. */
  isDevelopment: boolean;
}

export class ConfigError extends Error {
  constructor(readonly issues: { key: string; message: string }[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue.key}: ${issue.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError naming every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, emptyToUndefined(env[key])]),
  );
  const result = ConfigSchema.safeParse(input);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => ({ key: issue.path.join('.') || '(root)', message: issue.message })),
    );
  }
  const parsed = result.data;
  return {
    ...parsed,
    HOST: parsed.HOST ?? (parsed.MIKE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    APP_SECRET: parsed.APP_SECRET ?? readOrCreateDevSecret(parsed.DATA_DIR),
    LEGISLATION_DIR: parsed.LEGISLATION_DIR && path.resolve(parsed.LEGISLATION_DIR),
    isDevelopment: parsed.MIKE_ENV !== 'production',
  };
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** Outside production a missing secret is generated once and kept in the data directory. */
function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
