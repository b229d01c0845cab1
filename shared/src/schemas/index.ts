export * from './api';
export * from './assets';
export * from './marketing';
