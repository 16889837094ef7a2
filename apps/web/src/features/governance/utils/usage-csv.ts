import type { UsageResponse } from '@mike/contracts';

/** One CSV field: quoted when it holds a separator, a quote or a line break; a leading =+-@ is neutralised. */
export function csvField(value: string | number): string {
  let text = String(value);
  // A spreadsheet would run a cell starting with these as a formula (CSV injection).
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",;\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const row = (fields: (string | number)[]) => fields.map(csvField).join(',');

/**
 * The usage of a period as CSV: one row per member, then one per day. `headers` are the screen's column
 * names (Spanish, from the locale file), `rolLabel` turns a rol into its label.
 */
export function usageToCsv(usage: UsageResponse, headers: { members: string[]; days: string[] }, rolLabel: (rol: string) => string): string {
  const lines = [row(headers.members)];
  for (const member of usage.members) {
    lines.push(
      row([member.name, rolLabel(member.rol), member.questions, member.conversations, member.documents, member.thumbsUp, member.thumbsDown, member.lastActivity ?? '']),
    );
  }
  lines.push('', row(headers.days));
  for (const day of usage.days) lines.push(row([day.date, day.questions, day.conversations, day.documents]));
  return `${lines.join('\r\n')}\r\n`;
}
