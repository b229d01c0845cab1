export * from './remotes';
export * from './shared-libs';
export * from './webpack-config';
export * from './worker-config';
export * from './workspace-routes';
export * from './kit-api';
