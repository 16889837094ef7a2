import type { Conversation, ConversationEvent, Message } from '@mike/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildConversation, buildMessage, buildReply } from '../../../test/chat-fixtures.ts';
import { buildBusiness } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

// The lazy screens compile on first import: done once here, so no test's first wait is spent on it.
beforeAll(async () => {
  await Promise.all([import('../../layouts/app-layout.tsx'), import('../chat/new-chat.tsx'), import('../historical/historical.tsx')]);
});

const QUESTION = '¿Puedo subir el alquiler antes de que termine el contrato?';

const errorResponse = (status: number, errorCode: string) => HttpResponse.json({ message: 'Mensaje del servidor', errorCode }, { status });

/** A promise the test settles when it wants: holds a response back to observe the optimistic state. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The chat the server holds: `create` stores the question; the test adds the reply whenever it likes. */
function serveChat({ eventsStatus = 404, questionText = QUESTION }: { eventsStatus?: number; questionText?: string } = {}) {
  const question = buildMessage({ text: questionText });
  const state = { chat: buildConversation({ messages: [question] }), question, polls: 0, created: deferred(), createBody: undefined as unknown };
  state.created.resolve();
  server.use(
    http.post(api('/conversations/create'), async ({ request }) => {
      state.createBody = await request.json();
      await state.created.promise;
      return HttpResponse.json({ message: question, chat: state.chat, traceId: 't-1' }, { status: 201 });
    }),
    http.get(api('/conversations/:id/events'), () => errorResponse(eventsStatus, 'NOT_FOUND')),
    http.get(api('/conversations/:id'), () => {
      state.polls += 1;
      return HttpResponse.json({ chat: state.chat });
    }),
  );
  return {
    state,
    holdCreate() {
      state.created = deferred();
      return state.created.resolve;
    },
    reply(overrides: Partial<Message> = {}): Message {
      const reply = buildReply(question, overrides);
      state.chat = { ...state.chat, messages: [...state.chat.messages, reply] };
      return reply;
    },
  };
}

const typingIndicator = () => screen.queryByRole('status', { name: 'MIKE está escribiendo' });

async function startChat(user: ReturnType<typeof renderApp>['user'], text = QUESTION) {
  await user.type(await screen.findByRole('textbox', { name: 'Consulta lo que quieras...' }), text);
  await user.keyboard('{Enter}');
}

beforeEach(() => {
  server.use(http.get(api('/business/get'), () => HttpResponse.json({ business: buildBusiness() })));
});

describe('/: the new-chat form', () => {
  it('keeps "Consultar" disabled while the text is empty or only spaces', async () => {
    const { user } = renderApp('/', { loggedIn: true });
    const box = await screen.findByRole('textbox', { name: 'Consulta lo que quieras...' });
    const button = screen.getByRole('button', { name: 'Consultar' });

    expect(button).toBeDisabled();
    await user.type(box, '   ');
    expect(button).toBeDisabled();
    await user.type(box, 'Hola');
    expect(button).toBeEnabled();
  });

  it('adds a line with Shift+Enter instead of sending', async () => {
    const { user } = renderApp('/chat', { loggedIn: true });
    const box = await screen.findByRole('textbox', { name: 'Consulta lo que quieras...' });

    await user.type(box, 'Primera línea{Shift>}{Enter}{/Shift}segunda');

    expect(box).toHaveValue('Primera línea\nsegunda');
    expect(screen.getByRole('heading', { level: 1, name: 'Nueva consulta' })).toBeInTheDocument();
  });

  it('shows a counter near the 4.000-character limit and blocks longer messages', async () => {
    const { user } = renderApp('/', { loggedIn: true });
    const box = await screen.findByRole('textbox', { name: 'Consulta lo que quieras...' });

    await user.click(box);
    await user.paste('a'.repeat(3600));
    expect(screen.getByText('3.600 / 4.000')).toBeInTheDocument();
    await user.paste('a'.repeat(401));
    expect(screen.getByText('La consulta supera el límite de 4.000 caracteres.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Consultar' })).toBeDisabled();
  });
});

describe('/: a new chat, reply by polling when events are unavailable', () => {
  it('sends with Enter, shows the message and the dots at once, then the reply', async () => {
    const chat = serveChat();
    const releaseCreate = chat.holdCreate();
    const { user } = renderApp('/', { loggedIn: true });

    await startChat(user);

    // Optimistic: the question and the placeholder show before the server has answered.
    const log = await screen.findByRole('list', { name: 'Conversación' });
    expect(within(log).getByText(QUESTION)).toBeInTheDocument();
    expect(typingIndicator()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Consulta a MIKE' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();

    releaseCreate();
    await waitFor(() => expect(chat.state.polls).toBeGreaterThan(0));
    expect(chat.state.createBody).toEqual({ message: QUESTION });
    // Still waiting while the polled chat has the same messages.
    expect(typingIndicator()).toBeInTheDocument();

    chat.reply({ text: 'Solo **una vez al año**, según el contrato.' });

    expect(await screen.findByText('una vez al año', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(typingIndicator()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Consulta a MIKE' })).toBeEnabled();
  });

  it('stops polling when the screen is left', async () => {
    const chat = serveChat({ eventsStatus: 500 });
    const { user, router } = renderApp('/', { loggedIn: true });

    await startChat(user);
    await waitFor(() => expect(chat.state.polls).toBeGreaterThan(0), { timeout: 2000 });
    await router.navigate('/new-user');
    const pollsWhenLeft = chat.state.polls;

    await delay(1200);
    expect(chat.state.polls).toBe(pollsWhenLeft);
  });

  it('sends a follow-up with send-message; the input stays disabled until the reply', async () => {
    const chat = serveChat();
    chat.reply();
    const followUp = buildMessage({ text: '¿Y si el contrato no dice nada?', creationDate: '2025-03-10T10:01:00.000Z' });
    let sendBody: unknown;
    server.use(
      http.post(api('/conversations/send-message'), async ({ request }) => {
        sendBody = await request.json();
        chat.state.chat = { ...chat.state.chat, messages: [...chat.state.chat.messages, followUp] };
        return HttpResponse.json({ message: followUp, chat: chat.state.chat, traceId: 't-2' }, { status: 201 });
      }),
    );
    const { user } = renderApp('/', { loggedIn: true });

    await startChat(user);
    const input = await screen.findByRole('textbox', { name: 'Consulta a MIKE' });
    await user.type(input, '¿Y si el contrato no dice nada?{Enter}');

    expect(await screen.findByText('¿Y si el contrato no dice nada?')).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(typingIndicator()).toBeInTheDocument();
    await waitFor(() => expect(sendBody).toEqual({ chatId: chat.state.chat.id, message: '¿Y si el contrato no dice nada?' }));

    const answer = buildReply(followUp, { text: 'Se aplica el IPC.', creationDate: '2025-03-10T10:01:05.000Z' });
    chat.state.chat = { ...chat.state.chat, messages: [...chat.state.chat.messages, answer] };

    expect(await screen.findByText('Se aplica el IPC.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('starts a fresh chat with "Nueva consulta"', async () => {
    const chat = serveChat();
    chat.reply();
    const { user, pathname } = renderApp('/', { loggedIn: true });

    await startChat(user);
    await user.click(await screen.findByRole('button', { name: 'Nueva consulta' }));

    expect(await screen.findByRole('textbox', { name: 'Consulta lo que quieras...' })).toHaveValue('');
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
    expect(pathname()).toBe('/chat');
  });
});

/**
 * A chat whose reply comes through the event stream: `create` stores the question, the stream opens, and the
 * test sends the events it wants with `send`; `opened()` is true once the browser follows the stream.
 */
function serveStreamedChat() {
  const question = buildMessage({ text: QUESTION });
  const chat: Conversation = buildConversation({ messages: [question] });
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const state = { authorization: null as string | null };
  server.use(
    http.post(api('/conversations/create'), () => HttpResponse.json({ message: question, chat, traceId: 't' }, { status: 201 })),
    http.get(api('/conversations/:id'), () => HttpResponse.json({ chat })),
    http.get(api('/conversations/:id/events'), ({ request }) => {
      state.authorization = request.headers.get('authorization');
      const stream = new ReadableStream<Uint8Array>({
        start(streamController) {
          controller = streamController;
          streamController.enqueue(encoder.encode(': connected\n\n'));
        },
      });
      return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    question,
    chat,
    state,
    opened: () => controller !== undefined,
    send: (event: ConversationEvent) => controller?.enqueue(encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)),
  };
}

describe('/: a new chat, reply through the event stream', () => {
  it('shows the streamed pieces as they arrive, then the final message with its sources', async () => {
    const { question, state, opened, send } = serveStreamedChat();
    const { user } = renderApp('/', { loggedIn: true });

    await startChat(user);
    await waitFor(() => expect(opened()).toBe(true));
    expect(state.authorization).toBe('Bearer test-token-0123456789abcdef');

    send({ type: 'message.delta', replyToMessageId: question.id, offset: 0, text: 'Según el ' });
    send({ type: 'message.delta', replyToMessageId: question.id, offset: 9, text: 'art. 18 LAU' });
    expect(await screen.findByText('Según el art. 18 LAU')).toBeInTheDocument();
    expect(typingIndicator()).toBeInTheDocument();

    const reply = buildReply(question, {
      text: 'Según el art. 18 LAU, la renta se actualiza una vez al año.',
      citations: [
        { label: 'Art. 18.1 LAU', lawId: 'BOE-A-1994-26003', article: '18', apartado: '1', url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a18', versionDate: '2023-05-25' },
      ],
    });
    send({ type: 'message.completed', message: reply });

    expect(await screen.findByText('Según el art. 18 LAU, la renta se actualiza una vez al año.')).toBeInTheDocument();
    expect(typingIndicator()).not.toBeInTheDocument();
    const sources = screen.getByRole('list', { name: 'Fuentes' });
    expect(within(sources).getByRole('button', { name: 'Art. 18.1 LAU' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('textbox', { name: 'Consulta a MIKE' })).toBeEnabled();
  });
});

describe('/: "Detener" while a reply streams', () => {
  it('shows "Detener" only while the reply is written; stopping keeps the text so far with "Respuesta detenida", and copy and votes still work', async () => {
    const { question, chat, opened, send } = serveStreamedChat();
    const stopped = buildReply(question, { text: 'Según el art. 18 LAU', interrupted: true });
    let stopUrl = '';
    let voted: unknown;
    server.use(
      http.post(api('/conversations/:id/messages/:messageId/stop'), ({ request }) => {
        stopUrl = new URL(request.url).pathname;
        return HttpResponse.json({ message: stopped, stopped: true, traceId: 't' });
      }),
      http.post(api('/conversations/:id/messages/:messageId/feedback'), async ({ request }) => {
        voted = await request.json();
        return HttpResponse.json({ feedback: { rating: 'up' }, traceId: 't' });
      }),
    );
    const { user } = renderApp('/', { loggedIn: true });

    await startChat(user);
    await waitFor(() => expect(opened()).toBe(true));
    send({ type: 'message.delta', replyToMessageId: question.id, offset: 0, text: 'Según el art. 18 LAU' });
    expect(await screen.findByText('Según el art. 18 LAU')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Detener' }));
    expect(await screen.findByText('Respuesta detenida')).toBeInTheDocument();
    expect(stopUrl).toBe(`/api/conversations/${chat.id}/messages/${question.id}/stop`);
    expect(screen.queryByRole('button', { name: 'Detener' })).not.toBeInTheDocument();
    expect(typingIndicator()).not.toBeInTheDocument();
    expect(screen.getByText('Según el art. 18 LAU')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Consulta a MIKE' })).toBeEnabled();

    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buena respuesta' }));
    await waitFor(() => expect(voted).toEqual({ rating: 'up' }));
  });

  it('shows no "Detener" on a finished answer, nor the note on one that was not stopped', async () => {
    const { state, reply } = serveChat();
    const { user } = renderApp('/', { loggedIn: true });
    await startChat(user);
    expect(await screen.findByRole('button', { name: 'Detener' })).toBeInTheDocument();
    reply({ text: 'La renta se actualiza una vez al año.' });
    expect(await screen.findByText('La renta se actualiza una vez al año.')).toBeInTheDocument();
    expect(state.polls).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Detener' })).not.toBeInTheDocument();
    expect(screen.queryByText('Respuesta detenida')).not.toBeInTheDocument();
  });
});

describe('/: failures', () => {
  it('shows "Error al crear el chat" and gives the text back', async () => {
    server.use(http.post(api('/conversations/create'), () => errorResponse(500, 'INTERNAL_ERROR')));
    const { user } = renderApp('/', { loggedIn: true });

    await startChat(user);

    expect(await screen.findByText('Error al crear el chat')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Consulta lo que quieras...' })).toHaveValue(QUESTION);
  });

  it('#42 sends each question with an Idempotency-Key and "Reintentar" sends it again with the same key', async () => {
    const keys: Array<string | null> = [];
    let fail = true;
    const question = buildMessage({ text: QUESTION });
    server.use(
      http.post(api('/conversations/create'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (fail) return errorResponse(503, 'SERVICE_UNAVAILABLE');
        return HttpResponse.json({ message: question, chat: buildConversation({ messages: [question] }), traceId: 't' }, { status: 201 });
      }),
      http.get(api('/conversations/:id/events'), () => errorResponse(404, 'NOT_FOUND')),
      http.get(api('/conversations/:id'), () => HttpResponse.json({ chat: buildConversation({ messages: [question] }) })),
    );
    const { user } = renderApp('/', { loggedIn: true });
    await startChat(user);
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    // Sending the same text again from the box is a retry too: the same key.
    await user.click(screen.getByRole('textbox', { name: 'Consulta lo que quieras...' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Reintentar' });
    fail = false;
    await user.click(retry.isConnected ? retry : screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('explains NO_ACTIVE_PLAN in Spanish', async () => {
    server.use(http.post(api('/conversations/create'), () => errorResponse(403, 'NO_ACTIVE_PLAN')));
    const { user } = renderApp('/', { loggedIn: true });

    await startChat(user);

    expect(await screen.findByText('Tu empresa no tiene un plan activo. Elige un plan para seguir consultando a MIKE.')).toBeInTheDocument();
  });
});

describe('/: how messages render', () => {
  async function showReply(reply: Partial<Message>, questionText = QUESTION) {
    const chat = serveChat({ questionText });
    chat.reply(reply);
    const view = renderApp('/', { loggedIn: true });
    await startChat(view.user, questionText);
    await screen.findByRole('textbox', { name: 'Consulta a MIKE' });
    await waitFor(() => expect(typingIndicator()).not.toBeInTheDocument(), { timeout: 3000 });
    return view;
  }

  it('shows HTML in a message as inert text (SECURITY.md #17)', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    const { container } = await showReply({ text: `Mira esto: ${payload}` }, payload);

    expect(screen.getAllByText(payload, { exact: false })).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
  });

  it('opens links of an answer in a new tab, and drops script links', async () => {
    await showReply({ text: 'Consulta [el BOE](https://www.boe.es) o [esto](javascript:alert(1)).' });

    const link = screen.getByRole('link', { name: 'el BOE' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'esto' })).not.toBeInTheDocument();
    expect(screen.getByText('esto')).toBeInTheDocument();
  });

  it('keeps the line breaks of the user’s text', async () => {
    await showReply({}, 'Primera línea\nSegunda línea');

    const question = screen.getByText(/Primera línea/);
    expect(question.textContent).toBe('Primera línea\nSegunda línea');
  });

  it('shows a drafted document as a download card', async () => {
    await showReply({
      messageType: 'DOCUMENT',
      text: 'Aquí tienes el contrato.',
      documentName: 'contrato-arrendamiento.docx',
      documentUrl: '/api/documents/5d0c6a4e-8a0b-4a8e-9d59-0d3c1f0b1a2c/contrato-arrendamiento.docx?token=firmado',
    });

    expect(screen.getByText('contrato-arrendamiento.docx')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Descargar contrato-arrendamiento.docx' });
    expect(download).toHaveAttribute(
      'href',
      `${window.location.origin}/api/documents/5d0c6a4e-8a0b-4a8e-9d59-0d3c1f0b1a2c/contrato-arrendamiento.docx?token=firmado`,
    );
  });

  it('switches an answer to English and back', async () => {
    const { user } = await showReply({ text: 'La fianza es de un mes.', englishText: 'The deposit is one month.' });

    await user.click(screen.getByRole('button', { name: 'Ver en inglés' }));
    expect(screen.getByText('The deposit is one month.')).toBeInTheDocument();
    expect(screen.queryByText('La fianza es de un mes.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver en español' }));
    expect(screen.getByText('La fianza es de un mes.')).toBeInTheDocument();
  });
});
