/**
 * An asset's state as a tag in its group's colour (SPEC.md section 4: With Employee,
 * With IT, Others). LOST and IN_USE are not in the spec's grouped list: IN_USE counts as
 * With Employee (someone uses it), LOST as Others. The group is also in the tag's title,
 * so the colour is never the only signal.
 */
import type { GlobalToken } from 'antd';
import { useTranslation } from '../i18n';
import { Tag, theme } from '../antd';
import { ASSET_STATE_GROUPS, type AssetState } from '../contracts/asset-states';

export type AssetStateGroup = (typeof ASSET_STATE_GROUPS)[number]['group'];

export const ASSET_STATE_GROUP_COLORS: Record<AssetStateGroup, string> = {
  WITH_EMPLOYEE: 'green',
  WITH_IT: 'blue',
  OTHERS: 'default',
};

/**
 * The text colour of a group's tag, where antd's preset one is too light. A preset tag
 * writes shade 7 on shade 1: green-7 on green-1 is 3.4:1, under WCAG AA's 4.5:1, so the
 * green tags take green-8 (5.4:1 on green-1, still plainly green). Blue-7 on blue-1 (5.5:1)
 * and the default tag's text on its grey (15:1) pass as they are.
 */
export function assetStateTagTextColor(
  group: AssetStateGroup,
  token: Pick<GlobalToken, 'green8'>,
): string | undefined {
  return group === 'WITH_EMPLOYEE' ? token.green8 : undefined;
}

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
  const { token } = theme.useToken();
  const group = assetStateGroupOf(state);
  const textColor = assetStateTagTextColor(group, token);
  return (
    <Tag
      color={ASSET_STATE_GROUP_COLORS[group]}
      style={textColor ? { color: textColor } : undefined}
      title={t(`assetStateGroups.${group}`)}
      data-state={state}
    >
      {t(`assetStates.${state}`)}
    </Tag>
  );
}
