/**
 * @rc-component/util's `es/Dom/dynamicCSS`, under the alias the webpack factory gives it
 * for the kit's stand-in (dynamic-css-nonce.ts). Its own declarations, restated: the kit
 * does not depend on @rc-component/util (antd does).
 */
declare module '@itam/rc-dynamic-css' {
  export interface DynamicCssOptions {
    attachTo?: Element | ShadowRoot;
    csp?: { nonce?: string };
    prepend?: boolean | 'queue';
    priority?: number;
    mark?: string;
    styles?: HTMLElement[];
  }
  export function injectCSS(css: string, option?: DynamicCssOptions): HTMLStyleElement;
  export function removeCSS(key: string, option?: DynamicCssOptions): void;
  export function clearContainerCache(): void;
  export function updateCSS(css: string, key: string, option?: DynamicCssOptions): HTMLElement;
}
