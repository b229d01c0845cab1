/**
 * Selectable table columns (SPEC.md section 3): each has a display name, a checked flag
 * (default unchecked), a mapping path into the row, a type and a mapId. The user's choice
 * is kept in localStorage; columns a new release adds are merged into a saved set only
 * when their mapId is absent from it, so a saved choice is never overwritten.
 *
 * Pure functions and one small hook, no antd: cheap enough for the kit's eager entry.
 */
import { useCallback, useState } from 'react';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';

export const SELECTABLE_COLUMN_TYPES = ['text', 'int', 'date'] as const;
export type SelectableColumnType = (typeof SELECTABLE_COLUMN_TYPES)[number];

export interface SelectableColumn {
  mapId: string;
  displayName: string;
  checked: boolean;
  /** Dotted path into the row: `invoiceId.invoiceId`. */
  path: string;
  type: SelectableColumnType;
  /** How the value reads beyond its type: `money` in the company's currency (₹1,25,000). */
  format?: 'money';
}

/** A column definition as a module declares it: unchecked unless it says otherwise. */
export type SelectableColumnDefinition = Omit<SelectableColumn, 'checked'> & { checked?: boolean };

export function defineSelectableColumns(
  definitions: readonly SelectableColumnDefinition[],
): SelectableColumn[] {
  return definitions.map((definition) => ({ ...definition, checked: definition.checked ?? false }));
}

/** The saved set, then every default whose mapId the saved set lacks (in the defaults' order). */
export function mergeSelectableColumns(
  saved: readonly SelectableColumn[],
  defaults: readonly SelectableColumn[],
): SelectableColumn[] {
  const known = new Set(saved.map((column) => column.mapId));
  return [...saved, ...defaults.filter((column) => !known.has(column.mapId))];
}

function isSelectableColumn(value: unknown): value is SelectableColumn {
  if (typeof value !== 'object' || value === null) return false;
  const column = value as Record<string, unknown>;
  return (
    typeof column.mapId === 'string' &&
    typeof column.displayName === 'string' &&
    typeof column.checked === 'boolean' &&
    typeof column.path === 'string' &&
    SELECTABLE_COLUMN_TYPES.includes(column.type as SelectableColumnType)
  );
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The saved set under `storageKey` merged with `defaults`; the defaults alone when nothing
 * (or nothing readable) is saved. Malformed entries are dropped, duplicates keep the first.
 */
export function loadSelectableColumns(
  storageKey: string,
  defaults: readonly SelectableColumn[],
): SelectableColumn[] {
  let saved: SelectableColumn[] = [];
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(storageKey) ?? '[]');
    if (Array.isArray(parsed)) saved = parsed.filter(isSelectableColumn);
  } catch {
    saved = [];
  }
  const seen = new Set<string>();
  const unique = saved.filter((column) => !seen.has(column.mapId) && seen.add(column.mapId));
  // The choice (checked, order) is the user's; how a value reads is the product's.
  const formats = new Map(defaults.map((column) => [column.mapId, column.format]));
  const current = unique.map(({ format: _saved, ...column }) => {
    const format = formats.get(column.mapId);
    return format ? { ...column, format } : column;
  });
  return mergeSelectableColumns(current, defaults);
}

/** Saves the set; a full or blocked storage only loses the memory, never the screen. */
export function saveSelectableColumns(
  storageKey: string,
  columns: readonly SelectableColumn[],
): void {
  try {
    storage()?.setItem(storageKey, JSON.stringify(columns));
  } catch {
    // Quota or privacy mode: the choice lasts until reload.
  }
}

/** Sets one column's checked flag. */
export function toggleSelectableColumn(
  columns: readonly SelectableColumn[],
  mapId: string,
  checked: boolean,
): SelectableColumn[] {
  return columns.map((column) => (column.mapId === mapId ? { ...column, checked } : column));
}

/** The value at a dotted path (`officeId.branchId`); undefined when any step is missing. */
export function valueAtPath(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The column set of one table, loaded once from localStorage and saved on every change.
 * `reset` goes back to the defaults (and saves that).
 */
export function useSelectableColumns(storageKey: string, defaults: readonly SelectableColumn[]) {
  const [columns, setColumns] = useState(() => loadSelectableColumns(storageKey, defaults));
  const update = useCallback(
    (next: SelectableColumn[]) => {
      setColumns(next);
      saveSelectableColumns(storageKey, next);
    },
    [storageKey],
  );
  const reset = useCallback(() => update([...defaults]), [defaults, update]);
  return { columns, setColumns: update, reset };
}

const EMPTY_CELL = '—';

/** A cell's text by column type; '—' for no value. */
export function formatCellValue(
  value: unknown,
  type: SelectableColumnType,
  language = 'en',
  format?: SelectableColumn['format'],
): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  if (format === 'money' && typeof value === 'number') return formatMoney(value, language);
  // A 'YYYY-MM-DD' date is a calendar day (no time zone moves it); a timestamp's day is
  // the company's, as on every other screen.
  if (type === 'date') return formatDate(String(value), language);
  if (type === 'int' && typeof value === 'number') return formatNumber(value, language);
  return String(value);
}
