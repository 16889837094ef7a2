import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, probing once with a caught
 * `new Function('')`. Under MIKE's CSP (`script-src 'self'`, no 'unsafe-eval') that probe is refused,
 * and the refusal is reported as a CSP violation on every page. Jitless parsing never probes. Imported
 * first by main.tsx, before any schema is built (the probe runs when the first object schema is).
 */
z.config({ jitless: true });
