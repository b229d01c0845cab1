import { activityAssetName, activityChanges, displayValue } from '../activity-changes';

describe('activity changes', () => {
  it('lists the fields whose value changed, readable', () => {
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
      { field: 'officeId', before: 'Pune', after: 'Mumbai' },
      { field: 'employee', before: '—', after: 'Asha' },
    ]);
  });

  it('copes with missing sides and odd values', () => {
    expect(activityChanges(null, { price: 10 })).toEqual([
      { field: 'price', before: '—', after: '10' },
    ]);
    expect(activityChanges('x', [1])).toEqual([]);
    expect(displayValue({ a: 'x'.repeat(80) })).toHaveLength(60);
    expect(activityAssetName(null, { name: 'Dell' })).toBe('Dell');
    expect(activityAssetName({ name: 'Old' }, null)).toBe('Old');
    expect(activityAssetName(null, null)).toBeNull();
  });
});
