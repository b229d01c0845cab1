import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { Policies } from '@itam/shared/contracts';
import {
  fail,
  FAKE_CALENDAR,
  FAKE_MATRIX,
  FAKE_SATISFACTION,
  FAKE_SUMMARY,
  FAKE_TARGETS,
  installFakeApi,
  type FakeApi,
} from '../../../test-support/fixtures';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import IncidentManagementScreen from '../incident-management-screen';

jest.setTimeout(30_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/incidents/reports/summary', () => ({ type: 'success', ...FAKE_SUMMARY }))
    .on('GET', '/incidents/reports/satisfaction', () => ({
      type: 'success',
      ...FAKE_SATISFACTION,
    }))
    .on('GET', '/incidents/settings/matrix', () => ({ type: 'success', matrix: FAKE_MATRIX }))
    .on('GET', '/incidents/settings/sla', () => ({ type: 'success', targets: FAKE_TARGETS }))
    .on('GET', '/incidents/settings/calendar', () => ({
      type: 'success',
      calendar: FAKE_CALENDAR,
    }));
});

const MANAGER: Policies = { on_incident: { ticket: ['view'], incident_reports: ['view'] } };

describe('/incident-management', () => {
  it('shows open by priority, breaches, ageing and agent load, linking to the filtered queue', async () => {
    renderScreen(<IncidentManagementScreen />, { policies: MANAGER });
    expect(await screen.findByRole('link', { name: /^Open\s*40$/ })).toHaveAttribute(
      'href',
      '/incidents?status=new,assigned,in_progress,waiting_on_requester',
    );
    const byPriority = screen.getByRole('list', { name: 'Open tickets by priority' });
    expect(within(byPriority).getByRole('link', { name: 'Very high: 3' })).toHaveAttribute(
      'href',
      '/incidents?status=new,assigned,in_progress,waiting_on_requester&priority=5',
    );
    expect(screen.getByRole('link', { name: /^Unassigned\s*5$/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Age of open tickets' })).getByText('Over 30 days:'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Load per agent' })).getByRole('cell', {
        name: 'Asha Agent',
      }),
    ).toBeInTheDocument();
    // A manager without matrix edit sees no settings and asks for none.
    expect(screen.queryByRole('heading', { name: 'Priority matrix' })).not.toBeInTheDocument();
    expect(api.requests.map((r) => r.url).sort()).toEqual([
      '/incidents/reports/satisfaction',
      '/incidents/reports/summary',
    ]);
  });

  it('shows the requesters’ satisfaction overall, per agent and per asset model', async () => {
    renderScreen(<IncidentManagementScreen />, { policies: MANAGER });
    const perAgent = await screen.findByRole('table', { name: 'Satisfaction per agent' });
    const asha = within(perAgent).getByRole('row', { name: /Asha Agent/ });
    expect(
      within(asha)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Asha Agent', '15', '4.6 / 5']);
    expect(within(perAgent).getAllByRole('row')).toHaveLength(3);
    const perModel = screen.getByRole('table', { name: 'Satisfaction per asset model' });
    expect(
      within(within(perModel).getByRole('row', { name: /Dell Latitude 5440/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Dell Latitude 5440', '12', '3.25 / 5']);
    expect(screen.getByText('4.24 / 5')).toBeInTheDocument();
  });

  it('says so when no survey was answered yet', async () => {
    api.on('GET', '/incidents/reports/satisfaction', () => ({
      type: 'success',
      overall: { sent: 3, answered: 0, averageRating: null },
      perAgent: [],
      perAssetModel: [],
    }));
    renderScreen(<IncidentManagementScreen />, { policies: MANAGER });
    expect(await screen.findByText('No agent has been rated yet.')).toBeInTheDocument();
    expect(screen.getByText('No ticket about an asset has been rated yet.')).toBeInTheDocument();
    expect(screen.getByText('None yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Satisfaction per agent' })).not.toBeInTheDocument();
  });

  it('shows a server failure of the report in a sentence, with a retry', async () => {
    const user = setupUser();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    api.on('GET', '/incidents/reports/summary', () =>
      broken
        ? fail(500, { type: 'error', error: 'Reports are down' })
        : { type: 'success', ...FAKE_SUMMARY },
    );
    renderScreen(<IncidentManagementScreen />, { policies: MANAGER });
    expect(await screen.findByText(/Something went wrong on the server/)).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Open\s*40$/ })).toBeInTheDocument();
    error.mockRestore();
  });

  it('lets an administrator change one cell of the matrix and save the whole matrix', async () => {
    const user = setupUser();
    api.on('PUT', '/incidents/settings/matrix', (r) => ({
      type: 'success',
      matrix: (r.body as { matrix: number[][] }).matrix,
    }));
    renderScreen(<IncidentManagementScreen />);
    const cell = await screen.findByRole('combobox', {
      name: 'Priority for urgency 5 and impact 1',
    });
    await user.click(cell);
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="3"]',
      );
      if (!found) throw new Error('no open option 3');
      return found;
    });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Save matrix' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect((put.body as { matrix: number[][] }).matrix[4]).toEqual([3, 3, 4, 5, 5]);
  });

  it('shows the server’s refusal of a service level', async () => {
    const user = setupUser();
    api.on('PUT', '/incidents/settings/sla', () =>
      fail(400, {
        type: 'error',
        error:
          'Invalid targets.0.firstResponseMinutes: Must not be longer than the resolution target',
        issues: [
          {
            field: 'targets.0.firstResponseMinutes',
            message: 'Must not be longer than the resolution target',
          },
        ],
      }),
    );
    renderScreen(<IncidentManagementScreen />);
    const first = await screen.findByRole('spinbutton', {
      name: 'First response target for Very high, in minutes',
    });
    await user.clear(first);
    await user.type(first, '9999');
    await user.click(screen.getByRole('button', { name: 'Save service levels' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Must not be longer than the resolution target',
    );
    expect(
      (
        api.requests.at(-1)!.body as {
          targets: { priority: number; firstResponseMinutes: number }[];
        }
      ).targets[0],
    ).toEqual({
      priority: 5,
      firstResponseMinutes: 9999,
      resolutionMinutes: 240,
    });
  });

  it('lets an administrator add a holiday and change the working days, saving the whole calendar', async () => {
    const user = setupUser();
    api.on('PUT', '/incidents/settings/calendar', (r) => ({
      type: 'success',
      calendar: { timeZone: 'Asia/Kolkata', ...(r.body as object) },
    }));
    renderScreen(<IncidentManagementScreen />);
    expect(await screen.findByText(/company's time zone \(Asia\/Kolkata\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await user.click(screen.getByRole('button', { name: 'Add a holiday' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Date of holiday 2' }),
      '2027-01-26{Enter}',
    );
    await user.type(screen.getByRole('textbox', { name: 'Name of holiday 2' }), 'Republic Day');
    await user.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')!.body).toEqual({
      workDays: [1, 2, 3, 4, 5, 6],
      workStart: '09:00',
      workEnd: '18:00',
      holidays: [
        { date: '2026-12-25', name: 'Christmas' },
        { date: '2027-01-26', name: 'Republic Day' },
      ],
    });
  });

  it('shows the server’s refusal of a holiday in the past on that holiday', async () => {
    const user = setupUser();
    api.on('PUT', '/incidents/settings/calendar', () =>
      fail(400, {
        type: 'error',
        error:
          'Invalid holidays.1.date: 2020-08-15 is in the past: a new holiday must be today or later',
        issues: [
          {
            field: 'holidays.1.date',
            message: '2020-08-15 is in the past: a new holiday must be today or later',
          },
        ],
      }),
    );
    renderScreen(<IncidentManagementScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add a holiday' }));
    const date = await screen.findByRole('textbox', { name: 'Date of holiday 2' });
    await user.type(date, '2020-08-15{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Name of holiday 2' }), 'Independence Day');
    await user.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The calendar was not saved: correct the fields marked below.',
    );
    expect(
      screen.getByText('2020-08-15 is in the past: a new holiday must be today or later'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Date of holiday 2' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Date of holiday 1' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
