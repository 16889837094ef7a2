import { setupServer } from 'msw/node';

/** The network of every web test: each test declares the calls it expects with `server.use(...)`. */
export const server = setupServer();

/** Matches a call to the API whatever its origin: `http.get(api('/business/get'), …)`. */
export const api = (path: string) => `*/api${path}`;
