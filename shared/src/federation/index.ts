export * from './remotes';
export * from './shared-libs';
export * from './webpack-config';
export * from './worker-config';
export * from './workspace-routes';
export * from './kit-api';
export { START_PRELOAD_ATTRIBUTE, withoutStartPreloads } from './start-preload';
export * from './screen-files';
