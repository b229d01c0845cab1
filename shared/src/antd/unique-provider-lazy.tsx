/**
 * Stands in for antd's `tooltip/UniqueProvider` inside ConfigProvider (swapped in by the
 * shell's webpack config). ConfigProvider renders it only with `tooltip.unique` set, yet
 * imports it always, and with it the tooltip positioning engine (@rc-component/trigger,
 * ~12 KB gzip) on every page. This loads the real provider only when rendered.
 */
import { lazy, Suspense, type ReactNode } from 'react';

const Real = lazy(() => import('antd/es/tooltip/UniqueProvider'));

export default function UniqueProvider({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Real>{children}</Real>
    </Suspense>
  );
}
