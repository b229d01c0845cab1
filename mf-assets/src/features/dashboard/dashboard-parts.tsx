/**
 * Pieces of the two dashboards. Page-weight budget: only the light core of antd
 * (`@itam/shared/antd`) and the kit's Panel, no Card, Table, Form or chart library.
 */
import type { AssetDashboard } from '@itam/shared/contracts';
import { Alert, Button, Col, Row, Skeleton, Statistic } from '@itam/shared/antd';
import { assetStateGroupOf, Panel, type AssetStateGroup } from '@itam/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { CHART_PALETTE, type ChartDatum } from '../charts/chart-data';

export const GROUP_COLORS: Record<AssetStateGroup, string> = {
  WITH_EMPLOYEE: '#1a7f37',
  WITH_IT: '#0072b2',
  OTHERS: '#666666',
};

export function countOf(dashboard: AssetDashboard, state: string): number {
  return dashboard.byState.find((s) => s.state === state)?.count ?? 0;
}

/** Counts by state group (With Employee, With IT, Others). */
export function groupTotals(dashboard: AssetDashboard): Record<AssetStateGroup, number> {
  const totals: Record<AssetStateGroup, number> = { WITH_EMPLOYEE: 0, WITH_IT: 0, OTHERS: 0 };
  for (const { state, count } of dashboard.byState) totals[assetStateGroupOf(state)] += count;
  return totals;
}

/** Largest first; beyond `max` entries the rest is one 'Other' bar. */
export function topEntries(
  entries: readonly { name: string; count: number }[],
  max: number,
  otherLabel: string,
): ChartDatum[] {
  const sorted = [...entries].sort((a, b) => b.count - a.count);
  const top = sorted.slice(0, max).map((e, i) => ({
    label: e.name,
    value: e.count,
    color: CHART_PALETTE[i % CHART_PALETTE.length],
  }));
  const rest = sorted.slice(max).reduce((sum, e) => sum + e.count, 0);
  return rest ? [...top, { label: otherLabel, value: rest, color: '#999999' }] : top;
}

export function StatCards({
  items,
}: {
  items: { key: string; title: string; value: number; suffix?: ReactNode }[];
}) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {items.map((item) => (
        <Col key={item.key} xs={12} md={6}>
          <Panel size="small">
            <Statistic title={item.title} value={item.value} suffix={item.suffix} />
          </Panel>
        </Col>
      ))}
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
  return (
    <Alert
      type="error"
      showIcon
      title={t('dashboard.loadFailed')}
      description={error}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
