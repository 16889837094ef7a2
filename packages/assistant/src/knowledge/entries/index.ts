import type { KnowledgeEntry } from '../types.ts';
import { communityEntries } from './community.ts';
import { leaseEntries } from './leases.ts';
import { mortgageEntries } from './mortgage.ts';
import { saleEntries } from './sale.ts';

/** The whole knowledge base written by this team. */
export const knowledgeBase: readonly KnowledgeEntry[] = [
  ...leaseEntries,
  ...saleEntries,
  ...mortgageEntries,
  ...communityEntries,
];
