/**
 * The strings of the remote's screens but the two dashboards load with those screens, not
 * with the module file every page of the remote (the dashboard first) downloads: the
 * screens' own (`locales/<language>/screens/assets.json`: the asset list and form, the
 * asset's detail, the state lists, devices and diagnostics...) and the organisation's
 * (`org.*`: the settings screens, the employee import, label printing, the company log).
 * The module file keeps what the shell and the dashboards read (the screens' headings,
 * the states, the activity log's sentences and the names of the values it shows). A screen
 * loader wrapped in `withScreenStrings` adds the English ones before its screen renders,
 * and from then on the namespace's Hindi loader brings the Hindi ones too: at once if
 * Hindi is shown, otherwise when it is (no key is ever drawn raw). Both languages split
 * the same keys between the files.
 */
import { addModuleLanguages } from '@itam/shared/i18n';
import type { ScreenLoader } from '@itam/shared/remote';

const NAMESPACE = 'assets';

type Strings = Record<string, unknown>;
const isGroup = (value: unknown): value is Strings =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The files of one language as one tree (the module file and the screens' share groups). */
export function mergeStrings(...parts: Strings[]): Strings {
  const merged: Strings = {};
  for (const part of parts)
    for (const [key, value] of Object.entries(part)) {
      const before = merged[key];
      merged[key] = isGroup(before) && isGroup(value) ? mergeStrings(before, value) : value;
    }
  return merged;
}

/** The namespace's Hindi strings, loaded only when Hindi is shown. */
export async function loadHindi(): Promise<Strings> {
  return (await import('./locales/hi/assets.json')).default;
}

/** The same, with the screens' and the organisation's, once a screen that shows them has loaded. */
async function loadHindiWithScreens(): Promise<Strings> {
  const [hi, screensHi, orgHi] = await Promise.all([
    loadHindi(),
    import(/* webpackChunkName: "screen-strings-hi" */ './locales/hi/screens/assets.json'),
    import(/* webpackChunkName: "screen-strings-hi" */ './locales/hi/settings/org.json'),
  ]);
  return mergeStrings(hi, screensHi.default, orgHi.default);
}

/** Adds the screens' strings in the language shown (English always, the fallback). */
export async function loadScreenStrings(): Promise<void> {
  const [screensEn, orgEn] = await Promise.all([
    import(/* webpackChunkName: "screen-strings-en" */ './locales/en/screens/assets.json'),
    import(/* webpackChunkName: "screen-strings-en" */ './locales/en/settings/org.json'),
  ]);
  await addModuleLanguages(
    NAMESPACE,
    { en: mergeStrings(screensEn.default, orgEn.default) },
    { hi: loadHindiWithScreens },
  );
}

/** A screen loader that resolves once the screens' strings are in too. */
export function withScreenStrings(loader: ScreenLoader): ScreenLoader {
  return async () => {
    const [screen] = await Promise.all([loader(), loadScreenStrings()]);
    return screen;
  };
}
