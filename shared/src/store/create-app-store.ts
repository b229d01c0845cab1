/**
 * The store kit: ONE redux store (RTK configureStore + redux-saga). Slices can be injected
 * after start (`injectReducer`) and sagas started later (`runSaga`), each spawned under a
 * guard so that one crashing saga never stops the others. With `serverData`, the store holds
 * the server-data layer (server-data.ts: RTK Query's cache) from the start, with its
 * middleware: the shell's store, and every store a remote's screens render with (the dev
 * host, Storybook, the test renderers) have it.
 */
import {
  configureStore,
  isPlain,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { call, spawn } from 'redux-saga/effects';
import { isApiError } from '../api/api-error';
import { reportError } from '../telemetry';
import { serverApi } from './server-data';
import type { AppState } from './index';

export interface CreateAppStoreOptions {
  /** Slices present from the start, by key. */
  reducers?: Record<string, Reducer>;
  preloadedState?: Record<string, unknown>;
  /** Values sagas read with `getContext(name)`. */
  sagaContext?: Record<string, unknown>;
  /** Installs the server-data layer (the `api` slice and its middleware). */
  serverData?: boolean;
}

export type AppStore = ReturnType<typeof createAppStore>;

/** Keeps the store valid before any slice exists. */
const emptyReducer: Reducer<Record<string, unknown>> = (state = {}) => state;

function* guarded(saga: Saga, name: string): Generator {
  try {
    yield call(saga);
  } catch (error) {
    console.error(`[saga] ${name} stopped after an error`, error);
    reportError(error, { source: 'saga', saga: name });
  }
}

/** A failed read keeps its ApiError (status, code, field issues) in the cache, as screens read it. */
const isSerializable = (value: unknown): boolean => isPlain(value) || isApiError(value);

export function createAppStore(options: CreateAppStoreOptions = {}) {
  const reducers: Record<string, Reducer> = {
    ...(options.serverData && { [serverApi.reducerPath]: serverApi.reducer }),
    ...options.reducers,
  };
  // Typed for a store whose state has its slice: ours has it from the start.
  const serverData: Middleware[] = options.serverData ? [serverApi.middleware as Middleware] : [];
  const build = (): Reducer =>
    Object.keys(reducers).length ? (combineReducers(reducers) as Reducer) : emptyReducer;
  const sagaMiddleware = createSagaMiddleware({
    context: options.sagaContext ?? {},
    onError: (error) => console.error('[saga] uncaught error', error),
  });
  const store = configureStore({
    reducer: build() as Reducer<Record<string, unknown>, UnknownAction>,
    preloadedState: options.preloadedState,
    // The thunks are RTK Query's (its hooks dispatch them); the product's workflows are sagas.
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { isSerializable } }).concat(...serverData, sagaMiddleware),
  });

  return {
    ...store,
    /** Typed with `AppState`, which remotes extend by module augmentation. */
    getState: store.getState as unknown as () => AppState,
    /** Adds (or replaces) the slice under `key`. Injecting the same reducer twice is a no-op. */
    injectReducer(key: string, reducer: Reducer): void {
      if (reducers[key] === reducer) return;
      reducers[key] = reducer;
      store.replaceReducer(build() as Reducer<Record<string, unknown>, UnknownAction>);
    },
    hasReducer(key: string): boolean {
      return key in reducers;
    },
    /** Starts `saga` spawned under a guard; its crash is logged and stops only itself. */
    runSaga(saga: Saga, name = saga.name || 'anonymous'): Task {
      return sagaMiddleware.run(function* root() {
        yield spawn(guarded, saga, name);
      });
    },
  };
}
