import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Review } from '@itam/shared/contracts/vendors';
import {
  acceptedReview,
  fail,
  fakeVendor,
  secondRoundReview,
  VENDOR_ID,
  withAnswerApi,
} from '../../test-support/answer-fixtures';
import { FAKE_LINK, FAKE_QUESTIONNAIRE, fakeInvitation } from '../../test-support/fixtures';
import CertificationFormScreen from './certification-form-screen';

const { sections: _sections, ...STANDARD } = FAKE_QUESTIONNAIRE;

const at = (extra: object = {}) => ({
  app: {
    route: `/certification-form/${VENDOR_ID}`,
    path: '/certification-form/:vendorId',
    ...extra,
  },
});
const reviewIs = (review: Review) =>
  withAnswerApi((api) =>
    api.on('GET', `/vendors/${VENDOR_ID}/review`, () => ({ type: 'success', review })),
  );

/** `/certification-form/:vendorId`: the review of a vendor's answers. */
const meta = {
  title: 'Vendors/CertificationFormScreen',
  component: CertificationFormScreen,
  parameters: at(),
  beforeEach: withAnswerApi(),
} satisfies Meta<typeof CertificationFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Round 1 sent: one answer queried, one accepted, the evidence unreviewed. */
export const InReview: Story = {};
/** Every answer accepted: approving is open. */
export const AllAccepted: Story = { beforeEach: reviewIs(acceptedReview()) };
/** Round 2 answered: both rounds of the queried answer. */
export const SecondRound: Story = { beforeEach: reviewIs(secondRoundReview()) };
/** Approved, read by a role without the review permission: no actions. */
export const ReadOnly: Story = {
  parameters: at({ session: { policies: { on_vendor: { vendor: ['view'] } } } }),
  beforeEach: withAnswerApi((api) =>
    api
      .on('GET', `/vendors/${VENDOR_ID}`, () => ({
        type: 'success',
        vendor: fakeVendor({ status: 'approved', score: 80, certificateExpiresOn: '2027-11-24' }),
      }))
      .on('GET', `/vendors/${VENDOR_ID}/review`, () => ({
        type: 'success',
        review: acceptedReview(),
      })),
  ),
};
/** Registered without a questionnaire (the server's 409): the send form is open. */
export const NothingSent: Story = {
  beforeEach: withAnswerApi((api) =>
    api
      .on('GET', `/vendors/${VENDOR_ID}`, () => ({
        type: 'success',
        vendor: fakeVendor({ status: 'registered', score: null }),
      }))
      .on('GET', `/vendors/${VENDOR_ID}/review`, () =>
        fail(409, { type: 'error', error: 'This vendor has no open questionnaire' }),
      )
      .on('GET', `/vendors/${VENDOR_ID}/invitations`, () => ({
        type: 'success',
        invitations: [],
      }))
      .on('GET', '/vendors/questionnaires', () => ({
        type: 'success',
        questionnaires: [STANDARD],
      }))
      .on('POST', `/vendors/${VENDOR_ID}/invitations`, () => ({
        type: 'success',
        invitation: fakeInvitation(),
        link: FAKE_LINK,
      })),
  ),
};
