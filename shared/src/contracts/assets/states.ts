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
export const ASSET_STATE_GROUPS: readonly {
  group: 'WITH_EMPLOYEE' | 'WITH_IT' | 'OTHERS';
  states: readonly AssetState[];
}[] = [
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

/**
 * Transition table of POST /assets/:id/state (and bulk set-state, and a state
 * change through PUT /assets/:id): for each current state, the states it may move
 * to. The server enforces exactly this table (api/README.md, "Asset life cycle");
 * the UI greys out the other targets.
 * - DISPOSED is final: nothing leaves it.
 * - DISPOSED is never a target here: PENDING_DISPOSAL -> DISPOSED happens only
 *   through POST /assets/:id/dispose (date, method, certificate number).
 * - ASSIGNED needs an employee (`employeeId` in the body, or POST /assets/:id/assign);
 *   leaving ASSIGNED ends the current assignment.
 * - LOST can be found again (back to IN_INVENTORY) or written off (RETIRED).
 */
export const ASSET_TRANSITIONS: Readonly<Record<AssetState, readonly AssetState[]>> = {
  IN_INVENTORY: [
    'ASSIGNED',
    'IN_USE',
    'IN_REPAIR',
    'RETIRED',
    'DEAD',
    'DAMAGED',
    'PENDING_DISPOSAL',
    'LOST',
  ],
  ASSIGNED: ['IN_INVENTORY', 'IN_USE', 'IN_REPAIR', 'DAMAGED', 'DEAD', 'LOST'],
  IN_USE: ['ASSIGNED', 'IN_INVENTORY', 'IN_REPAIR', 'RETIRED', 'DAMAGED', 'DEAD', 'LOST'],
  IN_REPAIR: [
    'IN_INVENTORY',
    'ASSIGNED',
    'IN_USE',
    'DAMAGED',
    'DEAD',
    'RETIRED',
    'PENDING_DISPOSAL',
  ],
  DAMAGED: ['IN_REPAIR', 'IN_INVENTORY', 'DEAD', 'RETIRED', 'PENDING_DISPOSAL'],
  DEAD: ['RETIRED', 'PENDING_DISPOSAL'],
  RETIRED: ['IN_INVENTORY', 'PENDING_DISPOSAL'],
  LOST: ['IN_INVENTORY', 'RETIRED'],
  PENDING_DISPOSAL: ['IN_INVENTORY', 'RETIRED'],
  DISPOSED: [],
};

/** The only state POST /assets/:id/dispose accepts. */
export const ASSET_DISPOSE_FROM: AssetState = 'PENDING_DISPOSAL';

/** States an asset may be assigned from (POST /assets/:id/assign); ASSIGNED itself means a hand-over. */
export const ASSET_ASSIGNABLE_FROM: readonly AssetState[] = (
  Object.keys(ASSET_TRANSITIONS) as AssetState[]
).filter((from) => from === 'ASSIGNED' || ASSET_TRANSITIONS[from].includes('ASSIGNED'));

/** True when POST /assets/:id/state may move an asset from `from` to `to` (never the same state). */
export function canTransition(from: AssetState, to: AssetState): boolean {
  return ASSET_TRANSITIONS[from]?.includes(to) ?? false;
}

/** The state a new asset starts in when the create body names none. */
export const DEFAULT_ASSET_STATE: AssetState = 'IN_INVENTORY';
