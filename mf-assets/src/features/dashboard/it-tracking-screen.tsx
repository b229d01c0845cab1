/**
 * `/dashboard/it-tracking`: where the devices are and who has them: assets by state group
 * (With Employee, With IT, Others) and by branch, with links into the lists. Same budget
 * as the dashboard (light antd, SVG charts).
 */
import type { AssetDashboard } from '@itam/shared/contracts';
import { Row } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { BarChart } from '../charts/bar-chart';
import { DonutChart } from '../charts/donut-chart';
import { ChartCard, DashboardFrame, type NumberFormat } from './dashboard-frame';
import { countOf, GROUP_COLORS, groupTotals, StatCards, topEntries } from './dashboard-parts';

function Tracking({ d, number }: { d: AssetDashboard; number: NumberFormat }) {
  const { t } = useTranslation('assets');
  const groups = groupTotals(d);
  return (
    <>
      <StatCards
        items={[
          { key: 'employee', title: t('stateGroups.WITH_EMPLOYEE'), value: groups.WITH_EMPLOYEE },
          { key: 'it', title: t('stateGroups.WITH_IT'), value: groups.WITH_IT },
          { key: 'repair', title: t('states.IN_REPAIR'), value: countOf(d, 'IN_REPAIR') },
          { key: 'lost', title: t('states.LOST'), value: countOf(d, 'LOST') },
        ]}
      />
      <Row gutter={[16, 16]}>
        <ChartCard title={t('tracking.whoHasThem')} span={10}>
          <DonutChart
            title={t('tracking.whoHasThem')}
            data={(['WITH_EMPLOYEE', 'WITH_IT', 'OTHERS'] as const).map((g) => ({
              label: t(`stateGroups.${g}`),
              value: groups[g],
              color: GROUP_COLORS[g],
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
            data={topEntries(d.byBranch, 12, t('dashboard.other'))}
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
