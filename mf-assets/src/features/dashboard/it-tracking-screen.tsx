/**
 * `/dashboard/it-tracking`: where the devices are and who has them: assets by state group
 * (With Employee, With IT, Others) and by branch, with links into the lists. Same budget
 * as the dashboard (light antd, SVG charts).
 */
import { Card, Col, Empty, Row } from '@itam/shared/antd';
import { useIsAllowed } from '@itam/shared/store';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '@itam/shared/router';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { useApiData } from '../../common/use-api-data';
import { BarChart } from '../charts/bar-chart';
import { DonutChart } from '../charts/donut-chart';
import { getDashboard } from './dashboard-api';
import {
  countOf,
  DashboardError,
  DashboardLoading,
  GROUP_COLORS,
  groupTotals,
  StatCards,
  topEntries,
} from './dashboard-parts';

function Tracking() {
  const { t, i18n } = useTranslation('assets');
  const answer = useApiData(getDashboard, []);
  const number = (value: number) =>
    new Intl.NumberFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN').format(value);
  if (answer.error) return <DashboardError error={answer.error} onRetry={answer.reload} />;
  if (!answer.data) return <DashboardLoading />;
  const d = answer.data;
  if (!d.total) return <Empty description={t('dashboard.empty')} />;
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
        <Col xs={24} xl={10}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('tracking.whoHasThem')}</h2>}>
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
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.byBranch')}</h2>}>
            <BarChart
              title={t('dashboard.byBranch')}
              data={topEntries(d.byBranch, 12, t('dashboard.other'))}
              labelHeader={t('list.columns.branch')}
              valueHeader={t('dashboard.assets')}
              emptyText={t('dashboard.noData')}
              format={number}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}

export default function ItTrackingScreen() {
  const { t } = useTranslation('assets');
  const canView = useIsAllowed(ASSET_PERMISSIONS.view);
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t('screens.dashboardItTracking.title')}
        description={t('screens.dashboardItTracking.description')}
      />
      {canView ? <Tracking /> : <Empty description={t('dashboard.notAllowed')} />}
    </ScreenRoot>
  );
}
