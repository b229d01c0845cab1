/**
 * i18next set-up shared by the shell, the dev host and tests: English and Hindi, the
 * `common` namespace of the ui kit, and one namespace per remote added at registration.
 * The chosen language is remembered in localStorage.
 *
 * English, the default and the fallback, is bundled; another language's strings load when
 * that language is first shown (the kit's Hindi in a chunk of its own, a remote's through
 * `addModuleLanguages`), so a page in English never downloads the Hindi strings.
 * `changeLanguage` and `setLanguage` resolve once the language's strings are in;
 * `i18nReady` once the starting language's are.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEn from './locales/en/common.json';
import { loadDevanagariFont } from './devanagari-font';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_STORAGE_KEY = 'itam.language';
export const COMMON_NS = 'common';

export type ModuleResources = { en: Record<string, unknown>; hi: Record<string, unknown> };

/** One language's strings of a namespace, loaded when first shown (a code-split JSON import). */
export type LanguageLoader = () => Promise<Record<string, unknown> | { default: unknown }>;

let instance: I18n | null = null;
let ready: Promise<unknown> = Promise.resolve();

/** Loaders by `<language>|<namespace>`; the kit's own Hindi strings are one. */
const loaders = new Map<string, LanguageLoader>([
  [`hi|${COMMON_NS}`, () => import(/* webpackChunkName: "common-hi" */ './locales/hi/common.json')],
]);
/** Loads done or under way, by the same key (a failed one is tried again next time). */
const loads = new Map<string, Promise<void>>();

/** Every loader of `language` not loaded yet, each into its namespace (merged, later keys win). */
function loadLanguage(i18n: I18n, language: string): Promise<void> {
  const keys = [...loaders.keys()].filter((key) => key.startsWith(`${language}|`));
  return Promise.all(
    keys.map((key) => {
      let load = loads.get(key);
      if (!load) {
        const namespace = key.slice(language.length + 1);
        load = loaders.get(key)!().then(
          (loaded) => {
            const strings = 'default' in loaded ? loaded.default : loaded;
            i18n.addResourceBundle(language, namespace, strings, true, true);
          },
          (error: unknown) => {
            loads.delete(key);
            console.error(`[i18n] the ${language} strings of ${namespace} did not load`, error);
          },
        );
        loads.set(key, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

function storedLanguage(): LanguageCode | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
}

function markDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (language === 'hi') loadDevanagariFont();
}

/**
 * Creates the instance once and returns it: ready at once in English, after its strings
 * have loaded in another language (`i18nReady`).
 */
export function initI18n(language?: LanguageCode): I18n {
  if (instance) return instance;
  const lng = language ?? storedLanguage() ?? DEFAULT_LANGUAGE;
  const created = i18next.createInstance();
  void created.use(initReactI18next).init({
    resources: { en: { [COMMON_NS]: commonEn } },
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  // A language's strings load before i18next switches to it, whoever asks for the switch.
  const change = created.changeLanguage;
  created.changeLanguage = (async (next, callback) => {
    if (next) await loadLanguage(created, next);
    return change(next, callback);
  }) as typeof change;
  // Starting in another language: its strings, then the switch again for what rendered.
  ready = lng === DEFAULT_LANGUAGE ? Promise.resolve() : created.changeLanguage(lng);
  markDocument(lng);
  instance = created;
  return created;
}

export function getI18n(): I18n {
  return instance ?? initI18n();
}

/** Resolves once the starting language's strings are in (at once in English). */
export async function i18nReady(): Promise<void> {
  getI18n();
  await ready.catch(() => undefined);
}

/** Adds a remote's namespace in both languages (deep-merged, later keys win). */
export function addModuleResources(namespace: string, resources: ModuleResources): void {
  const i18n = getI18n();
  for (const { code } of LANGUAGES) {
    i18n.addResourceBundle(code, namespace, resources[code], true, true);
  }
}

/**
 * Adds a remote's namespace: the languages `bundled` with its code, and `load` for those
 * whose strings load when first shown. Resolves once the shown language's strings are in.
 */
export async function addModuleLanguages(
  namespace: string,
  bundled: Partial<Record<LanguageCode, Record<string, unknown>>>,
  load: Partial<Record<LanguageCode, LanguageLoader>>,
): Promise<void> {
  const i18n = getI18n();
  for (const { code } of LANGUAGES) {
    const loader = load[code];
    const key = `${code}|${namespace}`;
    if (loader && loaders.get(key) !== loader) {
      loaders.set(key, loader);
      loads.delete(key);
    } else if (!loader && bundled[code]) {
      i18n.addResourceBundle(code, namespace, bundled[code], true, true);
    }
  }
  await loadLanguage(i18n, i18n.language);
}

/** Switches the language (once its strings are in) and remembers it. */
export async function setLanguage(language: LanguageCode): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the switch still applies to this page.
  }
  markDocument(language);
  await getI18n().changeLanguage(language);
}

/** Drops the instance (tests only). */
export function resetI18nForTests(): void {
  instance = null;
  loads.clear();
}
