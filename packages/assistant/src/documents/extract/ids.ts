import { validCIF, validDNI, validNIE } from 'spain-id';
import type { Mention } from './text.ts';

/** Kind of Spanish identity or tax number, by its shape. 'CIF' is a company's tax number (NIF of a legal person). */
export type IdType = 'DNI' | 'NIE' | 'CIF';

export interface IdNumber {
  type: IdType;
  /** As the user wrote it ('12.345.678-Z'); documents show it like this. */
  written: string;
  /** Without separators, upper case ('12345678Z'). */
  normalized: string;
  /** Whether the control letter or digit matches the number. */
  isValid: boolean;
  /** The word the user put before it ('NIF', 'CIF', 'DNI', 'NIE'), when any. */
  label?: string;
}

export interface IdMention extends IdNumber, Mention {}

const SHAPES: Array<[IdType, RegExp, (normalized: string) => boolean]> = [
  ['NIE', /\b[XYZ][\s-]?\d{7}[\s-]?[A-Za-z]\b/g, validNIE],
  ['CIF', /\b[A-HJNP-SUVW][\s-]?(?:\d{2}\.\d{3}\.\d{2}\.?[0-9A-J]|\d{7}[0-9A-J])\b/g, validCIF],
  ['DNI', /\b(?:\d{7,8}|\d{1,2}\.\d{3}\.\d{3})(?:-?[A-Za-z]|\s[A-Z])\b/g, validDNI],
];
const LABEL = /\b(DNI|NIE|NIF|CIF|D\.N\.I\.|N\.I\.F\.|C\.I\.F\.)\s*(?:n\.?\s?[ºo°]\.?|num\.?|número|number|no\.)?\s*:?\s*$/i;

/** Finds DNI, NIE and company tax numbers, validating each control character (kept as written even when wrong). */
export function findIdNumbers(text: string): IdMention[] {
  const found: IdMention[] = [];
  for (const [type, pattern, isValid] of SHAPES) {
    for (const match of text.matchAll(pattern)) {
      const index = match.index;
      if (found.some((other) => index < other.end && other.index < index + match[0].length)) continue;
      const normalized = match[0].replace(/[\s.-]/g, '').toUpperCase().padStart(type === 'DNI' ? 9 : 0, '0');
      const mention: IdMention = { type, written: match[0], normalized, isValid: isValid(normalized), index, end: index + match[0].length };
      const label = LABEL.exec(text.slice(Math.max(0, index - 16), index))?.[1];
      if (label) mention.label = label.replace(/\./g, '').toUpperCase();
      found.push(mention);
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** How an id number is introduced in a document: the user's word, or the usual one for its kind. */
export function idLabel(id: IdNumber): string {
  return id.label ?? (id.type === 'CIF' ? 'NIF' : id.type);
}
