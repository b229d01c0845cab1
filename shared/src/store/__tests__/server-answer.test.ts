import { answerOf } from '../server-answer';

const base = { isFetching: false, refetch: jest.fn() };

describe('answerOf', () => {
  it('gives the answer, not loading, with no failure', () => {
    const answer = answerOf({ ...base, data: { n: 1 }, currentData: { n: 1 } });
    expect(answer).toMatchObject({ data: { n: 1 }, error: null, loading: false });
  });

  it('keeps the last answer while another argument is read, unless only the current one counts', () => {
    const result = { ...base, isFetching: true, data: { page: 1 }, currentData: undefined };
    expect(answerOf(result).data).toEqual({ page: 1 });
    expect(answerOf(result, { current: true }).data).toBeNull();
    expect(answerOf(result).loading).toBe(true);
  });

  it('names a failure by its sentence, but not while the read is tried again', () => {
    const failure = new Error('The server could not be reached.');
    expect(answerOf({ ...base, error: failure })).toMatchObject({
      error: 'The server could not be reached.',
      rawError: failure,
    });
    expect(answerOf({ ...base, isFetching: true, error: failure })).toMatchObject({
      error: null,
      rawError: null,
      loading: true,
    });
  });

  it('a skipped query has no answer, is not loading, and is not read again on retry', () => {
    const refetch = jest.fn();
    const answer = answerOf({ ...base, refetch, isUninitialized: true, data: { stale: true } });
    expect(answer).toMatchObject({ data: null, error: null, loading: false });
    answer.retry();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('retry reads again', () => {
    const refetch = jest.fn();
    answerOf({ ...base, refetch }).retry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
