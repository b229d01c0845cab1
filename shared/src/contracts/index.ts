export * from './permissions';
export * from './modules';
export * from './license';
export * from './asset-states';
export * from './constants';
export * from './api';
