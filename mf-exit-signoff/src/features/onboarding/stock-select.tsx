/** The reserve form's picker of in-stock assets, searched as the user types. */
import { useEffect, useState } from 'react';
import { Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { searchStock, type StockAsset } from '../../api/exits-api';

export const RESERVE_MAX = 20;
const SEARCH_DELAY_MS = 250;

/** Assets in stock matching `search` (debounced), and every one seen so far. */
function useStockSearch(search: string) {
  const [options, setOptions] = useState<StockAsset[]>([]);
  /** Every asset seen, so a chosen one keeps its name under another search. */
  const [known, setKnown] = useState<Record<string, StockAsset>>({});
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        setLoading(true);
        searchStock(search).then(
          (assets) => {
            if (!live) return;
            setKnown((k) => ({ ...k, ...Object.fromEntries(assets.map((a) => [a._id, a])) }));
            setOptions(assets);
            setFailed(false);
            setLoading(false);
          },
          () => {
            if (!live) return;
            setFailed(true);
            setLoading(false);
          },
        );
      },
      search ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);
  return { options, known, loading, failed };
}

/** A multiple picker of assets in stock, searched by name or tag. */
export function StockSelect({
  value,
  onChange,
  ...control
}: {
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
  status?: 'error';
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}) {
  const { t } = useTranslation('exit-signoff');
  const [search, setSearch] = useState('');
  const { options, known, loading, failed } = useStockSearch(search);
  const shown = [
    ...value.filter((id) => !options.some((o) => o._id === id)).map((id) => known[id]!),
    ...options,
  ].filter(Boolean);
  return (
    <Select<string[]>
      {...control}
      mode="multiple"
      style={{ width: '100%', maxWidth: 560 }}
      value={value}
      onChange={(next) => onChange(next.slice(0, RESERVE_MAX))}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={loading}
      placeholder={t('onboarding.assetsPlaceholder')}
      notFoundContent={
        failed
          ? t('onboarding.stockFailed')
          : loading
            ? t('common.loading')
            : t('onboarding.noStock')
      }
      options={shown.map((a) => ({
        value: a._id,
        label: a.tag ? `${a.name} (${a.tag})` : a.name,
      }))}
    />
  );
}
