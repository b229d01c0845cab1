/** Search, filters (state, type, branch), paging style and the column chooser of the asset list. */
import { ASSET_STATES, type AssetState, type Location } from '@itam/shared/contracts';
import { Button, Flex } from '@itam/shared/antd';
import { Segmented } from '@itam/shared/antd-display';
import { Input, Select } from '@itam/shared/antd-data';
import { SearchOutlined } from '@itam/shared/icons';
import { ColumnChooser, type SelectableColumn } from '@itam/shared/ui';
import { useTranslation } from '@itam/shared/i18n';
import type { AssetTypeOption } from '../../common/dropdowns-api';
import { columnTitle } from './asset-columns';
import type { AssetQuery, PagingMode } from './assets.slice';

export interface AssetListToolbarProps {
  query: AssetQuery;
  onSearchTyped: (text: string) => void;
  onQueryChange: (change: Partial<AssetQuery>) => void;
  pagingMode: PagingMode;
  onPagingModeChange: (mode: PagingMode) => void;
  columns: readonly SelectableColumn[];
  onColumnsChange: (columns: SelectableColumn[]) => void;
  onColumnsReset: () => void;
  assetTypes: readonly AssetTypeOption[];
  locations: readonly Location[];
  /** The state filter is fixed by the screen (In stock, Archive, Pending disposal). */
  fixedStates?: boolean;
}

export function hasActiveFilters(query: AssetQuery): boolean {
  return Boolean(query.search.trim() || query.states.length || query.assetTypeId || query.officeId);
}

export function AssetListToolbar(props: AssetListToolbarProps) {
  const { t } = useTranslation('assets');
  const { query, onQueryChange } = props;
  return (
    <Flex
      wrap
      gap={8}
      align="center"
      style={{ marginBottom: 16 }}
      role="search"
      aria-label={t('list.toolbar.label')}
    >
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        aria-label={t('list.toolbar.search')}
        placeholder={t('list.toolbar.searchPlaceholder')}
        value={query.search}
        onChange={(event) => props.onSearchTyped(event.target.value)}
        style={{ width: 260 }}
      />
      {props.fixedStates ? null : (
        <Select<AssetState[]>
          mode="multiple"
          allowClear
          aria-label={t('list.toolbar.states')}
          placeholder={t('list.toolbar.allStates')}
          value={query.states}
          onChange={(states) => onQueryChange({ states })}
          options={ASSET_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
          maxTagCount="responsive"
          style={{ minWidth: 200 }}
        />
      )}
      <Select<string | null>
        allowClear
        aria-label={t('list.toolbar.type')}
        placeholder={t('list.toolbar.allTypes')}
        value={query.assetTypeId}
        onChange={(assetTypeId) => onQueryChange({ assetTypeId: assetTypeId ?? null })}
        options={props.assetTypes.map((type) => ({ value: type._id, label: type.name }))}
        style={{ minWidth: 160 }}
      />
      <Select<string | null>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('list.toolbar.branch')}
        placeholder={t('list.toolbar.allBranches')}
        value={query.officeId}
        onChange={(officeId) => onQueryChange({ officeId: officeId ?? null })}
        options={props.locations.map((location) => ({
          value: location._id,
          label: `${location.name} (${location.branchId})`,
        }))}
        style={{ minWidth: 180 }}
      />
      {hasActiveFilters(props.fixedStates ? { ...query, states: [] } : query) ? (
        <Button
          onClick={() => {
            props.onSearchTyped('');
            onQueryChange({
              search: '',
              ...(props.fixedStates ? {} : { states: [] }),
              assetTypeId: null,
              officeId: null,
            });
          }}
        >
          {t('list.toolbar.clear')}
        </Button>
      ) : null}
      <Flex wrap gap={8} align="center" style={{ marginInlineStart: 'auto' }}>
        <Segmented<PagingMode>
          aria-label={t('list.toolbar.pagingStyle')}
          value={props.pagingMode}
          onChange={props.onPagingModeChange}
          options={[
            { value: 'pages', label: t('list.toolbar.pages') },
            { value: 'load-more', label: t('list.toolbar.loadMore') },
          ]}
        />
        <ColumnChooser
          columns={props.columns}
          onChange={props.onColumnsChange}
          onReset={props.onColumnsReset}
          columnTitle={columnTitle(t)}
        />
      </Flex>
    </Flex>
  );
}
