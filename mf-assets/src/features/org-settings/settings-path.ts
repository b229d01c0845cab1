/**
 * The address of an account-settings view (and of its sub-page). Apart from
 * settings-views.tsx, which code-splits the views, so that a view can link to another
 * without importing the list that imports it.
 */
import type { SettingsView } from '@itam/shared/contracts';

export const settingsPath = (view: SettingsView, sub?: 'tag-setup' | 'create-po'): string =>
  `/account-settings/${view}${sub ? `/${sub}` : ''}`;
