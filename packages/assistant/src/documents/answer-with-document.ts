import { uniqueCitations, type CitationResolver } from '../compose/citations.ts';
import { withNotice } from '../compose/notice.ts';
import { detectLanguage } from '../language/detect-language.ts';
import { streamText } from '../providers/stream-text.ts';
import type { Answer, AnswerRequest, Language } from '../types.ts';
import type { DocumentKind } from './document-request.ts';
import { draftDocument } from './draft-document.ts';

/**
 * The language of a drafting request, judged on its common words: the names of people, streets and towns it
 * carries ('Calle Alcalá', 'José') do not make an English request Spanish.
 */
export function detectRequestLanguage(question: string): Language {
  return detectLanguage(question.replace(/\p{Lu}[\p{L}\p{N}'’.-]*/gu, ' '));
}

/**
 * The answer to a drafting request: the document, a reply listing what was filled and what is left, and its
 * sources as citations verified by `resolver`.
 */
export async function answerWithDocument(kind: DocumentKind, request: AnswerRequest, resolver: CitationResolver): Promise<Answer> {
  const language = request.language ?? detectRequestLanguage(request.question);
  const drafted = await draftDocument(kind, request.question, language);
  const text = withNotice(drafted.text, language);
  await streamText(text, request.onDelta, request.signal);
  const answer: Answer = {
    text,
    language,
    citations: uniqueCitations(drafted.sources.flatMap((source) => resolver.cite(source, `document ${kind}`) ?? [])),
    relatedQuestions: [],
    documents: [drafted.document],
    grounded: true,
  };
  if (drafted.englishText) answer.englishText = withNotice(drafted.englishText, 'ENGLISH');
  return answer;
}
