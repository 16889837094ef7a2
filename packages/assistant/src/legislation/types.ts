/** One article (or provision) of an ingested law, in its version in force. */
export interface LegislationPassage {
  /** '{boeId}#{blockId}', unique across laws. */
  id: string;
  boeId: string;
  /** Short name as cited: 'LAU'. */
  law: string;
  /** Article or provision as cited: '36', 'DA 1'. */
  article: string;
  /** The heading line: 'Artículo 36. Fianza.' */
  heading: string;
  /** Body paragraphs, joined by blank lines. */
  text: string;
  /** ELI URI of the consolidated law when known, else the BOE page. */
  eli: string;
  /** The BOE page anchored at the article. */
  url: string;
  /** fecha_vigencia of the version kept (YYYYMMDD). */
  validFrom: string;
}

/** What the ingester writes per law: `{legislationDir}/{boeId}.json`. */
export interface LegislationFile {
  boeId: string;
  law: string;
  title: string;
  ingestedAt: string;
  passages: LegislationPassage[];
}
