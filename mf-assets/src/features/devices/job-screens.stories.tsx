import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { jobPage, STORY_COMPUTERS, STORY_JOBS } from '../../test-support/agent-fixtures';
import { withFakeApi } from '../../test-support/story-api';
import { DiagnosticsResultsScreen, DiagnosticsRunningScreen, JobsInfoScreen } from './job-screens';

const inFlight = STORY_JOBS.filter((j) => j.status === 'queued' || j.status === 'running');
const done = STORY_JOBS.filter((j) => j.status === 'succeeded' || j.status === 'failed');

/** The diagnostic jobs: in flight, finished, and all of them with filters. */
const meta = {
  title: 'Diagnostics/JobScreens',
  component: JobsInfoScreen,
  parameters: { app: { route: '/jobs-info' } },
  beforeEach: withFakeApi((api) =>
    api
      .on('GET', '/agent-jobs', (request) =>
        jobPage(
          request.params.state === 'in-flight'
            ? inFlight
            : request.params.state === 'done'
              ? done
              : STORY_JOBS,
        ),
      )
      .on('GET', '/agent-computers', () => STORY_COMPUTERS),
  ),
} satisfies Meta<typeof JobsInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /jobs-info: every job, in every state. */
export const JobsInfo: Story = {};
/** /diagnostics/running: progress and step of the jobs in flight. */
export const Running: Story = {
  parameters: { app: { route: '/diagnostics/running' } },
  render: () => <DiagnosticsRunningScreen />,
};
/** /diagnostics/running with nothing in flight. */
export const NothingRunning: Story = {
  parameters: { app: { route: '/diagnostics/running' } },
  beforeEach: withFakeApi((api) => api.on('GET', '/agent-jobs', () => jobPage([]))),
  render: () => <DiagnosticsRunningScreen />,
};
/** /diagnostics/results: what failed and why. */
export const Results: Story = {
  parameters: { app: { route: '/diagnostics/results' } },
  render: () => <DiagnosticsResultsScreen />,
};
