/**
 * Fake answers for the stories of the exit screens: `beforeEach` installs them and its
 * cleanup restores the real client, so stories never touch a server.
 */
import {
  clearedExit,
  DEPARTMENTS,
  FAKE_EMPLOYEES,
  fakeExit,
  fakeDepartmentSettings,
  fakeExitPage,
  fakeOnboarding,
  installFakeApi,
  type FakeApi,
} from './fixtures';

export type StoryApiSetup = (api: FakeApi) => void;

/** An answer that never comes (loading states). */
export function never(): Promise<never> {
  return new Promise(() => undefined);
}

const EXIT_PATH = /^\/exits\/[0-9a-f-]{36}$/;

/** A `beforeEach` answering the exits' and onboarding's endpoints, then whatever `setup` adds. */
export function withExitsApi(setup: StoryApiSetup = () => undefined) {
  return () => {
    const api = installFakeApi()
      .on('GET', '/exits', (r) => ({
        type: 'success',
        ...fakeExitPage(
          r.params.status === 'cleared' ? [clearedExit()] : [fakeExit(1), clearedExit()],
        ),
      }))
      .on('GET', EXIT_PATH, (r) => ({
        type: 'success',
        exit: r.url.endsWith(clearedExit()._id) ? clearedExit() : fakeExit(1),
      }))
      .on('POST', '/exits', () => ({ type: 'success', exit: fakeExit(1) }))
      .on('POST', /^\/exits\/[0-9a-f-]{36}\//, () => ({ type: 'success', exit: fakeExit(1) }))
      .on('PUT', /^\/exits\/[0-9a-f-]{36}\/interview$/, () => ({
        type: 'success',
        exit: fakeExit(1),
      }))
      .on('GET', '/company/employees/dropdown', () => ({
        type: 'success',
        employees: FAKE_EMPLOYEES,
      }))
      .on('GET', '/company/departments', () => ({ type: 'success', departments: DEPARTMENTS }))
      .on('GET', '/onboardings', () => ({
        type: 'success',
        onboardings: [
          fakeOnboarding(1),
          fakeOnboarding(2, { due: true, joiningDate: '2026-11-20' }),
        ],
        total: 2,
        pageNumber: 0,
        limit: 25,
      }))
      .on('GET', '/assets/available', () => ({ type: 'success', assets: [] }))
      // The signed-in user has no exit of their own unless a story says so.
      .on('GET', '/exits/mine', () => ({ type: 'success', exit: null }))
      .on('GET', '/exits/departments', () => ({ type: 'success', ...fakeDepartmentSettings() }))
      .on('PUT', '/exits/departments', () => ({ type: 'success', ...fakeDepartmentSettings() }));
    setup(api);
    return () => api.restore();
  };
}
