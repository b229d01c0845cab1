/** The service desk's wire (`@itam/shared/contracts/incidents`): schemas, types and paths. */
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
