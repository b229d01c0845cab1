/**
 * `/dashboard/it-tracking`: where the devices are and who has them: assets by state group
 * (With Employee, With IT, Others) and by branch; every figure and segment opens the
 * asset list filtered to it. Same budget as the dashboard (light antd, plain charts).
 */
import type { AssetDashboard } from '@itam/shared/contracts';
import { Row } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { BarChart } from '../charts/bar-chart';
import { DonutChart } from '../charts/donut-chart';
import { ChartCard, DashboardFrame, type NumberFormat } from './dashboard-frame';
import {
  countOf,
  GROUP_COLORS,
  groupTotals,
  StatCards,
  statesHref,
  statesOfGroup,
  topEntries,
} from './dashboard-parts';

/** The figures: with employees, with IT, in repair, lost; each opens its list. */
function TrackingStats({
  d,
  groups,
}: {
  d: AssetDashboard;
  groups: ReturnType<typeof groupTotals>;
}) {
  const { t } = useTranslation('assets');
  return (
    <StatCards
      items={[
        ...(['WITH_EMPLOYEE', 'WITH_IT'] as const).map((group) => ({
          key: group,
          title: t(`stateGroups.${group}`),
          value: groups[group],
          href: statesHref(...statesOfGroup(group)),
        })),
        ...(['IN_REPAIR', 'LOST'] as const).map((state) => ({
          key: state,
          title: t(`states.${state}`),
          value: countOf(d, state),
          href: statesHref(state),
        })),
      ]}
    />
  );
}

function Tracking({ d, number }: { d: AssetDashboard; number: NumberFormat }) {
  const { t } = useTranslation('assets');
  const groups = groupTotals(d);
  return (
    <>
      <TrackingStats d={d} groups={groups} />
      <Row gutter={[16, 16]}>
        <ChartCard title={t('tracking.whoHasThem')} span={10}>
          <DonutChart
            title={t('tracking.whoHasThem')}
            data={(['WITH_EMPLOYEE', 'WITH_IT', 'OTHERS'] as const).map((g) => ({
              label: t(`stateGroups.${g}`),
              value: groups[g],
              color: GROUP_COLORS[g],
              href: statesHref(...statesOfGroup(g)),
            }))}
            labelHeader={t('tracking.group')}
            valueHeader={t('dashboard.assets')}
            totalLabel={t('dashboard.assets')}
            emptyText={t('dashboard.noData')}
            format={number}
          />
          <p style={{ marginTop: 12 }}>
            <Link to="/in-stock">{t('tracking.seeInStock')}</Link> ·{' '}
            <Link to="/assets">{t('tracking.seeAll')}</Link>
          </p>
        </ChartCard>
        <ChartCard title={t('dashboard.byBranch')} span={14}>
          <BarChart
            title={t('dashboard.byBranch')}
            data={topEntries(
              d.byBranch,
              12,
              { other: t('dashboard.other'), unspecified: t('dashboard.unspecified') },
              'officeId',
            )}
            labelHeader={t('list.columns.branch')}
            valueHeader={t('dashboard.assets')}
            emptyText={t('dashboard.noData')}
            format={number}
          />
        </ChartCard>
      </Row>
    </>
  );
}

export default function ItTrackingScreen() {
  return (
    <DashboardFrame screen="dashboardItTracking">
      {(d, number) => <Tracking d={d} number={number} />}
    </DashboardFrame>
  );
}
