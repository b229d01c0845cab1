/**
 * `/dashboard`: counts by state, type and branch, warranties expiring within 30/60/90 days,
 * recent activity, with small charts. Every figure and chart segment opens the asset list
 * filtered to exactly its assets. Budget: under 350 KB gzip JS in total, so only
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
import { assetListHref } from '../assets/asset-list-links';
import { ChartCard, DashboardFrame, type NumberFormat } from './dashboard-frame';
import {
  countOf,
  GROUP_COLORS,
  StatCards,
  statesHref,
  statesOfGroup,
  topEntries,
} from './dashboard-parts';

const TOP = 8;

interface StateSlice {
  label: string;
  value: number;
  group: ReturnType<typeof assetStateGroupOf>;
  href: string;
}

/** Under the donut: each state group's total, opening the list of its states. */
function GroupTotals({ byState, number }: { byState: StateSlice[]; number: NumberFormat }) {
  const { t } = useTranslation('assets');
  return (
    <Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
      {(['WITH_EMPLOYEE', 'WITH_IT', 'OTHERS'] as const).map((group) => (
        <Link
          key={group}
          to={statesHref(...statesOfGroup(group))}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 24,
            marginInlineEnd: 16,
          }}
        >
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
          {number(byState.filter((s) => s.group === group).reduce((sum, s) => sum + s.value, 0))}
        </Link>
      ))}
    </Paragraph>
  );
}

/** The figures: total and the main states, then warranties ending within 30/60/90 days. */
function DashboardFigures({ d }: { d: AssetDashboard }) {
  const { t } = useTranslation('assets');
  const warranty = (days: 30 | 60 | 90) => ({
    key: `d${days}`,
    title: t('dashboard.withinDays', { count: days }),
    value: d.warrantyExpiring[`d${days}`],
    href: assetListHref({ warrantyEndsWithinDays: days }),
  });
  return (
    <>
      <StatCards
        items={[
          { key: 'total', title: t('dashboard.total'), value: d.total, href: assetListHref() },
          ...(['ASSIGNED', 'IN_INVENTORY', 'PENDING_DISPOSAL'] as const).map((state) => ({
            key: state,
            title: t(`states.${state}`),
            value: countOf(d, state),
            href: statesHref(state),
          })),
        ]}
      />
      <Title level={2} style={{ fontSize: 18 }}>
        {t('dashboard.warranty')}
      </Title>
      <StatCards items={[warranty(30), warranty(60), warranty(90)]} />
    </>
  );
}

/** The latest changes, with the way to the whole log for a role that may read it. */
function RecentActivity({ d }: { d: AssetDashboard }) {
  const { t } = useTranslation('assets');
  const canSeeLog = useIsAllowed(ASSET_PERMISSIONS.companyActivityView);
  return (
    <ChartCard
      title={t('dashboard.recentActivity')}
      span={12}
      extra={canSeeLog ? <Link to="/activity-info">{t('dashboard.allActivity')}</Link> : null}
    >
      <ActivityList activities={d.recentActivity} showAsset maxChanges={3} />
    </ChartCard>
  );
}

function Dashboard({ d, number }: { d: AssetDashboard; number: NumberFormat }) {
  const { t } = useTranslation('assets');
  const byState: StateSlice[] = d.byState
    .filter((s) => s.count > 0)
    .map((s) => ({
      label: t(`states.${s.state}`),
      value: s.count,
      group: assetStateGroupOf(s.state),
      href: statesHref(s.state),
    }));
  const labels = { other: t('dashboard.other'), unspecified: t('dashboard.unspecified') };
  return (
    <>
      <DashboardFigures d={d} />
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
          <GroupTotals byState={byState} number={number} />
        </ChartCard>
        <ChartCard title={t('dashboard.byType')} span={12}>
          <BarChart
            title={t('dashboard.byType')}
            data={topEntries(d.byType, TOP, labels, 'assetTypeId')}
            labelHeader={t('list.columns.assetType')}
            valueHeader={t('dashboard.assets')}
            emptyText={t('dashboard.noData')}
            format={number}
          />
        </ChartCard>
        <ChartCard title={t('dashboard.byBranch')} span={12}>
          <BarChart
            title={t('dashboard.byBranch')}
            data={topEntries(d.byBranch, TOP, labels, 'officeId')}
            labelHeader={t('list.columns.branch')}
            valueHeader={t('dashboard.assets')}
            emptyText={t('dashboard.noData')}
            format={number}
          />
        </ChartCard>
        <RecentActivity d={d} />
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
