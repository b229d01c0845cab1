/**
 * Search, filters (state, type, branch, warranty ending), paging style and the column
 * chooser of the asset list. Types and branches take several values, 'No type' / 'No
 * branch' among them (the dashboard's 'Unspecified').
 */
import { ASSET_STATES, UNSET_FILTER, type AssetState, type Location } from '@itam/shared/contracts';
import { Button, Flex } from '@itam/shared/antd';
import { Segmented } from '@itam/shared/antd-display';
import { Input, Select } from '@itam/shared/antd-data';
import { SearchOutlined } from '@itam/shared/icons';
import { ColumnChooser, type SelectableColumn } from '@itam/shared/ui';
import { useState } from 'react';
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
  return Boolean(
    query.search.trim() ||
    query.states.length ||
    query.assetTypeId.length ||
    query.officeId.length ||
    query.warrantyEndsWithinDays !== null,
  );
}

/** The warranty windows offered (the dashboard's), and any other one a link asked for. */
const WARRANTY_DAYS = [30, 60, 90];

/**
 * The search box's text: typed keys show at once, and a search the URL brings (back,
 * a link) replaces it. Held apart from the URL so a key is never lost to a re-render.
 */
function useSearchText(search: string): [string, (text: string) => void] {
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (search !== text) setText(search);
  }
  return [text, setText];
}

/** Asset types and branches, several of each, 'No type' / 'No branch' among them. */
function TypeAndBranchFilters({
  query,
  onQueryChange,
  assetTypes,
  locations,
}: Pick<AssetListToolbarProps, 'query' | 'onQueryChange' | 'assetTypes' | 'locations'>) {
  const { t } = useTranslation('assets');
  return (
    <>
      <Select<string[]>
        mode="multiple"
        allowClear
        aria-label={t('list.toolbar.type')}
        placeholder={t('list.toolbar.allTypes')}
        value={query.assetTypeId}
        onChange={(assetTypeId) => onQueryChange({ assetTypeId })}
        options={[
          ...assetTypes.map((type) => ({ value: type._id, label: type.name })),
          { value: UNSET_FILTER, label: t('list.toolbar.noType') },
        ]}
        maxTagCount="responsive"
        style={{ minWidth: 160 }}
      />
      <Select<string[]>
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('list.toolbar.branch')}
        placeholder={t('list.toolbar.allBranches')}
        value={query.officeId}
        onChange={(officeId) => onQueryChange({ officeId })}
        options={[
          ...locations.map((location) => ({
            value: location._id,
            label: `${location.name} (${location.branchId})`,
          })),
          { value: UNSET_FILTER, label: t('list.toolbar.noBranch') },
        ]}
        maxTagCount="responsive"
        style={{ minWidth: 180 }}
      />
    </>
  );
}

/** Warranty ending within a window of days. */
function WarrantyFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (days: number | null) => void;
}) {
  const { t } = useTranslation('assets');
  const warrantyDays = [...new Set([...WARRANTY_DAYS, value ?? 30])].sort((a, b) => a - b);
  return (
    <Select<number | null>
      allowClear
      aria-label={t('list.toolbar.warranty')}
      placeholder={t('list.toolbar.anyWarranty')}
      value={value}
      onChange={(days) => onChange(days ?? null)}
      options={warrantyDays.map((days) => ({
        value: days,
        label: t('list.toolbar.warrantyWithin', { count: days }),
      }))}
      style={{ minWidth: 200 }}
    />
  );
}

/** Clear every filter the user may change (a screen's fixed states stay). */
function ClearFilters({
  query,
  onQueryChange,
  fixedStates,
}: Pick<AssetListToolbarProps, 'query' | 'onQueryChange' | 'fixedStates'>) {
  const { t } = useTranslation('assets');
  if (!hasActiveFilters(fixedStates ? { ...query, states: [] } : query)) return null;
  return (
    <Button
      onClick={() =>
        onQueryChange({
          search: '',
          ...(fixedStates ? {} : { states: [] }),
          assetTypeId: [],
          officeId: [],
          warrantyEndsWithinDays: null,
        })
      }
    >
      {t('list.toolbar.clear')}
    </Button>
  );
}

/** The paging style and the column chooser. */
function ViewControls(
  props: Pick<
    AssetListToolbarProps,
    'pagingMode' | 'onPagingModeChange' | 'columns' | 'onColumnsChange' | 'onColumnsReset'
  >,
) {
  const { t } = useTranslation('assets');
  return (
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
  );
}

export function AssetListToolbar(props: AssetListToolbarProps) {
  const { t } = useTranslation('assets');
  const { query, onQueryChange } = props;
  const [text, setText] = useSearchText(query.search);
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
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          props.onSearchTyped(event.target.value);
        }}
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
      <TypeAndBranchFilters
        query={query}
        onQueryChange={onQueryChange}
        assetTypes={props.assetTypes}
        locations={props.locations}
      />
      <WarrantyFilter
        value={query.warrantyEndsWithinDays}
        onChange={(days) => onQueryChange({ warrantyEndsWithinDays: days })}
      />
      <ClearFilters {...props} />
      <ViewControls {...props} />
    </Flex>
  );
}
