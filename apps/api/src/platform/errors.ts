import type { ServerErrorCode } from '@mike/contracts';

/** The HTTP status each error code answers with. */
const STATUS_BY_CODE: Record<ServerErrorCode, number> = {
  VALIDATION_ERROR: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  INVALID_CREDENTIALS: 401,
  EMAIL_ALREADY_REGISTERED: 409,
  PHONE_ALREADY_REGISTERED: 409,
  WEAK_PASSWORD: 400,
  USER_NOT_FOUND: 404,
  SSO_NOT_CONFIGURED: 400,
  SSO_TOKEN_INVALID: 401,
  PHONE_NOT_REGISTERED: 404,
  PHONE_LOGIN_LOCKED: 429,
  INVALID_CODE: 401,
  CODE_ATTEMPTS_EXCEEDED: 410,
  LOGIN_INTENT_EXPIRED: 410,
  RESET_TOKEN_INVALID: 400,
  EMAIL_VERIFICATION_INVALID: 400,
  INVITATION_NOT_FOUND: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 410,
  INVITATION_SUSPENDED: 409,
  EMAIL_NOT_VERIFIED: 403,
  BUSINESS_CLIENT_QUOTA: 409,
  INVITATION_MEMBER_EXIST: 409,
  CANNOT_REMOVE_OWNER: 403,
  CANNOT_REMOVE_SELF: 403,
  NO_ACTIVE_PLAN: 403,
  SEATS_BELOW_MEMBERS: 409,
  NO_SUBSCRIPTION: 409,
  BILLING_PROVIDER_ERROR: 502,
  BILLING_BUSY: 409,
  CARD_DECLINED: 402,
  CHECKOUT_SESSION_CLOSED: 409,
  REPLY_PENDING: 409,
  MESSAGE_TOO_LONG: 400,
  OWNER_MUST_HAND_OVER: 409,
  NOTHING_TO_RECTIFY: 409,
};

/** The default Spanish sentence of each code, for when a service does not give a better one. */
const DEFAULT_MESSAGES: Partial<Record<ServerErrorCode, string>> = {
  VALIDATION_ERROR: 'Los datos enviados no son válidos.',
  UNAUTHORIZED: 'Tu sesión no es válida. Inicia sesión de nuevo.',
  FORBIDDEN: 'No tienes permiso para hacer esto.',
  NOT_FOUND: 'No encontrado.',
  RATE_LIMITED: 'Demasiados intentos. Espera un momento y vuelve a probar.',
  INTERNAL_ERROR: 'Ha ocurrido un error inesperado.',
  PAYLOAD_TOO_LARGE: 'La petición es demasiado grande.',
  UNSUPPORTED_MEDIA_TYPE: 'El contenido debe enviarse como JSON.',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento.',
  HEADERS_TOO_LARGE: 'Las cabeceras de la petición son demasiado grandes.',
  REQUEST_TIMEOUT: 'La petición ha tardado demasiado en llegar.',
  NO_ACTIVE_PLAN: 'Tu empresa no tiene un plan activo.',
};

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ServerErrorCode,
    message?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? DEFAULT_MESSAGES[code] ?? code);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export function statusOf(code: ServerErrorCode): number {
  return STATUS_BY_CODE[code];
}

export function defaultMessageOf(code: ServerErrorCode): string {
  return DEFAULT_MESSAGES[code] ?? code;
}
