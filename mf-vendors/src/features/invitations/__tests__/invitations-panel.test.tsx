import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  fail,
  fakeReview,
  fakeVendor,
  installFakeApi,
  VENDOR_ID,
  type FakeApi,
} from '../../../test-support/answer-fixtures';
import { FAKE_LINK, fakeInvitation } from '../../../test-support/fixtures';
import { READER_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import CertificationFormScreen from '../../review/certification-form-screen';
import { tokenOfLink } from '../sent-link';

jest.setTimeout(40_000);

const LINKS = `/vendors/${VENDOR_ID}/invitations`;
const OPEN = fakeInvitation();
const ANSWERED = fakeInvitation({
  _id: '72000000-0000-4000-8000-000000000002',
  state: 'submitted',
  round: 2,
  sendCount: 3,
  submittedAt: '2026-11-20T09:00:00.000Z',
});
const NEW_LINK =
  'https://itam.example.com/vendor-response/NewTokenNewTokenNewTokenNewTokenNewToken123';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', `/vendors/${VENDOR_ID}`, () => ({ type: 'success', vendor: fakeVendor() }))
    .on('GET', `/vendors/${VENDOR_ID}/review`, () => ({ type: 'success', review: fakeReview() }))
    .on('GET', LINKS, () => ({ type: 'success', invitations: [ANSWERED, OPEN] }));
});

const open = (policies?: Parameters<typeof renderScreen>[1]) =>
  renderScreen(<CertificationFormScreen />, {
    route: `/certification-form/${VENDOR_ID}`,
    path: '/certification-form/:vendorId',
    ...policies,
  });
const posts = () => api.requests.filter((r) => r.method === 'POST');
const links = () => screen.findByRole('list', { name: 'Links sent' });

describe('the links sent to a vendor', () => {
  it('lists each link with its copy, state and dates', async () => {
    open();
    const list = await links();
    const [answered, opened] = within(list).getAllByRole('listitem');
    expect(answered).toHaveTextContent('round 2');
    expect(answered).toHaveTextContent('Answered');
    expect(answered).toHaveTextContent('Sent 3 times');
    expect(within(answered!).queryByRole('button')).not.toBeInTheDocument();
    expect(opened).toHaveTextContent('Open');
    expect(opened).toHaveTextContent('Sent once');
  });

  it('resends an open link and offers the new address to copy or to answer for the vendor', async () => {
    const user = setupUser();
    api.on('POST', `${LINKS}/${OPEN._id}/resend`, () => ({
      type: 'success',
      invitation: { ...OPEN, sendCount: 2 },
      link: NEW_LINK,
    }));
    open();
    await links();
    await user.click(screen.getByRole('button', { name: 'Resend the link of round 1' }));
    expect(await screen.findByRole('textbox', { name: 'The vendor’s link' })).toHaveValue(NEW_LINK);
    expect(screen.getByRole('link', { name: 'Answer for the vendor now' })).toHaveAttribute(
      'href',
      '/vendor-form/NewTokenNewTokenNewTokenNewTokenNewToken123',
    );
    expect(posts()).toHaveLength(1);
  });

  it('says why a resend was refused (the server limits how often)', async () => {
    const user = setupUser();
    api.on('POST', `${LINKS}/${OPEN._id}/resend`, () =>
      fail(429, {
        type: 'error',
        error: 'The link was sent less than 5 minutes ago. Try again in 4 minutes.',
      }),
    );
    open();
    await links();
    await user.click(screen.getByRole('button', { name: 'Resend the link of round 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link was sent less than 5 minutes ago',
    );
  });

  it('revokes an open link only after confirming', async () => {
    const user = setupUser();
    api.on('POST', `${LINKS}/${OPEN._id}/revoke`, () => ({
      type: 'success',
      invitation: { ...OPEN, state: 'revoked', revokedAt: '2026-11-24T10:00:00.000Z' },
    }));
    open();
    await links();
    await user.click(screen.getByRole('button', { name: 'Revoke the link of round 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Revoke the link sent to Acme Cloud?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revoke the link of round 1' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.url).toBe(`${LINKS}/${OPEN._id}/revoke`);
  });

  it('shows a reader the links without the actions', async () => {
    open({ policies: READER_POLICIES });
    await links();
    expect(screen.queryByRole('button', { name: /Resend|Revoke/ })).not.toBeInTheDocument();
  });

  it('reads the token of a vendor address', () => {
    expect(tokenOfLink(FAKE_LINK)).toBe('AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE');
    expect(tokenOfLink('/vendor-response/abc')).toBe('abc');
    expect(tokenOfLink('https://itam.example.com/elsewhere/abc')).toBeNull();
  });
});
