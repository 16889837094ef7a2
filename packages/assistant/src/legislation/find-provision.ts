import { resolveLawId } from './laws.ts';
import { parseArticleReference } from './provision-keys.ts';
import { parseSpanishNumber } from './spanish-numbers.ts';
import type { Apartado, Provision } from './types.ts';

/** A provision found by reference, with the apartado and letter asked for when there were. */
export interface ProvisionMatch {
  provision: Provision;
  apartado?: Apartado;
  letter?: Apartado['letters'][number];
}

const indexes = new WeakMap<readonly Provision[], Map<string, Provision>>();

function indexOf(provisions: readonly Provision[]): Map<string, Provision> {
  let index = indexes.get(provisions);
  if (!index) {
    index = new Map(provisions.map((provision) => [`${provision.lawId}|${provision.article}`, provision]));
    indexes.set(provisions, index);
  }
  return index;
}

/**
 * Looks a provision up as people cite it: `findProvision(all, 'LAU', 'art. 36', '1')`,
 * `findProvision(all, 'Ley de Propiedad Horizontal', '17.12')`, `findProvision(all, 'Código Civil', 'artículo 1.454')`,
 * `findProvision(all, 'Ley 29/1994', 'DA undécima')`. The law is a short name, alias or BOE id; the article is
 * any form `parseArticleReference` reads, and may carry the apartado and letter ('9.1.b'). Undefined when the law,
 * the provision, or the apartado or letter asked for does not exist. The index over `provisions` is built once
 * per array.
 */
export function findProvision(
  provisions: readonly Provision[],
  law: string,
  article: string,
  apartado?: string,
): ProvisionMatch | undefined {
  const lawId = resolveLawId(law);
  const reference = parseArticleReference(article);
  if (!lawId || !reference) return undefined;
  const index = indexOf(provisions);
  let provision = index.get(`${lawId}|${reference.article}`);
  let letter = reference.letter;
  // 'artículo 398.a' of the Reglamento Hipotecario is an article of its own, not letter a of article 398.
  const lettered = letter && reference.apartado === undefined && apartado === undefined && index.get(`${lawId}|${reference.article} ${letter}`);
  if (lettered) {
    provision = lettered;
    letter = undefined;
  }
  if (!provision) return undefined;
  const wanted = apartado === undefined ? reference.apartado : normalizeApartadoNumber(apartado);
  if (wanted === undefined && !letter) return { provision };
  const found = provision.apartados.find((candidate) => candidate.number === (wanted ?? ''));
  if (!found) return undefined;
  if (!letter) return { provision, apartado: found };
  const foundLetter = found.letters.find((candidate) => candidate.letter === letter);
  return foundLetter ? { provision, apartado: found, letter: foundLetter } : undefined;
}

/** '3bis' → '3 bis', 'Uno' → '1', '12' → '12'; undefined when not an apartado number. */
function normalizeApartadoNumber(text: string): string | undefined {
  const trimmed = text.trim().toLowerCase();
  const digits = /^(\d+)\s*(bis|ter|quater|quinquies|sexies|septies)?\.?$/.exec(trimmed);
  if (digits) return digits[2] ? `${Number(digits[1])} ${digits[2]}` : String(Number(digits[1]));
  return trimmed === '' ? '' : parseSpanishNumber(trimmed)?.toString();
}
