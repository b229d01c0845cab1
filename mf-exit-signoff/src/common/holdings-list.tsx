/**
 * What an exit covers, one place for every screen: each asset the employee held with its
 * state and holder now and its recovery outcome (condition, data wipe, scanned tag,
 * successor, charge, incident), and the open tickets and requests listed when it started.
 */
import type { TableColumnsType } from 'antd';
import { Flex } from '@itam/shared/antd';
import type { AssetState } from '@itam/shared/contracts';
import { formatMoney, useTranslation } from '@itam/shared/i18n';
import { AssetStateTag, DataTable, Panel, ScrollRegion, Text } from '@itam/shared/ui';
import type { Exit, ExitItem } from '../api/exits-api';
import { OutcomeTag } from './exit-tags';

/** What was recorded about an item's outcome, in words. */
export function OutcomeDetail({ item }: { item: ExitItem }) {
  const { t, i18n } = useTranslation('exit-signoff');
  const parts: string[] = [];
  if (item.condition)
    parts.push(t('items.conditionIs', { condition: t(`condition.${item.condition}`) }));
  if (item.dataWiped) parts.push(t('items.wiped'));
  if (item.scannedTag) parts.push(t('items.scanned', { tag: item.scannedTag }));
  if (item.successor) parts.push(t('items.transferredTo', { name: item.successor.name }));
  if (item.chargeAmount !== null)
    parts.push(t('items.charged', { amount: formatMoney(item.chargeAmount, i18n.language) }));
  if (item.incident?.number) parts.push(t('items.incident', { number: item.incident.number }));
  if (item.note) parts.push(item.note);
  return parts.length ? <Text type="secondary">{parts.join(' · ')}</Text> : null;
}

export function HoldingsList({ exit }: { exit: Exit }) {
  const { t } = useTranslation('exit-signoff');
  const columns: TableColumnsType<ExitItem> = [
    {
      key: 'asset',
      title: t('items.asset'),
      width: 240,
      render: (_, item) => (
        <Flex vertical>
          <span>{item.asset.name}</span>
          {item.asset.tag ? <Text type="secondary">{item.asset.tag}</Text> : null}
        </Flex>
      ),
    },
    {
      key: 'state',
      title: t('items.state'),
      width: 150,
      render: (_, item) => <AssetStateTag state={item.asset.state as AssetState} />,
    },
    {
      key: 'holder',
      title: t('items.holder'),
      width: 170,
      render: (_, item) => item.asset.holder?.name ?? '—',
    },
    {
      key: 'outcome',
      title: t('items.outcome'),
      width: 300,
      render: (_, item) => (
        <Flex vertical gap={4} align="start">
          <OutcomeTag outcome={item.outcome} />
          <OutcomeDetail item={item} />
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Panel title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('items.title')}</h2>}>
        {exit.items.length ? (
          <ScrollRegion label={t('items.title')}>
            <DataTable<ExitItem>
              rowKey="_id"
              style={{ minWidth: 860 }}
              columns={columns}
              dataSource={exit.items}
              pagination={false}
            />
          </ScrollRegion>
        ) : (
          <Text type="secondary">{t('items.none')}</Text>
        )}
      </Panel>
      {exit.openTickets.length ? (
        <Panel title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('items.tickets')}</h2>}>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {exit.openTickets.map((ticket) => (
              <li key={ticket._id}>
                {ticket.number}: {ticket.title} (
                {t(`ticketStatus.${ticket.status}`, { defaultValue: ticket.status })})
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </Flex>
  );
}
