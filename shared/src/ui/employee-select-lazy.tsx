/**
 * The eager face of the employee picker: its antd Select comes from
 * `@itam/shared/antd-data`, which the kit's `ui` entry (loaded by every signed-in page)
 * must not pull in. It loads when the picker first renders.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '../antd';
import type { EmployeeSelectProps } from './employee-select';

const LazyEmployeeSelect = lazy(() => import('./employee-select'));

export type { EmployeeOption, EmployeeSelectProps } from './employee-select';

export function EmployeeSelect(props: EmployeeSelectProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block />}>
      <LazyEmployeeSelect {...props} />
    </Suspense>
  );
}
