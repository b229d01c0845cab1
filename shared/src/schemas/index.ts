// First: zod's settings before any schema below is built.
import './zod-setup';

export * from './api';
// The asset register's schemas (their home: `@itam/shared/contracts/assets`).
export * from '../contracts/assets';
export * from './marketing';
export * from './remote-manifest';
export * from './organisation';
export * from '../contracts/agents/agent-wire';
