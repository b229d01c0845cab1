import { render } from '@testing-library/react';
import { CSP_NONCE_META } from '../../contracts/csp';

/** A fresh copy of the module: it reads the page's nonce once. */
async function freshCspNonce(): Promise<() => string | undefined> {
  jest.resetModules();
  return (await import('../csp-nonce')).cspNonce;
}

describe('cspNonce', () => {
  afterEach(() => document.head.querySelector(`meta[property="${CSP_NONCE_META}"]`)?.remove());

  it("reads the page's nonce meta, as the server writes it", async () => {
    document.head.insertAdjacentHTML(
      'afterbegin',
      `<meta property="${CSP_NONCE_META}" nonce="c2VydmVyLW5vbmNl">`,
    );
    const cspNonce = await freshCspNonce();
    expect(cspNonce()).toBe('c2VydmVyLW5vbmNl');
    // A <style> rendered with it carries it.
    const { container } = render(<style nonce={cspNonce()}>{'.x{color:red}'}</style>);
    expect(container.querySelector('style')?.getAttribute('nonce')).toBe('c2VydmVyLW5vbmNl');
  });

  it('is undefined where no server wrote one (dev servers, Storybook, tests)', async () => {
    const cspNonce = await freshCspNonce();
    expect(cspNonce()).toBeUndefined();
    const { container } = render(<style nonce={cspNonce()}>{'.x{color:red}'}</style>);
    expect(container.querySelector('style')?.hasAttribute('nonce')).toBe(false);
  });
});
