import type { FastifyInstance } from 'fastify';
import { AccountsService, PhoneLoginService, registerAccountsRoutes, SsoService } from './modules/accounts/index.ts';
import { BillingService, createBillingProvider, registerBillingRoutes } from './modules/billing/index.ts';
import {
  createBusinessWithOwner,
  hasActiveMembership,
  suspendTeamOfClaimedAccount,
  InvitationsService,
  MembershipCache,
  registerBusinessRoutes,
  TeamService,
} from './modules/business/index.ts';
import { ConversationsService, registerConversationRoutes } from './modules/conversations/index.ts';
import { registerDevRoutes } from './modules/dev/index.ts';
import { GovernanceService, PersonalDataService, registerGovernanceRoutes } from './modules/governance/index.ts';
import { registerHealthRoutes } from './modules/health/index.ts';
import { LegislationService, registerLegislationRoutes } from './modules/legislation/index.ts';
import type { AppContext } from './platform/context.ts';

/** Every service of the modules, built once per process by `createServices` and handed to routes and workers. */
export interface Services {
  accounts: AccountsService;
  phoneLogin: PhoneLoginService;
  sso: SsoService;
  /** The process's one membership cache: the chat reads through it, the team evicts from it. */
  memberships: MembershipCache;
  team: TeamService;
  invitations: InvitationsService;
  billing: BillingService;
  governance: GovernanceService;
  personalData: PersonalDataService;
  conversations: ConversationsService;
  legislation: LegislationService;
}

/** The composition root: the one place services are built and wired to each other. */
export async function createServices(ctx: AppContext): Promise<Services> {
  const memberships = new MembershipCache(ctx.bus, ctx.now);
  return {
    accounts: new AccountsService(ctx, { createBusinessWithOwner, hasActiveMembership, suspendTeamOfClaimedAccount }),
    phoneLogin: new PhoneLoginService(ctx),
    sso: new SsoService(ctx),
    memberships,
    team: new TeamService(ctx, memberships),
    invitations: new InvitationsService(ctx),
    billing: new BillingService(ctx, await createBillingProvider(ctx)),
    governance: new GovernanceService(ctx),
    personalData: new PersonalDataService(ctx, memberships),
    conversations: new ConversationsService(ctx, memberships),
    legislation: new LegislationService(ctx.database.db),
  };
}

/** Every module's routes, each given the services it calls. */
export function registerRoutes(app: FastifyInstance, ctx: AppContext, services: Services): void {
  registerHealthRoutes(app, ctx);
  registerAccountsRoutes(app, ctx, services);
  registerBusinessRoutes(app, ctx, services);
  registerBillingRoutes(app, ctx, services.billing);
  registerGovernanceRoutes(app, services);
  registerConversationRoutes(app, services.conversations);
  registerLegislationRoutes(app, services.legislation);
  if (ctx.config.isDevelopment) registerDevRoutes(app, ctx);
}
