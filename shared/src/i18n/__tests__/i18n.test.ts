import {
  addModuleResources,
  initI18n,
  LANGUAGE_STORAGE_KEY,
  resetI18nForTests,
  setLanguage,
} from '..';

describe('i18n', () => {
  beforeEach(() => {
    localStorage.clear();
    resetI18nForTests();
  });

  it('starts in English with the common namespace', () => {
    const i18n = initI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('loading')).toBe('Loading...');
  });

  it('starts in the remembered language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(initI18n().t('subscription.subscribe')).toBe('सदस्यता लें');
  });

  it('switches language, remembers it and marks the document', async () => {
    const i18n = initI18n();
    await setLanguage('hi');
    expect(i18n.language).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('adds a module namespace in both languages', async () => {
    const i18n = initI18n();
    addModuleResources('assets', { en: { title: 'Assets' }, hi: { title: 'संपत्तियाँ' } });
    expect(i18n.t('title', { ns: 'assets' })).toBe('Assets');
    await setLanguage('hi');
    expect(i18n.t('title', { ns: 'assets' })).toBe('संपत्तियाँ');
  });
});
