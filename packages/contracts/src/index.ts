export * from './errors.ts';
export * from './common.ts';
export * from './client-user.ts';
export * from './business.ts';
export * from './conversation.ts';
export * from './billing.ts';
export * from './platform.ts';
export * from './routes.ts';
