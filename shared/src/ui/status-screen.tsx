/**
 * The kit's ONE full-content status layout, and the screens built on it: not found (404),
 * forbidden (403), module not enabled, module error (with Retry) and update required
 * (with Reload). Each screen is only
 * its texts and its action; the layout (icon, h1 title, description, actions) lives here
 * once, so every status screen of every package looks and reads the same.
 */
import { Button } from '../antd';
import { ReloadOutlined } from '../antd/icons-frame';
import type { ResultProps } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useNavigate } from '../router';
import { LazyResult } from './lazy-antd';
import { Title } from './plain-text';
import { useScreenShown } from './screen-root';

export interface StatusScreenProps {
  /** `data-testid` of the root: the stable hook of e2e tests. */
  testId: string;
  /** Icon: 403, 404, 500, error, warning, info, success. */
  status: ResultProps['status'];
  /** The page's h1. */
  title: string;
  description: ReactNode;
  /** Actions under the text (Retry, Go to the home page). */
  extra?: ReactNode;
}

/**
 * antd's Result (with its 403/404/500 illustrations) loads with the first status screen,
 * not with the kit's ui entry every page loads; until then the same texts show plainly.
 */
export function StatusScreen({ testId, status, title, description, extra }: StatusScreenProps) {
  // What the page shows now: the page the server drew hands over to it.
  useScreenShown();
  const heading = (
    <Title level={1} style={{ fontSize: 24, margin: 0 }}>
      {title}
    </Title>
  );
  return (
    <Suspense
      fallback={
        <div data-testid={testId} style={{ padding: '48px 32px', textAlign: 'center' }}>
          {heading}
          <div style={{ marginTop: 8 }}>{description}</div>
          {extra ? <div style={{ marginTop: 24 }}>{extra}</div> : null}
        </div>
      }
    >
      <LazyResult
        data-testid={testId}
        status={status}
        title={heading}
        subTitle={description}
        extra={extra}
      />
    </Suspense>
  );
}

/** Any path no route table lists. Root: `data-testid="not-found"`. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <StatusScreen
      testId="not-found"
      status="404"
      title={t('notFound.title')}
      description={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}

/** A route the role may not use. Root: `data-testid="forbidden"`. */
export function ForbiddenScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      testId="forbidden"
      status="403"
      title={t('forbidden.title')}
      description={t('forbidden.description')}
    />
  );
}

/** A path of a company module the company has not enabled. Root: `data-testid="module-not-enabled"`. */
export function ModuleNotEnabledScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      testId="module-not-enabled"
      status="warning"
      title={t('moduleNotEnabled.title')}
      description={t('moduleNotEnabled.description')}
    />
  );
}

export interface ModuleErrorScreenProps {
  /** Translated name of the module that failed. */
  moduleName: string;
  onRetry: () => void;
  /** A retry is on its way: the button shows a spinner. */
  retrying?: boolean;
}

/** A remote that is down, 404s, times out or throws. Root: `data-testid="module-error"`. */
export function ModuleErrorScreen({
  moduleName,
  onRetry,
  retrying = false,
}: ModuleErrorScreenProps) {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      testId="module-error"
      status="error"
      title={t('moduleError.title')}
      description={t('moduleError.description', { module: moduleName })}
      extra={
        <Button
          type="primary"
          icon={<ReloadOutlined aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('moduleError.retry')}
        </Button>
      }
    />
  );
}

export interface UpdateRequiredScreenProps {
  /** Translated name of the module that needs a newer application. */
  moduleName: string;
  onReload: () => void;
}

/**
 * A remote deployed for a newer application than the one running (its singleton contract
 * is newer than this shell's): reloading loads the deployed application. Root:
 * `data-testid="update-required"`.
 */
export function UpdateRequiredScreen({ moduleName, onReload }: UpdateRequiredScreenProps) {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      testId="update-required"
      status="info"
      title={t('updateRequired.title')}
      description={t('updateRequired.description', { module: moduleName })}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onReload}>
          {t('updateRequired.reload')}
        </Button>
      }
    />
  );
}
