import { activityChanges } from '../activity-changes';

describe('activity changes', () => {
  it('lists the fields whose value changed, with their raw values to format', () => {
    const before = {
      name: 'Laptop',
      state: 'IN_INVENTORY',
      officeId: { _id: 'o1', name: 'Pune' },
      updatedAt: 'x',
    };
    const after = {
      name: 'Laptop',
      state: 'ASSIGNED',
      officeId: { _id: 'o2', name: 'Mumbai' },
      updatedAt: 'y',
      employee: { name: 'Asha' },
    };
    expect(activityChanges(before, after)).toEqual([
      { field: 'state', before: 'IN_INVENTORY', after: 'ASSIGNED' },
      {
        field: 'officeId',
        before: { _id: 'o1', name: 'Pune' },
        after: { _id: 'o2', name: 'Mumbai' },
      },
      { field: 'employee', before: undefined, after: { name: 'Asha' } },
    ]);
  });

  it('copes with missing sides and odd values, and leaves bookkeeping out', () => {
    expect(activityChanges(null, { price: 10, auditId: 'a', commentId: 'c' })).toEqual([
      { field: 'price', before: undefined, after: 10 },
    ]);
    expect(activityChanges('x', [1])).toEqual([]);
    expect(activityChanges({ vendor: null }, { vendor: undefined })).toEqual([]);
  });
});
