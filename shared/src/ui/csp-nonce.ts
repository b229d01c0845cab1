/**
 * The style nonce of this page load. The server's Content-Security-Policy allows a
 * `<style>` element the app creates only with the nonce it wrote into the page
 * (`<meta property="csp-nonce" nonce="...">`, see CSP_NONCE_META): every `<style>` the
 * kit, the layouts or a remote render carries `nonce={cspNonce()}`, and antd gets it
 * through the theme's ConfigProvider. Undefined where no server set one (dev servers,
 * Storybook, tests, the landing's pre-rendering), which no policy restricts.
 */
import { CSP_NONCE_META } from '../contracts/csp';

let nonce: string | undefined | null = null;

export function cspNonce(): string | undefined {
  if (nonce === null) {
    // The IDL attribute: browsers hide a nonce from getAttribute once a policy applies.
    const meta =
      typeof document === 'undefined'
        ? null
        : document.querySelector<HTMLElement>(`meta[property="${CSP_NONCE_META}"]`);
    nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  }
  return nonce;
}
