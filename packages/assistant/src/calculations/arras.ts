import type { Language } from '../types.ts';
import { formatEuros, pick, roundCents } from './format-values.ts';
import type { CalculationContext, CalculationResult } from './types.ts';

export type ArrasKindAsked = 'penitenciales' | 'confirmatorias' | 'penales';

export interface ArrasInput {
  /** The arras handed over, in euros. */
  amount: number;
  /** The kind the user names; undefined when the question does not say. */
  kind?: ArrasKindAsked;
}

function arrasNotes(kind: ArrasKindAsked | undefined, language: Language): string[] {
  if (kind === 'confirmatorias') {
    return [
      pick(
        language,
        'Con arras confirmatorias nadie puede desistir perdiéndolas o devolviéndolas dobladas: son un anticipo del precio, y ante un incumplimiento se puede exigir la venta o resolver con indemnización (art. 1124 CC).',
        'With confirmatory arras neither party may withdraw by forfeiting them or paying them back double: they are part of the price, and on a breach the other party may demand the sale or terminate with damages (art. 1124 CC).',
      ),
    ];
  }
  if (kind === 'penales') {
    return [
      pick(
        language,
        'Con arras penales la cantidad es la pena pactada por incumplir: sustituye a la indemnización salvo pacto, y no da derecho a desistir (arts. 1152 y 1153 CC).',
        'With penalty arras the amount is the agreed penalty for breach: it replaces damages unless otherwise agreed, and gives no right to withdraw (arts. 1152 and 1153 CC).',
      ),
    ];
  }
  if (kind === 'penitenciales') return [];
  return [
    pick(
      language,
      'El doble solo se debe si las arras son penitenciales; si el contrato no lo dice claramente, los tribunales las suelen tratar como confirmatorias (anticipo del precio).',
      'The double is only owed if the arras are penitential; if the contract does not say so clearly, courts tend to treat them as confirmatory (part of the price).',
    ),
  ];
}

/** What each side loses or returns when one withdraws from penitential arras (art. 1454 CC). */
export function calculateArras(input: ArrasInput, ctx: CalculationContext): CalculationResult {
  const { language } = ctx;
  const amount = roundCents(input.amount);
  const doubled = roundCents(amount * 2);
  const euros = (value: number) => formatEuros(value, language);
  const answer = pick(
    language,
    `Con arras penitenciales de ${euros(amount)}: si desiste el vendedor, debe devolver el doble, ${euros(doubled)} en total (las ${euros(amount)} recibidas más otras ${euros(amount)}); si desiste el comprador, pierde las ${euros(amount)} entregadas (art. 1454 CC).`,
    `With penitential arras of ${euros(amount)}: if the seller withdraws, he must pay back double, ${euros(doubled)} in total (the ${euros(amount)} received plus another ${euros(amount)}); if the buyer withdraws, he loses the ${euros(amount)} paid (art. 1454 CC).`,
  );
  return {
    kind: 'arras',
    language,
    answer,
    figures: { arras: amount, sellerReturns: doubled, buyerLoses: amount, penitential: input.kind === undefined ? null : input.kind === 'penitenciales' },
    steps: [
      pick(language, `Desiste el vendedor: ${euros(amount)} × 2 = ${euros(doubled)}`, `Seller withdraws: ${euros(amount)} × 2 = ${euros(doubled)}`),
      pick(language, `Desiste el comprador: pierde ${euros(amount)}`, `Buyer withdraws: loses ${euros(amount)}`),
    ],
    rule: pick(
      language,
      'Con arras penitenciales cada parte puede desistir: el comprador perdiéndolas y el vendedor devolviéndolas duplicadas (art. 1454 CC).',
      'With penitential arras either party may withdraw: the buyer by forfeiting them, the seller by paying them back double (art. 1454 CC).',
    ),
    notes: arrasNotes(input.kind, language),
    sources: [{ law: 'CC', article: '1454' }],
    rates: [],
  };
}
