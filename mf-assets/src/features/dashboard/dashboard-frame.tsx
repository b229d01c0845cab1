/**
 * What `/dashboard` and `/dashboard/it-tracking` share: the page header, the asset.view
 * gate, loading the dashboard figures with their loading, error and empty states, the
 * number format of the language, and the titled cards that hold the charts. Light antd
 * only (page-weight budget, see dashboard-screen.tsx): the kit's Panel, not antd's Card.
 */
import type { AssetDashboard } from '@itam/shared/contracts';
import { Col, Empty } from '@itam/shared/antd';
import { errorMessageOf, useIsAllowed } from '@itam/shared/store';
import { PageHeader, Panel, ScreenRoot } from '@itam/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { useGetDashboardQuery } from './api/get-dashboard';
import { DashboardError, DashboardLoading } from './dashboard-parts';

export type NumberFormat = (value: number) => string;

export interface DashboardFrameProps {
  /** The screen's key under `screens.*` in the locale (title and description). */
  screen: 'dashboard' | 'dashboardItTracking';
  /** Shown under the empty state (a company without assets), e.g. a 'New asset' link. */
  emptyExtra?: ReactNode;
  /** The figures of a loaded, non-empty dashboard (elements only: hooks go in the components it returns). */
  children: (dashboard: AssetDashboard, format: NumberFormat) => ReactNode;
}

function useNumberFormat(): NumberFormat {
  const { i18n } = useTranslation();
  const formatter = new Intl.NumberFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN');
  return (value) => formatter.format(value);
}

function Figures({ emptyExtra, children }: Omit<DashboardFrameProps, 'screen'>) {
  const { t } = useTranslation('assets');
  const answer = useGetDashboardQuery();
  const error = errorMessageOf(answer.error);
  const format = useNumberFormat();
  if (error) return <DashboardError error={error} onRetry={() => void answer.refetch()} />;
  if (!answer.data) return <DashboardLoading />;
  if (!answer.data.total) return <Empty description={t('dashboard.empty')}>{emptyExtra}</Empty>;
  return <>{children(answer.data, format)}</>;
}

export function DashboardFrame({ screen, emptyExtra, children }: DashboardFrameProps) {
  const { t } = useTranslation('assets');
  const canView = useIsAllowed(ASSET_PERMISSIONS.view);
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t(`screens.${screen}.title`)}
        description={t(`screens.${screen}.description`)}
      />
      {canView ? (
        <Figures emptyExtra={emptyExtra}>{children}</Figures>
      ) : (
        <Empty description={t('dashboard.notAllowed')} />
      )}
    </ScreenRoot>
  );
}

export interface ChartCardProps {
  title: string;
  /** Columns of 24 the card takes on wide screens (full width below). */
  span: number;
  /** On the header's right, e.g. a link to the whole list. */
  extra?: ReactNode;
  children: ReactNode;
}

/** One chart (or list) of a dashboard: a card in the grid, its title a level-2 heading. */
export function ChartCard({ title, span, extra, children }: ChartCardProps) {
  return (
    <Col xs={24} xl={span}>
      <Panel title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>} extra={extra}>
        {children}
      </Panel>
    </Col>
  );
}
