/**
 * In stock but set aside for someone (a shop order's unit, a joiner's asset): listed apart
 * on `/in-stock`, each with who holds it. Only the process that reserved it hands it out,
 * so these have no Assign; nothing shows when nothing is reserved.
 */
import type { TableColumnsType } from 'antd';
import type { AssetReservation } from '@itam/shared/contracts';
import { Flex } from '@itam/shared/antd';
import { Typography } from '@itam/shared/antd-display';
import { Table } from '@itam/shared/antd-data';
import { LoadError, ReadableTag, ScrollRegion } from '@itam/shared/ui';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { formatDate } from '../../common/format';
import type { ReservedAssets } from '../assets/api/assets-api';
import { useGetReservedAssetsQuery } from '../assets/api/get-reserved-assets';

type ReservedAsset = ReservedAssets['assets'][number];

/** The reserved list's columns: the asset (linked), its tag and model, and who holds it. */
function useReservedColumns() {
  const { t, i18n } = useTranslation('assets');
  const heldFor = (r: AssetReservation) =>
    r.kind === 'shop'
      ? t('lists.reserved.shop', { number: r.orderNumber, name: r.employee.name })
      : t('lists.reserved.onboarding', {
          name: r.employee.name,
          date: formatDate(r.joiningDate, i18n.language),
        });
  const columns: TableColumnsType<ReservedAsset> = [
    {
      key: 'name',
      title: t('lists.reserved.asset'),
      render: (_, a) => <Link to={`/assets/edit/${a._id}`}>{a.name}</Link>,
    },
    { key: 'tag', title: t('lists.reserved.tag'), render: (_, a) => a.tag ?? '—' },
    { key: 'model', title: t('lists.reserved.model'), render: (_, a) => a.model ?? '—' },
    {
      key: 'heldFor',
      title: t('lists.reserved.heldFor'),
      render: (_, a) => (
        <>
          <ReadableTag color="gold">{t('reservation.tag')}</ReadableTag> {heldFor(a.reservation)}
        </>
      ),
    },
  ];
  return columns;
}

export function ReservedStock() {
  const { t } = useTranslation('assets');
  const answer = useGetReservedAssetsQuery();
  const columns = useReservedColumns();

  if (answer.error) {
    return (
      <LoadError
        title={t('lists.reserved.loadFailed')}
        onRetry={() => void answer.refetch()}
        style={{ marginTop: 24 }}
      />
    );
  }
  const data = answer.data;
  if (!data || data.total === 0) return null;
  return (
    <section aria-labelledby="reserved-stock-title" style={{ marginTop: 24 }}>
      <Flex vertical gap={4} style={{ marginBottom: 12 }}>
        <Typography.Title level={2} id="reserved-stock-title" style={{ fontSize: 18, margin: 0 }}>
          {t('lists.reserved.title', { count: data.total })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('lists.reserved.description')}</Typography.Text>
      </Flex>
      <ScrollRegion label={t('lists.reserved.tableLabel')}>
        <Table<ReservedAsset>
          rowKey="_id"
          size="small"
          pagination={false}
          dataSource={data.assets}
          columns={columns}
        />
      </ScrollRegion>
      {data.assets.length < data.total ? (
        <Typography.Text type="secondary">
          {t('lists.reserved.shown', { shown: data.assets.length, count: data.total })}
        </Typography.Text>
      ) : null}
    </section>
  );
}
