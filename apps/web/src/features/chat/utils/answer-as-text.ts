import type { Message } from '@mike/contracts';

/** Markdown marks that mean nothing in plain text: emphasis, headings, quotes, inline code. */
function stripMarkdown(text: string): string {
  return text
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^>\s?/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^*\w])[*_]([^*_\n]+)[*_](?=[^*\w]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)');
}

/**
 * An answer as plain text for the clipboard (issue 14): its text without markdown marks, then its sources, one a
 * line with their BOE address. `sourcesLabel` is the localised heading ('Fuentes').
 */
export function answerAsText(message: Message, sourcesLabel: string): string {
  const parts = [stripMarkdown(message.text ?? '').trim()];
  if (message.documentName) parts.push(message.documentName);
  const citations = message.citations ?? [];
  if (citations.length > 0) parts.push(`${sourcesLabel}:\n${citations.map((citation) => `- ${citation.label}: ${citation.url}`).join('\n')}`);
  return parts.filter((part) => part !== '').join('\n\n');
}
