/**
 * `/dashboard`: counts by state, type and branch, warranties expiring within 30/60/90 days,
 * recent activity, with small SVG charts. Budget: under 350 KB gzip JS in total, so only
 * `@itam/shared/antd` (no Table, no Form, no Card, no Typography) and no chart library.
 */
import type { AssetDashboard } from '@itam/shared/contracts';
import { Row } from '@itam/shared/antd';
import { useIsAllowed } from '@itam/shared/store';
import { assetStateGroupOf, Paragraph, Title } from '@itam/shared/ui';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { ActivityList } from '../activity/activity-list';
import { BarChart } from '../charts/bar-chart';
import { DonutChart } from '../charts/donut-chart';
import { ChartCard, DashboardFrame, type NumberFormat } from './dashboard-frame';
import { countOf, GROUP_COLORS, StatCards, topEntries } from './dashboard-parts';

const TOP = 8;

function Dashboard({ d, number }: { d: AssetDashboard; number: NumberFormat }) {
  const { t } = useTranslation('assets');
  const byState = d.byState
    .filter((s) => s.count > 0)
    .map((s) => ({
      label: t(`states.${s.state}`),
      value: s.count,
      group: assetStateGroupOf(s.state),
    }));
  const other = t('dashboard.other');
  return (
    <>
      <StatCards
        items={[
          { key: 'total', title: t('dashboard.total'), value: d.total },
          { key: 'assigned', title: t('states.ASSIGNED'), value: countOf(d, 'ASSIGNED') },
          { key: 'stock', title: t('states.IN_INVENTORY'), value: countOf(d, 'IN_INVENTORY') },
          {
            key: 'disposal',
            title: t('states.PENDING_DISPOSAL'),
            value: countOf(d, 'PENDING_DISPOSAL'),
          },
        ]}
      />
      <Title level={2} style={{ fontSize: 18 }}>
        {t('dashboard.warranty')}
      </Title>
      <StatCards
        items={[
          {
            key: 'd30',
            title: t('dashboard.withinDays', { count: 30 }),
            value: d.warrantyExpiring.d30,
          },
          {
            key: 'd60',
            title: t('dashboard.withinDays', { count: 60 }),
            value: d.warrantyExpiring.d60,
          },
          {
            key: 'd90',
            title: t('dashboard.withinDays', { count: 90 }),
            value: d.warrantyExpiring.d90,
          },
        ]}
      />
      <Row gutter={[16, 16]}>
        <ChartCard title={t('dashboard.byState')} span={12}>
          <DonutChart
            title={t('dashboard.byState')}
            data={byState}
            labelHeader={t('list.columns.state')}
            valueHeader={t('dashboard.assets')}
            totalLabel={t('dashboard.assets')}
            emptyText={t('dashboard.noData')}
            format={number}
          />
          <Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {(['WITH_EMPLOYEE', 'WITH_IT', 'OTHERS'] as const).map((group) => (
              <span key={group} style={{ marginInlineEnd: 16 }}>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    background: GROUP_COLORS[group],
                    marginInlineEnd: 6,
                  }}
                />
                {t(`stateGroups.${group}`)}:{' '}
                {number(
                  byState.filter((s) => s.group === group).reduce((sum, s) => sum + s.value, 0),
                )}
              </span>
            ))}
          </Paragraph>
        </ChartCard>
        <ChartCard title={t('dashboard.byType')} span={12}>
          <BarChart
            title={t('dashboard.byType')}
            data={topEntries(d.byType, TOP, other)}
            labelHeader={t('list.columns.assetType')}
            valueHeader={t('dashboard.assets')}
            emptyText={t('dashboard.noData')}
            format={number}
          />
        </ChartCard>
        <ChartCard title={t('dashboard.byBranch')} span={12}>
          <BarChart
            title={t('dashboard.byBranch')}
            data={topEntries(d.byBranch, TOP, other)}
            labelHeader={t('list.columns.branch')}
            valueHeader={t('dashboard.assets')}
            emptyText={t('dashboard.noData')}
            format={number}
          />
        </ChartCard>
        <ChartCard title={t('dashboard.recentActivity')} span={12}>
          <ActivityList activities={d.recentActivity} showAsset maxChanges={3} />
        </ChartCard>
      </Row>
    </>
  );
}

export default function DashboardScreen() {
  const { t } = useTranslation('assets');
  const canCreate = useIsAllowed(ASSET_PERMISSIONS.create);
  return (
    <DashboardFrame
      screen="dashboard"
      emptyExtra={canCreate ? <Link to="/assets/new">{t('list.newAsset')}</Link> : null}
    >
      {(d, number) => <Dashboard d={d} number={number} />}
    </DashboardFrame>
  );
}
