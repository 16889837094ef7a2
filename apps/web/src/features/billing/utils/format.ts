const euroFormat = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const wholeEuroFormat = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** Euros as a Spanish reader expects them: '60,00 €' (es-ES currency format). */
export function formatEuros(amount: number): string {
  return euroFormat.format(amount);
}

/** A list price in whole euros ('20 €'); anything with cents keeps them. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? wholeEuroFormat.format(amount) : euroFormat.format(amount);
}

/** A date as dd/mm/yyyy, in the reader's time zone. */
export function formatDate(date: Date | string): string {
  return dateFormat.format(typeof date === 'string' ? new Date(date) : date);
}
