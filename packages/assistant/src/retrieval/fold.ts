/** Lower-cases and removes accents (NFD, combining marks dropped): 'Años' → 'anos'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Splits folded text into word and number tokens. */
export function tokenizeFolded(folded: string): string[] {
  return folded.match(/[a-z0-9]+/g) ?? [];
}
