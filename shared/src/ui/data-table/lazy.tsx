/**
 * The eager face of the data table and column chooser: each loads its antd code (Table,
 * Checkbox) on first render, so the kit's `ui` entry, which every protected screen loads
 * (the budgeted `/dashboard` too), stays free of them.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../antd';
import type { ColumnChooserProps } from './column-chooser';
import type { DataTableProps } from './data-table';

const LazyTable = lazy(() => import('./data-table'));
const LazyChooser = lazy(() => import('./column-chooser'));

export type { ColumnChooserProps, DataTableProps };

export function DataTable<T extends object>(props: DataTableProps<T>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <LazyTable {...(props as unknown as DataTableProps<object>)} />
    </Suspense>
  );
}

export function ColumnChooser(props: ColumnChooserProps) {
  return (
    <Suspense fallback={<Skeleton.Button active />}>
      <LazyChooser {...props} />
    </Suspense>
  );
}
