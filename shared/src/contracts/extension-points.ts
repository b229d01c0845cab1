/**
 * Named extension points: places of one remote's screen where other remotes add their own
 * parts (ARCHITECTURE.md, "Cross-module features"). The host screen declares the point
 * here with the props it passes; a remote contributes through its `RemoteModule`
 * (`contributions`), and the host renders the contributions of the remotes the company
 * has, each only with its company module and permissions, each inside its own error
 * boundary (`useExtensions` of `@itam/shared/remote`). A remote never imports another.
 *
 * Type-only imports: this file is part of `@itam/shared/contracts`, which the API imports too.
 */
import type { ComponentType } from 'react';
import type { AssetDetail } from './assets/detail';
import type { CompanyModule } from './modules';
import type { Permission } from './permissions';

/** How a host shows a point's contributions: as tabs (with a label) or inline. */
export type ExtensionPointKind = 'tab' | 'inline';

export interface ExtensionPointSpec {
  /** The remote whose screen declares the point (a RemoteId). */
  host: string;
  kind: ExtensionPointKind;
  /** The names of the props every contribution receives (ExtensionPointProps). */
  props: readonly string[];
}

/** The extension points, as data: who hosts each, how it shows, what it passes. */
export const EXTENSION_POINTS = {
  /** The asset detail's tabs after its own (`/assets/edit/:assetId`). */
  'asset-detail.tabs': { host: 'assets', kind: 'tab', props: ['assetId', 'asset'] },
  /** The asset detail's header line (state, holder, reservation, then these). */
  'asset-detail.badges': { host: 'assets', kind: 'inline', props: ['assetId', 'asset'] },
} as const satisfies Record<string, ExtensionPointSpec>;

export type ExtensionPointId = keyof typeof EXTENSION_POINTS;

/** The extension points' ids. */
export const EXTENSION_POINT_IDS = Object.keys(EXTENSION_POINTS) as [
  ExtensionPointId,
  ...ExtensionPointId[],
];

/** What each point passes: the asset's id and the asset the host already loaded. */
export interface ExtensionPointProps {
  'asset-detail.tabs': { assetId: string; asset: AssetDetail };
  'asset-detail.badges': { assetId: string; asset: AssetDetail };
}

export function isExtensionPointId(value: unknown): value is ExtensionPointId {
  return typeof value === 'string' && Object.hasOwn(EXTENSION_POINTS, value);
}

/** One part a remote adds to point `P`. */
export interface ExtensionContribution<P extends ExtensionPointId = ExtensionPointId> {
  /** Unique within the remote and the point (the tab's key is `<remote>:<id>`). */
  id: string;
  /** The code-split component: `() => import('./features/x/x-tab')`, default export. */
  component: () => Promise<{ default: ComponentType<ExtensionPointProps[P]> }>;
  /** The company module it needs (absent: every company that has the host screen). */
  module?: CompanyModule;
  /** The permissions the role needs, all of them. */
  permissions?: readonly Permission[];
  /** Its place among the point's contributions, ascending (after the host's own parts). */
  order: number;
  /** For a tab point: the label's key in the contributing remote's namespace. */
  labelKey?: string;
}

/** A remote's contributions, by point. */
export type RemoteContributions = {
  [P in ExtensionPointId]?: readonly ExtensionContribution<P>[];
};
