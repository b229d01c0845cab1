/**
 * i18next set-up shared by the shell, the dev host and tests: English and Hindi, the
 * `common` namespace of the ui kit, and one namespace per remote added at registration.
 * The chosen language is remembered in localStorage.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEn from './locales/en/common.json';
import commonHi from './locales/hi/common.json';
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

let instance: I18n | null = null;

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

/** Creates the instance once (synchronously: resources are bundled) and returns it. */
export function initI18n(language?: LanguageCode): I18n {
  if (instance) return instance;
  const lng = language ?? storedLanguage() ?? DEFAULT_LANGUAGE;
  const created = i18next.createInstance();
  void created.use(initReactI18next).init({
    resources: { en: { [COMMON_NS]: commonEn }, hi: { [COMMON_NS]: commonHi } },
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  markDocument(lng);
  instance = created;
  return created;
}

export function getI18n(): I18n {
  return instance ?? initI18n();
}

/** Adds a remote's namespace in both languages (deep-merged, later keys win). */
export function addModuleResources(namespace: string, resources: ModuleResources): void {
  const i18n = getI18n();
  for (const { code } of LANGUAGES) {
    i18n.addResourceBundle(code, namespace, resources[code], true, true);
  }
}

/** Switches the language and remembers it. */
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
}
