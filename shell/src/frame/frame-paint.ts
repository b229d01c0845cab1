/**
 * The signed-in frame painted by the served page itself (issue 14). For a visitor with a
 * stored session on a screen with a page header, an inline script in index.html draws,
 * before any of the app's code has arrived, what the app will first show there: the
 * frame's header (menu button, the company's logo or name), the side menu's place, and
 * the screen's page header over the loading spinner. The app then renders into the
 * hidden #root and takes the page over once a screen (or its header) has rendered
 * (landing/take-over.ts takeOverFrame), so the visitor reads where they are at once instead of after
 * ~400 KiB of script, and nothing moves when the app arrives.
 *
 * What it draws comes from the frame hint the app keeps on the device (frame-hint.ts):
 * every route pattern of the last session with the page header that visitor would see
 * there, in their language, and the brand. No hint, no token, another language chosen
 * since, or a route without a header: nothing is drawn and the app starts as before.
 *
 * The styles are the app's own (the frame's stylesheet, the page header's sizes, the
 * loading spinner), so the two paint the same boxes. Plain ES2017 in a string, run before
 * any bundle, tested by running it in jsdom; it only ever sets text, never HTML, from the
 * hint.
 */
import { JWT_TOKEN_KEY } from '@itam/shared/contracts';
import { SPINNER_CSS } from '@itam/shared/ui-base';
import { APP_LAYOUT_CSS } from '../layout/app-layout-style';
import { FRAME_HINT_KEY, FRAME_HINT_VERSION, FRAME_STATIC_ID } from './frame-hint-names';

/** What the script needs of the app's names (the language key is the kit's). */
export interface FramePaintNames {
  languageKey: string;
  defaultLanguage: string;
  /** The families and range the kit registers the Devanagari faces under (Hindi). */
  fontFamilies: readonly string[];
  fontRange: string;
  /** The side menu starts hidden below this (use-sider-open.ts). */
  narrowQuery: string;
}

/**
 * antd's MenuOutlined as the frame's toggle shows it (FrameIcon 'menu'); the test checks
 * it against the kit's icon.
 */
export const MENU_ICON_SVG =
  '<svg viewBox="64 64 896 896" focusable="false" data-icon="menu" width="1em" height="1em" fill="currentColor" aria-hidden="true"><path d="M904 160H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0 624H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0-312H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8z"></path></svg>';

/**
 * The frame's theme colours (AppLayout sets them from antd's tokens; the test checks
 * these against the theme) and the page header's type (antd's Typography h1 at the
 * kit's 24 px, and a secondary paragraph: PageHeader).
 */
export const FRAME_PAINT_VARS = {
  '--itam-bg-layout': '#f5f5f5',
  '--itam-border': '#f0f0f0',
  '--itam-border-strong': '#d9d9d9',
  '--itam-primary': '#33d7db',
  '--itam-primary-bg': '#f0fffd',
  '--itam-link': '#0a6f72',
  '--itam-text-muted': 'rgba(0, 0, 0, 0.62)',
} as const;

/** antd's font stack (its `fontFamily` token), which the app's text is set in. */
const ANTD_FONT =
  "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif," +
  "'Apple Color Emoji','Segoe UI Emoji','Segoe UI Symbol','Noto Color Emoji'";

export function framePaintCss({ narrowQuery }: Pick<FramePaintNames, 'narrowQuery'>): string {
  const vars = Object.entries(FRAME_PAINT_VARS)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const f = `#${FRAME_STATIC_ID}`;
  return (
    `${f}{${vars};font-family:${ANTD_FONT};font-size:14px;line-height:1.5714285714285714;color:rgba(0,0,0,.88)}` +
    `${f} .itam-app-toggle{box-sizing:border-box}` +
    `${f} .itam-frame-brand{display:inline-flex;align-items:center;min-width:0;max-width:100%}` +
    `${f} .itam-frame-brand img{display:block;height:28px;width:auto;max-width:min(160px,100%);object-fit:contain;object-position:left center}` +
    `${f} .itam-frame-brand span{font-size:20px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}` +
    `${f} .itam-frame-heading{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start;margin-bottom:24px}` +
    `${f} .itam-frame-heading>div{flex:1 1 240px;min-width:0}` +
    `${f} h1{margin:0 0 12px;font-size:24px;font-weight:600;line-height:1.21;color:rgba(0,0,0,.88)}` +
    `${f} p{margin:0;color:var(--itam-text-muted)}` +
    `${f} .itam-frame-loading{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;min-height:240px}` +
    `@media ${narrowQuery}{${f} .itam-app-sider{display:none}}` +
    APP_LAYOUT_CSS.replace(/\s*\n\s*/g, '') +
    SPINNER_CSS
  );
}

const SCRIPT = `function (w, d, c) {
  function read(key) {
    try { return w.localStorage.getItem(key); } catch (e) { return null; }
  }
  if (!read(c.tokenKey)) return;
  var hint = null;
  try { hint = JSON.parse(read(c.hintKey) || 'null'); } catch (e) { return; }
  if (!hint || hint.v !== c.version || !hint.routes || !hint.routes.length) return;
  if (hint.language !== (read(c.languageKey) || c.defaultLanguage)) return;
  var parts = w.location.pathname.split('/');
  if (parts.length > 2 && parts[parts.length - 1] === '') parts.pop();
  // The route as the router picks it: of the patterns that match, the most literal one.
  var best = null, bestScore = -1;
  hint.routes.forEach(function (route) {
    var pattern = String(route[0]).split('/');
    if (pattern.length !== parts.length) return;
    var score = 0;
    for (var i = 0; i < pattern.length; i++) {
      if (pattern[i].charAt(0) === ':') { if (!parts[i]) return; }
      else if (pattern[i] !== parts[i]) return;
      else score++;
    }
    if (score > bestScore) { best = route; bestScore = score; }
  });
  if (!best || !best[1]) return;
  var root = d.getElementById('root');
  if (!root || !root.parentNode) return;
  // The language's web font (Hindi's Devanagari faces), as the kit registers it.
  if (hint.fonts && w.FontFace && d.fonts) hint.fonts.forEach(function (f) {
    if (!/^\\/[\\w\\/.-]+\\.woff2$/.test(String(f.url))) return;
    c.fontFamilies.forEach(function (family) {
      try {
        var face = new w.FontFace(family, 'url(' + f.url + ") format('woff2')",
          { weight: String(f.weight), unicodeRange: c.fontRange, display: 'swap' });
        d.fonts.add(face);
        face.load().catch(function () {});
      } catch (e) {}
    });
  });
  function el(tag, cls, text) {
    var e = d.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.textContent = text;
    return e;
  }
  function add(parent) {
    for (var i = 1; i < arguments.length; i++) if (arguments[i]) parent.appendChild(arguments[i]);
    return parent;
  }
  var brand = el('span', 'itam-frame-brand');
  function brandName() {
    brand.textContent = '';
    if (hint.brand && hint.brand.name) brand.appendChild(el('span', '', hint.brand.name));
  }
  if (hint.brand && hint.brand.logo) {
    var img = el('img');
    // An uploaded logo's address is signed for an hour: once it has lapsed, the name.
    img.onerror = brandName;
    img.src = hint.brand.logo;
    img.alt = hint.brand.name || '';
    img.height = 28;
    brand.appendChild(img);
  } else brandName();
  var toggle = el('span', 'itam-app-toggle');
  toggle.innerHTML = c.menuIcon;
  var heading = add(el('div'), el('h1', '', best[1]), best[2] ? el('p', '', best[2]) : null);
  var spinner = el('span', 'itam-spinner');
  var loading = add(el('div', 'itam-frame-loading'), spinner, el('span', '', hint.loading || ''));
  var frame = add(
    el('div', 'itam-app'),
    add(el('header', 'itam-app-header'), add(el('div', 'itam-app-brand'), toggle, brand)),
    add(
      el('div', 'itam-app-body'),
      el('div', 'itam-app-sider'),
      add(el('div', 'itam-app-content'), add(el('main'), add(el('div', 'itam-frame-heading'), heading), loading))
    )
  );
  frame.id = c.frameId;
  frame.setAttribute('aria-busy', 'true');
  root.parentNode.insertBefore(frame, root);
  root.hidden = true;
}`;

/** The inline script: draws the frame when the hint has a page header for this path. */
export function framePaintScript(names: FramePaintNames): string {
  const config = {
    tokenKey: JWT_TOKEN_KEY,
    hintKey: FRAME_HINT_KEY,
    version: FRAME_HINT_VERSION,
    frameId: FRAME_STATIC_ID,
    languageKey: names.languageKey,
    defaultLanguage: names.defaultLanguage,
    fontFamilies: names.fontFamilies,
    fontRange: names.fontRange,
    menuIcon: MENU_ICON_SVG,
  };
  return `(${SCRIPT})(window, document, ${JSON.stringify(config).replace(/</g, '\\u003c')});`;
}

/** The page's part: the styles and the script, placed just after `<div id="root">` (which it hides). */
export function framePaintHtml(names: FramePaintNames): string {
  return `<style>${framePaintCss(names)}</style><script>${framePaintScript(names)}</script>`;
}
