import { getI18n } from '@itam/shared/i18n';
import { changeBlockedReason, changeStateOptions, groupedStateOptions } from '../state-options';

const t = getI18n().t;

describe('state lists of SPEC.md section 4', () => {
  it('groups the set-state list with every state once', () => {
    const groups = groupedStateOptions(t, (state) => state === 'DISPOSED');
    expect(groups.map((g) => g.options.map((o) => o.value))).toEqual([
      ['ASSIGNED'],
      ['IN_INVENTORY', 'IN_REPAIR', 'RETIRED', 'DEAD', 'DAMAGED', 'PENDING_DISPOSAL'],
      ['DISPOSED'],
    ]);
    expect(groups[2]!.options[0]!.disabled).toBe(true);
    expect(groups[1]!.options[0]!.disabled).toBe(false);
  });

  it('keeps the change list’s disabled entries and greys out what the transition table forbids', () => {
    const fromAssigned = Object.fromEntries(
      changeStateOptions(t, 'ASSIGNED').map((o) => [o.value, o.disabled]),
    );
    expect(fromAssigned).toEqual({
      IN_INVENTORY: true, // disabled in the spec's list
      IN_REPAIR: false,
      RETIRED: true, // not allowed from Assigned
      DISPOSED: true,
      DEAD: false,
      LOST: false,
      PENDING_DISPOSAL: true,
      DAMAGED: false,
      IN_USE: true, // disabled in the spec's list
    });
    expect(changeBlockedReason('PENDING_DISPOSAL', { state: 'DISPOSED', disabled: false })).toBe(
      'useDispose',
    );
    expect(changeBlockedReason('DAMAGED', { state: 'DAMAGED', disabled: false })).toBe('current');
    expect(changeBlockedReason('DISPOSED', { state: 'IN_REPAIR', disabled: false })).toBe(
      'notAllowed',
    );
    expect(
      changeBlockedReason('DAMAGED', { state: 'PENDING_DISPOSAL', disabled: false }),
    ).toBeNull();
  });
});
