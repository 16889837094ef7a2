import { z } from 'zod';

/** The two calls of the BOE's consolidated-legislation API MIKE makes (`../shared/assistant/BOE-FORMAT.md`). */
export interface BoeClient {
  /** The consolidated text of one law: `/legislacion-consolidada/id/{id}/texto`, as XML. */
  fetchConsolidatedText(lawId: string): Promise<string>;
  /** The BOE ids of the norms whose consolidated text was updated between two days (YYYY-MM-DD), both included. */
  findUpdatedLaws(from: string, to: string): Promise<Set<string>>;
}

export interface BoeClientOptions {
  /** `https://www.boe.es/datosabiertos/api`, or a local server in tests. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const LAW_ITEM = z.object({ identificador: z.string() });
/** `{ status, data: [{ identificador, fecha_actualizacion, … }] }`; a single item may come unwrapped. */
const UPDATED_LAWS_ANSWER = z.object({ data: z.union([z.array(LAW_ITEM), LAW_ITEM]).nullish() });

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');

export function createBoeClient(options: BoeClientOptions): BoeClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const request = (path: string, accept: string) =>
    (options.fetch ?? fetch)(`${baseUrl}${path}`, {
      headers: { Accept: accept },
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });

  return {
    async fetchConsolidatedText(lawId) {
      const response = await request(`/legislacion-consolidada/id/${encodeURIComponent(lawId)}/texto`, 'application/xml');
      if (!response.ok) throw new Error(`the BOE API answered ${response.status} for ${lawId}`);
      return response.text();
    },
    async findUpdatedLaws(from, to) {
      const response = await request(`/legislacion-consolidada?from=${compactDate(from)}&to=${compactDate(to)}&limit=-1`, 'application/json');
      // The API answers 404 when no norm matches, as it does for a day without a bulletin.
      if (response.status === 404) return new Set();
      if (!response.ok) throw new Error(`the BOE API answered ${response.status} for the norms updated from ${from} to ${to}`);
      const parsed = UPDATED_LAWS_ANSWER.safeParse(await response.json());
      if (!parsed.success) throw new Error(`the BOE API's list of updated norms has an unexpected shape: ${parsed.error.message}`);
      const data = parsed.data.data ?? [];
      return new Set((Array.isArray(data) ? data : [data]).map((item) => item.identificador));
    },
  };
}
