import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withFakeApi } from '../../test-support/story-api';
import AgentEnrolment from './agent-enrolment';

/** Account settings' agent view: the download, a one-time enrolment token and its commands. */
const meta = {
  title: 'Diagnostics/AgentEnrolment',
  component: AgentEnrolment,
  args: { origin: 'https://itam.example.com' },
  beforeEach: withFakeApi((api) =>
    api.on('POST', '/agent/enrolment-tokens', () => ({
      type: 'success',
      id: 't1',
      token: 'h3Jx9wQ2nV7mR4kP8sT1uY6zA0bC5dE2fG7hJ9kL3mN',
      expiresAt: '2026-02-04T10:15:00.000Z',
    })),
  ),
} satisfies Meta<typeof AgentEnrolment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a token is made. */
export const Default: Story = {};
