import { BusinessSchema, InviteSchema, type Business, type Invite, type Rol } from '@mike/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMember, otherUser, ownerUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

// The lazy screens compile on first import: done once here, so no test's first wait is spent on it.
beforeAll(async () => {
  await Promise.all([import('../../layouts/app-layout.tsx'), import('./users.tsx'), import('../chat/new-chat.tsx'), import('../billing/pricing.tsx')]);
});

const BUSINESS_ID = '0b8f5c3e-2d4a-4e6b-9c1f-8a7d6e5f4c3b';
const INVITED_MEMBER_ID = '9c7e5a31-4b2d-4f6e-8a1c-3d5b7f9e1a2c';
const INVITE_ID = 'e4a2c6b8-1d3f-4a5c-9e7b-2f4d6a8c0e1b';

const invitedPerson = { name: 'marta garcía lópez', email: 'marta.garcia@inmobiliariasol.es', phone: '34600555666' };

/** The signed-in user (as `rol`), an active agent, and an administrator invited but not yet signed up. */
function buildTeamBusiness(rol: Rol, memberAllowedQuantity = 5): Business {
  return BusinessSchema.parse({
    id: BUSINESS_ID,
    name: 'Inmobiliaria Sol',
    creationDate: '2025-01-15T09:30:00.000Z',
    memberAllowedQuantity,
    trialEndDate: null,
    members: [
      buildMember(ownerUser, rol),
      buildMember(otherUser, rol === 'OWNER' ? 'AGENT' : 'OWNER'),
      {
        memberId: INVITED_MEMBER_ID,
        status: 'INVITED',
        rol: 'ADMINISTRATIVE',
        invitedMemberDataPreActivation: invitedPerson,
      },
    ],
  });
}

const pendingInvite: Invite = InviteSchema.parse({
  id: INVITE_ID,
  memberId: INVITED_MEMBER_ID,
  rol: 'ADMINISTRATIVE',
  ...invitedPerson,
});

/** Serves business/get and the invites from mutable state, and counts the calls. */
function serveTeam(rol: Rol = 'OWNER') {
  const state = { business: buildTeamBusiness(rol), invites: [pendingInvite], businessCalls: 0, invitesCalls: 0 };
  server.use(
    http.get(api('/business/get'), () => {
      state.businessCalls += 1;
      return HttpResponse.json({ business: state.business });
    }),
    http.get(api(`/business/${BUSINESS_ID}/invites`), () => {
      state.invitesCalls += 1;
      return HttpResponse.json({ invites: state.invites });
    }),
  );
  return state;
}

const errorBody = (errorCode: string, status = 400) =>
  HttpResponse.json({ message: 'Mensaje del servidor', errorCode }, { status });

async function findTable() {
  return screen.findByRole('table', { name: 'Miembros del equipo' });
}

async function findRow(name: RegExp) {
  return within(await findTable()).findByRole('row', { name });
}

async function openInviteDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'AÑADIR' }));
  return screen.findByRole('dialog', { name: 'Invitar usuario' });
}

async function fillInvite(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement, email = 'ana.lopez@inmobiliariasol.es') {
  // Pasted, not typed: typing each character is slow in jsdom and tests nothing more here.
  await user.click(within(dialog).getByLabelText('Nombre'));
  await user.paste('Ana López');
  await user.click(within(dialog).getByLabelText('Email'));
  await user.paste(email);
  await user.click(within(dialog).getByLabelText('Teléfono'));
  await user.paste('600777888');
}

describe('/users: the list', () => {
  it('shows members and pending invitations with initials, role labels, status and seats', async () => {
    serveTeam('OWNER');
    renderApp('/users', { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeInTheDocument();
    const table = await findTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    const [owner, agent, invited] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(owner).toHaveTextContent('LM');
    expect(owner).toHaveTextContent('Lucía Martín');
    expect(owner).toHaveTextContent('Director');
    expect(owner).toHaveTextContent('Activo');
    expect(agent).toHaveTextContent('PR');
    expect(agent).toHaveTextContent('Agente');
    expect(agent).toHaveTextContent('+34 600 33 34 44');
    // The invitation and its INVITED member are one row.
    expect(invited).toHaveTextContent('MG');
    expect(invited).toHaveTextContent('marta.garcia@inmobiliariasol.es');
    expect(invited).toHaveTextContent('Administrativo');
    expect(invited).toHaveTextContent('Invitado');

    expect(screen.getByText('3 de 5 plazas')).toBeInTheDocument();
  });

  it("offers 'Opciones' on neither the OWNER's row nor one's own", async () => {
    serveTeam('ADMINISTRATIVE');
    renderApp('/users', { loggedIn: true });

    const self = await findRow(/Lucía Martín/);
    expect(self).toHaveTextContent('Tú');
    expect(within(self).queryByRole('button', { name: 'Opciones' })).not.toBeInTheDocument();
    const owner = await findRow(/Pablo Ruiz/);
    expect(owner).toHaveTextContent('Director');
    expect(within(owner).queryByRole('button', { name: 'Opciones' })).not.toBeInTheDocument();
    expect(within(await findRow(/marta garcía lópez/)).getByRole('button', { name: 'Opciones' })).toBeInTheDocument();
  });

  it.each<Rol>(['AGENT', 'DEVELOPER'])('sends an %s to /', async (rol) => {
    serveTeam(rol);
    const { pathname } = renderApp('/users', { loggedIn: true });

    await waitFor(() => expect(pathname()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Usuarios' })).not.toBeInTheDocument();
  });

  it('the options menu opens from its button and closes with Escape', async () => {
    serveTeam('OWNER');
    const { user } = renderApp('/users', { loggedIn: true });
    const button = within(await findRow(/Pablo Ruiz/)).getByRole('button', { name: 'Opciones' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Eliminar' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('/users: invite', () => {
  it("asks for every field: 'Por favor, rellene todos los campos'", async () => {
    serveTeam();
    const { user } = renderApp('/users', { loggedIn: true });
    const dialog = await openInviteDialog(user);

    await user.click(within(dialog).getByLabelText('Nombre'));
    await user.paste('Ana López');
    await user.click(within(dialog).getByLabelText('Email'));
    await user.paste('ana.lopez@inmobiliariasol.es');
    await user.click(within(dialog).getByRole('button', { name: 'Invitar' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Por favor, rellene todos los campos');
  });

  it("checks the email strictly: 'Email no válido'", async () => {
    serveTeam();
    const { user } = renderApp('/users', { loggedIn: true });
    const dialog = await openInviteDialog(user);

    await fillInvite(user, dialog, 'ana@inmobiliariasol');
    await user.click(within(dialog).getByRole('button', { name: 'Invitar' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Email no válido');
  });

  it("invites as Agente by default, says 'Usuario invitado' and refreshes both lists", async () => {
    const state = serveTeam();
    let body: unknown;
    server.use(
      http.post(api('/business/invite'), async ({ request }) => {
        body = await request.json();
        const invited = { memberId: crypto.randomUUID(), status: 'INVITED', rol: 'AGENT', invitedMemberDataPreActivation: { name: 'Ana López', email: 'ana.lopez@inmobiliariasol.es', phone: '34600777888' } } as const;
        state.business = BusinessSchema.parse({ ...state.business, members: [...state.business.members, invited] });
        state.invites = [
          ...state.invites,
          InviteSchema.parse({ id: crypto.randomUUID(), memberId: invited.memberId, rol: 'AGENT', ...invited.invitedMemberDataPreActivation }),
        ];
        return HttpResponse.json({ business: state.business });
      }),
    );
    const { user } = renderApp('/users', { loggedIn: true });
    await findTable();
    const dialog = await openInviteDialog(user);
    expect(within(dialog).getByLabelText('Rol')).toHaveDisplayValue('Agente');
    const businessCallsBefore = state.businessCalls;
    expect(state.invitesCalls).toBe(1);

    await fillInvite(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Invitar' }));

    expect(await screen.findByText('Usuario invitado')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Ana López', email: 'ana.lopez@inmobiliariasol.es', phone: '34600777888', rol: 'AGENT' });
    expect(state.invitesCalls).toBe(2);
    expect(state.businessCalls).toBeGreaterThan(businessCallsBefore);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await findRow(/Ana López/)).toHaveTextContent('Invitado');
    expect(screen.getByText('4 de 5 plazas')).toBeInTheDocument();
  });

  it('can invite an Administrador', async () => {
    serveTeam();
    let body: { rol?: string } = {};
    server.use(
      http.post(api('/business/invite'), async ({ request }) => {
        body = (await request.json()) as { rol?: string };
        return HttpResponse.json({ business: buildTeamBusiness('OWNER') });
      }),
    );
    const { user } = renderApp('/users', { loggedIn: true });
    const dialog = await openInviteDialog(user);

    await fillInvite(user, dialog);
    await user.selectOptions(within(dialog).getByLabelText('Rol'), 'Administrador');
    await user.click(within(dialog).getByRole('button', { name: 'Invitar' }));

    expect(await screen.findByText('Usuario invitado')).toBeInTheDocument();
    expect(body.rol).toBe('ADMINISTRATIVE');
  });

  it.each([
    ['BUSINESS_CLIENT_QUOTA', 'Quota de clientes alcanzada'],
    ['INVITATION_MEMBER_EXIST', 'El usuario o la invitación ya existe para este correo electrónico o teléfono'],
    [
      'PHONE_ALREADY_REGISTERED',
      'El teléfono introducido ya existe en el sistema. Por favor elija otro o pongase en contacto con el equipo de Mike.',
    ],
    ['INTERNAL_ERROR', 'Ha ocurrido un error'],
  ])('%s reads %j in a toast and inside the dialog, which stays open', async (errorCode, text) => {
    serveTeam();
    server.use(http.post(api('/business/invite'), () => errorBody(errorCode, errorCode === 'INTERNAL_ERROR' ? 500 : 409)));
    const { user } = renderApp('/users', { loggedIn: true });
    const dialog = await openInviteDialog(user);

    await fillInvite(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Invitar' }));

    // The modal dialog makes the toast inert: the dialog says it too.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'Invitar usuario' })).toBeInTheDocument();
  });

  it("'Cancelar' closes the dialog without calling the API", async () => {
    serveTeam();
    let calls = 0;
    server.use(
      http.post(api('/business/invite'), () => {
        calls += 1;
        return HttpResponse.json({ business: buildTeamBusiness('OWNER') });
      }),
    );
    const { user } = renderApp('/users', { loggedIn: true });
    const dialog = await openInviteDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AÑADIR' })).toHaveFocus();
    expect(calls).toBe(0);
  });
});

describe('/users: remove', () => {
  async function chooseRemove(user: ReturnType<typeof renderApp>['user'], name: RegExp) {
    await user.click(within(await findRow(name)).getByRole('button', { name: 'Opciones' }));
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
  }

  it("cancels an invitation: 'Invitación cancelada' and the invites are fetched again", async () => {
    const state = serveTeam();
    let deleted: string | undefined;
    server.use(
      http.delete(api(`/business/${BUSINESS_ID}/invite/:inviteId`), ({ params }) => {
        deleted = String(params.inviteId);
        state.invites = [];
        state.business = BusinessSchema.parse({
          ...state.business,
          members: state.business.members.filter((member) => member.memberId !== INVITED_MEMBER_ID),
        });
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = renderApp('/users', { loggedIn: true });

    await chooseRemove(user, /marta garcía lópez/);
    const dialog = screen.getByRole('dialog', { name: 'Cancelar invitación' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar invitación' }));

    expect(await screen.findByText('Invitación cancelada')).toBeInTheDocument();
    expect(deleted).toBe(INVITE_ID);
    expect(state.invitesCalls).toBe(2);
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText(/marta/)).not.toBeInTheDocument());
  });

  it("a failed cancel reads 'Error al cancelar la invitación'", async () => {
    serveTeam();
    server.use(http.delete(api(`/business/${BUSINESS_ID}/invite/:inviteId`), () => errorBody('NOT_FOUND', 404)));
    const { user } = renderApp('/users', { loggedIn: true });

    await chooseRemove(user, /marta garcía lópez/);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar invitación' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al cancelar la invitación');
    await waitFor(() => expect(screen.getAllByText('Error al cancelar la invitación')).toHaveLength(2));
  });

  it("expels a member: 'Usuario expulsado' and the list is fetched again", async () => {
    const state = serveTeam();
    const agent = state.business.members[1];
    let body: unknown;
    server.use(
      http.post(api('/business/remove-user'), async ({ request }) => {
        body = await request.json();
        state.business = BusinessSchema.parse({
          ...state.business,
          members: state.business.members.filter((member) => member.memberId !== agent?.memberId),
        });
        return HttpResponse.json({ business: state.business });
      }),
    );
    const { user } = renderApp('/users', { loggedIn: true });
    await findRow(/Pablo Ruiz/);
    const businessCallsBefore = state.businessCalls;

    await chooseRemove(user, /Pablo Ruiz/);
    const dialog = screen.getByRole('dialog', { name: 'Expulsar Usuario' });
    expect(dialog).toHaveTextContent('¿Quieres expulsar a Pablo Ruiz?');
    await user.click(within(dialog).getByRole('button', { name: 'Expulsar Usuario' }));

    expect(await screen.findByText('Usuario expulsado')).toBeInTheDocument();
    expect(body).toEqual({ memberId: agent?.memberId });
    expect(state.businessCalls).toBeGreaterThan(businessCallsBefore);
    expect(within(screen.getByRole('table')).queryByText('Pablo Ruiz')).not.toBeInTheDocument();
    expect(screen.getByText('2 de 5 plazas')).toBeInTheDocument();
  });

  it("shows the server's text when expelling fails, and 'Volver' does nothing", async () => {
    serveTeam();
    server.use(
      http.post(api('/business/remove-user'), () =>
        HttpResponse.json({ message: 'No se puede expulsar al director de la empresa.', errorCode: 'CANNOT_REMOVE_OWNER' }, { status: 403 }),
      ),
    );
    const { user } = renderApp('/users', { loggedIn: true });

    await chooseRemove(user, /Pablo Ruiz/);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await chooseRemove(user, /Pablo Ruiz/);
    const dialog = screen.getByRole('dialog', { name: 'Expulsar Usuario' });
    await user.click(within(dialog).getByRole('button', { name: 'Expulsar Usuario' }));
    // In the dialog as well as in the toast, which the modal dialog makes inert.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se puede expulsar al director de la empresa.');
    await waitFor(() => expect(screen.getAllByText('No se puede expulsar al director de la empresa.')).toHaveLength(2));
  });
});

describe('#15 /users when every seat is taken', () => {
  function serveFullTeam(rol: Rol) {
    const state = serveTeam(rol);
    state.business = buildTeamBusiness(rol, 3);
    return state;
  }

  it("the OWNER sees '3 de 3 plazas' and 'Añadir plazas' (to /pricing) instead of the invite form", async () => {
    serveFullTeam('OWNER');
    // /pricing reads the subscription as soon as it opens; served here so that read never goes unanswered.
    server.use(http.get(api('/business/subscription'), () => HttpResponse.json({ subscriptionStatus: { cancelAt: null } })));
    const { user, pathname } = renderApp('/users', { loggedIn: true });

    expect(await screen.findByText('3 de 3 plazas')).toBeInTheDocument();
    expect(screen.getByText(/Añade plazas en Subscripción/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'AÑADIR' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Añadir plazas' }));
    await waitFor(() => expect(pathname()).toBe('/pricing'));
    expect(await screen.findByRole('tabpanel', { name: 'Tu plan' })).toBeInTheDocument();
  });

  it('an administrative member is told the owner must add seats, with no button', async () => {
    serveFullTeam('ADMINISTRATIVE');
    renderApp('/users', { loggedIn: true });

    expect(await screen.findByText('3 de 3 plazas')).toBeInTheDocument();
    expect(screen.getByText(/El director de tu empresa debe añadir plazas/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'AÑADIR' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Añadir plazas' })).not.toBeInTheDocument();
  });
});

describe('/users: what was suspended when the owner claimed the account (ADR 009, SECURITY.md #37)', () => {
  /** The other member and the invitation were made before the owner verified the account. */
  function serveSuspended(rol: Rol) {
    const state = serveTeam(rol);
    const suspend = (business: Business): Business => ({
      ...business,
      members: business.members.map((member) => (member.rol === 'OWNER' && member.client?.id === ownerUser.id ? member : { ...member, suspended: true })),
    });
    state.business = suspend(state.business);
    state.invites = [{ ...pendingInvite, suspended: true }];
    const confirmed: string[] = [];
    server.use(
      http.post(api('/business/confirm-member'), async ({ request }) => {
        const { memberId } = (await request.json()) as { memberId: string };
        confirmed.push(memberId);
        state.business = { ...state.business, members: state.business.members.map((member) => (member.memberId === memberId ? { ...member, suspended: false } : member)) };
        state.invites = state.invites.map((invite) => (invite.memberId === memberId ? { ...invite, suspended: false } : invite));
        return HttpResponse.json({ business: state.business });
      }),
    );
    return { state, confirmed };
  }

  it("the OWNER sees 'Pendiente de confirmar', is told why, and 'Confirmar' gives the access back", async () => {
    const { confirmed } = serveSuspended('OWNER');
    const { user } = renderApp('/users', { loggedIn: true });

    expect(await screen.findByText(/se añadieron antes de que verificaras tu cuenta/)).toBeInTheDocument();
    const invited = await findRow(/marta garcía lópez/);
    expect(invited).toHaveTextContent('Pendiente de confirmar');
    await user.click(within(invited).getByRole('button', { name: 'Opciones' }));
    await user.click(screen.getByRole('menuitem', { name: 'Confirmar' }));
    await waitFor(() => expect(confirmed).toEqual([INVITED_MEMBER_ID]));
    await waitFor(async () => expect(await findRow(/marta garcía lópez/)).toHaveTextContent('Invitado'));
    expect(await findRow(/Pablo Ruiz/)).toHaveTextContent('Pendiente de confirmar');
  });

  it("an administrative member sees the rows as suspended but cannot confirm them", async () => {
    serveSuspended('ADMINISTRATIVE');
    const { user } = renderApp('/users', { loggedIn: true });
    const invited = await findRow(/marta garcía lópez/);
    expect(invited).toHaveTextContent('Pendiente de confirmar');
    expect(screen.queryByText(/se añadieron antes de que verificaras tu cuenta/)).not.toBeInTheDocument();
    await user.click(within(invited).getByRole('button', { name: 'Opciones' }));
    expect(screen.queryByRole('menuitem', { name: 'Confirmar' })).not.toBeInTheDocument();
  });
});
