/**
 * The screens' and the organisation's strings are not in the module file (the dashboard
 * does not download them): the screens that show them load them, in the language shown,
 * before rendering. The module file keeps what the dashboards read.
 */
import { addModuleLanguages, getI18n, resetI18nForTests, setLanguage } from '@itam/shared/i18n';
import remoteModule from '../module';
import moduleEn from '../locales/en/assets.json';
import moduleHi from '../locales/hi/assets.json';
import screensEn from '../locales/en/screens/assets.json';
import screensHi from '../locales/hi/screens/assets.json';
import orgEn from '../locales/en/settings/org.json';
import orgHi from '../locales/hi/settings/org.json';
import { mergeStrings } from '../screen-strings';

const KEY = 'org.import.row';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|other)$/, '')];
  return Object.entries(value).flatMap(([key, inner]) =>
    keyPaths(inner, prefix ? `${prefix}.${key}` : key),
  );
}

async function loadRoute(id: string) {
  const { lazy } = remoteModule.routes.find((r) => r.id === id)!;
  if (typeof lazy !== 'function') throw new Error(`${id} is not a lazy route`);
  await lazy();
}

beforeEach(async () => {
  localStorage.clear();
  resetI18nForTests();
  const { namespace, resources } = remoteModule.i18n;
  await addModuleLanguages(namespace, resources, remoteModule.i18nLoad!);
});

afterEach(() => setLanguage('en'));

describe('the organisation strings', () => {
  it('are not in the module file', () => {
    expect(remoteModule.i18n.resources.en).not.toHaveProperty('org');
    expect(getI18n().exists(KEY, { ns: 'assets' })).toBe(false);
  });

  it('have the same keys in English and Hindi', () => {
    expect([...new Set(keyPaths(orgHi))].sort()).toEqual([...new Set(keyPaths(orgEn))].sort());
  });

  it('load in English with a screen that shows them, before it renders', async () => {
    await loadRoute('urlRedirect');
    expect(getI18n().t(KEY, { ns: 'assets' })).toBe(orgEn.org.import.row);
  });

  it('load in Hindi when Hindi is shown, then or later', async () => {
    await loadRoute('urlRedirect');
    await setLanguage('hi');
    expect(getI18n().t(KEY, { ns: 'assets' })).toBe(orgHi.org.import.row);
    resetI18nForTests();
    await setLanguage('hi');
    await addModuleLanguages('assets', remoteModule.i18n.resources, remoteModule.i18nLoad!);
    await loadRoute('companyBranches');
    expect(getI18n().t(KEY, { ns: 'assets' })).toBe(orgHi.org.import.row);
  });
});

describe("the screens' strings", () => {
  // One of the screens' own (the asset list's search) and one the dashboards' activity list
  // reads from a group the two files share (`form`: its field names stay in the module file).
  const SCREEN_KEY = 'list.toolbar.search';
  const SHARED_GROUP_KEY = 'form.fields.name';
  const t = (key: string) => getI18n().t(key, { ns: 'assets' });

  it('are not in the module file, which keeps what the dashboards read', () => {
    expect(remoteModule.i18n.resources.en).not.toHaveProperty('devices');
    expect(remoteModule.i18n.resources.en).not.toHaveProperty('list.toolbar');
    expect(getI18n().exists(SCREEN_KEY, { ns: 'assets' })).toBe(false);
    expect(t(SHARED_GROUP_KEY)).toBe(moduleEn.form.fields.name);
    expect(t('list.columns.state')).toBe(moduleEn.list.columns.state);
  });

  it('share no key with the module file, and have the same keys in English and Hindi', () => {
    const moduleKeys = new Set(keyPaths(moduleEn));
    expect(keyPaths(screensEn).filter((key) => moduleKeys.has(key))).toEqual([]);
    expect([...new Set(keyPaths(screensHi))].sort()).toEqual(
      [...new Set(keyPaths(screensEn))].sort(),
    );
    expect([...new Set(keyPaths(moduleHi))].sort()).toEqual(
      [...new Set(keyPaths(moduleEn))].sort(),
    );
  });

  it('merge into one tree with the module file, groups they share included', () => {
    const merged = mergeStrings(moduleEn, screensEn) as typeof moduleEn & typeof screensEn;
    expect(merged.form.fields.name).toBe(moduleEn.form.fields.name);
    expect(merged.form.errors.name).toBe(screensEn.form.errors.name);
    expect(merged.list.toolbar.search).toBe(screensEn.list.toolbar.search);
  });

  it('do not load with the dashboards', async () => {
    await loadRoute('dashboard');
    await loadRoute('dashboardItTracking');
    expect(getI18n().exists(SCREEN_KEY, { ns: 'assets' })).toBe(false);
  });

  it('load in English with a screen that shows them, before it renders', async () => {
    await loadRoute('assets');
    expect(t(SCREEN_KEY)).toBe(screensEn.list.toolbar.search);
    expect(t(SHARED_GROUP_KEY)).toBe(moduleEn.form.fields.name);
  });

  it('load in Hindi when Hindi is shown, then or later, keeping the shared groups whole', async () => {
    await loadRoute('assets');
    await setLanguage('hi');
    expect(t(SCREEN_KEY)).toBe(screensHi.list.toolbar.search);
    expect(t(SHARED_GROUP_KEY)).toBe(moduleHi.form.fields.name);
    resetI18nForTests();
    await setLanguage('hi');
    await addModuleLanguages('assets', remoteModule.i18n.resources, remoteModule.i18nLoad!);
    expect(t(SHARED_GROUP_KEY)).toBe(moduleHi.form.fields.name);
    await loadRoute('devices');
    expect(t(SCREEN_KEY)).toBe(screensHi.list.toolbar.search);
    expect(t(SHARED_GROUP_KEY)).toBe(moduleHi.form.fields.name);
  });
});
