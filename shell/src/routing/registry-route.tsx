import type { RouteEntry } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { LoadingScreen, useDocumentTitle } from '@itam/shared/ui-base';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useLocation } from '@itam/shared/router';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { useCatalogReading } from '../remotes/remote-runtime-context';
import { NotFoundScreen } from '../ui/themed';
import { loginRedirectPath } from './route-access';
import { useRouteAccess } from './use-route-access';

// The login page and the whole protected side (gates, app screens) are chunks of their
// own: a visitor on a public page downloads neither.
const LoginPage = lazy(() =>
  import('../session/login-page').then((m) => ({ default: m.LoginPage })),
);
const importProtectedRoute = () => import('./protected-route');
const ProtectedRoute = lazy(() =>
  importProtectedRoute().then((m) => ({ default: m.ProtectedRoute })),
);

/**
 * Starts the protected side's chunk beside the signed-in layout's (ChromeLayout), which
 * would otherwise ask for it only once the layout has arrived and rendered.
 */
export function preloadProtectedRoute(): void {
  void importProtectedRoute().catch(() => undefined);
}

/** Screens the shell serves itself. */
const SHELL_SCREENS: Partial<Record<RouteEntry['key'], ComponentType>> = { login: LoginPage };

/** Names the browser tab (`Log in · ITAM`) while it is rendered. */
function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/**
 * A public route's screen, under its title where the shell has one (`titles.<key>`: the
 * login, reset-password, invitation, vendor and scanner sign-in pages). The marketing
 * pages name the tab themselves.
 */
function PublicScreen({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useTranslation('common');
  const titleKey = `titles.${entry.key}`;
  const title = i18n.exists(titleKey, { ns: 'common' }) ? (
    <DocumentTitle title={t(titleKey)} />
  ) : null;
  if (entry.owner !== 'shell')
    return (
      <>
        {title}
        <RemoteOutlet remoteId={entry.owner} path={entry.path} />
      </>
    );
  const Screen = SHELL_SCREENS[entry.key];
  if (!Screen) return <NotFound />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {title}
      <Screen />
    </Suspense>
  );
}

function NotFound() {
  const { t } = useTranslation('common');
  return (
    <>
      <DocumentTitle title={t('notFound.title')} />
      <NotFoundScreen />
    </>
  );
}

/** The element of every registry route and of the catch-all: decides by route table. */
export function RegistryRoute() {
  const access = useRouteAccess();
  const location = useLocation();
  // A path nobody serves may be a route a remote just deployed: `remotes.json` is being read.
  const reading = useCatalogReading();
  switch (access.kind) {
    case 'public':
      return <PublicScreen entry={access.entry} />;
    case 'protected':
      return (
        <Suspense fallback={<LoadingScreen />}>
          <ProtectedRoute entry={access.entry} />
        </Suspense>
      );
    case 'login-required':
      return <Navigate replace to={loginRedirectPath(location)} />;
    default:
      return reading ? <LoadingScreen /> : <NotFound />;
  }
}
