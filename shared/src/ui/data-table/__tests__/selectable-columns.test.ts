import {
  defineSelectableColumns,
  formatCellValue,
  loadSelectableColumns,
  mergeSelectableColumns,
  saveSelectableColumns,
  toggleSelectableColumn,
  valueAtPath,
} from '../selectable-columns';

const defaults = defineSelectableColumns([
  { mapId: 'price', displayName: 'Price', path: 'price', type: 'int' },
  { mapId: 'vendor', displayName: 'Vendor', path: 'vendor', type: 'text' },
  { mapId: 'branch', displayName: 'Branch ID', path: 'officeId.branchId', type: 'text' },
]);
const KEY = 'test.columns';

describe('selectable columns', () => {
  beforeEach(() => localStorage.clear());

  it('defines columns unchecked by default', () => {
    expect(defaults.map((c) => c.checked)).toEqual([false, false, false]);
    expect(
      defineSelectableColumns([
        { mapId: 'x', displayName: 'X', path: 'x', type: 'text', checked: true },
      ])[0]?.checked,
    ).toBe(true);
  });

  it('merges a default into the saved set only when its mapId is absent', () => {
    const saved = [
      {
        mapId: 'vendor',
        displayName: 'Supplier (renamed by user release)',
        path: 'vendor',
        type: 'text' as const,
        checked: true,
      },
      { mapId: 'price', displayName: 'Price', path: 'price', type: 'int' as const, checked: false },
    ];
    const merged = mergeSelectableColumns(saved, defaults);
    // Saved entries stay as saved, in the saved order; the new one is appended.
    expect(merged.map((c) => c.mapId)).toEqual(['vendor', 'price', 'branch']);
    expect(merged[0]).toBe(saved[0]);
    expect(merged[2]).toEqual(defaults[2]);
  });

  it('keeps the choice in localStorage and restores it merged with new defaults', () => {
    expect(loadSelectableColumns(KEY, defaults)).toEqual(defaults);
    const chosen = toggleSelectableColumn(defaults.slice(0, 2), 'vendor', true);
    saveSelectableColumns(KEY, chosen);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(chosen);
    const restored = loadSelectableColumns(KEY, defaults);
    expect(restored.map((c) => [c.mapId, c.checked])).toEqual([
      ['price', false],
      ['vendor', true],
      ['branch', false],
    ]);
  });

  it('ignores malformed storage and duplicate entries', () => {
    localStorage.setItem(KEY, '{not json');
    expect(loadSelectableColumns(KEY, defaults)).toEqual(defaults);
    localStorage.setItem(KEY, JSON.stringify({ mapId: 'price' }));
    expect(loadSelectableColumns(KEY, defaults)).toEqual(defaults);
    const vendor = { ...defaults[1]!, checked: true };
    localStorage.setItem(
      KEY,
      JSON.stringify([vendor, { ...vendor, checked: false }, { mapId: 'bad', type: 'blob' }, null]),
    );
    const restored = loadSelectableColumns(KEY, defaults);
    expect(restored.map((c) => [c.mapId, c.checked])).toEqual([
      ['vendor', true],
      ['price', false],
      ['branch', false],
    ]);
  });

  it('survives a storage that throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => saveSelectableColumns(KEY, defaults)).not.toThrow();
    spy.mockRestore();
  });

  it('reads dotted paths and formats cells by type', () => {
    const row = {
      officeId: { branchId: 'PUN-1' },
      price: 125000,
      dateOfPurchase: '2025-03-01',
      vendor: null,
    };
    expect(valueAtPath(row, 'officeId.branchId')).toBe('PUN-1');
    expect(valueAtPath(row, 'invoiceId.invoiceId')).toBeUndefined();
    expect(formatCellValue(valueAtPath(row, 'vendor'), 'text')).toBe('—');
    expect(formatCellValue(row.price, 'int')).toBe('1,25,000');
    expect(formatCellValue(row.dateOfPurchase, 'date')).toBe('1 Mar 2025');
    expect(formatCellValue('not a date', 'date')).toBe('not a date');
    expect(formatCellValue(33632.99, 'int', 'en', 'money')).toBe('₹33,632.99');
  });

  it("applies the product's money format to a column the user saved before it had one", () => {
    localStorage.setItem(
      'money-columns',
      JSON.stringify([
        { mapId: 'price', displayName: 'Price', path: 'price', type: 'int', checked: true },
      ]),
    );
    const defaults = defineSelectableColumns([
      { mapId: 'price', displayName: 'Price', path: 'price', type: 'int', format: 'money' },
    ]);
    expect(loadSelectableColumns('money-columns', defaults)).toEqual([
      {
        mapId: 'price',
        displayName: 'Price',
        path: 'price',
        type: 'int',
        checked: true,
        format: 'money',
      },
    ]);
  });
});
