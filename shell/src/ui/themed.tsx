/**
 * antd on demand. The shell's start-up and public pages render without antd (`/` is
 * budgeted at 150 KB gzip JS, antd's core alone is ~190 KB); every antd surface of the
 * shell (app layout, login, status screens) is wrapped in `Themed`, which loads the
 * kit's theme (and with it antd) the first time one is shown.
 */
import { LoadingScreen } from '@itam/shared/ui-base';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const ThemeProvider = lazy(() =>
  import('@itam/shared/theme').then((m) => ({ default: m.AppThemeProvider })),
);

export function Themed({
  children,
  fallback = <LoadingScreen />,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <ThemeProvider>{children}</ThemeProvider>
    </Suspense>
  );
}

type Kit = typeof import('@itam/shared/ui');

/** A kit screen, loaded with the kit's antd UI on first render and themed. */
function kitScreen<P extends object>(
  pick: (kit: Kit) => ComponentType<P>,
  name: string,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: pick(await import('@itam/shared/ui')) }));
  const Screen = (props: P) => (
    <Themed>
      <Lazy {...props} />
    </Themed>
  );
  Screen.displayName = `Kit(${name})`;
  return Screen;
}

export const NotFoundScreen = kitScreen((kit) => kit.NotFoundScreen, 'NotFoundScreen');
export const ForbiddenScreen = kitScreen((kit) => kit.ForbiddenScreen, 'ForbiddenScreen');
export const ModuleErrorScreen = kitScreen((kit) => kit.ModuleErrorScreen, 'ModuleErrorScreen');
export const UpdateRequiredScreen = kitScreen(
  (kit) => kit.UpdateRequiredScreen,
  'UpdateRequiredScreen',
);
export const ModuleNotEnabledScreen = kitScreen(
  (kit) => kit.ModuleNotEnabledScreen,
  'ModuleNotEnabledScreen',
);
