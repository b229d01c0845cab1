import { act, renderHook } from '@testing-library/react';
import { SEARCH_DELAY_MS, useSearchedOptions } from '../use-searched-options';

/** A search whose answers the test gives, one per call, in any order. */
function controlledSearch() {
  const calls: {
    text: string;
    answer: (options: string[]) => Promise<void>;
    fail: (error: Error) => Promise<void>;
  }[] = [];
  const search = jest.fn(
    (text: string) =>
      new Promise<string[]>((resolve, reject) => {
        calls.push({
          text,
          answer: (options) => act(async () => resolve(options)),
          fail: (error) => act(async () => reject(error)),
        });
      }),
  );
  return { search, calls };
}

const texts = { failed: 'failed', loading: 'loading', none: 'none' };
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useSearchedOptions', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('loads the first list once on mount, then searches only when typing pauses', async () => {
    const { search, calls } = controlledSearch();
    const { result } = renderHook(() => useSearchedOptions(search, []));
    expect(result.current.options).toEqual([]);
    await wait(0);
    expect(search.mock.calls).toEqual([['']]);
    expect(result.current.loading).toBe(true);
    expect(result.current.notFoundContent(texts)).toBe('loading');
    await calls[0]!.answer(['Asha', 'Ravi']);
    expect(result.current).toMatchObject({ options: ['Asha', 'Ravi'], loading: false });
    expect(result.current.notFoundContent(texts)).toBe('none');

    act(() => result.current.onSearch('r'));
    await wait(100);
    act(() => result.current.onSearch('ra'));
    await wait(100);
    act(() => result.current.onSearch('rav'));
    await wait(SEARCH_DELAY_MS - 1);
    expect(search).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(search.mock.calls).toEqual([[''], ['rav']]);
    await calls[1]!.answer(['Ravi']);
    expect(result.current.options).toEqual(['Ravi']);
    expect(result.current.text).toBe('rav');
  });

  it('drops the answer of an older search once a newer one was sent', async () => {
    const { search, calls } = controlledSearch();
    const { result } = renderHook(() => useSearchedOptions(search, []));
    await wait(0);
    await calls[0]!.answer(['Asha', 'Ravi']);

    act(() => result.current.onSearch('a'));
    await wait(SEARCH_DELAY_MS);
    act(() => result.current.onSearch('ra'));
    await wait(SEARCH_DELAY_MS);
    expect(calls.map((c) => c.text)).toEqual(['', 'a', 'ra']);
    // The older search answers late, before and after the newer one: never shown.
    await calls[1]!.answer(['Asha']);
    expect(result.current.options).toEqual(['Asha', 'Ravi']);
    expect(result.current.loading).toBe(true);
    await calls[2]!.answer(['Ravi']);
    expect(result.current.options).toEqual(['Ravi']);
    await calls[1]!.fail(new Error('late'));
    expect(result.current).toMatchObject({ options: ['Ravi'], error: null, loading: false });
  });

  it('shows a failed search (and logs it) until a later search succeeds', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { search, calls } = controlledSearch();
    const { result } = renderHook(() => useSearchedOptions(search, []));
    await wait(0);
    await calls[0]!.fail(new Error('server down'));
    expect(result.current).toMatchObject({ options: [], error: 'server down', loading: false });
    expect(result.current.notFoundContent(texts)).toBe('failed');
    expect(logged).toHaveBeenCalledTimes(1);

    act(() => result.current.onSearch('ra'));
    await wait(SEARCH_DELAY_MS);
    await calls[1]!.answer(['Ravi']);
    expect(result.current).toMatchObject({ options: ['Ravi'], error: null });
    expect(result.current.notFoundContent(texts)).toBe('none');
  });

  it('searches the same text again when a dep changes, with the latest search function', async () => {
    const first = controlledSearch();
    const second = controlledSearch();
    const { result, rerender } = renderHook(
      ({ scope }: { scope: string }) =>
        useSearchedOptions(scope === 'a' ? first.search : second.search, [scope]),
      { initialProps: { scope: 'a' } },
    );
    await wait(0);
    await first.calls[0]!.answer(['A']);
    rerender({ scope: 'a' });
    await wait(SEARCH_DELAY_MS);
    expect(first.search).toHaveBeenCalledTimes(1);
    rerender({ scope: 'b' });
    await wait(0);
    expect(second.search.mock.calls).toEqual([['']]);
    await second.calls[0]!.answer(['B']);
    expect(result.current.options).toEqual(['B']);
  });
});
