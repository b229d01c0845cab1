import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fail } from '../../test-support/fixtures';
import { never, withVendorsApi } from '../../test-support/story-api';
import VendorRegistrationScreen from './vendor-registration-screen';

/** `/vendor-registration`: a vendor's fields and its questionnaire, registered and sent. */
const meta = {
  title: 'Vendors/VendorRegistrationScreen',
  component: VendorRegistrationScreen,
  parameters: { app: { route: '/vendor-registration' } },
  beforeEach: withVendorsApi(),
} satisfies Meta<typeof VendorRegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starting from the company's standard questionnaire. */
export const Default: Story = {};
/** No standard questionnaire yet: the questionnaire is built here. */
export const NoStandardQuestionnaire: Story = {
  beforeEach: withVendorsApi((api) =>
    api.on('GET', '/vendors/questionnaires/default', () =>
      fail(404, { type: 'error', error: 'No standard questionnaire' }),
    ),
  ),
};
/** The standard questionnaire still loading. */
export const Loading: Story = {
  beforeEach: withVendorsApi((api) => api.on('GET', '/vendors/questionnaires/default', never)),
};
/** A role that may not register vendors. */
export const NotAllowed: Story = { globals: { role: 'none' } };
