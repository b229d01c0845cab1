/**
 * This remote's part of the kit's server-data layer: its tag types. Each endpoint lives in
 * its own file under `features/<feature>/api/` and injects itself here; a write
 * invalidates the tags of what it changed (or puts its answer in the cache), so every
 * screen showing it reads it again.
 */
import { serverApi } from '@itam/shared/store';

export { answerOf, type Answer, type Ok } from '@itam/shared/store';

/**
 * `Exit` an exit by id, `ExitList` every list of exits, `OwnExit` the signed-in user's own,
 * `Onboarding` the list of joiners' onboardings.
 */
export const EXITS_TAGS = ['Exit', 'ExitList', 'OwnExit', 'Onboarding'] as const;

export const exitsApi = serverApi.enhanceEndpoints({ addTagTypes: EXITS_TAGS });
