/**
 * The manager's satisfaction figures: the surveys sent and answered and their average
 * rating, then the average per agent (who resolved the ticket) and per asset model (of the
 * asset the ticket was about), from GET /incidents/reports/satisfaction. Each table says
 * so when nothing was rated yet.
 */
import type { ReactNode } from 'react';
import { Col, Row, Skeleton, Statistic } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { Panel, LoadError, EmptyState, Text } from '@itam/shared/ui';
import type { SatisfactionReport } from '@itam/shared/contracts/incidents';
import { answerOf } from '../../common/incidents-server-api';
import { useGetSatisfactionQuery } from './api/get-satisfaction';

const heading = (text: string) => <h2 style={{ fontSize: 16, margin: 0 }}>{text}</h2>;

export function Satisfaction() {
  const { t } = useTranslation('incidents');
  const report = answerOf(useGetSatisfactionQuery());
  const title = heading(t('manager.satisfaction'));
  if (report.error)
    return (
      <Panel title={title}>
        <LoadError title={report.error} onRetry={report.retry} />
      </Panel>
    );
  if (!report.data)
    return (
      <Panel title={title}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Panel>
    );
  return <Figures title={title} d={report.data} />;
}

function Figures({ title, d }: { title: ReactNode; d: SatisfactionReport }) {
  const { t, i18n } = useTranslation('incidents');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const rating = (value: number | null) =>
    value === null
      ? t('manager.noRating')
      : t('manager.ratingValue', { rating: number.format(value) });
  const table = (
    caption: string,
    first: string,
    rows: { key: string; name: string; answered: number; averageRating: number }[],
    empty: string,
  ) => (
    <Panel title={heading(caption)}>
      {rows.length ? (
        <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-label={caption}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'start' }}>
                {first}
              </th>
              <th scope="col" style={{ textAlign: 'end' }}>
                {t('manager.answers')}
              </th>
              <th scope="col" style={{ textAlign: 'end' }}>
                {t('manager.averageRating')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <td>{r.name}</td>
                <td style={{ textAlign: 'end' }}>{r.answered}</td>
                <td style={{ textAlign: 'end' }}>{rating(r.averageRating)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <EmptyState compact title={empty} />
      )}
    </Panel>
  );
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24}>
        <Panel title={title}>
          <Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {t('manager.satisfactionHint')}
          </Text>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={8}>
              <Statistic title={t('manager.surveysSent')} value={d.overall.sent} />
            </Col>
            <Col xs={12} md={8}>
              <Statistic title={t('manager.surveysAnswered')} value={d.overall.answered} />
            </Col>
            <Col xs={24} md={8}>
              <Statistic
                title={t('manager.averageRating')}
                value={rating(d.overall.averageRating)}
              />
            </Col>
          </Row>
        </Panel>
      </Col>
      <Col xs={24} xl={12}>
        {table(
          t('manager.perAgent'),
          t('manager.agent'),
          d.perAgent.map((r) => ({
            key: r.agent?._id ?? 'none',
            name: r.agent?.name ?? '—',
            answered: r.answered,
            averageRating: r.averageRating,
          })),
          t('manager.noAgentRatings'),
        )}
      </Col>
      <Col xs={24} xl={12}>
        {table(
          t('manager.perModel'),
          t('manager.model'),
          d.perAssetModel.map((r) => ({
            key: r.model,
            name: r.model,
            answered: r.answered,
            averageRating: r.averageRating,
          })),
          t('manager.noModelRatings'),
        )}
      </Col>
    </Row>
  );
}
