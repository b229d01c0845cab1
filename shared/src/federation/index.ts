export * from './remotes';
export * from './shared-libs';
export * from './webpack-config';
