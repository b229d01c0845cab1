/**
 * Fake answers for the stories of the vendor screens: `beforeEach` installs them and its
 * cleanup restores the real client, so stories never touch a server.
 */
import {
  FAKE_LINK,
  FAKE_QUESTIONNAIRE,
  fakeInvitation,
  fakeVendor,
  fakeVendorPage,
  installFakeApi,
  type FakeApi,
} from './fixtures';

export type StoryApiSetup = (api: FakeApi) => void;

/** An answer that never comes (loading states). */
export function never(): Promise<never> {
  return new Promise(() => undefined);
}

/** A `beforeEach` answering the vendor register's endpoints, then whatever `setup` adds. */
export function withVendorsApi(setup: StoryApiSetup = () => undefined) {
  return () => {
    const api = installFakeApi()
      .on('GET', '/vendors', () => ({ type: 'success', ...fakeVendorPage(undefined, 64) }))
      .on('GET', '/vendors/questionnaires', () => ({
        type: 'success',
        questionnaires: [FAKE_QUESTIONNAIRE],
      }))
      .on('GET', '/vendors/questionnaires/default', () => ({
        type: 'success',
        questionnaire: FAKE_QUESTIONNAIRE,
      }))
      .on('POST', '/vendors/questionnaires', (r) => ({
        type: 'success',
        questionnaire: { ...FAKE_QUESTIONNAIRE, ...(r.body as object), version: 1 },
      }))
      .on('PUT', /^\/vendors\/questionnaires\/[0-9a-f-]{36}$/, (r) => ({
        type: 'success',
        questionnaire: { ...FAKE_QUESTIONNAIRE, ...(r.body as object), version: 4 },
      }))
      .on('POST', '/vendors', (r) => ({
        type: 'success',
        vendor: fakeVendor(99, r.body as object),
      }))
      .on('PUT', /^\/vendors\/[0-9a-f-]{36}$/, (r) => ({
        type: 'success',
        vendor: fakeVendor(99, r.body as object),
      }))
      .on('POST', /^\/vendors\/[0-9a-f-]{36}\/invitations$/, () => ({
        type: 'success',
        invitation: fakeInvitation(),
        link: FAKE_LINK,
      }));
    setup(api);
    return () => api.restore();
  };
}
