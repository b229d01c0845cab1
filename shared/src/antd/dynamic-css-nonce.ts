/**
 * Stands in for @rc-component/util's `Dom/dynamicCSS` in the shell's build (swapped in by
 * the webpack factory, see `nonceDynamicCss`). antd's dialogs lock the page's scroll, and
 * rc-util measures scroll bars, with `<style>` elements written through it without a
 * nonce (no option reaches those calls), which the page's Content-Security-Policy refuses.
 * Here every call carries the page's nonce unless it brings its own (antd's style engine
 * passes the ConfigProvider's), then goes to the original module.
 */
import {
  clearContainerCache,
  injectCSS as injectOriginal,
  removeCSS,
  updateCSS as updateOriginal,
  type DynamicCssOptions,
} from '@itam/rc-dynamic-css';
import { cspNonce } from '../ui/csp-nonce';

function withNonce(option: DynamicCssOptions = {}): DynamicCssOptions {
  const nonce = option.csp?.nonce ?? cspNonce();
  return nonce ? { ...option, csp: { ...option.csp, nonce } } : option;
}

export function injectCSS(css: string, option?: DynamicCssOptions): HTMLStyleElement {
  return injectOriginal(css, withNonce(option));
}

export function updateCSS(css: string, key: string, option?: DynamicCssOptions): HTMLElement {
  return updateOriginal(css, key, withNonce(option));
}

export { clearContainerCache, removeCSS };
