import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { never, withExitsApi } from '../../test-support/story-api';
import OnboardingScreen from './onboarding-screen';

/** `/pre-employee-onboarding`: reserve stock for a joiner, hand it over on day one. */
const meta = {
  title: 'Exit signoff/OnboardingScreen',
  component: OnboardingScreen,
  parameters: { app: { route: '/pre-employee-onboarding' } },
  beforeEach: withExitsApi(),
} satisfies Meta<typeof OnboardingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two onboardings, one whose day one has come. */
export const Default: Story = {};
/** Still loading. */
export const Loading: Story = {
  beforeEach: withExitsApi((api) => api.on('GET', '/onboardings', never)),
};
/** A role that may not prepare onboardings. */
export const NotAllowed: Story = { globals: { role: 'none' } };
