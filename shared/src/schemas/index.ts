export * from './api';
export * from './assets';
export * from './marketing';
export * from './organisation';
