/**
 * @sentry/browser behind the ErrorReporter interface; downloaded (a chunk of its own) only
 * when SENTRY_DSN is configured. Default integrations: global error and unhandled
 * rejection handlers, breadcrumbs, and release-health sessions (browserSessionIntegration).
 */
import {
  browserSessionIntegration,
  captureException,
  init,
  setTags,
  setUser,
  withScope,
} from '@sentry/browser';
import type { BuildStamp } from '../contracts/telemetry';
import { prepareBreadcrumb, prepareSentryEvent } from './sentry-event';
import type { ErrorReporter } from './telemetry';

export interface SentrySettings {
  dsn: string;
  environment: string;
  build: BuildStamp;
}

export function createSentryReporter({ dsn, environment, build }: SentrySettings): ErrorReporter {
  init({
    dsn,
    release: build.release,
    environment,
    // No user details, cookies, request or response bodies, headers other than the browser's
    // name, or local variables; what remains goes through prepareSentryEvent.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
      httpBodies: [],
      stackFrameVariables: false,
    },
    // Merged with the defaults; named so session tracking stays on whatever the defaults become.
    integrations: [browserSessionIntegration()],
    beforeSend: (event) => prepareSentryEvent(event),
    beforeBreadcrumb: (breadcrumb) => prepareBreadcrumb(breadcrumb),
  });
  setTags({ app: build.app, 'app.version': build.version });
  return {
    capture(error, tags) {
      withScope((scope) => {
        scope.setTags(tags);
        captureException(error);
      });
    },
    setUser(id) {
      setUser(id ? { id } : null);
    },
  };
}
