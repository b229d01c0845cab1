import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  fail,
  fakeVendor,
  installFakeApi,
  VENDOR_ID,
  type FakeApi,
} from '../../../test-support/answer-fixtures';
import { FAKE_LINK, FAKE_QUESTIONNAIRE, fakeInvitation } from '../../../test-support/fixtures';
import { READER_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import CertificationFormScreen from '../../review/certification-form-screen';

jest.setTimeout(40_000);

const LINKS = `/vendors/${VENDOR_ID}/invitations`;
const { sections: _sections, ...STANDARD } = FAKE_QUESTIONNAIRE;
const OTHER = {
  ...STANDARD,
  _id: '71000000-0000-4000-8000-000000000002',
  name: 'Cloud services',
  isDefault: false,
};

let api: FakeApi;
let status: 'registered' | 'invited' = 'registered';
beforeEach(() => {
  status = 'registered';
  api = installFakeApi()
    .on('GET', `/vendors/${VENDOR_ID}`, () => ({
      type: 'success',
      vendor: fakeVendor({ status, score: null }),
    }))
    .on('GET', `/vendors/${VENDOR_ID}/review`, () =>
      fail(409, { type: 'error', error: 'This vendor has no questionnaire to review' }),
    )
    .on('GET', LINKS, () => ({ type: 'success', invitations: [] }))
    .on('GET', '/vendors/questionnaires', () => ({
      type: 'success',
      questionnaires: [STANDARD, OTHER],
    }))
    .on('POST', LINKS, () => {
      status = 'invited';
      return { type: 'success', invitation: fakeInvitation(), link: FAKE_LINK };
    });
});
afterEach(() => api.restore());

const open = (policies?: Parameters<typeof renderScreen>[1]) =>
  renderScreen(<CertificationFormScreen />, {
    route: `/certification-form/${VENDOR_ID}`,
    path: '/certification-form/:vendorId',
    ...policies,
  });
const posts = () => api.requests.filter((r) => r.method === 'POST');

describe('sending a questionnaire after registration', () => {
  it('offers a vendor registered without one the standard questionnaire, sends it and shows its link', async () => {
    const user = setupUser();
    open();
    expect(await screen.findByText('No questionnaire was sent to this vendor yet.')).toBeVisible();
    const field = await screen.findByRole('combobox', { name: 'Questionnaire' });
    expect(field.closest('.ant-select')).toHaveTextContent(
      'Standard vendor questionnaire (standard)',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('textbox', { name: 'The vendor’s link' })).toHaveValue(
      FAKE_LINK,
    );
    expect(screen.getByRole('status')).toHaveTextContent('The questionnaire is sent.');
    expect(posts()).toEqual([
      expect.objectContaining({ url: LINKS, body: { questionnaireId: STANDARD._id } }),
    ]);
    // The vendor is read again: its status moved on.
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r.method === 'GET' && r.url === `/vendors/${VENDOR_ID}`),
      ).toHaveLength(2),
    );
  });

  it('confirms before a new questionnaire revokes the link still open', async () => {
    const user = setupUser();
    api.on('GET', LINKS, () => ({ type: 'success', invitations: [fakeInvitation()] }));
    open();
    await user.click(await screen.findByRole('button', { name: 'Send a questionnaire' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send Acme Cloud a new questionnaire?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send and revoke' }),
    );
    await waitFor(() => expect(posts()).toHaveLength(1));
  });

  it('says when the company has no questionnaire to send', async () => {
    api.on('GET', '/vendors/questionnaires', () => ({ type: 'success', questionnaires: [] }));
    open();
    expect(await screen.findByText('Your company has no questionnaire yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Build the standard questionnaire' })).toHaveAttribute(
      'href',
      '/default-form',
    );
  });

  it('shows the refusal of a send', async () => {
    const user = setupUser();
    api.on('POST', LINKS, () =>
      fail(400, { type: 'error', error: 'No questionnaire of your company has this id' }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No questionnaire of your company');
  });

  it('offers no send to a reader', async () => {
    open({ policies: READER_POLICIES });
    expect(await screen.findByText('No link was sent to this vendor yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
  });
});
