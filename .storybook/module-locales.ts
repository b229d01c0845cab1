/**
 * Every remote's i18n namespace (its src/locales/<language>/<namespace>.json), so that a
 * remote's components show their real English and Hindi text in Storybook as they do
 * once the shell registered the remote. The story test fails when a remote's locale
 * file is missing here.
 */
import type { ModuleResources } from '@itam/shared/i18n';
import assetsEn from '../mf-assets/src/locales/en/assets.json';
import assetsHi from '../mf-assets/src/locales/hi/assets.json';
import assetsScreensEn from '../mf-assets/src/locales/en/screens/assets.json';
import assetsScreensHi from '../mf-assets/src/locales/hi/screens/assets.json';
import assetsOrgEn from '../mf-assets/src/locales/en/settings/org.json';
import assetsOrgHi from '../mf-assets/src/locales/hi/settings/org.json';
import { mergeStrings } from '../mf-assets/src/screen-strings';
import exitSignoffEn from '../mf-exit-signoff/src/locales/en/exit-signoff.json';
import exitSignoffHi from '../mf-exit-signoff/src/locales/hi/exit-signoff.json';
import incidentsEn from '../mf-incidents/src/locales/en/incidents.json';
import incidentsHi from '../mf-incidents/src/locales/hi/incidents.json';
import marketingEn from '../mf-marketing/src/locales/en/marketing.json';
import marketingHi from '../mf-marketing/src/locales/hi/marketing.json';
import scannerEn from '../mf-scanner/src/locales/en/scanner.json';
import scannerHi from '../mf-scanner/src/locales/hi/scanner.json';
import shopEn from '../mf-shop/src/locales/en/shop.json';
import shopHi from '../mf-shop/src/locales/hi/shop.json';
import vendorsEn from '../mf-vendors/src/locales/en/vendors.json';
import vendorsHi from '../mf-vendors/src/locales/hi/vendors.json';

/** Namespace → resources; the namespace is the file's name, as each remote's module.tsx registers it. */
export const MODULE_LOCALES: Record<string, ModuleResources> = {
  // The screens' and the organisation's strings join the namespace from their own files
  // (../mf-assets/src/screen-strings.ts), some into groups the module file has too.
  assets: {
    en: mergeStrings(assetsEn, assetsScreensEn, assetsOrgEn),
    hi: mergeStrings(assetsHi, assetsScreensHi, assetsOrgHi),
  },
  'exit-signoff': { en: exitSignoffEn, hi: exitSignoffHi },
  incidents: { en: incidentsEn, hi: incidentsHi },
  marketing: { en: marketingEn, hi: marketingHi },
  scanner: { en: scannerEn, hi: scannerHi },
  shop: { en: shopEn, hi: shopHi },
  vendors: { en: vendorsEn, hi: vendorsHi },
};
