/** /diagnostics' health thresholds: read by every viewer, changed with agent_computer_report. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import { ThresholdsEditor } from '../thresholds-editor';

const DEFAULTS = {
  diskFreeWarningPercent: 20,
  diskFreeCriticalPercent: 10,
  memoryUsedWarningPercent: 85,
  memoryUsedCriticalPercent: 95,
  batteryCapacityWarningPercent: 80,
  batteryCapacityCriticalPercent: 50,
  uptimeWarningDays: 30,
  uptimeCriticalDays: 90,
};

let api: FakeApi;
const puts = () => api.requests.filter((r) => r.method === 'PUT');

beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/agent-health-thresholds', () => ({
      type: 'success',
      thresholds: { ...DEFAULTS, isDefault: true },
    }))
    .on('PUT', '/agent-health-thresholds', (request) => ({
      type: 'success',
      thresholds: { ...(request.body as object), isDefault: false },
      regraded: 60,
    }));
});

async function input(group: string, level: 'Warning' | 'Critical'): Promise<HTMLElement> {
  return within(await screen.findByRole('group', { name: group })).getByRole('spinbutton', {
    name: level,
  });
}

describe('health thresholds', () => {
  it('saves new levels and says how many computers were graded again', async () => {
    const user = setupUser();
    renderScreen(<ThresholdsEditor />);
    const critical = await input('Disk free below (%)', 'Critical');
    expect(critical).toHaveValue('10');
    await user.clear(critical);
    await user.type(critical, '5');
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(await screen.findByText('Saved: 60 computers graded again.')).toBeInTheDocument();
    expect(puts()[0]!.body).toEqual({ ...DEFAULTS, diskFreeCriticalPercent: 5 });
  });

  it('refuses a critical level not stricter than the warning, at its field, without asking', async () => {
    const user = setupUser();
    renderScreen(<ThresholdsEditor />);
    const critical = await input('Memory in use above (%)', 'Critical');
    await user.clear(critical);
    await user.type(critical, '80');
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(await screen.findByText('Critical must be stricter than warning.')).toBeInTheDocument();
    expect(critical).toHaveAccessibleDescription('Critical must be stricter than warning.');
    expect(puts()).toHaveLength(0);
  });

  it('shows the server’s refusal at the field it names', async () => {
    const user = setupUser();
    api.on('PUT', '/agent-health-thresholds', () =>
      fail(400, {
        type: 'error',
        error: 'Invalid uptimeCriticalDays',
        issues: [{ field: 'uptimeCriticalDays', message: 'More than the warning' }],
      }),
    );
    renderScreen(<ThresholdsEditor />);
    await input('Up for more than (days)', 'Critical');
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(await screen.findByText('More than the warning')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid uptimeCriticalDays');
  });

  it('is read-only without agent_computer_report', async () => {
    renderScreen(<ThresholdsEditor />, {
      policies: { on_organsiation: { agent_computers: ['view'] } },
    });
    const critical = await input('Disk free below (%)', 'Critical');
    await waitFor(() => expect(critical).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Save thresholds' })).not.toBeInTheDocument();
  });
});
