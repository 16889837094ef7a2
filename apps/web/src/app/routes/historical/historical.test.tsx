import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConversation, buildMessage, buildReply } from '../../../test/chat-fixtures.ts';
import { buildBusiness } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

// The lazy screens compile on first import: done once here, so no test's first wait is spent on it.
beforeAll(async () => {
  await Promise.all([import('../../layouts/app-layout.tsx'), import('../chat/new-chat.tsx'), import('../historical/historical.tsx')]);
});

// Local times: the same calendar day in every time zone the tests may run in.
const at = (day: string, time: string) => new Date(`${day}T${time}:00`).toISOString();

function chatAt(creationDate: string, question: string, answer?: string) {
  const message = buildMessage({ text: question, creationDate });
  const messages = answer ? [message, buildReply(message, { text: answer, creationDate })] : [message];
  return buildConversation({ creationDate, messages });
}

const rentChat = chatAt(at('2025-03-10', '18:30'), '¿Puedo subir el alquiler antes de que termine el contrato?', 'Solo una vez al año.');
const depositChat = chatAt(at('2025-03-10', '09:15'), 'Fianza de alquiler', 'Un mes de renta.');
const januaryChat = chatAt(at('2025-01-02', '12:00'), '¿Quién paga la derrama aprobada por la comunidad?', 'El propietario.');

function serveChats(conversations = [depositChat, januaryChat, rentChat]) {
  server.use(
    http.get(api('/conversations/get-all'), () => HttpResponse.json({ conversations, traceId: 't' })),
    http.get(api('/conversations/:id'), ({ params }) => {
      const chat = conversations.find((conversation) => conversation.id === params.id);
      return chat ? HttpResponse.json({ chat }) : HttpResponse.json({ message: 'No existe', errorCode: 'NOT_FOUND' }, { status: 404 });
    }),
  );
}

beforeEach(() => {
  server.use(http.get(api('/business/get'), () => HttpResponse.json({ business: buildBusiness() })));
});

describe('/historical', () => {
  it('groups the chats by day, newest first, with 26-character previews', async () => {
    serveChats();
    renderApp('/historical', { loggedIn: true });

    const list = await screen.findByRole('navigation', { name: 'Lista de consultas' });
    const groups = within(list).getAllByRole('region');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual(['10/03/2025', '02/01/2025']);
    expect(within(groups[0]!).getAllByRole('link').map((link) => link.textContent)).toEqual([
      '¿Puedo subir el alquiler a…18:30',
      'Fianza de alquiler09:15',
    ]);
    expect(within(groups[1]!).getByRole('link')).toHaveTextContent('¿Quién paga la derrama apr…');
  });

  it('opens a chat read-only beside the list', async () => {
    serveChats();
    const { user } = renderApp('/historical', { loggedIn: true });

    await user.click(await screen.findByRole('link', { name: /Fianza de alquiler/ }));

    const messages = await screen.findByRole('list', { name: 'Conversación' });
    expect(within(messages).getByText('Fianza de alquiler')).toBeInTheDocument();
    expect(within(messages).getByText('Un mes de renta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Fianza de alquiler/ })).toHaveAttribute('aria-current', 'page');
    // Read-only: no input, no placeholder.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    // The list stays (desktop shows both).
    expect(screen.getByRole('navigation', { name: 'Lista de consultas' })).toBeInTheDocument();
  });

  it('"Exportar" downloads the open chat as a .docx memo, with the session\'s token and the name the server gives', async () => {
    serveChats();
    let authorization: string | null = null;
    server.use(
      http.get(api(`/conversations/${depositChat.id}/export.docx`), ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-disposition': 'attachment; filename="fianza-de-alquiler.docx"' } });
      }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:memo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp(`/historical?id=${depositChat.id}`, { loggedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Exportar' }));

    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(created).toHaveBeenCalled();
    expect(authorization).toBe('Bearer test-token-0123456789abcdef');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('fianza-de-alquiler.docx');
  });

  it('goes back to the list with the "Volver" arrow (mobile)', async () => {
    serveChats();
    const { user, router } = renderApp(`/historical?id=${januaryChat.id}`, { loggedIn: true });

    expect(await screen.findByText('El propietario.')).toBeInTheDocument();
    // Below 768 px this class hides the list, so the chat is a view of its own (jsdom applies no media queries).
    const layout = screen.getByRole('navigation', { name: 'Lista de consultas' }).parentElement?.parentElement;
    expect(layout).toHaveClass('hasSelection');
    await user.click(screen.getByRole('link', { name: 'Volver' }));

    await waitFor(() => expect(screen.queryByRole('list', { name: 'Conversación' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Selecciona una consulta para verla.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Volver' })).not.toBeInTheDocument();
    expect(layout).not.toHaveClass('hasSelection');
  });

  it('shows "Error al obtener los chats" when the list fails', async () => {
    server.use(http.get(api('/conversations/get-all'), () => HttpResponse.json({ message: 'x', errorCode: 'INTERNAL_ERROR' }, { status: 500 })));
    renderApp('/historical', { loggedIn: true });

    expect(await screen.findByText('Error al obtener los chats')).toBeInTheDocument();
  });

  it('shows "Error al obtener el chat" when a chat cannot be loaded', async () => {
    serveChats();
    renderApp(`/historical?id=${crypto.randomUUID()}`, { loggedIn: true });

    expect(await screen.findByText('Error al obtener el chat')).toBeInTheDocument();
  });

  it('says when there are no chats yet', async () => {
    serveChats([]);
    renderApp('/historical', { loggedIn: true });

    expect(await screen.findByText('Todavía no has hecho ninguna consulta.')).toBeInTheDocument();
  });
});
