import { LegislationArticleResponseSchema, type Citation } from '@mike/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildConversation, buildMessage, buildReply } from '../../../test/chat-fixtures.ts';
import { buildBusiness } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

const FIANZA_URL = 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36';
const citation: Citation = { label: 'Art. 36.1 LAU', lawId: 'BOE-A-1994-26003', article: '36', apartado: '1', url: FIANZA_URL, versionDate: '2023-05-25' };

// Contract-shaped: the API's answer for art. 36 LAU, checked with its schema.
const fianza = LegislationArticleResponseSchema.parse({
  provision: {
    lawId: 'BOE-A-1994-26003',
    law: 'LAU',
    article: '36',
    number: '36',
    kind: 'article',
    heading: 'Fianza.',
    text: '1. A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico…\n2. Durante los cinco primeros años…',
    apartados: [
      { number: '1', text: 'A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico…' },
      { number: '2', text: 'Durante los cinco primeros años de duración del contrato, la fianza no estará sujeta a actualización.' },
    ],
    versionDate: '2023-05-25',
    url: FIANZA_URL,
  },
});

const question = buildMessage({ text: '¿Qué fianza hay que pagar?' });
const chat = buildConversation({
  messages: [question, buildReply(question, { text: 'La fianza es de una mensualidad de renta.', citations: [citation] })],
});

function serveChat(article: () => Response) {
  const requests: string[] = [];
  server.use(
    http.get(api('/business/get'), () => HttpResponse.json({ business: buildBusiness() })),
    http.get(api('/conversations/get-all'), () => HttpResponse.json({ conversations: [chat], traceId: 't' })),
    http.get(api('/conversations/:id'), () => HttpResponse.json({ chat })),
    http.get(api('/legislation/:lawId/articles/:article'), ({ request }) => {
      requests.push(new URL(request.url).pathname);
      return article();
    }),
  );
  return requests;
}

async function openChip(user: ReturnType<typeof renderApp>['user']) {
  const sources = await screen.findByRole('list', { name: 'Fuentes' });
  const chip = within(sources).getByRole('button', { name: 'Art. 36.1 LAU' });
  await user.click(chip);
  return { chip, dialog: await screen.findByRole('dialog', { name: 'Art. 36.1 LAU' }) };
}

beforeEach(() => {
  localStorage.clear();
});

describe('source chips of a bot answer', () => {
  it('open the cited provision: its text with the cited apartado highlighted, its date, the BOE as source and a link to it', async () => {
    const requests = serveChat(() => HttpResponse.json(fianza));
    const { user } = renderApp(`/historical?id=${chat.id}`, { loggedIn: true });

    const { dialog } = await openChip(user);

    expect(await within(dialog).findByRole('heading', { name: 'Artículo 36. Fianza' })).toBeInTheDocument();
    expect(requests).toEqual(['/api/legislation/BOE-A-1994-26003/articles/36']);
    const cited = within(dialog).getByText('1. A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico…');
    expect(cited.tagName).toBe('MARK');
    expect(within(dialog).getByText('Apartado citado:')).toBeInTheDocument();
    expect(within(dialog).getByText(/^2\. Durante los cinco primeros años/).tagName).toBe('P');
    expect(within(dialog).getByText('Texto vigente a 25/05/2023 · Fuente: Agencia Estatal BOE')).toBeInTheDocument();
    const boe = within(dialog).getByRole('link', { name: 'Ver en el BOE' });
    expect(boe).toHaveAttribute('href', FIANZA_URL);
    expect(boe).toHaveAttribute('target', '_blank');
    expect(boe).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('close with their button or with Escape (the browser\'s cancel), and give the focus back to the chip', async () => {
    serveChat(() => HttpResponse.json(fianza));
    const { user } = renderApp(`/historical?id=${chat.id}`, { loggedIn: true });

    const first = await openChip(user);
    await user.click(within(first.dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first.chip).toHaveFocus();

    const second = await openChip(user);
    // What the browser fires on Escape for a modal <dialog>.
    fireEvent(second.dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(second.chip).toHaveFocus();
  });

  it('say so when the text cannot be loaded, and still link to the BOE', async () => {
    serveChat(() => HttpResponse.json({ message: 'No existe', errorCode: 'NOT_FOUND' }, { status: 404 }));
    const { user } = renderApp(`/historical?id=${chat.id}`, { loggedIn: true });

    const { dialog } = await openChip(user);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se ha podido cargar el texto de Art. 36.1 LAU.');
    expect(within(dialog).getByRole('link', { name: 'Ver en el BOE' })).toHaveAttribute('href', FIANZA_URL);
  });
});
