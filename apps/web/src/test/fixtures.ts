import {
  AuthResponseSchema,
  BusinessSchema,
  MemberSchema,
  type Business,
  type ClientUser,
  type Member,
  type Rol,
} from '@mike/contracts';

// Contract-shaped fixtures: each one is parsed with its schema, so a fixture can never drift from the API.

export const ownerUser: ClientUser = {
  id: '3f1c6a52-9a9b-4d3e-8f6a-0c8c2f1a7b10',
  email: 'lucia.martin@inmobiliariasol.es',
  phone: '34600111222',
  name: 'Lucía Martín',
};

export const otherUser: ClientUser = {
  id: '7a2d9e14-5b3c-4f8e-9d21-6e4b3c2a1f09',
  email: 'pablo.ruiz@inmobiliariasol.es',
  phone: '34600333444',
  name: 'Pablo Ruiz',
};

export function buildMember(client: ClientUser, rol: Rol, overrides: Partial<Member> = {}): Member {
  return MemberSchema.parse({
    memberId: crypto.randomUUID(),
    client,
    status: 'ACTIVE',
    rol,
    ...overrides,
  });
}

export interface BusinessOptions {
  /** The signed-in user's role; the user is left out of the members when null. */
  rol?: Rol | null;
  memberAllowedQuantity?: number;
  trialEndDate?: string | null;
}

export function buildBusiness({ rol = 'OWNER', memberAllowedQuantity = 3, trialEndDate = null }: BusinessOptions = {}): Business {
  const members = [buildMember(otherUser, rol === 'OWNER' ? 'AGENT' : 'OWNER')];
  if (rol) members.unshift(buildMember(ownerUser, rol));
  return BusinessSchema.parse({
    id: '0b8f5c3e-2d4a-4e6b-9c1f-8a7d6e5f4c3b',
    name: 'Inmobiliaria Sol',
    creationDate: '2025-01-15T09:30:00.000Z',
    memberAllowedQuantity,
    members,
    trialEndDate,
  });
}

export const session = AuthResponseSchema.parse({ clientUser: ownerUser, token: 'test-token-0123456789abcdef' });
