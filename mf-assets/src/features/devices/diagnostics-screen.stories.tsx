import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { STORY_COMPUTERS, STORY_THRESHOLDS } from '../../test-support/agent-fixtures';
import { withFakeApi } from '../../test-support/story-api';
import DiagnosticsScreen from './diagnostics-screen';

/** `/diagnostics`: health overview, computers needing attention, run diagnostics now, thresholds. */
const meta = {
  title: 'Diagnostics/DiagnosticsScreen',
  component: DiagnosticsScreen,
  parameters: { app: { route: '/diagnostics' } },
  beforeEach: withFakeApi((api) =>
    api
      .on('GET', '/agent-computers', (request) => ({
        ...STORY_COMPUTERS,
        items: request.params.health
          ? STORY_COMPUTERS.items.filter((c) => c.health === request.params.health)
          : STORY_COMPUTERS.items,
      }))
      .on('GET', '/agent-health-thresholds', () => STORY_THRESHOLDS),
  ),
} satisfies Meta<typeof DiagnosticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
