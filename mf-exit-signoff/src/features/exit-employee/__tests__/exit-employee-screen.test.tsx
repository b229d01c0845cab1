import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getI18n } from '@itam/shared/i18n';
import type { Policies } from '@itam/shared/contracts';
import type { Exit } from '../../../api/exits-api';
import {
  clearedExit,
  fakeDepartment,
  fakeExit,
  fakeExitPage,
  fakeItem,
  installFakeApi,
  LEAVER,
  SUCCESSOR,
  type FakeApi,
} from '../../../test-support/fixtures';
import {
  NO_EXIT_POLICIES,
  renderScreen,
  setupUser,
  VIEWER_POLICIES,
} from '../../../test-support/render-screen';
import ExitEmployeeScreen from '../exit-employee-screen';

jest.setTimeout(40_000);

const completed: Exit = fakeExit(1, {
  status: 'completed',
  completedAt: '2026-11-23T10:00:00.000Z',
  hasCertificate: true,
  authority: { user: null, name: 'Asha Admin', signedAt: '2026-11-23T10:00:00.000Z' },
  departments: [
    fakeDepartment('it', {
      signedAt: '2026-11-22T10:00:00.000Z',
      signedBy: { _id: 'h', name: 'Ishaan Head' },
      comment: 'All back',
      canSign: false,
    }),
    fakeDepartment('hr', { signedAt: null, overdue: true }),
  ],
  items: [
    fakeItem(1, {
      outcome: 'returned',
      condition: 'good',
      dataWiped: true,
      scannedTag: 'LAP-0001',
      asset: { ...fakeItem(1).asset, state: 'IN_INVENTORY', holder: null },
    }),
    fakeItem(2, {
      outcome: 'transferred',
      successor: { _id: SUCCESSOR._id, name: SUCCESSOR.name },
      asset: { ...fakeItem(2).asset, holder: { _id: SUCCESSOR._id, name: SUCCESSOR.name } },
    }),
    fakeItem(3, {
      outcome: 'damaged',
      chargeAmount: 1500,
      incident: { _id: 'i', number: 'INC-000042' },
    }),
  ],
  timeline: [
    {
      at: '2026-11-20T09:00:00.000Z',
      event: 'started',
      by: { _id: 'x', name: 'Farah Sheikh' },
      detail: {},
    },
    {
      at: '2026-11-21T09:00:00.000Z',
      event: 'item.returned',
      by: { _id: 'h', name: 'Ishaan Head' },
      detail: { asset: 'Dell Latitude 5440', tag: 'LAP-0001' },
    },
    {
      at: '2026-11-22T10:00:00.000Z',
      event: 'department.signed',
      by: null,
      detail: { key: 'it', name: 'IT', nameKey: 'it' },
    },
    { at: '2026-11-23T10:00:00.000Z', event: 'authority.signed', by: null, detail: {} },
  ],
});

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/exits/mine', () => ({ type: 'success', exit: null }))
    .on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([completed]) }))
    .on('GET', `/exits/${completed._id}`, () => ({ type: 'success', exit: completed }));
});
afterEach(async () => {
  api.restore();
  jest.restoreAllMocks();
  await act(() => getI18n().changeLanguage('en'));
});

const render = (policies?: Policies) =>
  renderScreen(<ExitEmployeeScreen />, {
    route: `/exit-employees/${LEAVER._id}`,
    path: '/exit-employees/:employeeId',
    policies,
  });

describe('/exit-employees/:employeeId', () => {
  it('shows the exit in full: items and outcomes, departments and signatures, authority and timeline', async () => {
    render(VIEWER_POLICIES);
    expect(await screen.findByText('Rohan Mehta (EMP-0001)')).toBeVisible();
    expect(api.requests.find((r) => r.url === '/exits')).toMatchObject({
      url: '/exits',
      params: { employeeId: LEAVER._id, limit: '100' },
    });
    expect(screen.getByText('Completed', { selector: '.ant-tag' })).toBeVisible();
    expect(screen.getByText(/^Asha Admin, signed on/)).toBeVisible();

    const held = await screen.findByRole('region', { name: 'Assets held' });
    expect(
      await within(held).findByText('Condition: Good · Data wiped · Tag checked: LAP-0001'),
    ).toBeVisible();
    expect(within(held).getByText('To Priya Nair')).toBeVisible();
    expect(within(held).getByText('Charge ₹1,500 · Incident INC-000042')).toBeVisible();

    expect(screen.getByText(/^Signed by Ishaan Head on/)).toBeVisible();
    expect(screen.getByText('Comment: All back')).toBeVisible();
    expect(screen.getByText('Not signed yet')).toBeVisible();
    expect(screen.getByText('No head: an administrator signs')).toBeVisible();
    expect(screen.getByText('Every asset returned or transferred: done')).toBeVisible();

    const timeline = screen.getByRole('list', { name: 'Timeline' });
    const events = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(events).toEqual([
      '20 Nov 2026, 14:30 Exit started · by Farah Sheikh',
      '21 Nov 2026, 14:30 Dell Latitude 5440 (LAP-0001) returned · by Ishaan Head',
      '22 Nov 2026, 15:30 IT signed',
      '23 Nov 2026, 15:30 The authority signed the clearance',
    ]);
  });

  it("names the default departments in the reader's language and the company's own as named", async () => {
    const legal = fakeDepartment('legal', { name: 'Legal & Compliance' });
    const exit: Exit = {
      ...completed,
      departments: [...completed.departments, legal],
      timeline: [
        ...completed.timeline,
        {
          at: '2026-11-22T11:00:00.000Z',
          event: 'department.signed',
          by: null,
          detail: { key: 'legal', name: 'Legal & Compliance', nameKey: null },
        },
      ],
    };
    api.on('GET', `/exits/${completed._id}`, () => ({ type: 'success', exit }));
    render(VIEWER_POLICIES);
    await screen.findByRole('heading', { name: 'Legal & Compliance' });
    await act(() => getI18n().changeLanguage('hi'));
    for (const name of ['आईटी', 'मानव संसाधन', 'Legal & Compliance'])
      expect(screen.getByRole('heading', { name, level: 3 })).toBeVisible();
    const timeline = screen.getByRole('list', { name: 'समयरेखा' });
    expect(within(timeline).getByText(/आईटी ने हस्ताक्षर किए/)).toBeVisible();
    expect(within(timeline).getByText(/Legal & Compliance ने हस्ताक्षर किए/)).toBeVisible();
  });

  it('downloads the certificate once issued, and explains it before', async () => {
    const user = setupUser();
    const createUrl = jest.fn(() => 'blob:certificate');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: jest.fn() });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    api.on('GET', `/exits/${completed._id}/certificate`, () => new Blob(['%PDF']));
    render(VIEWER_POLICIES);
    await user.click(await screen.findByRole('button', { name: 'Download the certificate' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.requests.at(-1)!.url).toBe(`/exits/${completed._id}/certificate`);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('clearance-certificate-rohan-mehta.pdf');
  });

  it('offers no download before the authority signed', async () => {
    const cleared = { ...clearedExit(), employee: completed.employee };
    api
      .on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([cleared]) }))
      .on('GET', `/exits/${cleared._id}`, () => ({ type: 'success', exit: cleared }));
    render();
    expect(
      await screen.findByText('The certificate is produced once the authority signs.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download the certificate' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign the clearance' })).toHaveAttribute(
      'href',
      '/authority-sign',
    );
  });

  it('records the exit interview (HR) and shows the answers', async () => {
    const user = setupUser();
    api.on('PUT', `/exits/${completed._id}/interview`, (r) => ({
      type: 'success',
      exit: {
        ...completed,
        interview: {
          answers: (r.body as { answers: object }).answers,
          answeredAt: '2026-11-24T09:00:00.000Z',
        },
      },
    }));
    render();
    await user.click(await screen.findByRole('button', { name: 'Record the answers' }));
    const form = screen.getByRole('form', { name: 'Exit interview' });
    await user.click(within(form).getByRole('button', { name: 'Save the answers' }));
    expect(within(form).getByText('Answer this question.')).toBeVisible();
    expect(within(form).getAllByText('Choose an answer.')).toHaveLength(3);
    await user.type(within(form).getByRole('textbox', { name: /Why are you leaving/ }), 'Growth');
    await user.click(
      within(within(form).getByRole('group', { name: /rate working here/ })).getByRole('radio', {
        name: '4',
      }),
    );
    await user.click(
      within(within(form).getByRole('group', { name: /recommend us/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await user.click(
      within(within(form).getByRole('group', { name: /come back/ })).getByRole('radio', {
        name: 'No',
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save the answers' }));
    expect(await screen.findByText('4 of 5')).toBeVisible();
    expect(api.requests.at(-1)!.body).toEqual({
      answers: {
        reasonForLeaving: 'Growth',
        rating: 4,
        wouldRecommend: true,
        wouldReturn: false,
        comments: null,
      },
    });
  });

  it('gives HR the employee’s own link to send while the exit runs, and copies it', async () => {
    const user = setupUser();
    const cleared = { ...clearedExit(), employee: completed.employee };
    api
      .on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([cleared]) }))
      .on('GET', `/exits/${cleared._id}`, () => ({ type: 'success', exit: cleared }));
    render();
    const panel = await screen.findByRole('region', { name: "The employee's own link" });
    expect(
      within(panel).getByText(/^Send this link to Rohan Mehta for their exit interview/),
    ).toBeVisible();
    const url = `${window.location.origin}/my-exit`;
    expect(
      within(panel).getByRole('textbox', { name: "Link to the employee's own exit" }),
    ).toHaveValue(url);
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(await within(panel).findByText('Link copied.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('offers no link once the exit is completed', async () => {
    render(VIEWER_POLICIES);
    expect(await screen.findByText('Rohan Mehta (EMP-0001)')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('says when the employee has no exit, and tells a role that may not read exits', async () => {
    api.on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([]) }));
    const first = render();
    expect(await screen.findByText('This employee has no exit.')).toBeVisible();
    first.unmount();
    render(NO_EXIT_POLICIES);
    expect(await screen.findByText('Your role may not read exits.')).toBeVisible();
  });
});
