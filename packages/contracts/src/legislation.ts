import { z } from 'zod';

/** What a provision of a law is: an article or one of the four kinds of disposición. */
export const ProvisionKindSchema = z.enum(['article', 'additional', 'transitional', 'final', 'derogating']);
export type ProvisionKind = z.infer<typeof ProvisionKindSchema>;

/** 'YYYY-MM-DD': the date of the consolidated version a text was taken from. */
const VersionDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A verified source of a bot answer: it names a provision that exists in MIKE's legislation (issue 11), so the
 * chat can open its text (`GET /legislation/{lawId}/articles/{article}`). `label` is what a chip shows
 * ('Art. 36.1 LAU', 'Art. 9.1.e LPH', 'DA 11ª LAU').
 */
export const CitationSchema = z.object({
  label: z.string(),
  /** BOE identifier of the law: 'BOE-A-1994-26003'. */
  lawId: z.string(),
  /** Normalised provision key: '36', '9 bis', 'DA 11ª'. */
  article: z.string(),
  /** '1', '3 bis'; absent when the whole provision is cited. */
  apartado: z.string().optional(),
  /** The provision at the BOE. */
  url: z.string(),
  versionDate: VersionDateSchema,
});
export type Citation = z.infer<typeof CitationSchema>;

export const ApartadoSchema = z.object({ number: z.string(), text: z.string() });

export const ProvisionSchema = z.object({
  lawId: z.string(),
  /** Short name of the law: 'LAU'. */
  law: z.string(),
  article: z.string(),
  /** The number as the law writes it: 'diecisiete', '9 bis', 'undécima'. */
  number: z.string(),
  kind: ProvisionKindSchema,
  heading: z.string(),
  text: z.string(),
  apartados: z.array(ApartadoSchema),
  versionDate: VersionDateSchema,
  url: z.string(),
});
export type Provision = z.infer<typeof ProvisionSchema>;

export const LawSummarySchema = z.object({
  lawId: z.string(),
  law: z.string(),
  title: z.string(),
  versionDate: VersionDateSchema,
});
export type LawSummary = z.infer<typeof LawSummarySchema>;

export const LegislationListResponseSchema = z.object({ laws: z.array(LawSummarySchema) });
export type LegislationListResponse = z.infer<typeof LegislationListResponseSchema>;

export const LegislationArticleParamsSchema = z.strictObject({
  lawId: z.string().regex(/^BOE-A-\d{4}-\d{1,6}$/),
  article: z.string().min(1).max(60),
});
export const LegislationArticleResponseSchema = z.object({ provision: ProvisionSchema });
export type LegislationArticleResponse = z.infer<typeof LegislationArticleResponseSchema>;
