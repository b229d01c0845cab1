import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  acceptedReview,
  fail,
  fakeReview,
  fakeVendor,
  installFakeApi,
  secondRoundReview,
  VENDOR_ID,
  type FakeApi,
} from '../../../test-support/answer-fixtures';
import type { Review } from '@itam/shared/contracts/vendors';
import { READER_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import CertificationFormScreen from '../certification-form-screen';
import { yearsOn } from '../review-actions';

jest.setTimeout(40_000);

const REVIEW = `/vendors/${VENDOR_ID}/review`;
let api: FakeApi;
beforeEach(() => {
  api = installFakeApi().on('GET', `/vendors/${VENDOR_ID}`, () => ({
    type: 'success',
    vendor: fakeVendor(),
  }));
});
afterEach(() => jest.restoreAllMocks());

const withReview = (review: Review) => api.on('GET', REVIEW, () => ({ type: 'success', review }));
const open = (policies?: Parameters<typeof renderScreen>[1]) =>
  renderScreen(<CertificationFormScreen />, {
    route: `/certification-form/${VENDOR_ID}`,
    path: '/certification-form/:vendorId',
    ...policies,
  });
const answerOf = (question: string) => screen.getByRole('article', { name: question });
const posts = () => api.requests.filter((r) => r.method === 'POST');

describe('/certification-form/:vendorId', () => {
  it('shows every answer with its verdict and evidence, and the score from the server', async () => {
    withReview(fakeReview());
    open();
    expect(await screen.findByText('Review of Acme Cloud')).toBeInTheDocument();
    expect(screen.getByText('20 of 50 points')).toBeInTheDocument();
    const policy = answerOf('Describe your security policy');
    expect(within(policy).getByText('We encrypt at rest.')).toBeInTheDocument();
    expect(within(policy).getByText('Queried')).toBeInTheDocument();
    expect(within(policy).getByText('Reviewer: And in transit?')).toBeInTheDocument();
    const certified = answerOf('Which certifications do you hold?');
    expect(within(certified).getByText('ISO 27001 (20 points)')).toBeInTheDocument();
    expect(
      within(answerOf('Upload your ISO 27001 certificate')).getByRole('button', {
        name: 'Download iso-certificate.pdf',
      }),
    ).toBeInTheDocument();
    expect(
      within(answerOf('Anything else we should know?')).getByText('Not answered.'),
    ).toBeInTheDocument();
  });

  it('needs a comment to query an answer, then saves the verdict', async () => {
    const user = setupUser();
    withReview(fakeReview());
    api.on('POST', `${REVIEW}/verdicts`, () => ({ type: 'success', review: fakeReview() }));
    open();
    await screen.findByText('Review of Acme Cloud');
    const cert = answerOf('Upload your ISO 27001 certificate');
    await user.click(within(cert).getByRole('radio', { name: 'Query' }));
    await user.click(within(cert).getByRole('button', { name: 'Save verdict' }));
    expect(within(cert).getByText('Say what the vendor should change.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.type(
      within(cert).getByRole('textbox', { name: 'Comment to the vendor' }),
      'Expired?',
    );
    await user.click(within(cert).getByRole('button', { name: 'Save verdict' }));
    await waitFor(() =>
      expect(posts()[0]).toMatchObject({
        url: `${REVIEW}/verdicts`,
        body: {
          verdicts: [{ questionId: 'q-certificate', verdict: 'flagged', comment: 'Expired?' }],
        },
      }),
    );
  });

  it('sends the queried answers back, and waits for every verdict before approving', async () => {
    const user = setupUser();
    withReview(fakeReview());
    api.on('POST', `${REVIEW}/send-back`, () => ({ type: 'success', review: fakeReview() }));
    open();
    const back = await screen.findByRole('button', { name: 'Send back queried answers (1)' });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await user.click(back);
    await waitFor(() => expect(posts()[0]).toMatchObject({ url: `${REVIEW}/send-back` }));
  });

  it('approves with the certificate expiry, a year on by default', async () => {
    const user = setupUser();
    withReview(acceptedReview());
    api.on('POST', `${REVIEW}/approve`, () => ({ type: 'success', review: acceptedReview() }));
    open();
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(screen.getByRole('button', { name: 'Send back queried answers (0)' })).toBeDisabled();
    await user.click(approve);
    const today = new Date().toISOString().slice(0, 10);
    await waitFor(() =>
      expect(posts()[0]).toMatchObject({
        url: `${REVIEW}/approve`,
        body: { certificateExpiresOn: yearsOn(today, 1) },
      }),
    );
  });

  it('rejects the vendor with a comment', async () => {
    const user = setupUser();
    withReview(fakeReview());
    api.on('POST', `${REVIEW}/reject`, () => ({ type: 'success', review: fakeReview() }));
    open();
    await user.type(
      await screen.findByRole('textbox', { name: 'Reason for rejecting (optional)' }),
      'No encryption in transit',
    );
    await user.click(screen.getByRole('button', { name: 'Reject vendor' }));
    await waitFor(() =>
      expect(posts()[0]).toMatchObject({
        url: `${REVIEW}/reject`,
        body: { comment: 'No encryption in transit' },
      }),
    );
  });

  it('keeps every round viewable', async () => {
    withReview(secondRoundReview());
    open();
    await screen.findByText('Review of Acme Cloud');
    const policy = answerOf('Describe your security policy');
    expect(within(policy).getByText('Round 1')).toBeInTheDocument();
    expect(within(policy).getByText('Round 2')).toBeInTheDocument();
    expect(within(policy).getByText('TLS 1.3 in transit, too.')).toBeInTheDocument();
    expect(within(policy).getByText('Not reviewed')).toBeInTheDocument();
  });

  it('hides every review action from a role without the review permission', async () => {
    withReview(fakeReview());
    open({ policies: READER_POLICIES });
    await screen.findByText('Review of Acme Cloud');
    expect(screen.getByText('We encrypt at rest.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save verdict' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject vendor' })).toBeNull();
  });

  it('says when no questionnaire was sent yet (409)', async () => {
    api.on('GET', REVIEW, () =>
      fail(409, { type: 'error', error: 'This vendor has no open questionnaire' }),
    );
    open();
    expect(
      await screen.findByText('No questionnaire was sent to this vendor yet.'),
    ).toBeInTheDocument();
  });

  it('says when the vendor does not exist (404)', async () => {
    api.on('GET', `/vendors/${VENDOR_ID}`, () =>
      fail(404, { type: 'error', error: 'Vendor not found' }),
    );
    open();
    expect(await screen.findByText('This vendor does not exist.')).toBeInTheDocument();
  });
});
