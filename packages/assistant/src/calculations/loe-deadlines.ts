import type { Language } from '../types.ts';
import { addYearsIso, formatDate, pick } from './format-values.ts';
import type { CalculationContext, CalculationResult } from './types.ts';

export type DefectKind = 'finishing' | 'habitability' | 'structural';

export interface LoeDeadlinesInput {
  /** Date of the reception of the works (without reservations, or when they were remedied). */
  reception: string;
  /** When the damage appeared, to compute the two years to claim. */
  damage?: string;
  /** The last day it may have appeared, when only its month or year is known ('en 2024'). */
  damageLatest?: string;
  defect?: DefectKind;
}

const GUARANTEES: { kind: DefectKind; years: number; label: { es: string; en: string } }[] = [
  { kind: 'finishing', years: 1, label: { es: 'acabados (responde el constructor)', en: 'finishing (the builder answers)' } },
  { kind: 'habitability', years: 3, label: { es: 'habitabilidad (instalaciones y elementos constructivos)', en: 'habitability (installations and building elements)' } },
  { kind: 'structural', years: 10, label: { es: 'estructura (cimentación, vigas, forjados, muros de carga…)', en: 'structure (foundations, beams, slabs, load-bearing walls…)' } },
];

/** The two years to claim from the damage (art. 18.1) and whether the damage fell within its guarantee. */
function damageAnswer(input: LoeDeadlinesInput & { damage: string }, figures: CalculationResult['figures'], steps: string[], language: Language, today: string): string {
  const chosen = GUARANTEES.find((g) => g.kind === input.defect);
  const claimBy = addYearsIso(input.damage, 2);
  figures.claimBy = claimBy;
  const covered = chosen ? input.damage <= addYearsIso(input.reception, chosen.years) : undefined;
  figures.covered = covered ?? null;
  steps.push(
    pick(
      language,
      `Daño aparecido el ${formatDate(input.damage, language)}: la acción prescribe a los 2 años → reclama antes del ${formatDate(claimBy, language)}.`,
      `Damage appeared on ${formatDate(input.damage, language)}: the claim is time-barred after 2 years → claim before ${formatDate(claimBy, language)}.`,
    ),
  );
  if (covered === false) {
    return pick(language, `Ese daño (${chosen!.label.es}) apareció fuera del plazo de garantía de ${chosen!.years} año${chosen!.years === 1 ? '' : 's'}, así que la LOE no lo cubre.`, `That damage (${chosen!.label.en}) appeared outside the ${chosen!.years}-year guarantee period, so the LOE does not cover it.`);
  }
  // Two years gone since the damage appeared: the LOE claim is time-barred unless a claim interrupted it; the
  // contract's own actions remain (art. 18.1 LOE, 'sin perjuicio de las acciones… por incumplimiento contractual').
  // Known only to the month or year, the damage may have appeared on the period's last day: over only if over from then.
  if (addYearsIso(input.damageLatest ?? input.damage, 2) < today) {
    return pick(
      language,
      `El plazo de la LOE para reclamar por ese daño terminó el ${formatDate(claimBy, language)} (2 años desde que apareció), salvo que una reclamación lo interrumpiera; quedan las acciones por incumplimiento del contrato frente al vendedor.`,
      `The LOE's time to claim for that damage ended on ${formatDate(claimBy, language)} (2 years from when it appeared), unless a claim interrupted it; actions for breach of contract against the seller remain.`,
    );
  }
  return pick(language, `Tienes hasta el ${formatDate(claimBy, language)} para reclamar (2 años desde que apareció el daño).`, `You have until ${formatDate(claimBy, language)} to claim (2 years from when the damage appeared).`);
}

/** LOE guarantee periods from the reception of the works (art. 17) and the two years to claim (art. 18). */
export function calculateLoeDeadlines(input: LoeDeadlinesInput, ctx: CalculationContext): CalculationResult {
  const { language, today } = ctx;
  const lang = language === 'SPANISH' ? 'es' : 'en';
  const figures: CalculationResult['figures'] = { reception: input.reception };
  const steps = GUARANTEES.map((g) => {
    const end = addYearsIso(input.reception, g.years);
    figures[`${g.kind}Until`] = end;
    const running = today <= end;
    return pick(
      language,
      `${g.years} año${g.years === 1 ? '' : 's'} — ${g.label.es}: hasta el ${formatDate(end, language)}${running ? ' (en plazo)' : ' (vencido)'}.`,
      `${g.years} year${g.years === 1 ? '' : 's'} — ${g.label.en}: until ${formatDate(end, language)}${running ? ' (running)' : ' (expired)'}.`,
    );
  });
  const notes: string[] = [];
  let answer: string;
  const chosen = GUARANTEES.find((g) => g.kind === input.defect);
  if (input.damage) {
    answer = damageAnswer({ ...input, damage: input.damage }, figures, steps, language, today);
  } else {
    const target = chosen ?? GUARANTEES[2]!;
    answer = pick(
      language,
      `Desde la recepción de la obra (${formatDate(input.reception, language)}): acabados hasta el ${formatDate(String(figures.finishingUntil), language)}, habitabilidad hasta el ${formatDate(String(figures.habitabilityUntil), language)} y estructura hasta el ${formatDate(String(figures.structuralUntil), language)}${chosen ? ` (tu caso: ${target.label.es})` : ''}.`,
      `From the reception of the works (${formatDate(input.reception, language)}): finishing until ${formatDate(String(figures.finishingUntil), language)}, habitability until ${formatDate(String(figures.habitabilityUntil), language)} and structure until ${formatDate(String(figures.structuralUntil), language)}${chosen ? ` (your case: ${target.label.en})` : ''}.`,
    );
    notes.push(pick(language, 'Cuando aparezca el daño, tienes 2 años desde ese momento para reclamar (art. 18.1 LOE).', 'Once damage appears, you have 2 years from then to claim (art. 18.1 LOE).'));
  }
  notes.push(
    pick(
      language,
      'Los plazos corren desde la recepción de la obra sin reservas (o desde que se subsanaron), no desde tu compra; además caben las acciones del contrato de compraventa contra el vendedor (art. 17.9).',
      'The periods run from the reception of the works without reservations (or from when they were remedied), not from your purchase; contractual claims against the seller also remain (art. 17.9).',
    ),
  );
  if (chosen) notes.unshift(pick(language, `Tu defecto: ${chosen.label.es}.`, `Your defect: ${chosen.label[lang]}.`));
  return {
    kind: 'loe-deadlines',
    language,
    answer,
    figures,
    steps,
    rule: pick(
      language,
      'Los agentes de la edificación responden, desde la recepción de la obra, 10 años de los daños estructurales, 3 años de los de habitabilidad y el constructor 1 año de los de acabado (art. 17.1 LOE); la acción prescribe a los 2 años de producirse el daño (art. 18.1).',
      'Building agents are liable, from the reception of the works, for 10 years for structural damage, 3 years for habitability damage, and the builder for 1 year for finishing defects (art. 17.1 LOE); the claim is time-barred 2 years after the damage occurs (art. 18.1).',
    ),
    notes,
    sources: [
      { law: 'LOE', article: '17' },
      { law: 'LOE', article: '18' },
    ],
    rates: [],
  };
}
