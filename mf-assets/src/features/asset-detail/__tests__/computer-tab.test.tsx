/** The asset's Computer tab: the agent's latest report, each section as the server sends it by view. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useInvalidate } from '../../../common/assets-api';
import { agentId, fakeComputer, fakeComputerDetail } from '../../../test-support/agent-fixtures';
import { installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import { ComputerTab } from '../computer-tab';

const ASSET = '00000000-0000-4000-8000-000000000004';
let api: FakeApi;
const cardTitles = () =>
  [...document.querySelectorAll('.ant-card-head-title')].map((title) => title.textContent);

function serve(detail: ReturnType<typeof fakeComputerDetail> | null) {
  api = installFakeApi()
    .on('GET', '/agent-computers', () => ({
      type: 'success',
      items: detail ? [fakeComputer(4)] : [],
      total: detail ? 1 : 0,
      pageNumber: 0,
      limit: 1,
      byHealth: { good: 0, warning: 0, critical: 0, unknown: 0 },
    }))
    .on('GET', `/agent-computers/${agentId(4)}`, () => detail);
}

describe('the Computer tab', () => {
  it('finds the asset’s computer and shows every section the server sent', async () => {
    serve(fakeComputerDetail(4));
    renderScreen(<ComputerTab assetId={ASSET} />);
    expect(await screen.findByText('Intel Core i5-1345U, 10 cores')).toBeInTheDocument();
    expect(api.requests[0]!.params).toEqual({ assetId: ASSET, pageNumber: 0, limit: 1 });
    expect(screen.getByText('Up for 41 days')).toBeInTheDocument();
    expect(cardTitles()).toEqual([
      'pc-4',
      'Memory',
      'Health',
      'Network location',
      'Logged-in users',
      '2 installed programs',
      'Latest diagnostics',
    ]);
    expect(screen.getByText('120 GB of 500 GB')).toBeInTheDocument();
    expect(screen.getByText('76% charged, 88% of its design capacity')).toBeInTheDocument();
    expect(screen.getByText('10.0.4.1')).toBeInTheDocument();
    expect(screen.getByText('asha')).toBeInTheDocument();
    expect(screen.getByText('2 installed programs')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Firefox' })).toBeInTheDocument();
    expect(
      screen.getByText('Details: The agent did not finish the job within 30 minutes'),
    ).toBeInTheDocument();
  });

  it('leaves out the sections the role’s views do not include (the server omits them)', async () => {
    const detail = fakeComputerDetail(4);
    const { ram: _r, programs: _p, users: _u, location: _l, health: _h, ...rest } = detail.report!;
    serve({ ...detail, report: rest });
    renderScreen(<ComputerTab assetId={ASSET} />);
    expect(await screen.findByText('Intel Core i5-1345U, 10 cores')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['pc-4', 'Latest diagnostics']);
  });

  it('says when no agent reports for the asset', async () => {
    serve(null);
    renderScreen(<ComputerTab assetId={ASSET} />);
    expect(await screen.findByText('No agent reports for this asset yet.')).toBeInTheDocument();
  });

  it('reads the computer once for a tab opened again, and again after a job was started', async () => {
    const user = setupUser();
    serve(fakeComputerDetail(4));
    const detailReads = () =>
      api.requests.filter((r) => r.url === `/agent-computers/${agentId(4)}`).length;
    function TabAndJobs() {
      const [open, setOpen] = useState(true);
      const invalidate = useInvalidate();
      return (
        <>
          <button type="button" onClick={() => setOpen((o) => !o)}>
            Switch tab
          </button>
          {/* What the diagnostics screens do once a job is started. */}
          <button type="button" onClick={() => invalidate(['AgentJob'])}>
            Job started
          </button>
          {open ? <ComputerTab assetId={ASSET} /> : null}
        </>
      );
    }
    renderScreen(<TabAndJobs />);
    expect(await screen.findByText('Intel Core i5-1345U, 10 cores')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch tab' }));
    await user.click(screen.getByRole('button', { name: 'Switch tab' }));
    expect(screen.getByText('Intel Core i5-1345U, 10 cores')).toBeInTheDocument();
    expect(detailReads()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Job started' }));
    await waitFor(() => expect(detailReads()).toBe(2));
  });
});
