/**
 * A searchable asset picker (GET /assets/get-assets?search, typing debounced): name, tag
 * and serial of each. `suggested` (e.g. the assets an ambiguous report matched) come first.
 */
import { Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useSearchedOptions } from '@itam/shared/ui';
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

const PICKER_LIMIT = 20;

export const assetOptionLabel = (asset: AssetOption): string =>
  [asset.name ?? '—', asset.tag, asset.serialNumber].filter(Boolean).join(' · ');

export function AssetPicker({ id, value, onChange, suggested = [], ...rest }: AssetPickerProps) {
  const { t } = useTranslation('assets');
  const searched = useSearchedOptions(
    async (search): Promise<AssetOption[]> =>
      (await getAssets({ pageNumber: 0, limit: PICKER_LIMIT, search })).assets,
  );
  const found = searched.options;

  const options = [...suggested, ...found.filter((a) => !suggested.some((s) => s._id === a._id))];
  return (
    <Select<string | null>
      id={id}
      aria-label={rest['aria-label']}
      value={value}
      onChange={(next) => onChange(next ?? null)}
      allowClear
      showSearch={{ filterOption: false, onSearch: searched.onSearch }}
      loading={searched.loading}
      placeholder={t('devices.review.pickAsset')}
      notFoundContent={searched.notFoundContent({
        failed: t('devices.review.assetsFailed'),
        loading: t('common.loading'),
        none: t('devices.review.noAssets'),
      })}
      options={options.map((asset) => ({ value: asset._id, label: assetOptionLabel(asset) }))}
      style={{ width: '100%' }}
    />
  );
}
