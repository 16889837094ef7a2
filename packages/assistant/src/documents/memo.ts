import { Packer } from 'docx';
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { NOTICE } from '../compose/notice.ts';
import type { Language } from '../types.ts';
import { slug } from './file-name.ts';
import { formatDate } from './format.ts';
import { DraftWriter, type Piece } from './templates/writer.ts';

/** One question of the conversation and what MIKE answered. */
export interface MemoTurn {
  question: string;
  /** The answer's markdown, as stored (its notice line is written once, at the end of the memo). */
  answer?: string;
  /** The drafted document the answer came with. */
  documentName?: string;
  /** The verified sources of the answer, with their address at the BOE. */
  sources: ReadonlyArray<{ label: string; url: string }>;
}

export interface ConversationMemoInput {
  title: string;
  /** The day the memo is made. */
  date: Date;
  language: Language;
  member: { name: string; email: string };
  turns: readonly MemoTurn[];
}

/** Bold text: the writer shows a filled datum's value in bold, which is all a `**strong**` run needs. */
const strong = (text: string): Piece => ({ label: text, value: text });

function phrasing(nodes: readonly PhrasingContent[], bold = false): Piece[] {
  return nodes.flatMap((node): Piece[] => {
    if (node.type === 'strong') return phrasing(node.children, true);
    if (node.type === 'emphasis' || node.type === 'delete') return phrasing(node.children, bold);
    if (node.type === 'link') return [...phrasing(node.children, bold), ` (${node.url})`];
    if (node.type === 'break') return [' '];
    const text = toString(node);
    if (text === '') return [];
    return [bold ? strong(text) : text];
  });
}

/** An answer's markdown as the memo's paragraphs, list items and headings: no markdown marks left. */
function writeMarkdown(w: DraftWriter, nodes: readonly (RootContent | Nodes)[], inList = false): void {
  for (const node of nodes) {
    if (node.type === 'paragraph') {
      const pieces = phrasing(node.children);
      if (inList) w.item(...pieces);
      else w.paragraph(...pieces);
    } else if (node.type === 'heading') {
      w.paragraph(strong(toString(node)));
    } else if (node.type === 'list' || node.type === 'listItem') {
      writeMarkdown(w, node.children, true);
    } else if (node.type === 'blockquote') {
      writeMarkdown(w, node.children, inList);
    } else if (node.type === 'code') {
      w.paragraph(node.value);
    }
  }
}

/** The answer without the notice line it carries: the memo says it once, at its end. */
function withoutNotice(answer: string): string {
  return Object.values(NOTICE).reduce((text, notice) => text.replace(notice, ''), answer).trim();
}

/** The notice as plain text ('_…_' is markdown emphasis). */
export function noticeText(language: Language): string {
  return toString(fromMarkdown(NOTICE[language]));
}

function writeTurn(w: DraftWriter, turn: MemoTurn, index: number): void {
  w.heading(`Consulta ${index + 1}`, `Question ${index + 1}`);
  w.paragraph(strong(turn.question));
  if (turn.answer) writeMarkdown(w, fromMarkdown(withoutNotice(turn.answer)).children);
  if (turn.documentName) w.paragraph(w.t('Documento redactado: ', 'Drafted document: '), turn.documentName);
  if (turn.sources.length === 0) return;
  w.paragraph(strong(w.t('Fuentes', 'Sources')));
  for (const source of turn.sources) w.item(`${source.label}: ${source.url}`);
}

/** 'consulta-fianza-de-un-alquiler.docx': the title in safe ASCII (a–z, digits, hyphens), at most 80 characters. */
export function memoFileName(title: string, language: Language): string {
  const base = slug(title).slice(0, 75).replace(/-+$/, '');
  return `${base || (language === 'SPANISH' ? 'consulta' : 'conversation')}.docx`;
}

/**
 * A conversation as a .docx memo (issue 14): its title, the date, the member, each question with its answer
 * (markdown rendered as paragraphs, lists and bold), the answer's sources with their BOE address, and the notice.
 */
export async function conversationMemo(input: ConversationMemoInput): Promise<{ fileName: string; content: Uint8Array }> {
  const w = new DraftWriter(input.language);
  w.title(input.title, input.title);
  const date = formatDate(input.date.toISOString().slice(0, 10), input.language);
  w.paragraph(w.t('Fecha: ', 'Date: '), date);
  const member = input.member.name ? `${input.member.name} (${input.member.email})` : input.member.email;
  w.paragraph(w.t('Consultado por: ', 'Asked by: '), member);
  input.turns.forEach((turn, index) => writeTurn(w, turn, index));
  w.note(noticeText('SPANISH'), noticeText('ENGLISH'));
  const fileName = memoFileName(input.title, input.language);
  const buffer = await Packer.toBuffer(w.toDocument(input.title));
  return { fileName, content: new Uint8Array(buffer) };
}
