/**
 * The few parts of `oidc-provider` (a devDependency with no published types) that the SSO tests use:
 * a real OpenID Provider standing in for Google and LinkedIn.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    [key: string]: unknown;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    jwks?: { keys: object[] };
    cookies?: { keys?: string[]; [key: string]: unknown };
    features?: Record<string, { enabled: boolean; [key: string]: unknown }>;
    [key: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
