import type { AuditEntry, Rol, UsageResponse } from '@mike/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

beforeAll(async () => {
  await Promise.all([import('../../layouts/app-layout.tsx'), import('./usage.tsx'), import('./activity.tsx'), import('../profile/profile.tsx')]);
});

const MEMBER_ID = '9c7e5a31-4b2d-4f6e-8a1c-3d5b7f9e1a2c';

function usageOf(from: string, to: string): UsageResponse {
  const days = [];
  for (let day = 1; day <= Number(to.slice(8)); day += 1) {
    const date = `${from.slice(0, 8)}${String(day).padStart(2, '0')}`;
    days.push({ date, questions: day === 3 ? 4 : 0, conversations: day === 3 ? 2 : 0, documents: 0 });
  }
  return {
    from,
    to,
    members: [{ memberId: MEMBER_ID, name: 'Pablo Ruiz', rol: 'AGENT', questions: 4, conversations: 2, documents: 1, thumbsUp: 0, thumbsDown: 0, lastActivity: '2026-03-03T09:00:00.000Z' }],
    days,
  };
}

function serve(rol: Rol = 'OWNER') {
  const state = { usageQueries: [] as string[], retention: null as number | null, auditPages: [] as string[], posted: [] as unknown[] };
  const entries: AuditEntry[] = [
    { id: '0b8f5c3e-2d4a-4e6b-9c1f-8a7d6e5f4c3b', createdAt: '2026-03-10T10:00:00.000Z', action: 'member.invited', actor: { name: 'Lucía Martín' }, subject: 'marta@inmobiliariasol.es', after: { rol: 'AGENT' } },
    { id: 'e4a2c6b8-1d3f-4a5c-9e7b-2f4d6a8c0e1b', createdAt: '2026-03-09T03:30:00.000Z', action: 'retention.purged', actor: null, subject: '12', counts: { conversations: 3, messages: 12, documents: 1 } },
    { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', createdAt: '2026-03-08T03:30:00.000Z', action: 'account.deleted', actor: { name: '' }, subject: null },
    { id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', createdAt: '2026-03-07T09:00:00.000Z', action: 'member.removed', actor: { name: 'Lucía Martín' }, subject: null, subjectErased: true, before: { rol: 'AGENT' } },
  ];
  server.use(
    http.get(api('/business/get'), () => HttpResponse.json({ business: buildBusiness({ rol, memberAllowedQuantity: 5 }) })),
    http.get(api('/business/usage'), ({ request }) => {
      const url = new URL(request.url);
      state.usageQueries.push(url.search);
      return HttpResponse.json(usageOf(url.searchParams.get('from')!, url.searchParams.get('to')!));
    }),
    http.get(api('/business/settings'), () => HttpResponse.json({ settings: { retentionMonths: state.retention } })),
    http.post(api('/business/settings'), async ({ request }) => {
      const body = (await request.json()) as { retentionMonths: number | null };
      state.posted.push(body);
      state.retention = body.retentionMonths;
      return HttpResponse.json({ settings: body });
    }),
    http.get(api('/business/audit-log'), ({ request }) => {
      state.auditPages.push(new URL(request.url).searchParams.get('page') ?? '');
      return HttpResponse.json({ entries, page: 1, hasMore: false });
    }),
  );
  return state;
}

describe('/users/usage "Uso"', () => {
  it('shows the month’s table and per-day chart, and asks again for another month', async () => {
    const state = serve('ADMINISTRATIVE');
    renderApp('/users/usage', { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uso' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Uso por miembro' });
    const row = within(table).getByRole('row', { name: /Pablo Ruiz/ });
    expect(row).toHaveTextContent('Agente');
    expect(row).toHaveTextContent('4');
    expect(screen.getByRole('img', { name: /Preguntas por día de \d{4}-\d{2}: 4 en total/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uso' })).toHaveAttribute('aria-current', 'page');

    // A month input takes its value whole (typing it character by character is not how browsers fill it).
    fireEvent.change(screen.getByLabelText('Mes'), { target: { value: '2026-02' } });
    await waitFor(() => expect(state.usageQueries).toContain('?from=2026-02-01&to=2026-02-28'));
    expect(await screen.findByRole('img', { name: 'Preguntas por día de 2026-02: 4 en total' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it.each<Rol>(['AGENT', 'DEVELOPER'])('sends an %s to /', async (rol) => {
    const state = serve(rol);
    const { pathname } = renderApp('/users/usage', { loggedIn: true });
    // The first render of the lazy layout may be slow on a busy machine.
    await waitFor(() => expect(pathname()).toBe('/'), { timeout: 5000 });
    expect(state.usageQueries).toEqual([]);
  });
});

describe('/users/activity "Actividad"', () => {
  it('lists the trail with who and what, and lets the OWNER set the retention', async () => {
    const state = serve('OWNER');
    const { user } = renderApp('/users/activity', { loggedIn: true });
    const table = await screen.findByRole('table', { name: 'Registro de actividad' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Lucía Martín');
    expect(rows[0]).toHaveTextContent('Invitó a un usuario');
    expect(rows[0]).toHaveTextContent('marta@inmobiliariasol.es · Rol: Agente');
    expect(rows[1]).toHaveTextContent('MIKE');
    expect(rows[1]).toHaveTextContent('3 conversaciones, 12 mensajes y 1 documentos');
    expect(rows[2]).toHaveTextContent('Cuenta eliminada');
    // Removed, then deleted their account: the trail no longer says who they were.
    expect(rows[3]).toHaveTextContent('Cuenta eliminada · Rol: Agente');

    const select = await screen.findByLabelText('Guardar las conversaciones');
    expect(select).toHaveValue('never');
    await user.selectOptions(select, '12 meses');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(state.posted).toEqual([{ retentionMonths: 12 }]));
    // The trail is read again, so the change shows at once.
    await waitFor(() => expect(state.auditPages.length).toBeGreaterThan(1));
  });

  it('an ADMINISTRATIVE sees the rule but cannot change it', async () => {
    serve('ADMINISTRATIVE');
    renderApp('/users/activity', { loggedIn: true });
    expect(await screen.findByLabelText('Guardar las conversaciones')).toBeDisabled();
    expect(screen.getByText('Solo el director puede cambiarlo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });
});

describe('/profile "Tu cuenta"', () => {
  it('deleting the account asks first, then signs out to /login', async () => {
    serve('AGENT');
    let deleted = 0;
    server.use(
      http.post(api('/client-user/delete'), () => {
        deleted += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, pathname } = renderApp('/profile', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    expect(deleted).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(deleted).toBe(1);
  });

  it('an OWNER with a plan is told why the account cannot be deleted yet', async () => {
    serve('OWNER');
    server.use(
      http.post(api('/client-user/delete'), () =>
        HttpResponse.json({ errorCode: 'OWNER_MUST_HAND_OVER', message: 'Eres el director de la empresa: cancela la suscripción o cede la empresa antes de eliminar tu cuenta.' }, { status: 409 }),
      ),
    );
    const { user, pathname } = renderApp('/profile', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));
    // The server's own words say what to do first.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('cancela la suscripción o cede la empresa');
    expect(pathname()).toBe('/profile');
  });
});
