/**
 * Pieces of the two dashboards. Page-weight budget: only the light core of antd
 * (`@itam/shared/antd`) and the kit's Panel, no Card, Table, Form or chart library.
 * Every figure and chart segment links to the asset list filtered to exactly its assets
 * (the server counts each figure with the list's own filter).
 */
import {
  ASSET_STATES,
  UNSET_FILTER,
  type AssetDashboard,
  type AssetState,
} from '@itam/shared/contracts';
import { Col, Row, Skeleton, Statistic } from '@itam/shared/antd';
import { Panel, type AssetStateGroup, assetStateGroupOf, LoadError } from '@itam/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { assetListHref, type AssetListFilters } from '../assets/asset-list-links';
import { CHART_PALETTE, type ChartDatum } from '../charts/chart-data';

export const GROUP_COLORS: Record<AssetStateGroup, string> = {
  WITH_EMPLOYEE: '#1a7f37',
  WITH_IT: '#0072b2',
  OTHERS: '#666666',
};

export function countOf(dashboard: AssetDashboard, state: string): number {
  return dashboard.byState.find((s) => s.state === state)?.count ?? 0;
}

/** The states of a group (With Employee, With IT, Others), for its link. */
export function statesOfGroup(group: AssetStateGroup): AssetState[] {
  return ASSET_STATES.filter((state) => assetStateGroupOf(state) === group);
}

/** The asset list of one or more states. */
export const statesHref = (...states: AssetState[]): string => assetListHref({ states });

/** Counts by state group (With Employee, With IT, Others). */
export function groupTotals(dashboard: AssetDashboard): Record<AssetStateGroup, number> {
  const totals: Record<AssetStateGroup, number> = { WITH_EMPLOYEE: 0, WITH_IT: 0, OTHERS: 0 };
  for (const { state, count } of dashboard.byState) totals[assetStateGroupOf(state)] += count;
  return totals;
}

/** A type or branch of the dashboard: `_id` null for the assets without one. */
export type DashboardEntry = AssetDashboard['byType'][number];

/**
 * Bars of a breakdown, largest first, each linking to its assets (`filter`: the list's
 * parameter, assetTypeId or officeId); beyond `max` entries the rest is one 'Other' bar
 * that lists all of theirs. The assets without one read `unspecified`.
 */
export function topEntries(
  entries: readonly DashboardEntry[],
  max: number,
  labels: { other: string; unspecified: string },
  filter: keyof Pick<AssetListFilters, 'assetTypeId' | 'officeId'>,
): ChartDatum[] {
  const sorted = [...entries].sort((a, b) => b.count - a.count);
  const href = (group: readonly DashboardEntry[]) =>
    assetListHref({ [filter]: group.map((e) => e._id ?? UNSET_FILTER) });
  const top = sorted.slice(0, max).map((e, i) => ({
    label: e._id === null ? labels.unspecified : e.name,
    value: e.count,
    color: CHART_PALETTE[i % CHART_PALETTE.length],
    href: href([e]),
  }));
  const rest = sorted.slice(max);
  const restCount = rest.reduce((sum, e) => sum + e.count, 0);
  return restCount
    ? [...top, { label: labels.other, value: restCount, color: '#999999', href: href(rest) }]
    : top;
}

export interface StatItem {
  key: string;
  title: string;
  value: number;
  suffix?: ReactNode;
  /** The list of exactly these assets. */
  href?: string;
}

export function StatCards({ items }: { items: StatItem[] }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {items.map((item) => {
        const card = (
          <Panel size="small" style={{ height: '100%' }}>
            <Statistic title={item.title} value={item.value} suffix={item.suffix} />
          </Panel>
        );
        return (
          <Col key={item.key} xs={12} md={6}>
            {item.href ? (
              <Link
                to={item.href}
                style={{ display: 'block', height: '100%', color: 'inherit' }}
                data-testid={`figure-${item.key}`}
              >
                {card}
              </Link>
            ) : (
              card
            )}
          </Col>
        );
      })}
    </Row>
  );
}

export function DashboardLoading() {
  const { t } = useTranslation('assets');
  return (
    <div aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton active paragraph={{ rows: 2 }} />
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

export function DashboardError({ error, onRetry }: { error: string; onRetry: () => void }) {
  const { t } = useTranslation('assets');
  return <LoadError title={t('dashboard.loadFailed')} description={error} onRetry={onRetry} />;
}
