// First: zod's settings before any schema below is built.
import './zod-setup';

export * from './api';
export * from './assets';
export * from './marketing';
export * from './remote-manifest';
export * from './organisation';
export * from '../contracts/agents/agent-wire';
