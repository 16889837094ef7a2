// The business feature's public surface: other features import only this file (the app layer may compose
// the feature's components directly).
export { businessQueryKey, getBusinessQueryOptions, useBusiness } from './api/get-business.ts';
export { getCurrentMember } from './utils/get-current-member.ts';
export { canManageUsers } from './utils/can-manage-users.ts';
