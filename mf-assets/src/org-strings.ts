/**
 * The organisation's strings (`org.*` of the `assets` namespace: the settings screens, the
 * employee import, label printing, the company log) load with the screens that show them,
 * not with the module file every page of the remote (the dashboard first) downloads. A
 * screen loader wrapped in `withOrgStrings` adds the English ones before its screen
 * renders, and from then on the namespace's Hindi loader brings the Hindi ones too: at
 * once if Hindi is shown, otherwise when it is (no key is ever drawn raw).
 */
import { addModuleLanguages } from '@itam/shared/i18n';
import type { ScreenLoader } from '@itam/shared/remote';

const NAMESPACE = 'assets';

/** The namespace's Hindi strings, loaded only when Hindi is shown. */
export async function loadHindi(): Promise<Record<string, unknown>> {
  return (await import('./locales/hi/assets.json')).default;
}

/** The same, with the organisation's, once a screen that shows them has loaded. */
async function loadHindiWithOrg(): Promise<Record<string, unknown>> {
  const [hi, orgHi] = await Promise.all([loadHindi(), import('./locales/hi/settings/org.json')]);
  return { ...hi, ...orgHi.default };
}

/** Adds the organisation's strings in the language shown (English always, the fallback). */
export async function loadOrgStrings(): Promise<void> {
  const orgEn = await import('./locales/en/settings/org.json');
  await addModuleLanguages(NAMESPACE, { en: orgEn.default }, { hi: loadHindiWithOrg });
}

/** A screen loader that resolves once the organisation's strings are in too. */
export function withOrgStrings(loader: ScreenLoader): ScreenLoader {
  return async () => {
    const [screen] = await Promise.all([loader(), loadOrgStrings()]);
    return screen;
  };
}
