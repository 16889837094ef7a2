import { foldAligned } from './fold-aligned.ts';
import { parseLocaleNumber, scaleOf } from './numbers.ts';
import type { AmountFact, AmountRole, PercentFact, PercentRole } from './types.ts';

const NUMBER = '\\d[\\d.,]*\\d|\\d';
const SCALE = '(k|mil|millones|millón|millon|million|millions|m)\\b';
const CURRENCY = '(?:€|euros?\\b|eur\\b)';
const AMOUNT = new RegExp(`(${CURRENCY}\\s?)?(${NUMBER})(?:\\s?${SCALE})?(\\s?${CURRENCY})?`, 'gi');
const MONTHLY_AFTER = /^\s*(?:€|euros?)?\s*(?:al mes|mensuales|mensual|\/\s?mes|a month|per month|monthly|pcm|de alquiler|de renta|rent)\b/i;

/**
 * A role and the words that announce it. The nearest strong cue after the previous amount wins; weak cues
 * ('por', 'for') only decide when no strong one is there ('compré en 2015 por 150.000' is an acquisition).
 */
interface Cue<R extends string> {
  role: R;
  cue: RegExp;
  weak?: boolean;
}

const AMOUNT_CUES: Cue<AmountRole>[] = [
  { role: 'deposit', cue: /\b(fianza|deposit|garantia|guarantee)/g },
  { role: 'referenceValue', cue: /\b(valor de referencia|reference value)/g },
  { role: 'cadastralLand', cue: /\b(suelo|terreno|land)\b/g },
  { role: 'cadastralTotal', cue: /\b(valor catastral|catastral|cadastral)/g },
  { role: 'loanOutstanding', cue: /\b(pendiente|me quedan|quedan|outstanding|owe on|left on|balance)/g },
  { role: 'repaidCapital', cue: /\b(amortiz\w*|repay\w*|pay off|paying off|pay back|adelant\w*|anticip\w*|cancel\w*)/g },
  { role: 'communityFee', cue: /\b(cuota de comunidad|gastos de comunidad|cuota mensual de comunidad|community fees?|service charge)/g },
  { role: 'salePrice', cue: /\b(vend\w*|venta|sell\w*|sold|sale)\b/g },
  { role: 'acquisitionPrice', cue: /\b(compre|compramos en|adquiri\w*|heredad\w*|hered\w*|bought|acquired|inherited|paid|pague|me costo)\b/g },
  { role: 'price', cue: /\b(compro|comprar|compra|precio|vale|cuesta|valorad\w*|buying|buy|purchase|price|worth)\b/g },
  { role: 'rent', cue: /\b(alquiler|alquilo|renta|rent|rental)\b/g },
  { role: 'price', cue: /\b(for|por|costs?|on)\b/g, weak: true },
  { role: 'rent', cue: /\b(pago|pagamos|pays?)\b/g, weak: true },
];

function nearestCue<R extends string>(before: string, cues: Cue<R>[]): R | undefined {
  let best: { role: R; end: number; weak: boolean } | undefined;
  for (const { role, cue, weak = false } of cues) {
    for (const match of before.matchAll(cue)) {
      const end = match.index + match[0].length;
      const better = !best || (best.weak && !weak) || (best.weak === weak && end > best.end);
      if (better) best = { role, end, weak };
    }
  }
  return best?.role;
}

function amountRole(folded: string, start: number, end: number, windowStart: number): AmountRole {
  if (MONTHLY_AFTER.test(folded.slice(end, end + 30))) {
    const before = folded.slice(Math.max(windowStart, start - 25), start);
    // 'una fianza de 900 € al mes' is still a deposit; 'cuota de comunidad de 80 € al mes' a fee.
    const close = nearestCue(before, AMOUNT_CUES);
    return close === 'deposit' || close === 'communityFee' ? close : 'rent';
  }
  return nearestCue(folded.slice(Math.max(windowStart, start - 60), start), AMOUNT_CUES) ?? 'unknown';
}

/** Euro amounts with what they are (price, rent, deposit…), in the order written. */
export function extractAmounts(text: string): AmountFact[] {
  const folded = foldAligned(text);
  const amounts: AmountFact[] = [];
  let windowStart = 0;
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, prefix, digits, scaleWord, suffix] = match;
    const next = text.slice(match.index + whole.length, match.index + whole.length + 12);
    if (/^\s*(%|por ciento|percent)/i.test(next)) continue;
    const value = parseLocaleNumber(digits!);
    if (value === undefined) continue;
    const scale = scaleOf(scaleWord);
    const hasCurrency = Boolean(prefix || suffix);
    const grouped = /\d[.,]\d{3}(?!\d)/.test(digits!);
    const monthly = MONTHLY_AFTER.test(folded.slice(match.index + whole.length, match.index + whole.length + 30));
    // A bare number is an amount only when it looks like one: '250.000', '250k', '1.200 al mes'.
    if (!hasCurrency && scale === 1 && !grouped && !monthly) continue;
    // 'm' alone is only millions next to a currency ('2 m €'); otherwise it is metres.
    if (scaleWord?.toLowerCase() === 'm' && !hasCurrency) continue;
    const start = match.index;
    const end = start + whole.length;
    amounts.push({ value: value * scale, role: amountRole(folded, start, end, windowStart), index: start, text: whole.trim() });
    windowStart = end;
  }
  return amounts;
}

const PERCENT = new RegExp(`(${NUMBER})\\s?(?:%|por ciento|percent\\b|per cent\\b)`, 'gi');
const PERCENT_CUES: Cue<PercentRole>[] = [
  { role: 'quota', cue: /\b(cuotas?|coeficiente|participacion|quotas?|shares?)\b/g },
  { role: 'cap', cue: /\b(irav|indice de referencia|reference index)\b/g },
  { role: 'index', cue: /\b(ipc|igc|indice|index|cpi|inflacion|inflation|subida|increase)\b/g },
  { role: 'municipalRate', cue: /\b(tipo|gravamen|ayuntamiento|municipal|rate)\b/g },
  { role: 'landShare', cue: /\b(suelo|land)\b/g },
];

/** Percentages ('cuota del 4,5 %', 'IPC del 3 %', 'tipo municipal 29 %') with what they are. */
export function extractPercents(text: string): PercentFact[] {
  const folded = foldAligned(text);
  const percents: PercentFact[] = [];
  for (const match of text.matchAll(PERCENT)) {
    const value = parseLocaleNumber(match[1]!);
    if (value === undefined) continue;
    const start = match.index;
    const after = folded.slice(start + match[0].length, start + match[0].length + 30);
    const before = folded.slice(Math.max(0, start - 40), start);
    const afterRole: PercentRole | undefined = /^\s*(de (las )?cuotas|de participacion|of (the )?quotas|of the shares)/.test(after)
      ? 'quota'
      : undefined;
    const role = afterRole ?? nearestCue(before, PERCENT_CUES) ?? 'unknown';
    percents.push({ value, role, index: start, text: match[0] });
  }
  return percents;
}
