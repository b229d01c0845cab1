/**
 * A searchable asset picker (GET /assets/get-assets?search, typing debounced): name, tag
 * and serial of each. `suggested` (e.g. the assets an ambiguous report matched) come first.
 */
import { Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useEffect, useState } from 'react';
import { getAssets } from '../assets/api/assets-api';

export interface AssetOption {
  _id: string;
  name: string | null;
  tag: string | null;
  serialNumber: string | null;
}

export interface AssetPickerProps {
  id?: string;
  value: string | null;
  onChange: (value: string | null) => void;
  suggested?: readonly AssetOption[];
  'aria-label'?: string;
}

const SEARCH_DELAY_MS = 250;
const PICKER_LIMIT = 20;

export const assetOptionLabel = (asset: AssetOption): string =>
  [asset.name ?? '—', asset.tag, asset.serialNumber].filter(Boolean).join(' · ');

export function AssetPicker({ id, value, onChange, suggested = [], ...rest }: AssetPickerProps) {
  const { t } = useTranslation('assets');
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<AssetOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        setLoading(true);
        getAssets({ pageNumber: 0, limit: PICKER_LIMIT, search }).then(
          (page) => {
            if (!live) return;
            setFound(page.assets);
            setFailed(false);
            setLoading(false);
          },
          (error: unknown) => {
            if (!live) return;
            console.error('[assets] assets could not be loaded', error);
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

  const options = [...suggested, ...found.filter((a) => !suggested.some((s) => s._id === a._id))];
  return (
    <Select<string | null>
      id={id}
      aria-label={rest['aria-label']}
      value={value}
      onChange={(next) => onChange(next ?? null)}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={loading}
      placeholder={t('devices.review.pickAsset')}
      notFoundContent={
        failed
          ? t('devices.review.assetsFailed')
          : loading
            ? t('common.loading')
            : t('devices.review.noAssets')
      }
      options={options.map((asset) => ({ value: asset._id, label: assetOptionLabel(asset) }))}
      style={{ width: '100%' }}
    />
  );
}
