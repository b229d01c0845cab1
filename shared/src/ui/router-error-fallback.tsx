import { Typography } from '../antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The text under the title: `status statusText` of a route error response, else the message. */
export function routeErrorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/** Router error fallback (SPEC.md section 2): 'Unexpected Application Error!' and the detail. */
export function RouterErrorFallback() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  return (
    <div role="alert" data-testid="router-error" style={{ padding: 24 }}>
      <Typography.Title level={2}>{t('routerError.title')}</Typography.Title>
      <Typography.Title level={3} italic style={{ fontWeight: 400 }}>
        {routeErrorDetail(error)}
      </Typography.Title>
    </div>
  );
}
