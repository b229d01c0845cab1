/** Account settings' agent view: the download, a one-time enrolment token and its commands. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import type { Policies } from '@itam/shared/contracts';
import { screen, waitFor } from '@testing-library/react';
import { fail, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import AccountSettingsScreen from '../../org-settings/account-settings-screen';
import { enrolCommands } from '../agent-enrolment';

const TOKEN = 'q'.repeat(43);
const ADMIN: Policies = { on_organsiation: { download_agent: ['create'] } };

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('POST', '/agent/enrolment-tokens', () => ({
      type: 'success',
      id: 't1',
      token: TOKEN,
      expiresAt: '2026-02-04T10:15:00.000Z',
    }))
    .on('GET', '/agent/download', () => new Blob(['#!/usr/bin/env node']));
});

describe('account settings: the diagnostics agent', () => {
  it('is a view of account settings for download_agent, in the side list', async () => {
    renderScreen(<AccountSettingsScreen />, {
      route: '/account-settings/download_agent',
      path: '/account-settings/:view',
      policies: ADMIN,
    });
    expect(
      await screen.findByRole('button', { name: 'Download itam-agent.js' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Diagnostics agent' })).toHaveAttribute(
      'href',
      '/account-settings/download_agent',
    );
  });

  it('downloads the agent with the session’s token as itam-agent.js', async () => {
    const user = setupUser();
    Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:agent'),
      revokeObjectURL: jest.fn(),
    });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderScreen(<AccountSettingsScreen />, {
      route: '/account-settings/download_agent',
      path: '/account-settings/:view',
      policies: ADMIN,
    });
    await user.click(await screen.findByRole('button', { name: 'Download itam-agent.js' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('itam-agent.js');
    expect(api.requests.at(-1)!.url).toBe('/agent/download');
    click.mockRestore();
  });

  it('shows the server’s refusal of the download', async () => {
    const user = setupUser();
    api.on('GET', '/agent/download', () =>
      fail(404, { type: 'error', error: 'The agent is not built on this server' }),
    );
    renderScreen(<AccountSettingsScreen />, {
      route: '/account-settings/download_agent',
      path: '/account-settings/:view',
      policies: ADMIN,
    });
    await user.click(await screen.findByRole('button', { name: 'Download itam-agent.js' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The agent is not built on this server',
    );
  });

  it('creates a one-time token for the hours chosen and shows it once with the commands', async () => {
    const user = setupUser();
    renderScreen(<AccountSettingsScreen />, {
      route: '/account-settings/download_agent',
      path: '/account-settings/:view',
      policies: ADMIN,
    });
    const hours = await screen.findByRole('spinbutton', { name: 'Valid for (hours)' });
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(screen.getByRole('button', { name: 'Create a token' }));
    expect(await screen.findByText(TOKEN)).toBeInTheDocument();
    expect(api.requests.at(-1)!.body).toEqual({ expiresInHours: 48 });
    expect(
      screen.getByText(`node itam-agent.js enrol --server http://localhost --token ${TOKEN}`),
    ).toBeInTheDocument();
    expect(screen.getByText('node itam-agent.js run')).toBeInTheDocument();
    expect(screen.getByText('Copy the token now: it is shown only this once.')).toBeInTheDocument();
  });

  it('refuses hours out of range without asking the server', async () => {
    const user = setupUser();
    renderScreen(<AccountSettingsScreen />, {
      route: '/account-settings/download_agent',
      path: '/account-settings/:view',
      policies: ADMIN,
    });
    const hours = await screen.findByRole('spinbutton', { name: 'Valid for (hours)' });
    await user.clear(hours);
    await user.click(screen.getByRole('button', { name: 'Create a token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Valid for must be a whole number of hours from 1 to 720.',
    );
    expect(api.requests.some((r) => r.url === '/agent/enrolment-tokens')).toBe(false);
  });

  it('is forbidden without download_agent', async () => {
    renderScreen(<AccountSettingsScreen />, {
      route: '/account-settings/download_agent',
      path: '/account-settings/:view',
      policies: { on_organsiation: { activity: ['view'] } },
    });
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
  });

  it('writes the commands for the server it is given', () => {
    expect(enrolCommands('https://itam.example.com', 'T')).toEqual([
      'node itam-agent.js enrol --server https://itam.example.com --token T',
      'node itam-agent.js run',
    ]);
  });
});
