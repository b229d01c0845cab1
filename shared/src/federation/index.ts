export * from './remotes';
export * from './shared-libs';
export * from './webpack-config';
export * from './kit-api';
