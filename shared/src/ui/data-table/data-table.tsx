/**
 * An antd Table whose trailing columns are the user's chosen selectable columns
 * (formatted by type). Every other Table prop passes through (`virtual`, `rowSelection`,
 * `pagination`, ...). Loaded on demand through `./lazy` so the kit's eager entry never
 * carries the table code.
 */
import type { TableColumnType, TableColumnsType, TableProps } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { Table } from '../../antd/data';
import { formatCellValue, valueAtPath, type SelectableColumn } from './selectable-columns';

export interface DataTableProps<T> extends Omit<TableProps<T>, 'columns'> {
  /** Fixed columns, shown first. */
  columns: TableColumnsType<T>;
  /** The chosen set: only checked columns show, in the set's order. */
  selectableColumns?: readonly SelectableColumn[];
  /** Fixed columns after the selectable ones (row actions). */
  trailingColumns?: TableColumnsType<T>;
  /** Title of a selectable column (translated); its displayName by default. */
  columnTitle?: (column: SelectableColumn) => string;
  /** Width of each selectable column (a virtual table needs widths). */
  selectableColumnWidth?: number;
  /** Extra antd props of a selectable column (sorter, sortOrder, align, ...). */
  selectableColumnProps?: (column: SelectableColumn) => Partial<TableColumnType<T>>;
}

export function DataTable<T extends object>({
  columns,
  selectableColumns = [],
  trailingColumns = [],
  columnTitle = (column) => column.displayName,
  selectableColumnWidth = 160,
  selectableColumnProps,
  ...tableProps
}: DataTableProps<T>) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const all = useMemo<TableColumnsType<T>>(
    () => [
      ...columns,
      ...selectableColumns
        .filter((column) => column.checked)
        .map((column) => ({
          key: column.mapId,
          title: columnTitle(column),
          width: selectableColumnWidth,
          ellipsis: true,
          render: (_: unknown, row: T) =>
            formatCellValue(valueAtPath(row, column.path), column.type, language, column.format),
          ...selectableColumnProps?.(column),
        })),
      ...trailingColumns,
    ],
    [
      columns,
      selectableColumns,
      trailingColumns,
      columnTitle,
      selectableColumnWidth,
      selectableColumnProps,
      language,
    ],
  );
  // A page of rows (their tags, links and buttons) is a list screen's heaviest render: the
  // new rows render as a transition, in slices between which the page answers input.
  const rows = useDeferredValue(tableProps.dataSource);
  return <Table<T> {...tableProps} dataSource={rows} columns={all} />;
}

export default DataTable;
