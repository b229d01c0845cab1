/** /diagnostics, /diagnostics/running, /diagnostics/results and /jobs-info. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import {
  agentId,
  fakeComputer,
  jobPage,
  STORY_COMPUTERS,
  STORY_JOBS,
  STORY_THRESHOLDS,
} from '../../../test-support/agent-fixtures';
import { installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import DiagnosticsScreen from '../diagnostics-screen';
import { DiagnosticsResultsScreen, DiagnosticsRunningScreen, JobsInfoScreen } from '../job-screens';
import { usePoll } from '../use-poll';

let api: FakeApi;
const jobRequests = () => api.requests.filter((r) => r.method === 'GET' && r.url === '/agent-jobs');

beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/agent-jobs', (request) => {
      const state = request.params.state;
      const items = STORY_JOBS.filter((job) =>
        state === 'in-flight'
          ? job.status === 'queued' || job.status === 'running'
          : state === 'done'
            ? job.status === 'succeeded' || job.status === 'failed'
            : true,
      );
      return jobPage(items);
    })
    .on('GET', '/agent-computers', (request) => {
      if (request.params.health === 'critical')
        return {
          ...STORY_COMPUTERS,
          items: [
            fakeComputer(1, {
              health: 'critical',
              healthReasons: [{ key: 'disk_free', level: 'critical', value: 6, mount: '/' }],
            }),
          ],
        };
      if (request.params.health === 'warning') return { ...STORY_COMPUTERS, items: [] };
      return STORY_COMPUTERS;
    })
    .on('GET', '/agent-health-thresholds', () => STORY_THRESHOLDS)
    .on('POST', '/agent-jobs', (request) => ({
      type: 'success',
      batchId: agentId(2000),
      count: (request.body as { computerIds: string[] }).computerIds.length,
      jobs: [],
    }));
});

describe('/diagnostics/running', () => {
  it('asks for the jobs in flight and shows their progress and step', async () => {
    renderScreen(<DiagnosticsRunningScreen />, { route: '/diagnostics/running' });
    expect(await screen.findByText('Checking disks')).toBeInTheDocument();
    expect(jobRequests()[0]!.params).toEqual({ state: 'in-flight', pageNumber: 0, limit: 25 });
    expect(screen.getByRole('progressbar', { name: 'Progress on pc-1' })).toBeInTheDocument();
    expect(screen.getByText("Waiting for the computer's next poll")).toBeInTheDocument();
  });
});

describe('/diagnostics/results', () => {
  it('shows what failed and why', async () => {
    renderScreen(<DiagnosticsResultsScreen />, { route: '/diagnostics/results?page=1' });
    expect(
      await screen.findByText('Details: The agent did not finish the job within 30 minutes'),
    ).toBeInTheDocument();
    expect(jobRequests()[0]!.params).toEqual({ state: 'done', pageNumber: 0, limit: 25 });
    expect(screen.getByText('Disk space: failed, 4% free on C:')).toBeInTheDocument();
    expect(screen.getByText('Every check passed')).toBeInTheDocument();
  });
});

describe('a failed job', () => {
  it('says where it failed and what to do, with the agent’s own words as details', async () => {
    api.on('GET', '/agent-jobs', () =>
      jobPage([
        {
          ...STORY_JOBS[0]!,
          status: 'failed',
          progress: 50,
          step: 'reporting',
          result: null,
          error: 'The server answered 503: Service unavailable',
          finishedAt: '2026-02-03T10:20:00.000Z',
        },
      ]),
    );
    renderScreen(<DiagnosticsResultsScreen />, { route: '/diagnostics/results' });
    const outcome = await screen.findByText(
      'The computer could not send its report to the server.',
    );
    const cell = outcome.closest('td')!;
    expect(cell).toHaveTextContent(
      'Run diagnostics on it again; if it fails again, check that the computer is on and can reach the server.',
    );
    expect(cell).toHaveTextContent('Details: The server answered 503: Service unavailable');
  });
});

describe('/jobs-info', () => {
  it('asks for the URL’s status, computer and days (in the company’s time zone)', async () => {
    renderScreen(<JobsInfoScreen />, {
      route: `/jobs-info?status=failed&computerId=${agentId(5)}&from=2026-02-01&to=2026-02-03&page=2`,
    });
    expect(
      await screen.findByText('Details: The agent did not finish the job within 30 minutes'),
    ).toBeInTheDocument();
    expect(jobRequests()[0]!.params).toEqual({
      status: 'failed',
      computerId: agentId(5),
      from: '2026-01-31T18:30:00.000Z',
      to: '2026-02-03T18:30:00.000Z',
      pageNumber: 1,
      limit: 25,
    });
    expect(screen.getByText('4 filters applied')).toBeInTheDocument();
  });

  it('ignores a status that does not exist', async () => {
    renderScreen(<JobsInfoScreen />, { route: '/jobs-info?status=exploded' });
    expect(await screen.findByText('pc-3')).toBeInTheDocument();
    expect(jobRequests()[0]!.params).toEqual({ pageNumber: 0, limit: 25 });
  });
});

describe('/diagnostics', () => {
  it('counts the computers by health and lists those needing attention', async () => {
    renderScreen(<DiagnosticsScreen />, { route: '/diagnostics' });
    const overview = await screen.findByRole('list', { name: 'Computers by health' });
    await waitFor(() => expect(within(overview).getAllByRole('listitem')).toHaveLength(4));
    expect(within(overview).getByRole('link', { name: /Critical/ })).toHaveAttribute(
      'href',
      '/devices?health=critical',
    );
    expect(await screen.findByText(/Disk: 6% free on \//)).toBeInTheDocument();
  });

  it('runs diagnostics on the chosen computers, then opens the running jobs', async () => {
    const user = setupUser();
    renderScreen(<DiagnosticsScreen />, {
      route: '/diagnostics',
      path: '/diagnostics',
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Choose pc-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose pc-3' }));
    await user.click(screen.getByRole('button', { name: 'Run diagnostics on 2 computers' }));
    // Several computers at once: asked first, with their count.
    const dialog = await screen.findByRole('dialog', { name: 'Run diagnostics on 2 computers?' });
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: 'Run diagnostics on 2 computers' }),
    );
    // Off to /diagnostics/running: this screen's route no longer matches.
    await waitFor(() => expect(screen.queryByText('Run diagnostics now')).not.toBeInTheDocument());
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      computerIds: [agentId(1), agentId(3)],
    });
  });

  it('runs nothing when the question about several computers is cancelled', async () => {
    const user = setupUser();
    renderScreen(<DiagnosticsScreen />, { route: '/diagnostics', path: '/diagnostics' });
    await user.click(await screen.findByRole('checkbox', { name: 'Choose pc-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose pc-3' }));
    await user.click(screen.getByRole('button', { name: 'Run diagnostics on 2 computers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run diagnostics on 2 computers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(screen.getByText('Run diagnostics now')).toBeInTheDocument();
  });

  it('says why diagnostics did not start, and what to do', async () => {
    const user = setupUser();
    api.on('POST', '/agent-jobs', () => ({
      __status: 503,
      data: { type: 'error', error: 'Service unavailable' },
    }));
    renderScreen(<DiagnosticsScreen />, { route: '/diagnostics', path: '/diagnostics' });
    await user.click(await screen.findByRole('checkbox', { name: 'Choose pc-1' }));
    await user.click(screen.getByRole('button', { name: 'Run diagnostics on 1 computer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Diagnostics did not start');
    expect(alert).toHaveTextContent(
      'The server is unavailable for the moment (busy or being updated). Nothing was changed: try again in a few minutes.',
    );
  });

  it('offers no running without agent_computer_report', async () => {
    renderScreen(<DiagnosticsScreen />, {
      route: '/diagnostics',
      policies: { on_organsiation: { agent_computers: ['view'] } },
    });
    expect(await screen.findByText(/Disk: 6% free on \//)).toBeInTheDocument();
    expect(screen.queryByText('Run diagnostics now')).not.toBeInTheDocument();
  });
});

describe('usePoll', () => {
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
  });

  it('ticks while active and visible, stops while hidden, and catches up when shown', () => {
    jest.useFakeTimers();
    const tick = jest.fn();
    const { rerender } = renderHook(({ active }) => usePoll(active, tick, 1000), {
      initialProps: { active: true },
    });
    act(() => jest.advanceTimersByTime(3000));
    expect(tick).toHaveBeenCalledTimes(3);
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      jest.advanceTimersByTime(5000);
    });
    expect(tick).toHaveBeenCalledTimes(3);
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(tick).toHaveBeenCalledTimes(4);
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(5000));
    expect(tick).toHaveBeenCalledTimes(4);
  });
});
