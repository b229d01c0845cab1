export {
  addModuleResources,
  COMMON_NS,
  DEFAULT_LANGUAGE,
  getI18n,
  initI18n,
  isLanguageCode,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  resetI18nForTests,
  setLanguage,
  type LanguageCode,
  type ModuleResources,
} from './i18n-instance';
