/**
 * antd components the kit's `ui` entry renders only on an event or on a rare screen (a
 * dialog once opened, a status screen's illustration). The `ui` entry loads on every
 * signed-in page, so these come from `@itam/shared/antd-overlay` / `antd-display` on
 * their first render instead of with it.
 */
import { lazy } from 'react';

export const LazyModal = lazy(() => import('../antd/overlay').then((m) => ({ default: m.Modal })));

export const LazyResult = lazy(() =>
  import('../antd/display').then((m) => ({ default: m.Result })),
);
