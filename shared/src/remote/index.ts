export {
  defineRemoteModule,
  type DefineRemoteModuleOptions,
  type ScreenLoader,
} from './define-remote-module';
export { findRemoteRoute, RemoteRouteView, type RemoteRouteViewProps } from './remote-route-view';
export { installRemoteModule } from './install-remote-module';
export { assertRemoteModule } from './assert-remote-module';
export {
  collectExtensions,
  ExtensionBoundary,
  ExtensionView,
  isContributionAllowed,
  useExtensions,
  useExtensionTabs,
  type ExtensionAudience,
  type ExtensionTab,
  type ExtensionViewProps,
  type ResolvedExtension,
} from './extensions';
