/**
 * The two state lists of SPEC.md section 4 as Select options.
 * - Setting a state: grouped (With Employee, With IT, Others), each with its description.
 * - Changing state: the second list with its disabled entries, and greyed out whatever the
 *   transition table (ASSET_TRANSITIONS) forbids from the current state.
 */
import {
  ASSET_STATE_CHANGE_OPTIONS,
  ASSET_STATE_GROUPS,
  canTransition,
  type AssetState,
} from '@itam/shared/contracts';
import type { TFunction } from 'i18next';

function stateLabel(t: TFunction, state: AssetState, note?: string) {
  return (
    <div>
      <div>{t(`states.${state}`)}</div>
      <div style={{ fontSize: 12, opacity: 0.7, whiteSpace: 'normal' }}>
        {note ?? t(`stateDescriptions.${state}`)}
      </div>
    </div>
  );
}

export interface StateOption {
  value: AssetState;
  label: React.ReactNode;
  /** Plain text for search and the selected value's display. */
  title: string;
  disabled: boolean;
}

/** Grouped options; `isDisabled` greys out entries this place cannot set (e.g. Disposed on create). */
export function groupedStateOptions(
  t: TFunction,
  isDisabled: (state: AssetState) => boolean = () => false,
) {
  return ASSET_STATE_GROUPS.map((group) => ({
    label: t(`stateGroups.${group.group}`),
    title: t(`stateGroups.${group.group}`),
    options: group.states.map<StateOption>((state) => ({
      value: state,
      label: stateLabel(t, state),
      title: t(`states.${state}`),
      disabled: isDisabled(state),
    })),
  }));
}

/** Why a target of the change list is unavailable, or null when it may be chosen. */
export function changeBlockedReason(
  from: AssetState,
  option: { state: AssetState; disabled: boolean },
): string | null {
  if (option.disabled) return 'notOffered';
  if (option.state === from) return 'current';
  if (option.state === 'DISPOSED') return from === 'PENDING_DISPOSAL' ? 'useDispose' : 'notAllowed';
  return canTransition(from, option.state) ? null : 'notAllowed';
}

/** The change list of SPEC.md section 4 from the current state. */
export function changeStateOptions(t: TFunction, from: AssetState): StateOption[] {
  return ASSET_STATE_CHANGE_OPTIONS.map((option) => {
    const reason = changeBlockedReason(from, option);
    return {
      value: option.state,
      label: stateLabel(t, option.state, reason ? t(`stateChange.blocked.${reason}`) : undefined),
      title: t(`states.${option.state}`),
      disabled: reason !== null,
    };
  });
}
