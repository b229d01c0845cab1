import type { Meta, StoryObj } from '@storybook/react-webpack5';
import {
  DRAFT_ANSWERS,
  linkFails,
  linkForm,
  TOKEN,
  withAnswerApi,
} from '../../test-support/answer-fixtures';
import VendorResponseScreen from './vendor-response-screen';

const at = { app: { route: `/vendor-response/${TOKEN}`, path: '/vendor-response/:token' } };
const form = (overrides: Parameters<typeof linkForm>[0]) =>
  withAnswerApi((api) =>
    api.on('GET', `/vendor-response/${TOKEN}`, () => ({
      type: 'success',
      form: linkForm(overrides),
    })),
  );

/** `/vendor-response/:token`: the vendor answers its questionnaire from its link, without an account. */
const meta = {
  title: 'Vendors/VendorResponseScreen',
  component: VendorResponseScreen,
  parameters: at,
  beforeEach: withAnswerApi(),
} satisfies Meta<typeof VendorResponseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resumed from a saved draft: ISO 27001 chosen, so the certificate upload shows. */
export const ResumedDraft: Story = {};
/** A link opened for the first time. */
export const Fresh: Story = { beforeEach: form({}) };
/** Round 2: only the queried question, with the reviewer's comment. */
export const QueriedRound: Story = {
  beforeEach: form({
    round: 2,
    questionIds: ['q-policy'],
    queries: [{ questionId: 'q-policy', comment: 'And in transit?' }],
    answers: DRAFT_ANSWERS,
  }),
};
export const UnknownLink: Story = { beforeEach: linkFails(404, 'LINK_UNKNOWN') };
export const ExpiredLink: Story = { beforeEach: linkFails(410, 'LINK_EXPIRED') };
export const RevokedLink: Story = { beforeEach: linkFails(410, 'LINK_REVOKED') };
export const AnsweredLink: Story = { beforeEach: linkFails(409, 'LINK_USED') };
