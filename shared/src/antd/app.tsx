/**
 * The kit's `App`: antd's `App.useApp()` API (message, notification, modal) without
 * loading antd's toast and dialog code on every page. The provider renders the base text
 * style antd's App gives its children; the first call through `App.useApp()` mounts a
 * holder (feedback-holder.tsx, with antd's own hooks, inside the theme) and forwards to
 * it. A toast or dialog is not on the page until something calls for it, so its code
 * loading then costs the page nothing.
 *
 * Difference from antd: every method returns a promise of antd's result (a `modal.confirm`
 * handle, a message's close function) instead of the result itself.
 */
import type { App as AntdApp, NotificationArgsProps } from 'antd';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { theme } from 'antd';

/** antd's three feedback APIs, as its App gives them (what the holder hands over). */
export type AntdFeedbackApis = Pick<
  ReturnType<typeof AntdApp.useApp>,
  'message' | 'notification' | 'modal'
>;

/** An API whose methods answer a promise of what antd's answer. */
type Deferred<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : T[K];
};

/** What `App.useApp()` gives: antd's feedback APIs, each call answering a promise. */
export type FeedbackApis = { [K in keyof AntdFeedbackApis]: Deferred<AntdFeedbackApis[K]> };

const FeedbackHolder = lazy(() => import('./feedback-holder'));

type Method = (...args: unknown[]) => unknown;

/** An API object whose every method waits for `ready`, then calls the real one. */
function forwarding<K extends keyof FeedbackApis>(
  key: K,
  ready: () => Promise<AntdFeedbackApis>,
): FeedbackApis[K] {
  return new Proxy({} as FeedbackApis[K], {
    get:
      (_target, method) =>
      (...args: unknown[]) =>
        ready().then((apis) =>
          (apis[key] as unknown as Record<PropertyKey, Method>)[method]!(...args),
        ),
  });
}

function forwardingApis(ready: () => Promise<AntdFeedbackApis>): FeedbackApis {
  return {
    message: forwarding('message', ready),
    notification: forwarding('notification', ready),
    modal: forwarding('modal', ready),
  };
}

/** Outside any `App`: antd's static methods (no theme context), as antd's own default does nothing. */
const staticApis = forwardingApis(() =>
  import('./overlay').then(({ message, notification, Modal }) => ({
    message,
    notification,
    modal: Modal as unknown as AntdFeedbackApis['modal'],
  })),
);

const FeedbackContext = createContext<FeedbackApis>(staticApis);

export interface AppProps {
  children?: ReactNode;
  /** antd notification defaults (placement, duration, ...). */
  notification?: Pick<NotificationArgsProps, 'placement' | 'duration'>;
  className?: string;
  style?: CSSProperties;
}

interface Holder {
  apis: FeedbackApis;
  resolve: (apis: AntdFeedbackApis) => void;
}

function AppRoot({ children, notification, className, style }: AppProps) {
  const { token } = theme.useToken();
  const [needed, setNeeded] = useState(false);
  const [holder] = useState<Holder>(() => {
    let resolve!: (apis: AntdFeedbackApis) => void;
    const loaded = new Promise<AntdFeedbackApis>((r) => (resolve = r));
    return {
      apis: forwardingApis(() => {
        setNeeded(true);
        return loaded;
      }),
      resolve,
    };
  });
  return (
    <FeedbackContext.Provider value={holder.apis}>
      <div
        className={className ? `ant-app ${className}` : 'ant-app'}
        // antd App's own style: the theme's text colour, size, line height and font for everything inside.
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
          ...style,
        }}
      >
        {children}
      </div>
      {needed ? (
        <Suspense fallback={null}>
          <FeedbackHolder notification={notification} onReady={holder.resolve} />
        </Suspense>
      ) : null}
    </FeedbackContext.Provider>
  );
}

/** The message, notification and modal API of the nearest `App`. */
function useApp(): FeedbackApis {
  return useContext(FeedbackContext);
}

export const App = Object.assign(AppRoot, { useApp });
