import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getI18n } from '@itam/shared/i18n';
import { useLocation } from '@itam/shared/router';
import type { Exit, ExitItem } from '../../../api/exits-api';
import {
  fail,
  FAKE_EMPLOYEES,
  fakeDepartment,
  fakeExit,
  fakeExitPage,
  installFakeApi,
  itemId,
  SUCCESSOR,
  type FakeApi,
} from '../../../test-support/fixtures';
import {
  HEAD_POLICIES,
  NO_EXIT_POLICIES,
  renderScreen,
  setupUser,
} from '../../../test-support/render-screen';
import DepartmentSignOffScreen from '../department-sign-off-screen';

jest.setTimeout(60_000);

let api: FakeApi;
let exit: Exit;

beforeEach(() => {
  exit = fakeExit(1, { departments: [fakeDepartment('it'), fakeDepartment('finance')] });
  const record = (id: string, change: Partial<ExitItem>) => {
    exit = {
      ...exit,
      items: exit.items.map((i) => (i._id === id ? { ...i, ...change } : i)),
    };
    return { type: 'success', exit };
  };
  api = installFakeApi()
    .on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([exit]) }))
    .on('GET', `/exits/${exit._id}`, () => ({ type: 'success', exit }))
    .on('GET', '/company/employees/dropdown', () => ({
      type: 'success',
      employees: FAKE_EMPLOYEES,
    }))
    .on('POST', `/exits/${exit._id}/items/${itemId(1)}`, (r) =>
      record(itemId(1), { ...(r.body as object), outcome: 'returned', scannedTag: 'LAP-0001' }),
    )
    .on('POST', `/exits/${exit._id}/items/${itemId(2)}`, () =>
      record(itemId(2), {
        outcome: 'transferred',
        successor: { _id: SUCCESSOR._id, name: SUCCESSOR.name },
      }),
    )
    .on('POST', `/exits/${exit._id}/departments/it/sign`, () => ({ type: 'success', exit }));
});
afterEach(async () => {
  api.restore();
  await act(() => getI18n().changeLanguage('en'));
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const recovery = (n: number) => screen.getByTestId(`recovery-${itemId(n)}`);

describe('/department-sign-off', () => {
  it("lists the head's open parts with their checklist and IT's items, and holds IT's signature while items are pending", async () => {
    renderScreen(<DepartmentSignOffScreen />, {
      route: '/department-sign-off',
      policies: HEAD_POLICIES,
    });
    expect(await screen.findByRole('heading', { name: 'Rohan Mehta (EMP-0001)' })).toBeVisible();
    expect(api.requests.find((r) => r.url === '/exits')!.params).toEqual({
      toSign: 'true',
      limit: '10',
    });
    const it = await screen.findByRole('group', { name: "IT's part" });
    expect(within(it).getByText('Every asset returned or transferred')).toBeInTheDocument();
    expect(within(it).getByText('Accounts and access closed')).toBeInTheDocument();
    // Finance's part is not this head's.
    expect(screen.queryByRole('group', { name: "Finance's part" })).not.toBeInTheDocument();
    expect(
      within(it).getByText('2 assets are still to be accounted for before signing.'),
    ).toBeVisible();
    expect(within(it).getByRole('button', { name: 'Sign for IT' })).toBeDisabled();
  });

  it('returns one item by its tag, transfers the other to a successor, then signs with a comment', async () => {
    const user = setupUser();
    renderScreen(
      <>
        <DepartmentSignOffScreen />
        <Where />
      </>,
      { route: '/department-sign-off', policies: HEAD_POLICIES },
    );
    await screen.findByRole('group', { name: "IT's part" });

    const laptop = recovery(1);
    await user.click(within(laptop).getByRole('radio', { name: 'Good' }));
    await user.type(
      within(laptop).getByRole('textbox', { name: 'Tag (type or scan)' }),
      'LAP-0001',
    );
    await user.click(within(laptop).getByRole('checkbox', { name: 'The data was wiped' }));
    await user.click(within(laptop).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.queryByTestId(`recovery-${itemId(1)}`)).toBeNull());
    expect(screen.getByText('Condition: Good · Data wiped · Tag checked: LAP-0001')).toBeVisible();

    const phone = recovery(2);
    await user.click(within(phone).getByRole('radio', { name: 'Transferred' }));
    await user.click(await within(phone).findByRole('combobox', { name: /Successor/ }));
    // The leaver is not offered as their own successor.
    expect(screen.queryByTitle('Rohan Mehta (EMP-0001)')).toBeNull();
    await user.click(await screen.findByTitle('Priya Nair (EMP-0002)'));
    await user.click(within(phone).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('To Priya Nair')).toBeVisible();

    const posts = api.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body)).toEqual([
      { outcome: 'returned', condition: 'good', dataWiped: true, tag: 'LAP-0001', note: null },
      { outcome: 'transferred', successorId: SUCCESSOR._id, note: null },
    ]);

    const it = screen.getByRole('group', { name: "IT's part" });
    await user.type(within(it).getByRole('textbox', { name: 'Comment' }), 'Laptop wiped');
    await user.click(within(it).getByRole('button', { name: 'Sign for IT' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/sign-off-suceess'));
    expect(api.requests.at(-1)).toMatchObject({
      url: `/exits/${exit._id}/departments/it/sign`,
      body: { comment: 'Laptop wiped' },
    });
  });

  it("refuses a tag that is not the asset's, a missing condition and a charge left out, before sending", async () => {
    const user = setupUser();
    renderScreen(<DepartmentSignOffScreen />, {
      route: '/department-sign-off',
      policies: HEAD_POLICIES,
    });
    await screen.findByRole('group', { name: "IT's part" });
    const laptop = recovery(1);
    await user.type(within(laptop).getByRole('textbox', { name: 'Tag (type or scan)' }), 'MON-9');
    await user.click(within(laptop).getByRole('button', { name: 'Record' }));
    expect(within(laptop).getByText("Grade the asset's condition.")).toBeVisible();
    expect(within(laptop).getByText('Confirm that the data was wiped.')).toBeVisible();
    expect(within(laptop).getByText("This is not the asset's tag (LAP-0001).")).toBeVisible();
    await user.click(within(laptop).getByRole('radio', { name: 'Missing' }));
    await user.click(within(laptop).getByRole('button', { name: 'Record' }));
    expect(within(laptop).getByText('Enter an amount from 0 to 1,00,00,000.')).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal of a tag under the field (400)", async () => {
    const user = setupUser();
    api.on('POST', `/exits/${exit._id}/items/${itemId(1)}`, () =>
      fail(400, {
        type: 'error',
        error: 'Invalid tag',
        issues: [{ field: 'tag', message: 'The scanned tag is not this asset’s' }],
      }),
    );
    renderScreen(<DepartmentSignOffScreen />, {
      route: '/department-sign-off',
      policies: HEAD_POLICIES,
    });
    await screen.findByRole('group', { name: "IT's part" });
    const laptop = recovery(1);
    await user.click(within(laptop).getByRole('radio', { name: 'Fair' }));
    await user.click(within(laptop).getByRole('checkbox', { name: 'The data was wiped' }));
    await user.click(within(laptop).getByRole('button', { name: 'Record' }));
    expect(await within(laptop).findByText('The scanned tag is not this asset’s')).toBeVisible();
  });

  it("names a default department in the reader's language, and the company's own as named", async () => {
    const mine = { canSign: true, head: { _id: 'me', name: 'Ishaan Head' } };
    exit = fakeExit(1, {
      departments: [
        fakeDepartment('it', { checklist: [] }),
        // A default the company renamed, and one of its own: shown as they were named.
        fakeDepartment('finance', { ...mine, name: 'Money Desk', nameKey: null }),
        fakeDepartment('legal', { ...mine, name: 'Legal & Compliance' }),
      ],
      items: [],
    });
    renderScreen(<DepartmentSignOffScreen />, {
      route: '/department-sign-off',
      policies: HEAD_POLICIES,
    });
    await screen.findByRole('group', { name: "IT's part" });
    await act(() => getI18n().changeLanguage('hi'));
    const it = screen.getByRole('group', { name: 'आईटी का हिस्सा' });
    expect(within(it).getByRole('button', { name: 'आईटी की ओर से हस्ताक्षर करें' })).toBeVisible();
    const finance = screen.getByRole('group', { name: 'Money Desk का हिस्सा' });
    expect(
      within(finance).getByRole('button', { name: 'Money Desk की ओर से हस्ताक्षर करें' }),
    ).toBeVisible();
    const legal = screen.getByRole('group', { name: 'Legal & Compliance का हिस्सा' });
    expect(
      within(legal).getByRole('button', { name: 'Legal & Compliance की ओर से हस्ताक्षर करें' }),
    ).toBeVisible();
    expect(screen.queryByText(/Sign for IT|IT का हिस्सा/)).toBeNull();
  });

  it('says when no part waits, and tells a role that may not sign', async () => {
    api.on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([]) }));
    const first = renderScreen(<DepartmentSignOffScreen />, { policies: HEAD_POLICIES });
    expect(await screen.findByText('No part is waiting for your signature.')).toBeVisible();
    first.unmount();
    renderScreen(<DepartmentSignOffScreen />, { policies: NO_EXIT_POLICIES });
    expect(screen.getByText("Your role may not sign departments' parts.")).toBeVisible();
  });
});
