import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fail } from '../../test-support/fixtures';
import { never, withVendorsApi } from '../../test-support/story-api';
import DefaultFormScreen from './default-form-screen';

/** `/default-form`: the company's standard questionnaire, built and saved. */
const meta = {
  title: 'Vendors/DefaultFormScreen',
  component: DefaultFormScreen,
  parameters: { app: { route: '/default-form' } },
  beforeEach: withVendorsApi(),
} satisfies Meta<typeof DefaultFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The company has no standard questionnaire yet. */
export const NoneYet: Story = {
  beforeEach: withVendorsApi((api) =>
    api.on('GET', '/vendors/questionnaires/default', () =>
      fail(404, { type: 'error', error: 'No standard questionnaire' }),
    ),
  ),
};
/** The questionnaire still loading. */
export const Loading: Story = {
  beforeEach: withVendorsApi((api) => api.on('GET', '/vendors/questionnaires/default', never)),
};
/** A role without vendor permissions. */
export const NotAllowed: Story = { globals: { role: 'none' } };
