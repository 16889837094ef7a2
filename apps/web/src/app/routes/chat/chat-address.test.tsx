import type { Conversation, Message } from '@mike/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftStorageKey } from '../../../lib/drafts.ts';
import { buildConversation, buildMessage, buildReply } from '../../../test/chat-fixtures.ts';
import { buildBusiness, ownerUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

// The lazy screens compile on first import: done once here, so no test's first wait is spent on it.
beforeAll(async () => {
  await Promise.all([import('../../layouts/app-layout.tsx'), import('../chat/new-chat.tsx'), import('../historical/historical.tsx')]);
});

const QUESTION = '¿Puedo subir el alquiler antes de que termine el contrato?';
const CITATION = { label: 'Art. 18 LAU', lawId: 'BOE-A-1994-26003', article: '18', url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a18', versionDate: '2023-05-25' };

/** One stored, answered chat the server serves at GET /conversations/:id; `state` holds what the routes received. */
function serveAnsweredChat(overrides: Partial<Conversation> = {}) {
  const question = buildMessage({ text: QUESTION });
  const reply = buildReply(question, { text: 'Solo **una vez al año**.', citations: [CITATION] });
  const state = {
    chat: buildConversation({ messages: [question, reply], title: QUESTION, ...overrides }),
    feedbackBodies: [] as unknown[],
    renameBodies: [] as unknown[],
  };
  server.use(
    http.get(api('/conversations/:id/events'), () => HttpResponse.json({ message: 'x', errorCode: 'NOT_FOUND' }, { status: 404 })),
    http.get(api('/conversations/:id'), ({ params }) =>
      params.id === state.chat.id ? HttpResponse.json({ chat: state.chat }) : HttpResponse.json({ message: 'La conversación no existe.', errorCode: 'NOT_FOUND' }, { status: 404 }),
    ),
    http.post(api('/conversations/:id/messages/:messageId/feedback'), async ({ request }) => {
      const body = (await request.json()) as { rating: 'up' | 'down'; comment?: string };
      state.feedbackBodies.push(body);
      return HttpResponse.json({ feedback: body, traceId: 't' });
    }),
    http.post(api('/conversations/:id/title'), async ({ request }) => {
      const body = (await request.json()) as { title: string };
      state.renameBodies.push(body);
      state.chat = { ...state.chat, title: body.title };
      return HttpResponse.json({ chat: state.chat });
    }),
  );
  return { state, question, reply };
}

const composer = () => screen.findByRole('textbox', { name: 'Consulta a MIKE' });

beforeEach(() => {
  server.use(http.get(api('/business/get'), () => HttpResponse.json({ business: buildBusiness() })));
});

describe('/chat/:id: every chat has its address', () => {
  it('moves a new chat to /chat/:id once created, and opens it again there after a reload, titled by its question', async () => {
    const { state, question } = serveAnsweredChat();
    server.use(http.post(api('/conversations/create'), () => HttpResponse.json({ message: question, chat: { ...state.chat, messages: [question] }, traceId: 't' }, { status: 201 })));
    const first = renderApp('/', { loggedIn: true });
    // The first screen of a file loads its code: give it time on a busy machine.
    await first.user.type(await screen.findByRole('textbox', { name: 'Consulta lo que quieras...' }, { timeout: 5000 }), `${QUESTION}{Enter}`);
    await waitFor(() => expect(first.pathname()).toBe(`/chat/${state.chat.id}`));
    first.unmount();

    renderApp(`/chat/${state.chat.id}`, { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: QUESTION })).toBeInTheDocument();
    expect(screen.getByText('una vez al año')).toBeInTheDocument();
  }, 15_000);

  it('shows "Consulta no encontrada" for an id that is not one of the member’s chats, or not an id at all', async () => {
    server.use(http.get(api('/conversations/:id'), () => HttpResponse.json({ message: 'La conversación no existe.', errorCode: 'NOT_FOUND' }, { status: 404 })));
    const view = renderApp(`/chat/${crypto.randomUUID()}`, { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Consulta no encontrada' })).toBeInTheDocument();
    view.unmount();

    server.use(http.get(api('/conversations/:id'), () => HttpResponse.json({ message: 'Datos no válidos', errorCode: 'VALIDATION_ERROR' }, { status: 400 })));
    renderApp('/chat/no-es-un-id', { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Consulta no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva consulta' })).toHaveAttribute('href', '/chat');
  });

  it('"Continuar consulta" in Consultas opens the chat at /chat/:id', async () => {
    const { state } = serveAnsweredChat();
    server.use(http.get(api('/conversations/get-all'), () => HttpResponse.json({ conversations: [state.chat], traceId: 't' })));
    const { user, pathname } = renderApp(`/historical?id=${state.chat.id}`, { loggedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Continuar consulta' }));
    await waitFor(() => expect(pathname()).toBe(`/chat/${state.chat.id}`));
    expect(await composer()).toBeEnabled();
  });
});

describe('the message box: nothing typed is lost', () => {
  it('keeps the draft of each chat across a reload', async () => {
    const { state } = serveAnsweredChat();
    const first = renderApp(`/chat/${state.chat.id}`, { loggedIn: true });
    await first.user.type(await composer(), 'Y si el inquilino');
    first.unmount();

    const second = renderApp(`/chat/${state.chat.id}`, { loggedIn: true });
    expect(await composer()).toHaveValue('Y si el inquilino');
    expect(localStorage.getItem(draftStorageKey(ownerUser.id, state.chat.id))).toBe('Y si el inquilino');
    second.unmount();

    // The new-chat box keeps its own draft, apart from the chat's.
    renderApp('/chat', { loggedIn: true });
    expect(await screen.findByRole('textbox', { name: 'Consulta lo que quieras...' })).toHaveValue('');
  });

  it('keeps a failed follow-up in the box with the error beside it; "Reintentar" sends it', async () => {
    const { state } = serveAnsweredChat();
    let attempts = 0;
    server.use(
      http.post(api('/conversations/send-message'), () => {
        attempts += 1;
        if (attempts === 1) return HttpResponse.json({ message: 'x', errorCode: 'INTERNAL_ERROR' }, { status: 500 });
        const followUp = buildMessage({ text: '¿Y el IPC?' });
        state.chat = { ...state.chat, messages: [...state.chat.messages, followUp, buildReply(followUp, { text: 'El índice de referencia.' })] };
        return HttpResponse.json({ message: followUp, chat: { ...state.chat, messages: state.chat.messages.slice(0, -1) }, traceId: 't' }, { status: 201 });
      }),
    );
    const { user } = renderApp(`/chat/${state.chat.id}`, { loggedIn: true });
    await screen.findByText('una vez al año');
    await user.type(await composer(), '¿Y el IPC?{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al enviar la consulta');
    expect(await composer()).toHaveValue('¿Y el IPC?');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('El índice de referencia.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe('an answer: copy, rate, rename the chat', () => {
  it('copies the answer’s text and sources as plain text', async () => {
    const { state } = serveAnsweredChat();
    const { user } = renderApp(`/chat/${state.chat.id}`, { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe(`Solo una vez al año.\n\nFuentes:\n- Art. 18 LAU: ${CITATION.url}`);
    expect(await screen.findByText('Respuesta copiada')).toBeInTheDocument();
  });

  it('stores 👎 with an optional comment, and shows the vote the server holds', async () => {
    const { state, reply } = serveAnsweredChat();
    const { user, unmount } = renderApp(`/chat/${state.chat.id}`, { loggedIn: true });
    const down = await screen.findByRole('button', { name: 'Mala respuesta' });
    await user.click(down);
    await waitFor(() => expect(down).toHaveAttribute('aria-pressed', 'true'));
    await user.type(screen.getByLabelText('¿Quieres añadir un comentario? (opcional)'), 'No cita el artículo');
    await user.click(screen.getByRole('button', { name: 'Enviar comentario' }));
    await waitFor(() => expect(state.feedbackBodies).toEqual([{ rating: 'down' }, { rating: 'down', comment: 'No cita el artículo' }]));
    expect(await screen.findByText('Gracias por tu valoración')).toBeInTheDocument();

    unmount();
    const held: Message = { ...reply, feedback: { rating: 'up' } };
    state.chat = { ...state.chat, id: crypto.randomUUID(), messages: [state.chat.messages[0]!, held] };
    renderApp(`/chat/${state.chat.id}`, { loggedIn: true });
    expect(await screen.findByRole('button', { name: 'Buena respuesta' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Mala respuesta' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('renames the chat with the pencil beside its title', async () => {
    const { state } = serveAnsweredChat();
    const { user } = renderApp(`/chat/${state.chat.id}`, { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Renombrar consulta' }));
    const field = screen.getByLabelText('Título de la consulta');
    await user.clear(field);
    await user.type(field, 'Subida de renta{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subida de renta' })).toBeInTheDocument();
    expect(state.renameBodies).toEqual([{ title: 'Subida de renta' }]);
  });
});

describe('the message list follows the newest message', () => {
  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it('scrolls to a new message unless the reader scrolled up; then offers "Nuevos mensajes ↓"', async () => {
    const { state } = serveAnsweredChat({ messages: [buildMessage({ text: QUESTION })] });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp(`/chat/${state.chat.id}`, { loggedIn: true });
    await composer();
    expect(scrollTo).toHaveBeenCalled();

    // The reader scrolls up, far from the end of a long chat.
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
    act(() => {
      fireEvent.scroll(window);
    });
    scrollTo.mockClear();
    const question = state.chat.messages[0]!;
    state.chat = { ...state.chat, messages: [question, buildReply(question, { text: 'Ya está la respuesta.' })] };

    const jump = await screen.findByRole('button', { name: 'Nuevos mensajes ↓' }, { timeout: 3000 });
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(jump);
    expect(scrollTo).toHaveBeenCalledWith({ top: 5000, behavior: 'smooth' });
    expect(screen.queryByRole('button', { name: 'Nuevos mensajes ↓' })).not.toBeInTheDocument();
  });
});

describe('empty states that help', () => {
  it('greets the member by first name and offers one example question per area, which fills the box', async () => {
    const { user } = renderApp('/chat', { loggedIn: true });
    const firstName = ownerUser.name.split(' ')[0]!;
    expect(await screen.findByText(`Hola, ${firstName}. ¿En qué te ayudo hoy?`, {}, { timeout: 5000 })).toBeInTheDocument();
    const examples = within(screen.getByRole('list', { name: 'Ejemplos de consultas' })).getAllByRole('button');
    expect(examples).toHaveLength(4);
    await user.click(examples[3]!);
    expect(screen.getByRole('textbox', { name: 'Consulta lo que quieras...' })).toHaveValue('¿Qué mayoría necesita la comunidad para instalar un ascensor?');
    expect(screen.getByRole('button', { name: 'Consultar' })).toBeEnabled();
  }, 15_000);

  it('"Consultas" with no chats offers to start one', async () => {
    server.use(http.get(api('/conversations/get-all'), () => HttpResponse.json({ conversations: [], traceId: 't' })));
    const { user, pathname } = renderApp('/historical', { loggedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Empezar una consulta' }, { timeout: 5000 }));
    await waitFor(() => expect(pathname()).toBe('/chat'));
  }, 15_000);
});

describe('Consultas: delete a chat', () => {
  it('asks first, then the chat disappears from the list', async () => {
    const { state } = serveAnsweredChat();
    let listed = [state.chat];
    const deleted: string[] = [];
    server.use(
      http.get(api('/conversations/get-all'), () => HttpResponse.json({ conversations: listed, traceId: 't' })),
      http.delete(api('/conversations/:id'), ({ params }) => {
        deleted.push(String(params.id));
        listed = [];
        return HttpResponse.json({ deleted: true, traceId: 't' });
      }),
    );
    const { user, pathname } = renderApp(`/historical?id=${state.chat.id}`, { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar consulta' });
    expect(dialog).toHaveTextContent(`¿Eliminar «${QUESTION}»?`);
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Consulta eliminada')).toBeInTheDocument();
    expect(deleted).toEqual([state.chat.id]);
    await waitFor(() => expect(pathname()).toBe('/historical'));
    expect(await screen.findByRole('link', { name: 'Empezar una consulta' })).toBeInTheDocument();
  });
});

describe('Consultas: search', () => {
  it('finds chats by a word, says when none match, and shows them all again when the box is cleared', async () => {
    const found = buildConversation({ messages: [buildMessage({ text: '¿Quién paga la derrama?' })], title: '¿Quién paga la derrama?' });
    const other = buildConversation({ messages: [buildMessage({ text: '¿Cuánto dura un alquiler?' })], title: '¿Cuánto dura un alquiler?' });
    const queries: string[] = [];
    server.use(
      http.get(api('/conversations/get-all'), () => HttpResponse.json({ conversations: [found, other], traceId: 't' })),
      http.get(api('/conversations/search'), ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        queries.push(q);
        return HttpResponse.json({ conversations: q === 'cuotas' ? [found] : [], traceId: 't' });
      }),
    );
    const { user } = renderApp('/historical', { loggedIn: true });
    const list = await screen.findByRole('navigation', { name: 'Lista de consultas' }, { timeout: 5000 });
    expect(within(list).getAllByRole('link')).toHaveLength(2);

    const box = screen.getByRole('searchbox', { name: 'Buscar en tus consultas' });
    await user.type(box, 'cuotas{Enter}');
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Lista de consultas' })).getAllByRole('link')).toHaveLength(1));
    expect(screen.getByText('¿Quién paga la derrama?')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'hipoteca{Enter}');
    expect(await screen.findByText('Ninguna consulta coincide con «hipoteca».')).toBeInTheDocument();
    expect(queries).toEqual(['cuotas', 'hipoteca']);

    await user.clear(box);
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Lista de consultas' })).getAllByRole('link')).toHaveLength(2));
  }, 15_000);
});
