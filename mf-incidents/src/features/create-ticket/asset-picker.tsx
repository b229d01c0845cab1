/**
 * Which asset a ticket is about: the requester's own assets are offered first (no typing
 * needed), any other by tag, serial or name as they type. The chosen asset shows its
 * latest state and the tickets already open on it, so a known problem is not raised twice.
 */
import { useEffect, useState } from 'react';
import { Alert, Flex } from '@itam/shared/antd';
import { Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import type { AssetState } from '@itam/shared/contracts';
import { AssetStateTag, Text } from '@itam/shared/ui';
import type { PickableAsset } from '@itam/shared/contracts/incidents';
import { answerOf } from '../../common/incidents-server-api';
import { useGetAssetTicketsQuery } from '../asset-tickets/api/get-asset-tickets';
import { useSearchAssetsQuery } from './api/search-assets';
import { StatusTag } from '../ticket/ticket-labels';

export interface AssetPickerProps {
  id?: string;
  value: string | null;
  onChange: (asset: PickableAsset | null) => void;
  /** Where a ticket already open on the asset links to. */
  ticketHref: (id: string) => string;
}

const SEARCH_DELAY_MS = 300;

export function AssetPicker({ id, value, onChange, ticketHref }: AssetPickerProps) {
  const { t } = useTranslation('incidents');
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<PickableAsset | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = answerOf(useSearchAssetsQuery(search));
  const assets = found.data ?? [];
  const label = (a: PickableAsset) =>
    [a.tag, a.name, a.serialNumber ? `(${a.serialNumber})` : null].filter(Boolean).join(' ');
  const option = (a: PickableAsset) => ({ value: a._id, label: label(a) });
  const mine = assets.filter((a) => a.mine);
  const others = assets.filter((a) => !a.mine);
  const options = [
    ...(mine.length ? [{ label: t('create.yourAssets'), options: mine.map(option) }] : []),
    ...(others.length ? [{ label: t('create.otherAssets'), options: others.map(option) }] : []),
  ];
  // The chosen one stays selectable (and named) while another search shows other assets.
  if (chosen && !assets.some((a) => a._id === chosen._id))
    options.unshift({ label: t('create.chosenAsset'), options: [option(chosen)] });
  return (
    <Flex vertical gap={8}>
      <Select
        id={id}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        allowClear
        style={{ width: '100%' }}
        placeholder={t('create.assetPlaceholder')}
        loading={found.loading}
        value={value ?? undefined}
        options={options}
        notFoundContent={
          found.error ? (
            <Text type="danger">{found.error}</Text>
          ) : found.loading ? null : (
            t('create.noAssets')
          )
        }
        onChange={(next?: string) => {
          const asset =
            assets.find((a) => a._id === next) ?? (chosen?._id === next ? chosen : null);
          setChosen(asset);
          onChange(asset);
        }}
      />
      {chosen ? <ChosenAsset asset={chosen} ticketHref={ticketHref} /> : null}
    </Flex>
  );
}

function ChosenAsset({
  asset,
  ticketHref,
}: {
  asset: PickableAsset;
  ticketHref: (id: string) => string;
}) {
  const { t } = useTranslation('incidents');
  const open = answerOf(useGetAssetTicketsQuery(asset._id, { skip: !(asset.openTickets > 0) }));
  const openTickets = (open.data?.tickets ?? []).filter(
    (x) => x.status !== 'resolved' && x.status !== 'closed',
  );
  return (
    <div aria-live="polite">
      <Text>
        {t('create.assetState')} <AssetStateTag state={asset.state as AssetState} />{' '}
        {[asset.make, asset.model].filter(Boolean).join(' ')}
      </Text>
      {asset.openTickets > 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 8 }}
          title={t('create.openTickets', { count: asset.openTickets })}
          description={
            openTickets.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {openTickets.map((x) => (
                  <li key={x._id}>
                    <Link to={ticketHref(x._id)}>{x.number}</Link> {x.title}{' '}
                    <StatusTag status={x.status} />
                  </li>
                ))}
              </ul>
            ) : null
          }
        />
      ) : (
        <Text type="secondary" style={{ display: 'block' }}>
          {t('create.noOpenTickets')}
        </Text>
      )}
    </div>
  );
}
