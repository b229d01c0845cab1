/**
 * An asset's state as a tag in its group's colour (SPEC.md section 4: With Employee,
 * With IT, Others). LOST and IN_USE are not in the spec's grouped list: IN_USE counts as
 * With Employee (someone uses it), LOST as Others. The group is also in the tag's title,
 * so the colour is never the only signal.
 */
import { useTranslation } from 'react-i18next';
import { Tag } from '../antd';
import { ASSET_STATE_GROUPS, type AssetState } from '../contracts/asset-states';

export type AssetStateGroup = (typeof ASSET_STATE_GROUPS)[number]['group'];

export const ASSET_STATE_GROUP_COLORS: Record<AssetStateGroup, string> = {
  WITH_EMPLOYEE: 'green',
  WITH_IT: 'blue',
  OTHERS: 'default',
};

const EXTRA_GROUPS: Partial<Record<AssetState, AssetStateGroup>> = {
  IN_USE: 'WITH_EMPLOYEE',
  LOST: 'OTHERS',
};

export function assetStateGroupOf(state: AssetState): AssetStateGroup {
  return (
    ASSET_STATE_GROUPS.find((group) => group.states.includes(state))?.group ??
    EXTRA_GROUPS[state] ??
    'OTHERS'
  );
}

export interface AssetStateTagProps {
  state: AssetState;
}

export function AssetStateTag({ state }: AssetStateTagProps) {
  const { t } = useTranslation('common');
  const group = assetStateGroupOf(state);
  return (
    <Tag
      color={ASSET_STATE_GROUP_COLORS[group]}
      title={t(`assetStateGroups.${group}`)}
      data-state={state}
    >
      {t(`assetStates.${state}`)}
    </Tag>
  );
}
