/**
 * Asset states of SPEC.md section 4. The stored value is the state's key; the
 * labels and descriptions live in each module's locales under `assets.states.<key>`.
 */
export const ASSET_STATES = [
  'ASSIGNED',
  'IN_INVENTORY',
  'IN_REPAIR',
  'RETIRED',
  'DEAD',
  'DAMAGED',
  'PENDING_DISPOSAL',
  'DISPOSED',
  'LOST',
  'IN_USE',
] as const;
export type AssetState = (typeof ASSET_STATES)[number];

/** The grouped list offered when setting a state (With Employee, With IT, Others). */
export const ASSET_STATE_GROUPS: readonly { group: 'WITH_EMPLOYEE' | 'WITH_IT' | 'OTHERS'; states: readonly AssetState[] }[] = [
  { group: 'WITH_EMPLOYEE', states: ['ASSIGNED'] },
  {
    group: 'WITH_IT',
    states: ['IN_INVENTORY', 'IN_REPAIR', 'RETIRED', 'DEAD', 'DAMAGED', 'PENDING_DISPOSAL'],
  },
  { group: 'OTHERS', states: ['DISPOSED'] },
];

/** The second list, offered when changing state, with its disabled entries. */
export const ASSET_STATE_CHANGE_OPTIONS: readonly { state: AssetState; disabled: boolean }[] = [
  { state: 'IN_INVENTORY', disabled: true },
  { state: 'IN_REPAIR', disabled: false },
  { state: 'RETIRED', disabled: false },
  { state: 'DISPOSED', disabled: false },
  { state: 'DEAD', disabled: false },
  { state: 'LOST', disabled: false },
  { state: 'PENDING_DISPOSAL', disabled: false },
  { state: 'DAMAGED', disabled: false },
  { state: 'IN_USE', disabled: true },
];
