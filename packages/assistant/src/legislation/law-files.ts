import { parseBoeXml } from './parse-boe.ts';
import { parseLegalizeMarkdown } from './parse-markdown.ts';
import type { ParsedLaw } from './types.ts';

/** A BOE identifier: 'BOE-A-1994-26003'. */
export const BOE_ID = /^BOE-[A-Z]-\d{4}-\d+$/;
const BOE_ID_IN_NAME = /BOE-[A-Z]-\d{4}-\d+/;

/** A file a legislation folder may hold: a law in the legalize-es layout (`BOE-A-….md`) or a BOE XML answer (`*.xml`). */
export function isLawFileName(name: string): boolean {
  return /^BOE-[A-Z]-\d{4}-\d+\.md$/i.test(name) || /\.xml$/i.test(name);
}

/**
 * Parses one law from a file's text, the parser chosen by the file's name: Markdown in the legalize-es layout,
 * or the BOE's XML (its BOE id taken from the name when the XML does not say it). `date` (YYYYMMDD) picks the
 * version in force of BOE XML; today by default.
 */
export function parseLawFile(name: string, text: string, options: { date?: string } = {}): ParsedLaw {
  if (/\.md$/i.test(name)) return parseLegalizeMarkdown(text);
  return parseBoeXml(text, { date: options.date, lawId: BOE_ID_IN_NAME.exec(name)?.[0] });
}
