// Everything the API client needs at run time that pulls in zod (the contracts and the parsed settings).
// It is imported dynamically on the first call, so the first screen's bundle does not carry it.
import { apiRoutes, sandboxBillingRoutes } from '@mike/contracts';

export { ErrorBodySchema } from '@mike/contracts';
export const webApiRoutes = { ...apiRoutes, ...sandboxBillingRoutes };
export { env } from '../config/env.ts';
