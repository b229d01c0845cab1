/**
 * The inline script of the pre-rendered landing (`dist/web/landing.html`, written by
 * `scripts/build-landing.tsx`). It keeps the app's scripts off the page until the visitor
 * interacts (pointer, touch, wheel, key or focus), so `/` costs a first-time visitor
 * HTML, CSS and the small visit beacon. A stored session token or another language starts
 * the app at once and shows it directly (the landing would be the wrong page), exactly as
 * without the landing. A click on the login button or a language choice before the app
 * runs is queued on the page global for the app to replay. Plain ES2017 in a string: it
 * runs before any bundle, and is tested by running it in jsdom.
 */
import {
  JWT_TOKEN_KEY,
  LANDING_GLOBAL,
  LANDING_INTENT_ATTR,
  LANDING_LANGUAGE_FIELD,
  LANDING_STATIC_ID,
  WEB_VISITED_DELAY_MS,
} from '@itam/shared/contracts';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } from '@itam/shared/i18n';

export interface LandingLoaderOptions {
  /** The app's start-up scripts, in order (from the shell's index.html). */
  scripts: string[];
  /** The visit beacon's URL: sends web-visited when the app has not started by then. */
  beacon: string;
}

const LOADER = `function (w, d, c) {
  var g = (w[c.global] = w[c.global] || { intents: [] });
  var started = false;
  var triggers = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'];
  function read(key) {
    try { return w.localStorage.getItem(key); } catch (e) { return null; }
  }
  function inLanding(el, selector) {
    return el && el.closest ? el.closest('#' + c.landing + ' ' + selector) : null;
  }
  function start() {
    if (started) return;
    started = true;
    triggers.forEach(function (type) { d.removeEventListener(type, start, true); });
    c.scripts.forEach(function (src) {
      var s = d.createElement('script');
      s.src = src;
      s.async = false;
      d.body.appendChild(s);
    });
  }
  g.start = start;
  var language = read(c.languageKey);
  if (read(c.tokenKey) || (language && language !== c.defaultLanguage)) {
    var landing = d.getElementById(c.landing);
    if (landing) landing.remove();
    d.getElementById('root').hidden = false;
    start();
    return;
  }
  triggers.forEach(function (type) {
    d.addEventListener(type, start, { capture: true, passive: true });
  });
  d.addEventListener('click', function (e) {
    var el = inLanding(e.target, '[' + c.intentAttr + ']');
    if (!el) return;
    e.preventDefault();
    g.intents.push({ type: el.getAttribute(c.intentAttr) });
    start();
  }, true);
  d.addEventListener('change', function (e) {
    var el = inLanding(e.target, 'select[name="' + c.languageField + '"]');
    if (!el) return;
    try { w.localStorage.setItem(c.languageKey, el.value); } catch (err) {}
    g.intents.push({ type: 'language', language: el.value });
    start();
  }, true);
  function later() {
    setTimeout(function () {
      if (started || g.visitClaimed) return;
      var s = d.createElement('script');
      s.src = c.beacon;
      s.async = true;
      d.body.appendChild(s);
    }, c.visitDelayMs);
  }
  if (d.readyState === 'complete') later();
  else w.addEventListener('load', later, { once: true });
}`;

/** The loader as an inline script body, with its configuration. */
export function landingLoaderScript({ scripts, beacon }: LandingLoaderOptions): string {
  const config = {
    global: LANDING_GLOBAL,
    landing: LANDING_STATIC_ID,
    intentAttr: LANDING_INTENT_ATTR,
    languageField: LANDING_LANGUAGE_FIELD,
    tokenKey: JWT_TOKEN_KEY,
    languageKey: LANGUAGE_STORAGE_KEY,
    defaultLanguage: DEFAULT_LANGUAGE,
    visitDelayMs: WEB_VISITED_DELAY_MS,
    scripts,
    beacon,
  };
  // `<` escaped: the configuration sits inside a <script> element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(${LOADER})(window, document, ${json});`;
}
