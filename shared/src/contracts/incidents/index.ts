/** The service desk's wire (`@itam/shared/contracts/incidents`): schemas, types and paths. */
// First: zod's settings before any schema below is built.
import '../../schemas/zod-setup';

export * from './constants';
export * from './common';
export * from './tickets';
export * from './attachments';
export * from './surveys';
export * from './settings';
export * from './request-types';
export * from './agents';
export * from './assets';
export * from './reports';
