import { z } from 'zod';

/** An unset variable often arrives as an empty string from CI or a `.env` file: treat it as absent. */
const optionalString = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

export const EnvSchema = z.object({
  /** Base URL of the API: same-origin `/api` unless a full URL is given. */
  VITE_API_URL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().default('/api'),
  ),
  VITE_SENTRY_DSN: optionalString.pipe(z.url().optional()),
  VITE_STRIPE_PUBLISHABLE_KEY: optionalString,
  VITE_STRIPE_PRICING_TABLE_ID: optionalString,
  VITE_BUILD_COMMIT: optionalString,
});
export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(raw);
  if (!result.success) {
    const keys = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid web configuration: ${keys}`);
  }
  return result.data;
}

export const env: Env = parseEnv(import.meta.env);
