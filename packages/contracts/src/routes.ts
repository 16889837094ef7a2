import type { z } from 'zod';
import {
  BillParamsSchema,
  RectifyInvoiceRequestSchema,
  RectifyInvoiceResponseSchema,
  BillingDetailsResponseSchema,
  BillingDetailsSchema,
  BillsResponseSchema,
  CancelSubscriptionUrlResponseSchema,
  CustomerSessionResponseSchema,
  GetPaymentUrlQuerySchema,
  PaymentUrlResponseSchema,
  SandboxCheckoutParamsSchema,
  SandboxCheckoutResponseSchema,
  SandboxPayRequestSchema,
  SandboxPortalCancelResponseSchema,
  SandboxPortalResponseSchema,
  SandboxRedirectResponseSchema,
  SeatChangePreviewQuerySchema,
  SeatChangePreviewResponseSchema,
  SubscriptionResponseSchema,
  UpdateAllowedMembersQuantityRequestSchema,
  WebhookResponseSchema,
} from './billing.ts';
import {
  BusinessIdParamsSchema,
  BusinessResponseSchema,
  DeleteInviteResponseSchema,
  GetInvitationQuerySchema,
  InvitationResponseSchema,
  InviteParamsSchema,
  InviteRequestSchema,
  InvitesResponseSchema,
  ConfirmMemberRequestSchema,
  RemoveUserRequestSchema,
  UseInvitationRequestSchema,
  UseInvitationWithSsoRequestSchema,
} from './business.ts';
import {
  AgentLoginIntentRequestSchema,
  AgentLoginIntentResponseSchema,
  AgentLoginRequestSchema,
  AuthResponseSchema,
  LoginWithPasswordRequestSchema,
  LoginWithSsoRequestSchema,
  LogoutResponseSchema,
  PasswordResetRequestSchema,
  PasswordResetResetRequestSchema,
  PasswordResetResponseSchema,
  RegisterWithBusinessRequestSchema,
  ResendEmailVerificationResponseSchema,
  SsoCallbackQuerySchema,
  SsoParamsSchema,
  SsoStartQuerySchema,
  SsoStartResponseSchema,
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
} from './client-user.ts';
import {
  ConversationParamsSchema,
  ConversationResponseSchema,
  ConversationsResponseSchema,
  CreateConversationRequestSchema,
  DocumentParamsSchema,
  DocumentQuerySchema,
  DeleteConversationResponseSchema,
  MessageFeedbackParamsSchema,
  MessageFeedbackRequestSchema,
  MessageFeedbackResponseSchema,
  MessageResponseSchema,
  RenameConversationRequestSchema,
  SearchConversationsQuerySchema,
  SendMessageRequestSchema,
  StopReplyResponseSchema,
} from './conversation.ts';
import {
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  BusinessSettingsResponseSchema,
  DeleteAccountRequestSchema,
  DeleteAccountResponseSchema,
  PERSONAL_DATA_EXPORT_PATH,
  UpdateBusinessSettingsRequestSchema,
  UsageQuerySchema,
  UsageResponseSchema,
} from './governance.ts';
import { LegislationArticleParamsSchema, LegislationArticleResponseSchema, LegislationListResponseSchema } from './legislation.ts';

/** One call of the API (spec §7), below the `/api` prefix. */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** Fastify-style path, e.g. '/business/:businessId/invites'. */
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /** 'none': anonymous; 'user': any signed-in user. Role checks live in the services. */
  auth: 'none' | 'user';
  /** HTTP status of success; 200 unless given. */
  status?: 200 | 201;
}

/** Every call of spec §7 and the extra ones of DESIGN.md §4 that carry JSON. */
export const apiRoutes = {
  registerWithBusiness: {
    method: 'POST',
    path: '/client-user/register-with-business',
    body: RegisterWithBusinessRequestSchema,
    response: AuthResponseSchema,
    auth: 'none',
    status: 201,
  },
  loginWithPassword: {
    method: 'POST',
    path: '/client-user/login-with-password',
    body: LoginWithPasswordRequestSchema,
    response: AuthResponseSchema,
    auth: 'none',
  },
  /** Starts an SSO round trip (DESIGN.md §5): the provider's authorization URL, and the signed state cookie. */
  startSso: {
    method: 'GET',
    path: '/auth/sso/:provider/start',
    params: SsoParamsSchema,
    query: SsoStartQuerySchema,
    response: SsoStartResponseSchema,
    auth: 'none',
  },
  loginWithSso: {
    method: 'POST',
    path: '/client-user/login-with-sso',
    body: LoginWithSsoRequestSchema,
    response: AuthResponseSchema,
    auth: 'none',
  },
  useInvitation: {
    method: 'POST',
    path: '/client-user/use-invitation',
    body: UseInvitationRequestSchema,
    response: AuthResponseSchema,
    auth: 'none',
  },
  useInvitationWithSso: {
    method: 'POST',
    path: '/client-user/use-invitation-with-sso',
    body: UseInvitationWithSsoRequestSchema,
    response: AuthResponseSchema,
    auth: 'none',
  },
  getInvitation: {
    method: 'GET',
    path: '/client-user/get-invitation',
    query: GetInvitationQuerySchema,
    response: InvitationResponseSchema,
    auth: 'none',
  },
  agentLoginIntent: {
    method: 'POST',
    path: '/client-user/agent-login-intent',
    body: AgentLoginIntentRequestSchema,
    response: AgentLoginIntentResponseSchema,
    auth: 'none',
  },
  agentLogin: {
    method: 'POST',
    path: '/client-user/agent-login',
    body: AgentLoginRequestSchema,
    response: AuthResponseSchema,
    auth: 'none',
  },
  logout: {
    method: 'POST',
    path: '/client-user/logout',
    response: LogoutResponseSchema,
    auth: 'user',
  },
  passwordResetRequest: {
    method: 'POST',
    path: '/password-reset/request',
    body: PasswordResetRequestSchema,
    response: PasswordResetResponseSchema,
    auth: 'none',
  },
  passwordReset: {
    method: 'POST',
    path: '/password-reset/reset',
    body: PasswordResetResetRequestSchema,
    response: PasswordResetResponseSchema,
    auth: 'none',
  },
  verifyEmail: {
    method: 'POST',
    path: '/client-user/verify-email',
    body: VerifyEmailRequestSchema,
    response: VerifyEmailResponseSchema,
    auth: 'none',
  },
  resendEmailVerification: {
    method: 'POST',
    path: '/client-user/resend-email-verification',
    response: ResendEmailVerificationResponseSchema,
    auth: 'user',
  },
  getBusiness: { method: 'GET', path: '/business/get', response: BusinessResponseSchema, auth: 'user' },
  invite: {
    method: 'POST',
    path: '/business/invite',
    body: InviteRequestSchema,
    response: BusinessResponseSchema,
    auth: 'user',
  },
  removeUser: {
    method: 'POST',
    path: '/business/remove-user',
    body: RemoveUserRequestSchema,
    response: BusinessResponseSchema,
    auth: 'user',
  },
  /** The OWNER who claimed an account confirms a member or invitation its unverified registrant made (ADR 009). */
  confirmMember: {
    method: 'POST',
    path: '/business/confirm-member',
    body: ConfirmMemberRequestSchema,
    response: BusinessResponseSchema,
    auth: 'user',
  },
  getInvites: {
    method: 'GET',
    path: '/business/:businessId/invites',
    params: BusinessIdParamsSchema,
    response: InvitesResponseSchema,
    auth: 'user',
  },
  deleteInvite: {
    method: 'DELETE',
    path: '/business/:businessId/invite/:inviteId',
    params: InviteParamsSchema,
    response: DeleteInviteResponseSchema,
    auth: 'user',
  },
  getPaymentUrl: {
    method: 'GET',
    path: '/business/get-payment-url',
    query: GetPaymentUrlQuerySchema,
    response: PaymentUrlResponseSchema,
    auth: 'user',
  },
  getPaymentCustomerSession: {
    method: 'GET',
    path: '/business/get-payment-customer-session',
    response: CustomerSessionResponseSchema,
    auth: 'user',
  },
  updateAllowedMembersQuantity: {
    method: 'POST',
    path: '/business/update-allowed-members-quantity',
    body: UpdateAllowedMembersQuantityRequestSchema,
    response: BusinessResponseSchema,
    auth: 'user',
  },
  /** What a seat change would charge now and the new monthly total, before anything is charged (OWNER). */
  getSeatChangePreview: {
    method: 'GET',
    path: '/business/seat-change-preview',
    query: SeatChangePreviewQuerySchema,
    response: SeatChangePreviewResponseSchema,
    auth: 'user',
  },
  getBills: { method: 'GET', path: '/business/get-bills', response: BillsResponseSchema, auth: 'user' },
  /**
   * Issues a factura rectificativa por sustitución of the bill's invoice (OWNER; ADR 030): the current billing
   * details, the invoice's amounts, the reason; NOTHING_TO_RECTIFY when the details are those already issued.
   */
  rectifyInvoice: {
    method: 'POST',
    path: '/business/bills/:billId/rectify',
    params: BillParamsSchema,
    body: RectifyInvoiceRequestSchema,
    response: RectifyInvoiceResponseSchema,
    auth: 'user',
  },
  /** The business's invoice details (OWNER); null until set. */
  getBillingDetails: { method: 'GET', path: '/business/billing-details', response: BillingDetailsResponseSchema, auth: 'user' },
  updateBillingDetails: {
    method: 'POST',
    path: '/business/billing-details',
    body: BillingDetailsSchema,
    response: BillingDetailsResponseSchema,
    auth: 'user',
  },
  getCancelSubscriptionUrl: {
    method: 'GET',
    path: '/business/get-cancel-subscription-url',
    response: CancelSubscriptionUrlResponseSchema,
    auth: 'user',
  },
  getSubscription: {
    method: 'GET',
    path: '/business/subscription',
    response: SubscriptionResponseSchema,
    auth: 'user',
  },
  syncBusiness: { method: 'POST', path: '/business/sync', response: BusinessResponseSchema, auth: 'user' },
  // Issue 16: usage, audit trail, retention and personal-data rights.
  getUsage: { method: 'GET', path: '/business/usage', query: UsageQuerySchema, response: UsageResponseSchema, auth: 'user' },
  getAuditLog: { method: 'GET', path: '/business/audit-log', query: AuditLogQuerySchema, response: AuditLogResponseSchema, auth: 'user' },
  getBusinessSettings: { method: 'GET', path: '/business/settings', response: BusinessSettingsResponseSchema, auth: 'user' },
  updateBusinessSettings: {
    method: 'POST',
    path: '/business/settings',
    body: UpdateBusinessSettingsRequestSchema,
    response: BusinessSettingsResponseSchema,
    auth: 'user',
  },
  deleteAccount: {
    method: 'POST',
    path: '/client-user/delete',
    body: DeleteAccountRequestSchema,
    response: DeleteAccountResponseSchema,
    auth: 'user',
  },
  createConversation: {
    method: 'POST',
    path: '/conversations/create',
    body: CreateConversationRequestSchema,
    response: MessageResponseSchema,
    auth: 'user',
    status: 201,
  },
  sendMessage: {
    method: 'POST',
    path: '/conversations/send-message',
    body: SendMessageRequestSchema,
    response: MessageResponseSchema,
    auth: 'user',
    status: 201,
  },
  getConversation: {
    method: 'GET',
    path: '/conversations/:id',
    params: ConversationParamsSchema,
    response: ConversationResponseSchema,
    auth: 'user',
  },
  getAllConversations: {
    method: 'GET',
    path: '/conversations/get-all',
    response: ConversationsResponseSchema,
    auth: 'user',
  },
  /** The caller's chats that match words of their title or messages (issue 14), newest first, at most 50. */
  searchConversations: {
    method: 'GET',
    path: '/conversations/search',
    query: SearchConversationsQuerySchema,
    response: ConversationsResponseSchema,
    auth: 'user',
  },
  /** Renames one of the caller's chats (issue 14). */
  renameConversation: {
    method: 'POST',
    path: '/conversations/:id/title',
    params: ConversationParamsSchema,
    body: RenameConversationRequestSchema,
    response: ConversationResponseSchema,
    auth: 'user',
  },
  /** Deletes one of the caller's chats with its messages, votes and drafted documents (their links stop working). */
  deleteConversation: {
    method: 'DELETE',
    path: '/conversations/:id',
    params: ConversationParamsSchema,
    response: DeleteConversationResponseSchema,
    auth: 'user',
  },
  /** The caller's 👍/👎 (and optional comment) on a bot answer of one of their chats (issue 14). */
  sendMessageFeedback: {
    method: 'POST',
    path: '/conversations/:id/messages/:messageId/feedback',
    params: MessageFeedbackParamsSchema,
    body: MessageFeedbackRequestSchema,
    response: MessageFeedbackResponseSchema,
    auth: 'user',
  },
  /** Stops the answer to one of the member's questions while it is being written ("Detener"). */
  stopReply: {
    method: 'POST',
    path: '/conversations/:id/messages/:messageId/stop',
    params: MessageFeedbackParamsSchema,
    response: StopReplyResponseSchema,
    auth: 'user',
  },
  /** The laws MIKE holds (any signed-in member: laws are not tenant data). */
  getLegislation: { method: 'GET', path: '/legislation', response: LegislationListResponseSchema, auth: 'user' },
  /**
   * One provision with its apartados. `article` is the normalised key, URL-encoded ('36', '9%20bis',
   * 'DA%2011%C2%AA'); reference forms such as 'da-11', '9-bis' or 'articulo-36' are read too.
   */
  getLegislationArticle: {
    method: 'GET',
    path: '/legislation/:lawId/articles/:article',
    params: LegislationArticleParamsSchema,
    response: LegislationArticleResponseSchema,
    auth: 'user',
  },
  billingWebhook: {
    method: 'POST',
    path: '/billing/webhook',
    response: WebhookResponseSchema,
    auth: 'none',
  },
} as const satisfies Record<string, ApiRoute>;

/**
 * The sandbox billing provider's own calls, used by its SPA pages (checkout and portal) and only
 * with BILLING_PROVIDER=sandbox. Kept apart from `apiRoutes` because they are not calls of the spec.
 */
export const sandboxBillingRoutes = {
  getSandboxCheckout: {
    method: 'GET',
    path: '/billing/sandbox/checkout/:sessionId',
    params: SandboxCheckoutParamsSchema,
    response: SandboxCheckoutResponseSchema,
    auth: 'user',
  },
  paySandboxCheckout: {
    method: 'POST',
    path: '/billing/sandbox/checkout/:sessionId/pay',
    params: SandboxCheckoutParamsSchema,
    body: SandboxPayRequestSchema,
    response: SandboxRedirectResponseSchema,
    auth: 'user',
  },
  cancelSandboxCheckout: {
    method: 'POST',
    path: '/billing/sandbox/checkout/:sessionId/cancel',
    params: SandboxCheckoutParamsSchema,
    response: SandboxRedirectResponseSchema,
    auth: 'user',
  },
  getSandboxPortal: { method: 'GET', path: '/billing/sandbox/portal', response: SandboxPortalResponseSchema, auth: 'user' },
  cancelSandboxSubscription: {
    method: 'POST',
    path: '/billing/sandbox/portal/cancel',
    response: SandboxPortalCancelResponseSchema,
    auth: 'user',
  },
} as const satisfies Record<string, ApiRoute>;

/** A Word document (.docx). */
export const DOCX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A call that answers something other than JSON: the browser follows, streams or downloads it (DESIGN.md §4). */
export interface BrowserRoute {
  method: 'GET';
  path: string;
  query?: z.ZodType;
  params?: z.ZodType;
  auth: 'none' | 'user';
  /** What it answers: a server-sent event stream, a file, or a redirect (302). */
  produces: 'text/event-stream' | 'application/octet-stream' | 'application/pdf' | 'application/zip' | typeof DOCX_MEDIA_TYPE | 'redirect';
  /** What the OpenAPI document says of it. */
  description: string;
}

/** The routes of the API that are not JSON calls; with `apiRoutes`, every route below `/api`. */
export const browserRoutes = {
  ssoCallback: {
    method: 'GET',
    path: '/auth/sso/:provider/callback',
    params: SsoParamsSchema,
    query: SsoCallbackQuerySchema,
    auth: 'none',
    produces: 'redirect',
    description: 'Where the provider returns the browser. Always a 302 to the SPA: `?callback_provider=` and, on success, `#tokenSso=`.',
  },
  conversationEvents: {
    method: 'GET',
    path: '/conversations/:id/events',
    params: ConversationParamsSchema,
    auth: 'user',
    produces: 'text/event-stream',
    description: 'Server-sent events of one conversation (DESIGN.md §7): `message.created`, `message.delta`, `message.completed`.',
  },
  downloadDocument: {
    method: 'GET',
    path: '/documents/:id/:fileName',
    params: DocumentParamsSchema,
    query: DocumentQuerySchema,
    auth: 'none',
    produces: 'application/octet-stream',
    description: 'A drafted document, through its signed link: valid 15 minutes and while the session it was issued to lives (SECURITY.md #35).',
  },
  exportConversation: {
    method: 'GET',
    path: '/conversations/:id/export.docx',
    params: ConversationParamsSchema,
    auth: 'user',
    produces: DOCX_MEDIA_TYPE,
    description:
      "One of the caller's conversations as a .docx memo: its title, the date, the member, each question and answer, the sources with their BOE address and the notice; named after the title.",
  },
  downloadInvoice: {
    method: 'GET',
    path: '/business/bills/:billId/invoice.pdf',
    params: BillParamsSchema,
    auth: 'user',
    produces: 'application/pdf',
    description: "An issued invoice of the caller's business as a PDF (OWNER), saved as `factura-NUMBER.pdf`.",
  },
  downloadCreditNote: {
    method: 'GET',
    path: '/business/bills/:billId/credit-note.pdf',
    params: BillParamsSchema,
    auth: 'user',
    produces: 'application/pdf',
    description: "The latest factura rectificativa of a bill of the caller's business as a PDF (OWNER), saved as `factura-rectificativa-NUMBER.pdf`.",
  },
  exportPersonalData: {
    method: 'GET',
    path: PERSONAL_DATA_EXPORT_PATH,
    auth: 'user',
    produces: 'application/zip',
    description: "The caller's personal data (GDPR access and portability) as a ZIP of JSON files.",
  },
} as const satisfies Record<string, BrowserRoute>;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;
