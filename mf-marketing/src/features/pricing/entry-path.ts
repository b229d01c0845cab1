import type { CompanyModule } from '@itam/shared/contracts';
import { routeRegistry } from '@itam/shared/routing';

/** The first menu screen the company's modules open (the dashboard for asset management). */
export function productEntryPath(modules: readonly string[]): string {
  const entry = routeRegistry().find(
    (e) => e.nav && e.module && modules.includes(e.module as CompanyModule),
  );
  return entry?.path ?? '/dashboard';
}
