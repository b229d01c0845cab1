export {
  addModuleLanguages,
  addModuleResources,
  COMMON_NS,
  DEFAULT_LANGUAGE,
  getI18n,
  i18nReady,
  initI18n,
  isLanguageCode,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  resetI18nForTests,
  setLanguage,
  type LanguageCode,
  type LanguageLoader,
  type ModuleResources,
} from './i18n-instance';
export {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTime,
  getFormatContext,
  setFormatContext,
  todayIso,
  type FormatContext,
} from './format';
export {
  DEVANAGARI_FAMILIES,
  DEVANAGARI_RANGE,
  devanagariFaces,
  type DevanagariFace,
} from './devanagari-font';
// react-i18next through the kit, like the router: a shared package is not tree-shaken, and
// the product uses only these two (every package imports them from here; ESLint refuses
// react-i18next elsewhere).
export { I18nextProvider, useTranslation } from 'react-i18next';
