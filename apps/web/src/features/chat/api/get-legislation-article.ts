import type { LegislationArticleResponse } from '@mike/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type LegislationProvision = LegislationArticleResponse['provision'];

export const legislationArticleQueryKey = (lawId: string, article: string) => ['legislation', lawId, article] as const;

/** GET /legislation/:lawId/articles/:article: one provision with its apartados, version date and BOE address. */
export async function getLegislationArticle(lawId: string, article: string, signal?: AbortSignal): Promise<LegislationProvision> {
  const { provision } = await apiRequest('getLegislationArticle', { params: { lawId, article } }, { signal });
  return provision;
}

export function getLegislationArticleQueryOptions(lawId: string, article: string) {
  return queryOptions({
    queryKey: legislationArticleQueryKey(lawId, article),
    queryFn: ({ signal }) => getLegislationArticle(lawId, article, signal),
    // A consolidated text changes when the law is reloaded, at most daily: an open panel need not refetch it.
    staleTime: 60 * 60 * 1000,
  });
}

/** The text of a cited provision, for the source panel of the chat. */
export function useLegislationArticle(lawId: string, article: string) {
  return useQuery(getLegislationArticleQueryOptions(lawId, article));
}
