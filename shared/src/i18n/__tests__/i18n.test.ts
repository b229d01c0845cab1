import {
  addModuleLanguages,
  addModuleResources,
  i18nReady,
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

  it('starts in the remembered language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    const i18n = initI18n();
    await i18nReady();
    expect(i18n.t('subscription.subscribe')).toBe('सदस्यता लें');
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

  it('loads a language only when it is shown', async () => {
    const i18n = initI18n();
    const hindi = jest.fn(async () => ({ default: { title: 'संपत्तियाँ' } }));
    await addModuleLanguages('lazy', { en: { title: 'Assets' } }, { hi: hindi });
    expect(i18n.t('title', { ns: 'lazy' })).toBe('Assets');
    expect(i18n.t('subscription.subscribe')).toBe('Subscribe');
    expect(hindi).not.toHaveBeenCalled();
    await i18n.changeLanguage('hi');
    expect(hindi).toHaveBeenCalledTimes(1);
    expect(i18n.t('title', { ns: 'lazy' })).toBe('संपत्तियाँ');
    expect(i18n.t('subscription.subscribe')).toBe('सदस्यता लें');
  });
});
