/**
 * This remote's part of the kit's server-data layer: its tag types. Each endpoint lives in
 * its own file under `features/<feature>/api/` and injects itself here; a write
 * invalidates the tags of what it changed (or puts its answer in the cache), so every
 * screen showing it reads it again.
 */
import { errorMessageOf, serverApi } from '@itam/shared/store';

/** The success member of an answer's union (`{ type: 'success', ... }`). */
export type Ok<T> = Extract<T, { type: 'success' }>;

/**
 * `Exit` an exit by id, `ExitList` every list of exits, `OwnExit` the signed-in user's own,
 * `Onboarding` the list of joiners' onboardings.
 */
export const EXITS_TAGS = ['Exit', 'ExitList', 'OwnExit', 'Onboarding'] as const;

export const exitsApi = serverApi.enhanceEndpoints({ addTagTypes: EXITS_TAGS });

/** A read as a screen shows it: the answer, the failure's sentence, whether it is loading. */
export interface Answer<T> {
  data: T | null;
  error: string | null;
  /** True while a read is under way (the first one, or an argument change). */
  loading: boolean;
  /** Reads again now (a Retry button). */
  retry: () => void;
}

/** A query hook's result as an `Answer`. */
export function answerOf<
  R extends {
    currentData?: unknown;
    error?: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  },
>(result: R): Answer<NonNullable<R['currentData']>> {
  return {
    // The answer for the current argument (none while another argument's read is under way).
    data: (result.currentData ?? null) as NonNullable<R['currentData']> | null,
    error: errorMessageOf(result.error),
    loading: result.isFetching,
    retry: () => void result.refetch(),
  };
}
