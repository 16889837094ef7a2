import { AlignmentType, Document, HeadingLevel, Paragraph, TextRun } from 'docx';
import type { Language } from '../../types.ts';

/** A datum of the document: filled with what the request gave, or a visible, named blank. */
export interface Field {
  label: string;
  value?: string;
}

export type Piece = string | Field;

type Block = { style: 'title' | 'heading' | 'paragraph' | 'item' | 'note'; pieces: Piece[] };

/**
 * Writes a document in one language and keeps the record the reply needs: every blank left (by name),
 * every datum filled, the choices made and the warnings about the request.
 */
export class DraftWriter {
  private readonly blocks: Block[] = [];
  /** Names of the blanks left, in the order they appear, each once. */
  readonly blanks: string[] = [];
  /** Blanks to fill only when they apply ('número de registro, si se anuncia en plataformas'). */
  readonly optionalBlanks: string[] = [];
  /** The data filled from the request: [label, value]. */
  readonly filled: Array<[string, string]> = [];
  /** The key choices made while drafting (kind of arras, term, deposit), said in the reply. */
  readonly choices: string[] = [];
  /** What the user should check (an id whose control letter is wrong, a term below the legal minimum). */
  readonly warnings: string[] = [];

  constructor(readonly language: Language) {}

  /** The text in the document's language. */
  t(spanish: string, english: string): string {
    return this.language === 'SPANISH' ? spanish : english;
  }

  /** A datum: its value when known; otherwise a blank named by its label, listed in the reply. */
  field(spanish: string, english: string, value?: string, options: { optional?: boolean } = {}): Field {
    const label = this.t(spanish, english);
    if (value !== undefined && value !== '') {
      if (!this.filled.some(([known]) => known === label)) this.filled.push([label, value]);
      return { label, value };
    }
    const list = options.optional ? this.optionalBlanks : this.blanks;
    if (!list.includes(label)) list.push(label);
    return { label };
  }

  choose(spanish: string, english: string): void {
    this.choices.push(this.t(spanish, english));
  }

  warn(spanish: string, english: string): void {
    this.warnings.push(this.t(spanish, english));
  }

  title(spanish: string, english: string): void {
    this.blocks.push({ style: 'title', pieces: [this.t(spanish, english)] });
  }

  heading(spanish: string, english: string): void {
    this.blocks.push({ style: 'heading', pieces: [this.t(spanish, english)] });
  }

  paragraph(...pieces: Piece[]): void {
    this.blocks.push({ style: 'paragraph', pieces });
  }

  item(...pieces: Piece[]): void {
    this.blocks.push({ style: 'item', pieces });
  }

  note(spanish: string, english: string): void {
    this.blocks.push({ style: 'note', pieces: [this.t(spanish, english)] });
  }

  /** The document as .docx paragraphs: values in bold, blanks as '[label]' highlighted in yellow. */
  toDocument(title: string): Document {
    return new Document({
      creator: 'MIKE',
      title,
      styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
      sections: [{ children: this.blocks.map(renderBlock) }],
    });
  }

  /** The plain text of the document, as a reader would see it (for the tests and the reply). */
  toText(): string {
    return this.blocks.map((block) => block.pieces.map(pieceText).join('')).join('\n');
  }
}

function pieceText(piece: Piece): string {
  return typeof piece === 'string' ? piece : (piece.value ?? `[${piece.label}]`);
}

function renderRun(piece: Piece, extra: { italics?: boolean; size?: number } = {}): TextRun {
  if (typeof piece === 'string') return new TextRun({ text: piece, ...extra });
  if (piece.value !== undefined) return new TextRun({ text: piece.value, bold: true, ...extra });
  return new TextRun({ text: `[${piece.label}]`, highlight: 'yellow', ...extra });
}

function renderBlock(block: Block): Paragraph {
  switch (block.style) {
    case 'title':
      return new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: block.pieces.map((piece) => renderRun(piece)) });
    case 'heading':
      return new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 120 }, children: block.pieces.map((piece) => renderRun(piece)) });
    case 'item':
      return new Paragraph({ bullet: { level: 0 }, spacing: { after: 80 }, children: block.pieces.map((piece) => renderRun(piece)) });
    case 'note':
      return new Paragraph({ spacing: { before: 240 }, children: block.pieces.map((piece) => renderRun(piece, { italics: true, size: 18 })) });
    default:
      return new Paragraph({ spacing: { after: 160 }, alignment: AlignmentType.JUSTIFIED, children: block.pieces.map((piece) => renderRun(piece)) });
  }
}
