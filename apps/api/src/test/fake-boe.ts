import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One article of a law written by a test. */
export interface FixtureArticle {
  /** '1', '2 bis'. */
  number: string;
  heading: string;
  paragraphs: string[];
}

export interface FixtureLaw {
  lawId: string;
  /** YYYYMMDD: the date the text is in force from (its version date). */
  date: string;
  articles: FixtureArticle[];
}

/** `count` numbered articles of a few apartados each, for loads of a realistic size. */
export function manyArticles(count: number, words = 'El arrendatario podrá ceder el contrato con el consentimiento escrito del arrendador'): FixtureArticle[] {
  return Array.from({ length: count }, (_, index) => ({
    number: String(index + 1),
    heading: `Disposición de prueba ${index + 1}.`,
    paragraphs: [`1. ${words} (${index + 1}).`, `2. Se aplicará lo previsto en el apartado anterior.`],
  }));
}

/** A law in the shape of the BOE's `/legislacion-consolidada/id/{id}/texto` answer; the wording is the test's. */
export function boeTextXml(law: FixtureLaw): string {
  const blocks = law.articles.map((article) => {
    const id = `a${article.number.replace(/\s+/g, '')}`;
    const paragraphs = article.paragraphs.map((text) => `        <p class="parrafo">${text}</p>`).join('\n');
    return `    <bloque id="${id}" tipo="precepto" titulo="Art&#237;culo ${article.number}">
      <version id_norma="${law.lawId}" fecha_publicacion="${law.date}" fecha_vigencia="${law.date}">
        <p class="articulo">Artículo ${article.number}. ${article.heading}</p>
${paragraphs}
      </version>
    </bloque>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<response>
  <status><code>200</code><text>ok</text></status>
  <data>
  <texto>
${blocks.join('\n')}
  </texto>
  </data>
</response>
`;
}

/** The same law as a legalize-es Markdown file (`../shared/legislation/README.md`). */
export function legalizeMarkdown(law: FixtureLaw): string {
  const date = `${law.date.slice(0, 4)}-${law.date.slice(4, 6)}-${law.date.slice(6)}`;
  const articles = law.articles.map((article) => `##### Artículo ${article.number}. ${article.heading}\n\n${article.paragraphs.join('\n\n')}\n`);
  return `---\ntitle: "Ley de prueba"\nidentifier: "${law.lawId}"\nrank: "ley"\nlast_updated: "${date}"\n---\n\n# Ley de prueba\n\n${articles.join('\n')}`;
}

export interface FakeBoe {
  /** Base URL as BOE_API_URL takes it: `http://127.0.0.1:{port}/datosabiertos/api`. */
  baseUrl: string;
  /** What `/id/{id}/texto` serves, by BOE id; an id not here answers 404. */
  texts: Map<string, string>;
  /** What the list of updated norms answers, whatever the window. */
  updated: string[];
  /** Every request's path and query, in order. */
  requests: string[];
  /** Answers every request with this status instead (an outage). */
  failWith?: number;
  close(): Promise<void>;
}

const PREFIX = '/datosabiertos/api/legislacion-consolidada';

/** A local HTTP server speaking the BOE consolidated-legislation API's format (`../shared/assistant/BOE-FORMAT.md`). */
export async function startFakeBoe(): Promise<FakeBoe> {
  const boe: Omit<FakeBoe, 'baseUrl' | 'close'> = { texts: new Map(), updated: [], requests: [] };
  const answer = (request: IncomingMessage): { status: number; type: string; body: string } => {
    const url = new URL(request.url ?? '/', 'http://boe.test');
    if (boe.failWith) return { status: boe.failWith, type: 'application/json', body: '{}' };
    const text = new RegExp(`^${PREFIX}/id/([^/]+)/texto$`).exec(url.pathname);
    if (text && request.headers.accept === 'application/xml') {
      const xml = boe.texts.get(decodeURIComponent(text[1] ?? ''));
      return xml ? { status: 200, type: 'application/xml', body: xml } : { status: 404, type: 'application/xml', body: '<response/>' };
    }
    if (url.pathname === PREFIX && /^\d{8}$/.test(url.searchParams.get('from') ?? '') && /^\d{8}$/.test(url.searchParams.get('to') ?? '')) {
      const data = boe.updated.map((id) => ({ fecha_actualizacion: '20260101T080000Z', identificador: id, rango: { codigo: '1300', texto: 'Ley' } }));
      return { status: 200, type: 'application/json', body: JSON.stringify({ status: { code: '200', text: 'ok' }, data }) };
    }
    return { status: 400, type: 'application/json', body: '{"status":{"code":"400"}}' };
  };
  const server = createServer((request, response) => {
    boe.requests.push(request.url ?? '');
    const { status, type, body } = answer(request);
    response.writeHead(status, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(boe, {
    baseUrl: `http://127.0.0.1:${port}/datosabiertos/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
