import { ROUTE_REGISTRY, type CompanyModule } from '@itam/shared/contracts';

/** The first menu screen the company's modules open (the dashboard for asset management). */
export function productEntryPath(modules: readonly string[]): string {
  const entry = ROUTE_REGISTRY.find(
    (e) => e.nav && e.module && modules.includes(e.module as CompanyModule),
  );
  return entry?.path ?? '/dashboard';
}
