import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { isRouteErrorResponse, useRouteError } from '../router';
import { reportError } from '../telemetry';
import { useScreenShown } from './screen-root';

/** The text under the title: `status statusText` of a route error response, else the message. */
export function routeErrorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/** Router error fallback (SPEC.md section 2): 'Unexpected Application Error!' and the detail. Plain HTML: it must render even when a library chunk failed to load. */
export function RouterErrorFallback() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  useEffect(() => {
    // A thrown error is reported; a route error response (404 and the like) is not a fault.
    if (!isRouteErrorResponse(error)) reportError(error, { source: 'router' });
  }, [error]);
  useScreenShown();
  return (
    <div role="alert" data-testid="router-error" style={{ padding: 24 }}>
      <h2 style={{ fontSize: 30, margin: '0 0 12px' }}>{t('routerError.title')}</h2>
      <h3 style={{ fontSize: 24, fontStyle: 'italic', fontWeight: 400, margin: 0 }}>
        {routeErrorDetail(error)}
      </h3>
    </div>
  );
}
