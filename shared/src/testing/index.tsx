/**
 * Testing helpers: render with the same store kit, router, i18n (English) and theme as
 * the shell. Tests only: not a Module Federation shared module.
 */
// First: installs what react-router and antd need before they load.
import { installDomPolyfills } from './dom-polyfills';

export { installDomPolyfills };
export {
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export { describeRemoteModule } from './describe-remote-module';
export { LeaveAndReturn } from './leave-and-return';
export {
  remoteScreenRenderer,
  setupUser,
  withDetachedStyles,
  type RenderScreenOptions,
} from './remote-screen';
export { AssetDetailStandIn, standInAsset } from './asset-detail-stand-in';
export { contrast, over, parseColor, type Rgba } from './contrast';
