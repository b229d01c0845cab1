/** `/dashboard-old`: the classic dashboard, the counts of `/dashboard` as plain tables. */
import type { ReactNode } from 'react';
import { Skeleton } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { answerOf } from '../../common/assets-api';
import { useGetDashboardQuery } from '../dashboard/api/get-dashboard';
import { LoadFailed } from './views/view-parts';

function CountTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: [ReactNode, number][];
}) {
  const { t, i18n } = useTranslation('assets');
  const cell = { padding: '6px 12px', borderBottom: '1px solid rgba(0,0,0,0.08)' } as const;
  return (
    <table style={{ borderCollapse: 'collapse', minWidth: 320, marginBottom: 24 }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, fontSize: 16, paddingBottom: 8 }}>
        {caption}
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, textAlign: 'start' }}>
            {head}
          </th>
          <th scope="col" style={{ ...cell, textAlign: 'end' }}>
            {t('org.classic.count')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, count], i) => (
          <tr key={i}>
            <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 400 }}>
              {label}
            </th>
            <td style={{ ...cell, textAlign: 'end' }}>
              {count.toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function DashboardOldScreen() {
  const { t } = useTranslation('assets');
  const dashboard = answerOf(useGetDashboardQuery());
  const data = dashboard.data;
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t('screens.dashboardOld.title')}
        description={t('screens.dashboardOld.description')}
      />
      {dashboard.error ? <LoadFailed error={dashboard.error} onRetry={dashboard.retry} /> : null}
      {!data && !dashboard.error ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {data ? (
        <>
          <CountTable
            caption={t('org.classic.total')}
            head={t('org.classic.measure')}
            rows={[[t('org.classic.allAssets'), data.total]]}
          />
          <CountTable
            caption={t('org.classic.byState')}
            head={t('org.classic.state')}
            rows={data.byState.map((s) => [t(`states.${s.state}`), s.count])}
          />
          <CountTable
            caption={t('org.classic.byType')}
            head={t('org.classic.type')}
            rows={data.byType.map((s) => [s.name, s.count])}
          />
          <CountTable
            caption={t('org.classic.byBranch')}
            head={t('org.classic.branch')}
            rows={data.byBranch.map((s) => [s.name, s.count])}
          />
          <CountTable
            caption={t('org.classic.warranty')}
            head={t('org.classic.within')}
            rows={[
              [t('org.classic.days', { count: 30 }), data.warrantyExpiring.d30],
              [t('org.classic.days', { count: 60 }), data.warrantyExpiring.d60],
              [t('org.classic.days', { count: 90 }), data.warrantyExpiring.d90],
            ]}
          />
        </>
      ) : null}
    </ScreenRoot>
  );
}
