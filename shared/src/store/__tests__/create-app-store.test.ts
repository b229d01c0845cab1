import { createSlice } from '@reduxjs/toolkit';
import { delay, put, take } from 'redux-saga/effects';
import { createAppStore } from '../create-app-store';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { incremented: (state) => void (state.value += 1) },
});

describe('createAppStore', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('injects a reducer after start and keeps existing state', () => {
    const other = createSlice({ name: 'other', initialState: { on: true }, reducers: {} });
    const store = createAppStore({ reducers: { other: other.reducer } });
    store.injectReducer('counter', counter.reducer);
    store.dispatch(counter.actions.incremented());
    expect(store.getState()).toEqual({ other: { on: true }, counter: { value: 1 } });
    expect(store.hasReducer('counter')).toBe(true);
  });

  it('starts with no reducer at all', () => {
    const store = createAppStore();
    expect(store.getState()).toEqual({});
    store.injectReducer('counter', counter.reducer);
    expect(store.getState()).toEqual({ counter: { value: 0 } });
  });

  it('runs sagas so that a crashing one does not stop the others', async () => {
    const store = createAppStore({ reducers: { counter: counter.reducer } });
    store.runSaga(function* crashing() {
      yield take('boom');
      throw new Error('saga failure');
    });
    store.runSaga(function* counting() {
      for (;;) {
        yield take('tick');
        yield put(counter.actions.incremented());
      }
    });
    store.dispatch({ type: 'boom' });
    store.dispatch({ type: 'tick' });
    store.dispatch({ type: 'tick' });
    expect(store.getState()).toEqual({ counter: { value: 2 } });
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('crashing'),
      expect.any(Error),
    );
  });

  it('gives sagas the context it was created with', async () => {
    const seen: unknown[] = [];
    const store = createAppStore({ sagaContext: { answer: 42 } });
    const { getContext } = await import('redux-saga/effects');
    const task = store.runSaga(function* reading() {
      seen.push(yield getContext('answer'));
      yield delay(0);
    });
    await task.toPromise();
    expect(seen).toEqual([42]);
  });
});
