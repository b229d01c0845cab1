/**
 * `/incident-management`: the manager's view of the desk. Open tickets by priority,
 * breaches (open, first response, resolution), ageing of the open ones and each agent's
 * load, each figure a link to the queue filtered to it where the queue can filter so; the
 * requesters' satisfaction overall, per agent and per asset model; and,
 * for an administrator (priority matrix edit), the urgency × impact matrix and the service
 * levels per priority, edited in place.
 */
import { Col, Flex, Row, Skeleton, Statistic } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import {
  PageHeader,
  Panel,
  LoadError,
  EmptyState,
  ScreenRoot,
  ScrollRegion,
} from '@itam/shared/ui';
import type { DeskSummary } from '@itam/shared/contracts/incidents';
import { INCIDENT_PERMISSIONS } from '../../common/permissions';
import { answerOf } from '../../common/incidents-server-api';
import { useGetDeskSummaryQuery } from './api/get-desk-summary';
import { BarList } from './bar-list';
import { DeskSettingsEditor } from './desk-settings-editor';
import { Satisfaction } from './satisfaction';

const PRIORITY_COLORS: Record<number, string> = {
  5: '#cf1322',
  4: '#d4380d',
  3: '#d48806',
  2: '#1677ff',
  1: '#8c8c8c',
};

const OPEN = 'status=new,assigned,in_progress,waiting_on_requester';

export function IncidentManagementScreen() {
  const { t } = useTranslation('incidents');
  const canReport = useIsAllowed(INCIDENT_PERMISSIONS.reportsView);
  const canEditMatrix = useIsAllowed(INCIDENT_PERMISSIONS.matrixEdit);
  return (
    <ScreenRoot remoteId="incidents">
      <PageHeader
        title={t('screens.incidentManagement.title')}
        description={t('screens.incidentManagement.description')}
      />
      {canReport ? (
        <>
          <Summary />
          <Satisfaction />
        </>
      ) : (
        <EmptyState title={t('manager.notAllowed')} />
      )}
      {canEditMatrix ? <DeskSettingsEditor /> : null}
    </ScreenRoot>
  );
}

function Summary() {
  const summary = answerOf(useGetDeskSummaryQuery());
  if (summary.error) return <LoadError title={summary.error} onRetry={summary.retry} />;
  if (!summary.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <Figures d={summary.data} />;
}

function Figures({ d }: { d: DeskSummary }) {
  const { t } = useTranslation('incidents');
  const open = d.openByPriority.reduce((n, p) => n + p.count, 0);
  const stat = (key: string, title: string, value: number, href: string) => (
    <Col xs={12} md={6} key={key}>
      <Panel>
        <Link to={href}>
          <Statistic title={title} value={value} />
        </Link>
      </Panel>
    </Col>
  );
  return (
    <Flex vertical gap={16} style={{ marginBottom: 16 }}>
      <Row gutter={[16, 16]}>
        {stat('open', t('manager.open'), open, `/incidents?${OPEN}`)}
        {stat(
          'unassigned',
          t('manager.unassigned'),
          d.unassigned,
          `/incidents?${OPEN}&assignee=none`,
        )}
        {stat(
          'breached',
          t('manager.breachedOpen'),
          d.breaches.open,
          `/incidents?${OPEN}&breached=true`,
        )}
        {stat(
          'missed',
          t('manager.missedResolution'),
          d.breaches.resolution,
          '/incidents?breached=true',
        )}
      </Row>
      {open === 0 ? <EmptyState compact title={t('manager.noneOpen')} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Panel title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('manager.byPriority')}</h2>}>
            <BarList
              title={t('manager.byPriority')}
              emptyText={t('manager.noneOpen')}
              data={d.openByPriority.map((p) => ({
                key: String(p.priority),
                label: t(`priority.${p.priority}`),
                value: p.count,
                color: PRIORITY_COLORS[p.priority],
                href: `/incidents?${OPEN}&priority=${p.priority}`,
              }))}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('manager.ageing')}</h2>}>
            <BarList
              title={t('manager.ageing')}
              emptyText={t('manager.noneOpen')}
              data={d.ageing.map((a) => ({
                key: a.bucket,
                label: t(`manager.age.${a.bucket}`),
                value: a.count,
              }))}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('manager.breaches')}</h2>}>
            <BarList
              title={t('manager.breaches')}
              emptyText={t('manager.noBreaches')}
              data={[
                {
                  key: 'open',
                  label: t('manager.breachedOpen'),
                  value: d.breaches.open,
                  color: '#cf1322',
                },
                {
                  key: 'response',
                  label: t('manager.missedResponse'),
                  value: d.breaches.firstResponse,
                  color: '#d4380d',
                },
                {
                  key: 'resolution',
                  label: t('manager.missedResolution'),
                  value: d.breaches.resolution,
                  color: '#d48806',
                },
              ]}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('manager.load')}</h2>}>
            {d.agentLoad.length ? (
              <ScrollRegion label={t('manager.load')}>
                <table
                  style={{ width: '100%', borderCollapse: 'collapse' }}
                  aria-label={t('manager.load')}
                >
                  <thead>
                    <tr>
                      <th style={{ textAlign: 'start' }}>{t('manager.agent')}</th>
                      <th style={{ textAlign: 'end' }}>{t('manager.open')}</th>
                      <th style={{ textAlign: 'end' }}>{t('status.in_progress')}</th>
                      <th style={{ textAlign: 'end' }}>{t('manager.waiting')}</th>
                      <th style={{ textAlign: 'end' }}>{t('manager.breached')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.agentLoad.map((a) => (
                      <tr key={a.agent?._id ?? 'none'}>
                        <td>{a.agent?.name ?? '—'}</td>
                        <td style={{ textAlign: 'end' }}>{a.open}</td>
                        <td style={{ textAlign: 'end' }}>{a.inProgress}</td>
                        <td style={{ textAlign: 'end' }}>{a.waiting}</td>
                        <td style={{ textAlign: 'end' }}>{a.breached}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            ) : (
              <EmptyState compact title={t('manager.noLoad')} />
            )}
          </Panel>
        </Col>
      </Row>
    </Flex>
  );
}

export default IncidentManagementScreen;
