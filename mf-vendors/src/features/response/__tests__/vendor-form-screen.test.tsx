import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import {
  EVIDENCE,
  DRAFT_ANSWERS,
  installFakeApi,
  linkForm,
  TOKEN,
  type FakeApi,
} from '../../../test-support/answer-fixtures';
import { READER_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import VendorFormScreen from '../vendor-form-screen';

jest.setTimeout(30_000);

// A member answers through the link's signed-in door.
const LINK = `/vendor-form/${TOKEN}`;
let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', LINK, () => ({
      type: 'success',
      form: linkForm({
        answers: [
          ...DRAFT_ANSWERS,
          { questionId: 'q-certificate', round: 1, answer: null, choices: [], files: [EVIDENCE] },
        ],
      }),
    }))
    .on('POST', `${LINK}/submit`, () => ({ type: 'success' }));
});

const open = (policies?: Parameters<typeof renderScreen>[1]) =>
  renderScreen(<VendorFormScreen />, {
    route: `/vendor-form/${TOKEN}`,
    path: '/vendor-form/:token',
    ...policies,
  });

describe('/vendor-form/:token', () => {
  it('lets a staff member answer on the vendor’s behalf, then goes to /responseSubmitted', async () => {
    const user = setupUser();
    const { router } = open();
    expect(
      await screen.findByText(/You are answering for Acme Cloud, on behalf of the vendor/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/responseSubmitted'));
    expect(router.state.location.state).toEqual({ vendorName: 'Acme Cloud' });
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', url: `${LINK}/submit` });
  });

  it('is not for a role that may not create or edit vendors', async () => {
    open({ policies: READER_POLICIES });
    expect(
      await screen.findByText('You may not answer for a vendor: it needs vendor create or edit.'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
