import type { Meta, StoryObj } from '@storybook/react-webpack5';
import {
  clearedExit,
  fakeExit,
  fakeExitPage,
  LEAVER,
  ownExitOf,
} from '../../test-support/fixtures';
import { never, withExitsApi } from '../../test-support/story-api';
import ExitEmployeeScreen from './exit-employee-screen';

/** `/exit-employees/:employeeId`: one exit in full, its timeline, interview and certificate. */
const meta = {
  title: 'Exit signoff/ExitEmployeeScreen',
  component: ExitEmployeeScreen,
  parameters: {
    app: { route: `/exit-employees/${LEAVER._id}`, path: '/exit-employees/:employeeId' },
  },
  beforeEach: withExitsApi(),
} satisfies Meta<typeof ExitEmployeeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An exit in progress, with two assets pending return. */
export const InProgress: Story = {};
/** Every department signed: the authority's turn. */
export const AwaitingAuthority: Story = {
  beforeEach: withExitsApi((api) =>
    api.on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([clearedExit()]) })),
  ),
};
/** Still loading. */
export const Loading: Story = {
  beforeEach: withExitsApi((api) => api.on('GET', '/exits', never)),
};
/** The employee has no exit. */
export const NoExit: Story = {
  beforeEach: withExitsApi((api) =>
    api.on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([]) })),
  ),
};
/** A role that may not read exits. */
export const NotAllowed: Story = { globals: { role: 'none' } };
/** The leaving employee's own exit (no exit permission): what to return, progress, the interview to answer. */
export const OwnExit: Story = {
  globals: { role: 'none' },
  beforeEach: withExitsApi((api) =>
    api.on('GET', '/exits/mine', () => ({ type: 'success', exit: ownExitOf(fakeExit(1)) })),
  ),
};
/** Their own exit once they answered: the interview is read-only. */
export const OwnExitAnswered: Story = {
  globals: { role: 'none' },
  beforeEach: withExitsApi((api) =>
    api.on('GET', '/exits/mine', () => ({
      type: 'success',
      exit: ownExitOf(
        fakeExit(1, {
          interview: {
            answers: {
              reasonForLeaving: 'Moving closer to family',
              rating: 4,
              wouldRecommend: true,
              wouldReturn: true,
              comments: null,
            },
            answeredAt: '2026-11-24T09:00:00.000Z',
          },
        }),
      ),
    })),
  ),
};
