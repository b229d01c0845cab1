/**
 * The eager face of the login form: its antd Form and Input come from
 * `@itam/shared/antd-data`, which the kit's `ui` entry (loaded by every signed-in
 * page, the budgeted `/dashboard` too) must not pull in. They load when the form
 * first renders, on the login page or in the login dialog.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '../antd';
import type { LoginFormProps } from './login-form';

const LazyLoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));

export function LoginForm(props: LoginFormProps) {
  return (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />}>
      <LazyLoginForm {...props} />
    </Suspense>
  );
}
