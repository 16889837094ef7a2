import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One real server for every journey. It trusts this machine as a proxy so the API factories can register each
 * owner from its own client address (X-Forwarded-For): the journeys then create as many businesses as they need
 * while the real per-IP budgets stay in force for what the browser does (its requests carry no such header).
 */
export default async function setup(project: TestProject) {
  const server = await startServer({ TRUST_PROXY: '127.0.0.1' });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
