/**
 * The organisation's strings are not in the module file (the dashboard does not download
 * them): the screens that show them load them, in the language shown, before rendering.
 */
import { addModuleLanguages, getI18n, resetI18nForTests, setLanguage } from '@itam/shared/i18n';
import remoteModule from '../module';
import orgEn from '../locales/en/settings/org.json';
import orgHi from '../locales/hi/settings/org.json';

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
