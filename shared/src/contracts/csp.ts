/**
 * The Content-Security-Policy the server sends (api/src/security/csp.ts) and what the
 * browser needs of it. Scripts and styles come from the page's own origin; the inline
 * script and styles of a built HTML page are allowed by their hashes; a `<style>` element
 * the app creates at run time (antd's styles, the kit's and the layouts' `<style>`) is
 * allowed by the nonce the server writes into each HTML page it sends as
 * `<meta property="csp-nonce" nonce="...">` (see `cspNonce()` in `@itam/shared/ui-base`).
 */
import type { SupportChatProvider } from './telemetry';

/** The `property` of the meta element that carries the page's style nonce. */
export const CSP_NONCE_META = 'csp-nonce';

/** The fetch directives a third-party service may add sources to. */
export type CspFetchDirective =
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'worker-src'
  | 'media-src';

export type CspSources = Partial<Record<CspFetchDirective, readonly string[]>>;

/**
 * What each support-chat provider's widget loads, per directive (allowed only while that
 * provider is configured). Crisp, from its "Crisp Domain Names" guide: the widget inlines
 * its colour styles, so its style-src needs 'unsafe-inline' (which browsers ignore next to
 * a nonce or hash: with the chat on, the page's styles are allowed by 'unsafe-inline'),
 * and it runs web workers from blob: URLs.
 */
export const SUPPORT_CHAT_CSP: Record<SupportChatProvider, CspSources> = {
  crisp: {
    'script-src': ['https://client.crisp.chat', 'https://settings.crisp.chat'],
    'style-src': ["'unsafe-inline'", 'https://client.crisp.chat'],
    'img-src': [
      'https://client.crisp.chat',
      'https://image.crisp.chat',
      'https://storage.crisp.chat',
    ],
    'font-src': ['https://client.crisp.chat'],
    'media-src': ['https://client.crisp.chat'],
    'connect-src': [
      'https://client.crisp.chat',
      'https://storage.crisp.chat',
      'wss://client.relay.crisp.chat',
      'wss://stream.relay.crisp.chat',
      'wss://client.relay.rescue.crisp.chat',
    ],
    'frame-src': ['https://game.crisp.chat'],
    'worker-src': ['blob:', 'https://client.crisp.chat'],
  },
};
