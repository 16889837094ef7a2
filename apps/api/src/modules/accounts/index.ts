// The accounts module's public surface: other modules and the entry points import only this file.
export { registerAccountsRoutes } from './accounts.routes.ts';
export { AccountsService, emailTaken, mapUserConflict, phoneTaken, toClientUser, type Tenancy } from './accounts.service.ts';
export { PhoneLoginService } from './phone-login.service.ts';
export { SsoService } from './sso.ts';
export { assertStrongPassword, hashPassword, verifyPassword } from './passwords.ts';
export { normalizePhone } from './phones.ts';
export { readSsoToken, spendSsoToken, type SsoHandover } from './sso-token.ts';
/** The users' directory, for modules that find or create accounts (business's invitations). */
export { findSsoIdentity, findUserByEmail, findUserById, findUserByPhone, insertSsoIdentity, insertUser, type ClientUserRow } from './accounts.repository.ts';
