import { BillSchema, type Bill, type Business } from '@mike/contracts';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { buildBusiness, type BusinessOptions } from './fixtures.ts';
import { api, server } from './server.ts';

/** Serves business/get from mutable state and counts the calls. */
export function serveBusiness(options: BusinessOptions = {}) {
  const state = { business: buildBusiness(options) as Business, calls: 0, servedAt: [] as number[] };
  server.use(
    http.get(api('/business/get'), () => {
      state.calls += 1;
      state.servedAt.push(Date.now());
      return HttpResponse.json({ business: state.business });
    }),
  );
  return state;
}

export function buildBill(overrides: Partial<Bill> = {}): Bill {
  return BillSchema.parse({
    id: crypto.randomUUID(),
    status: 'PAID',
    total: 60,
    date: '2025-06-15T12:00:00.000Z',
    ...overrides,
  });
}

export const errorBody = (errorCode: string, status = 400, message = 'Mensaje del servidor') =>
  HttpResponse.json({ message, errorCode }, { status });

/** Intl's es-ES currency has a no-break space before '€' (toHaveTextContent folds it; exact textContent does not). */
export const euros = (text: string) => text.replace(/ /g, '\u00a0');

/** A window.open that opens nothing (jsdom has none) and records what it was asked. */
export function stubWindowOpen() {
  return vi.spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window);
}
