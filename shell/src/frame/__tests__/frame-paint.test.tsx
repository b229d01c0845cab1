import type { GlobalToken } from 'antd';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '@itam/shared/antd';
import {
  DEFAULT_LANGUAGE,
  DEVANAGARI_FAMILIES,
  DEVANAGARI_RANGE,
  LANGUAGE_STORAGE_KEY,
} from '@itam/shared/i18n';
import { appTheme } from '@itam/shared/theme';
import { FrameIcon } from '@itam/shared/ui';
import { frameVarsOf } from '../../layout/app-layout';
import { NARROW_QUERY } from '../../layout/use-sider-open';
import type { FrameHint } from '../frame-hint';
import { FRAME_HINT_KEY, FRAME_STATIC_ID } from '../frame-hint-names';
import { framePaintCss, framePaintScript, FRAME_PAINT_VARS, MENU_ICON_SVG } from '../frame-paint';

const NAMES = {
  languageKey: LANGUAGE_STORAGE_KEY,
  defaultLanguage: DEFAULT_LANGUAGE,
  fontFamilies: DEVANAGARI_FAMILIES,
  fontRange: DEVANAGARI_RANGE,
  narrowQuery: NARROW_QUERY,
};

const HINT: FrameHint = {
  v: 1,
  language: 'en',
  brand: { name: 'Demo Corp', logo: null },
  loading: 'Loading...',
  routes: [
    ['/'],
    ['/assets', 'Assets', 'Every asset of your company, page by page.'],
    ['/assets/new', 'New asset'],
    ['/assets/:assetId'],
    ['/in-stock', 'In stock', 'What is on the shelf.'],
  ],
};

/** The served page at `path`: runs the inline script as the browser does, after #root. */
function servePage(path: string, { token = 'eyJ.token', hint = HINT as unknown } = {}) {
  window.history.replaceState(null, '', path);
  localStorage.clear();
  if (token) localStorage.setItem('jwtToken', token);
  if (hint !== null)
    localStorage.setItem(FRAME_HINT_KEY, typeof hint === 'string' ? hint : JSON.stringify(hint));
  document.body.innerHTML = '<noscript>JS</noscript><div id="root"></div>';
  new Function(framePaintScript(NAMES))();
}

const frame = () => document.getElementById(FRAME_STATIC_ID);
const root = () => document.getElementById('root')!;

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the signed-in frame the served page draws', () => {
  it("draws the frame and the route's page header over the spinner, and hides #root", () => {
    servePage('/assets');
    expect(frame()).not.toBeNull();
    expect(frame()!.nextElementSibling).toBe(root());
    expect(root().hidden).toBe(true);
    expect(frame()!.getAttribute('aria-busy')).toBe('true');
    expect(frame()!.querySelector('h1')!.textContent).toBe('Assets');
    expect(frame()!.querySelector('p')!.textContent).toBe(
      'Every asset of your company, page by page.',
    );
    expect(frame()!.querySelector('.itam-frame-brand')!.textContent).toBe('Demo Corp');
    expect(frame()!.querySelector('.itam-spinner')).not.toBeNull();
    expect(frame()!.textContent).toContain('Loading...');
    expect(frame()!.querySelector('.itam-app-toggle svg')).not.toBeNull();
  });

  it('takes the path with a trailing slash, and a header without a description', () => {
    servePage('/in-stock/');
    expect(frame()!.querySelector('h1')!.textContent).toBe('In stock');
    servePage('/assets/new');
    expect(frame()!.querySelector('h1')!.textContent).toBe('New asset');
    expect(frame()!.querySelector('p')).toBeNull();
  });

  it('picks the route the router picks: a literal segment over a parameter', () => {
    // `/assets/new` matches both `/assets/new` and `/assets/:assetId`.
    servePage('/assets/new');
    expect(frame()!.querySelector('h1')!.textContent).toBe('New asset');
    // An asset's own page has no early header: nothing is drawn.
    servePage('/assets/5f0c');
    expect(frame()).toBeNull();
    expect(root().hidden).toBe(false);
  });

  it('shows the logo, named by the company, and the name when the logo does not load', () => {
    servePage('/assets', { hint: { ...HINT, brand: { name: 'Demo Corp', logo: '/logo.png' } } });
    const img = frame()!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/logo.png');
    expect(img.alt).toBe('Demo Corp');
    // A logo that no longer loads (its signed address lapsed) gives way to the name.
    img.dispatchEvent(new Event('error'));
    expect(frame()!.querySelector('img')).toBeNull();
    expect(frame()!.querySelector('.itam-frame-brand')!.textContent).toBe('Demo Corp');
  });

  it.each([
    ['no stored token', '/assets', { token: '' }],
    ['no hint', '/assets', { hint: null }],
    ['a hint that is not JSON', '/assets', { hint: '{nope' }],
    ['a hint of another format', '/assets', { hint: { ...HINT, v: 2 } }],
    ['a route without a header', '/', {}],
    ['a path no route has', '/nowhere/at/all', {}],
  ])('draws nothing with %s', (_, path, options) => {
    servePage(path, options as Parameters<typeof servePage>[1]);
    expect(frame()).toBeNull();
    expect(root().hidden).toBe(false);
  });

  it('draws nothing after the visitor chose another language than the hint was written in', () => {
    window.history.replaceState(null, '', '/assets');
    localStorage.setItem('jwtToken', 't');
    localStorage.setItem(FRAME_HINT_KEY, JSON.stringify(HINT));
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    document.body.innerHTML = '<div id="root"></div>';
    new Function(framePaintScript(NAMES))();
    expect(frame()).toBeNull();
  });

  it("registers the language's web font faces, of this origin only, as the kit does", () => {
    const added: { family: string; source: string; weight?: string; unicodeRange?: string }[] = [];
    class FakeFace {
      constructor(
        public family: string,
        public source: string,
        public descriptors: { weight?: string; unicodeRange?: string },
      ) {}
      load = () => Promise.resolve(this);
    }
    Object.assign(window, { FontFace: FakeFace });
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: {
        add: (face: FakeFace) =>
          added.push({ family: face.family, source: face.source, ...face.descriptors }),
      },
    });
    try {
      window.history.replaceState(null, '', '/assets');
      localStorage.setItem('jwtToken', 't');
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
      localStorage.setItem(
        FRAME_HINT_KEY,
        JSON.stringify({
          ...HINT,
          language: 'hi',
          routes: [['/assets', 'एसेट']],
          fonts: [
            { url: '/assets/deva-400.abc.woff2', weight: '400' },
            { url: 'https://evil.test/x.woff2', weight: '600' },
          ],
        }),
      );
      document.body.innerHTML = '<div id="root"></div>';
      new Function(framePaintScript(NAMES))();
      expect(frame()!.querySelector('h1')!.textContent).toBe('एसेट');
      expect(added).toEqual(
        DEVANAGARI_FAMILIES.map((family) => ({
          family,
          source: "url(/assets/deva-400.abc.woff2) format('woff2')",
          weight: '400',
          unicodeRange: DEVANAGARI_RANGE,
          display: 'swap',
        })),
      );
    } finally {
      delete (window as { FontFace?: unknown }).FontFace;
      delete (document as { fonts?: unknown }).fonts;
    }
  });

  it("sets the hint's texts as text, never as markup", () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    servePage('/assets', {
      hint: { ...HINT, brand: { name: evil, logo: null }, routes: [['/assets', evil, evil]] },
    });
    expect(frame()!.querySelector('h1')!.textContent).toBe(evil);
    expect(frame()!.querySelectorAll('img')).toHaveLength(0);
    expect(frame()!.querySelector('.itam-frame-brand')!.textContent).toBe(evil);
  });

  it('draws the menu icon the frame shows, in the colours of the theme', () => {
    expect(MENU_ICON_SVG).toBe(
      renderToStaticMarkup(<FrameIcon name="menu" />).replace(/^<span[^>]*>|<\/span>$/g, ''),
    );
    const token = theme.getDesignToken(appTheme) as GlobalToken;
    const vars = frameVarsOf(token);
    expect(Object.fromEntries(Object.entries(FRAME_PAINT_VARS))).toEqual(
      Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, v.toLowerCase()])),
    );
    const css = framePaintCss(NAMES);
    expect(css).toContain('.itam-app-header{');
    expect(css).toContain('.itam-spinner{');
    expect(css).toContain(`@media ${NARROW_QUERY}`);
  });
});
