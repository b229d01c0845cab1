/**
 * The queue's asset filter: a search by tag, serial or name (the desk's asset search, the
 * agent's own assets first), its choice the queue's `asset`. An asset chosen from a row's
 * link and not among the results still shows as chosen.
 */
import { useEffect, useState } from 'react';
import { Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { answerOf } from '../../common/incidents-server-api';
import { useSearchAssetsQuery } from '../create-ticket/api/search-assets';

const SEARCH_DELAY_MS = 300;

export function AssetFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (assetId: string | null) => void;
}) {
  const { t } = useTranslation('incidents');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = answerOf(useSearchAssetsQuery(search));
  const options = (found.data ?? []).map((a) => ({
    value: a._id,
    label: [a.tag, a.name].filter(Boolean).join(' '),
  }));
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: t('queue.oneAsset') });
  return (
    <Select
      aria-label={t('queue.columns.asset')}
      placeholder={t('queue.columns.asset')}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      style={{ width: 220 }}
      loading={found.loading}
      value={value ?? undefined}
      options={options}
      notFoundContent={found.loading ? null : t('create.noAssets')}
      onChange={(next?: string) => onChange(next ?? null)}
    />
  );
}
