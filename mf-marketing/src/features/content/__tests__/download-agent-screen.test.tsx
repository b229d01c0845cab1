/** /download-agent explains enrolling with a token and points to account settings' agent view. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../test-support/render-page';
import DownloadAgentScreen from '../download-agent-screen';

describe('/download-agent', () => {
  it('gives the enrol command and links to account settings’ agent view', async () => {
    renderPage(<DownloadAgentScreen />, { route: '/download-agent' });
    expect(
      await screen.findByRole('link', {
        name: "Signed in already? Open the agent's page in Account settings",
      }),
    ).toHaveAttribute('href', '/account-settings/download_agent');
    expect(screen.getByText(/node itam-agent\.js enrol --server/)).toBeInTheDocument();
    expect(screen.getByText('Open Account settings, Diagnostics agent')).toBeInTheDocument();
  });
});
