import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { OutboxResponseSchema } from '@mike/contracts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/html.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\./i.test(ip);
}

const linkify = (value: string) =>
  escapeHtml(value).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The development outbox (DESIGN.md §3). Only registered outside production, and it holds reset links
 * and phone codes: it answers only clients on this machine (the client IP, through `TRUST_PROXY`),
 * unless DEV_OUTBOX_ALLOW_REMOTE says otherwise; others get the 404 of a route that does not exist
 * (SECURITY.md #36).
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onlyLoopback: onRequestHookHandler = (request, _reply, done) => {
    if (!ctx.config.DEV_OUTBOX_ALLOW_REMOTE && !isLoopback(request.ip)) {
      done(new AppError('NOT_FOUND', 'La ruta solicitada no existe.'));
      return;
    }
    done();
  };
  app.get('/api/dev/outbox', { schema: { response: { 200: OutboxResponseSchema } }, config: { auth: 'none' }, onRequest: onlyLoopback }, async () => ({
    messages: await ctx.outbox.findMessages(),
  }));

  app.get('/dev/outbox', { config: { auth: 'none' }, onRequest: onlyLoopback }, async (_request, reply) => {
    const messages = await ctx.outbox.findMessages();
    const rows = messages
      .map(
        (message) =>
          `<tr><td>${escapeHtml(message.createdAt)}</td><td>${message.channel === 'email' ? 'Correo' : 'Teléfono'}</td>` +
          `<td>${escapeHtml(message.to)}</td><td>${escapeHtml(message.subject)}</td><td><pre>${linkify(message.body)}</pre></td></tr>`,
      )
      .join('');
    const page =
      '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Bandeja de salida · MIKE</title></head>' +
      '<body><main><h1>Bandeja de salida (desarrollo)</h1>' +
      '<p>Correos y códigos que MIKE habría enviado. Solo existe en desarrollo.</p>' +
      (messages.length === 0
        ? '<p>No hay mensajes.</p>'
        : `<table><thead><tr><th>Fecha</th><th>Canal</th><th>Para</th><th>Asunto</th><th>Contenido</th></tr></thead><tbody>${rows}</tbody></table>`) +
      '</main></body></html>';
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
