import { formatEuros, pick, roundCents } from './format-values.ts';
import type { CalculationContext, CalculationResult } from './types.ts';

export interface ReserveFundInput {
  /** The community's last ordinary budget, in euros a year. */
  budget: number;
}

/** The minimum reserve fund of a community of owners: 10 % of its last ordinary budget (art. 9.1.f LPH). */
export function calculateReserveFund(input: ReserveFundInput, ctx: CalculationContext): CalculationResult {
  const { language } = ctx;
  const minimum = roundCents(input.budget * 0.1);
  const budget = formatEuros(input.budget, language);
  return {
    kind: 'reserve-fund',
    language,
    answer: pick(
      language,
      `El fondo de reserva debe tener como mínimo el 10 % del último presupuesto ordinario: con ${budget}, al menos ${formatEuros(minimum, language)} (art. 9.1.f LPH).`,
      `The reserve fund must hold at least 10 % of the last ordinary budget: with ${budget}, at least ${formatEuros(minimum, language)} (art. 9.1.f LPH).`,
    ),
    figures: { budget: input.budget, minimumFund: minimum },
    steps: [pick(language, `${budget} × 10 % = ${formatEuros(minimum, language)}`, `${budget} × 10 % = ${formatEuros(minimum, language)}`)],
    rule: pick(
      language,
      'Cada comunidad dota un fondo de reserva, según la cuota de cada propietario, de al menos el 10 % de su último presupuesto ordinario, para obras de conservación, reparación, rehabilitación y accesibilidad (art. 9.1.f LPH).',
      'Every community funds a reserve, in proportion to each owner’s quota, of at least 10 % of its last ordinary budget, for conservation, repair, refurbishment and accessibility works (art. 9.1.f LPH).',
    ),
    notes: [
      pick(
        language,
        'Con cargo al fondo pueden contratarse el seguro del edificio y el contrato de mantenimiento (art. 9.1.f LPH).',
        'The building’s insurance and maintenance contract may be paid from the fund (art. 9.1.f LPH).',
      ),
    ],
    sources: [{ law: 'LPH', article: '9', apartado: '1' }],
    rates: [],
  };
}
