export { registerDevRoutes } from './dev.routes.ts';
