/**
 * The frame hint: what the served page needs to draw the signed-in frame before the app
 * has arrived (frame-paint.ts), kept on the device by the signed-in frame and forgotten
 * with the rest of the session (offline-session.ts forgetSession). It holds the brand
 * (the company's name and logo), the loading text, the language it was written in, and
 * every route pattern, each with the page header this visitor would see there while the
 * screen loads (RoutePending's: the company has the module, the role may open it and may
 * read that header, the subscription is open), or none. All patterns are kept so the page
 * picks the same route the router would (`/assets/new` over `/assets/:id`). Nothing of the
 * company's data beyond the header's own brand.
 */
import {
  LICENSE_OPEN_CODES,
  PROTECTED,
  shownHeading,
  type LicenseCode,
  type Policies,
  type RolesStatus,
  type RouteEntry,
} from '@itam/shared/contracts';
import { devanagariFaces, useTranslation, type DevanagariFace } from '@itam/shared/i18n';
import { useRouteRegistry } from '@itam/shared/routing';
import {
  selectCompanyLogo,
  selectCompanyName,
  selectCompanyRoles,
  selectIsLoggedIn,
  selectLicenseCode,
  selectPolicies,
  selectRolesStatus,
  useAppSelector,
} from '@itam/shared/store';
import { useEffect, useState } from 'react';
import { screenGate } from '../routing/route-access';
import { FRAME_HINT_KEY, FRAME_HINT_VERSION } from './frame-hint-names';

/** A route pattern, with the page header's title and description where one shows early. */
export type FrameRoute = [path: string] | [path: string, title: string, description?: string];

export interface FrameHint {
  v: typeof FRAME_HINT_VERSION;
  language: string;
  brand: { name: string; logo: string | null };
  loading: string;
  routes: FrameRoute[];
  /** The web font faces its language needs (Hindi: the Devanagari subset), of this origin. */
  fonts?: readonly DevanagariFace[];
}

export interface FrameHintInput {
  entries: readonly RouteEntry[];
  companyRoles: readonly string[];
  policies: Policies | null;
  rolesStatus: RolesStatus;
  licenseCode: string;
  language: string;
  brandName: string;
  logo: string | null;
  loading: string;
  fonts?: readonly DevanagariFace[];
  /** A key's text, or '' when it has none. */
  translate: (key: string) => string;
}

export function frameHintOf(input: FrameHintInput): FrameHint {
  const open = LICENSE_OPEN_CODES.includes(input.licenseCode as LicenseCode);
  const routes = input.entries
    .filter((entry) => !entry.path.includes('*'))
    .map((entry): FrameRoute => {
      if (!open || !entry.tables.includes(PROTECTED)) return [entry.path];
      // Only where the permission gate opens the screen: elsewhere another screen shows.
      if (screenGate(entry, input.companyRoles, input.policies, input.rolesStatus) !== 'open')
        return [entry.path];
      const heading = shownHeading(entry.heading, input.policies, input.rolesStatus === 'loaded');
      const title = heading ? input.translate(heading.titleKey) : '';
      if (!heading || !title) return [entry.path];
      const description = heading.descriptionKey ? input.translate(heading.descriptionKey) : '';
      return description ? [entry.path, title, description] : [entry.path, title];
    });
  return {
    v: FRAME_HINT_VERSION,
    language: input.language,
    brand: { name: input.brandName, logo: input.logo },
    loading: input.loading,
    routes,
    ...(input.fonts?.length && { fonts: input.fonts }),
  };
}

/** Keeps the hint (only when it changed); a full or blocked storage keeps none. */
export function keepFrameHint(hint: FrameHint): void {
  try {
    const text = JSON.stringify(hint);
    if (globalThis.localStorage?.getItem(FRAME_HINT_KEY) !== text)
      globalThis.localStorage?.setItem(FRAME_HINT_KEY, text);
  } catch {
    // The next page load starts without the early frame, as before.
  }
}

/** The signed-in frame keeps the hint in step with the session, the routes and the language. */
export function useKeepFrameHint(): void {
  const { t, i18n } = useTranslation('common');
  const entries = useRouteRegistry();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const companyRoles = useAppSelector(selectCompanyRoles);
  const policies = useAppSelector(selectPolicies);
  const rolesStatus = useAppSelector(selectRolesStatus);
  const licenseCode = useAppSelector(selectLicenseCode);
  const companyName = useAppSelector(selectCompanyName);
  const logo = useAppSelector(selectCompanyLogo);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const fonts = useLanguageFonts(language);
  useEffect(() => {
    // Not while the role is on its way: a hint without the role's headers would be a loss.
    if (isLoggedIn !== true || rolesStatus === 'idle' || rolesStatus === 'loading') return;
    keepFrameHint(
      frameHintOf({
        entries,
        companyRoles,
        policies,
        rolesStatus,
        licenseCode,
        language,
        brandName: companyName || t('productName'),
        logo: logo || null,
        loading: t('loading'),
        fonts: fonts ?? undefined,
        translate: (key) => t(key, { defaultValue: '' }),
      }),
    );
  }, [
    t,
    entries,
    isLoggedIn,
    companyRoles,
    policies,
    rolesStatus,
    licenseCode,
    language,
    companyName,
    logo,
    fonts,
  ]);
}

/** Hindi's web font faces (the frame drawn in Hindi needs them too); none for English. */
function useLanguageFonts(language: string): readonly DevanagariFace[] | null {
  const [faces, setFaces] = useState<readonly DevanagariFace[] | null>(null);
  useEffect(() => {
    if (language !== 'hi') return;
    let live = true;
    devanagariFaces().then(
      (found) => live && setFaces(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  return language === 'hi' ? faces : null;
}
