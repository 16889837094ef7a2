export * from './enums.ts';
export * from './accounts.ts';
export * from './business.ts';
export * from './conversations.ts';
export * from './billing.ts';
export * from './outbox.ts';
export * from './legislation.ts';
export * from './governance.ts';
