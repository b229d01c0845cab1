import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fail } from '../../test-support/fixtures';
import { never, withVendorsApi } from '../../test-support/story-api';
import { SendQuestionnaire } from './send-questionnaire';

const questionnairesAre = (answer: () => unknown) =>
  withVendorsApi((api) => api.on('GET', '/vendors/questionnaires', answer));

/** Sending a vendor a questionnaire after its registration, or again for a new round. */
const meta = {
  title: 'Vendors/SendQuestionnaire',
  component: SendQuestionnaire,
  args: {
    vendorId: '70000000-0000-4000-8000-000000000001',
    vendorName: 'Acme Cloud',
    replacesOpenLink: false,
    onSent: () => undefined,
    onClose: () => undefined,
  },
  beforeEach: withVendorsApi(),
} satisfies Meta<typeof SendQuestionnaire>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The standard questionnaire chosen, ready to send. */
export const Ready: Story = {};
/** A link is still open: sending asks first, as it revokes that link. */
export const ReplacesOpenLink: Story = { args: { replacesOpenLink: true } };
/** The questionnaires loading. */
export const Loading: Story = { beforeEach: questionnairesAre(never) };
/** The company has no questionnaire yet. */
export const NoQuestionnaire: Story = {
  beforeEach: questionnairesAre(() => ({ type: 'success', questionnaires: [] })),
};
/** The questionnaires could not be loaded (here: a role that may not read them). */
export const LoadFailed: Story = {
  beforeEach: questionnairesAre(() =>
    fail(403, { type: 'error', error: 'You do not have permission to read questionnaires' }),
  ),
};
/** A long questionnaire name. */
export const LongName: Story = {
  beforeEach: questionnairesAre(() => ({
    type: 'success',
    questionnaires: [
      {
        _id: '71000000-0000-4000-8000-000000000009',
        name: 'Information security, privacy and business continuity review for cloud vendors',
        description: null,
        isDefault: true,
        version: 1,
        sectionCount: 3,
        questionCount: 24,
        createdAt: '2026-10-01T09:00:00.000Z',
        updatedAt: '2026-10-01T09:00:00.000Z',
      },
    ],
  })),
};
