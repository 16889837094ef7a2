/** What a provision of a law is: an article or one of the four kinds of disposición. */
export type ProvisionKind = 'article' | 'additional' | 'transitional' | 'final' | 'derogating';

/** A numbered paragraph of a provision ('1.', '3 bis.', 'Uno.', '1.º'), or its unnumbered lead paragraph. */
export interface Apartado {
  /** '1', '2', '3 bis'; '' for the lead paragraph(s) before the first number. 'Uno.' and '1.º' give '1'. */
  number: string;
  /** The apartado's paragraphs, one per line, its number left out; lettered sub-paragraphs stay inside. */
  text: string;
  /** Its lettered sub-paragraphs 'a)', 'b)'…, in order, the letter left out of `text`. */
  letters: { letter: string; text: string }[];
}

/** One article or disposición of a law, in the version the source holds. */
export interface Provision {
  /** BOE identifier of the law: 'BOE-A-1994-26003'. */
  lawId: string;
  /** Short name of the law: 'LAU'. */
  law: string;
  kind: ProvisionKind;
  /** The number as the law writes it: 'diecisiete', '9 bis', 'undécima'; '' for a lone 'Disposición adicional.' */
  number: string;
  /**
   * Normalised key, unique within the law: '17', '9 bis', 'único', 'DA 11ª', 'DT 4ª', 'DF 1ª', 'DD única', 'DA'
   * (a lone unnumbered one). Provisions of the instrument that approves the law's text (the decree before a
   * texto refundido or a reglamento) carry ' (aprobación)': 'único (aprobación)', 'DF única (aprobación)'.
   */
  article: string;
  /** 'Fianza.'; '' when the law gives none. */
  heading: string;
  /** The whole body, one paragraph per line, numbers and letters as written. */
  text: string;
  apartados: Apartado[];
  /** 'YYYY-MM-DD': the file's `last_updated`, or the date in force of the BOE version kept. */
  versionDate: string;
  /** The provision at the BOE: https://www.boe.es/buscar/act.php?id={lawId}#{block id} */
  url: string;
  /** The structure above it: ['TÍTULO II. De los arrendamientos de vivienda', 'CAPÍTULO I. Normas generales']. */
  path: string[];
}

/** A law read from one file or one BOE answer. */
export interface ParsedLaw {
  lawId: string;
  /** Short name: 'LAU'; the BOE identifier when the law is not in the table of laws. */
  law: string;
  title: string;
  /** 'YYYY-MM-DD': the consolidated version held. */
  versionDate: string;
  /** ELI address of the law ('https://www.boe.es/eli/es/l/1994/11/24/29'); the BOE page when unknown. */
  source: string;
  /** 'ley', 'real_decreto_legislativo', 'constitucion'…; '' when unknown. */
  rank: string;
  provisions: Provision[];
}
