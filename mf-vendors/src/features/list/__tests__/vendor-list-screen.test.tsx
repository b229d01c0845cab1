import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { Policies } from '@itam/shared/contracts';
import { useLocation } from '@itam/shared/router';
import {
  fail,
  FAKE_VENDORS,
  fakeVendor,
  fakeVendorPage,
  installFakeApi,
  vendorId,
  type FakeApi,
} from '../../../test-support/fixtures';
import { NO_VENDOR_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import VendorListScreen from '../vendor-list-screen';

jest.setTimeout(40_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi().on('GET', '/vendors', () => ({
    type: 'success',
    ...fakeVendorPage(FAKE_VENDORS, 64),
  }));
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

const lastList = () => api.requests.filter((r) => r.url === '/vendors').at(-1)!;

describe('/vendor-list', () => {
  it('lists each vendor’s type, contact, status, score, certificate expiry, assets and purchase orders', async () => {
    renderScreen(<VendorListScreen />, { route: '/vendor-list' });
    const link = await screen.findByRole('link', { name: 'Review Dell Technologies' });
    expect(link).toHaveAttribute('href', `/certification-form/${vendorId(1)}`);
    const row = link.closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Dell Technologies',
      'Hardware',
      'Contact 1vendor1@example.com+91 98100 00000',
      'Approved',
      '92.5',
      expect.stringMatching(/2027/),
      '42',
      '6',
    ]);
    const slack = screen.getByRole('link', { name: 'Review Slack' }).closest('tr')!;
    expect(within(slack).getByText('Invited')).toBeInTheDocument();
    expect(within(slack).getAllByText('—')).toHaveLength(2); // no score, no certificate
    for (const status of ['In review', 'Answering', 'Rejected', 'Expired'])
      expect(screen.getByText(status, { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('64 vendors')).toBeInTheDocument();
    expect(lastList().params).toEqual({ sort: 'name', limit: '25' });
  });

  it('keeps search, status, type, sort and page in the URL and asks the API for them', async () => {
    const user = setupUser();
    renderScreen(
      <>
        <VendorListScreen />
        <Where />
      </>,
      {
        route:
          '/vendor-list?search=dell&status=approved,expired&type=Hardware&sort=expiry&page=2&size=10',
      },
    );
    await screen.findByRole('link', { name: 'Review Dell Technologies' });
    expect(lastList().params).toEqual({
      search: 'dell',
      status: 'approved,expired',
      vendorType: 'Hardware',
      sort: 'expiry',
      limit: '10',
      pageNumber: '1',
    });
    expect(
      screen.getByRole('searchbox', { name: 'Search by name, contact, email or type' }),
    ).toHaveValue('dell');
    // The status filter shows each status's count.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByTitle('In review (1)')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // A new search goes back to the first page.
    const search = screen.getByRole('searchbox', {
      name: 'Search by name, contact, email or type',
    });
    await user.clear(search);
    await user.type(search, 'zoom{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(
      '?search=zoom&status=approved,expired&type=Hardware&sort=expiry&size=10',
    );
    expect(lastList().params).toMatchObject({ search: 'zoom', status: 'approved,expired' });
    expect(lastList().params).not.toHaveProperty('pageNumber');
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?sort=expiry&size=10');
  });

  it('pages through the list', async () => {
    const user = setupUser();
    renderScreen(
      <>
        <VendorListScreen />
        <Where />
      </>,
      { route: '/vendor-list' },
    );
    await screen.findByRole('link', { name: 'Review Dell Technologies' });
    await user.click(screen.getByTitle('2'));
    expect(screen.getByTestId('where')).toHaveTextContent('?page=2');
    expect(lastList().params).toMatchObject({ pageNumber: '1', limit: '25' });
  });

  it('says when there is no vendor, or none under the filters, and offers a retry when the load fails', async () => {
    api.on('GET', '/vendors', () => ({ type: 'success', ...fakeVendorPage([], 0) }));
    const first = renderScreen(<VendorListScreen />, { route: '/vendor-list' });
    expect(
      await screen.findByText('No vendors yet. Register one to send it a questionnaire.'),
    ).toBeInTheDocument();
    first.unmount();
    const second = renderScreen(<VendorListScreen />, { route: '/vendor-list?status=rejected' });
    expect(await screen.findByText('No vendor matches these filters.')).toBeInTheDocument();
    second.unmount();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('GET', '/vendors', () => fail(500));
    renderScreen(<VendorListScreen />, { route: '/vendor-list' });
    expect(await screen.findByText('The vendors could not be loaded.')).toBeInTheDocument();
    api.on('GET', '/vendors', () => ({ type: 'success', ...fakeVendorPage() }));
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Review Lenovo' })).toBeInTheDocument();
  });

  it('reads a vendor registered without a questionnaire as not invited yet, with a way to send one', async () => {
    const registered = fakeVendor(7, { vendorName: 'Quiet Supplies', status: 'registered' });
    api.on('GET', '/vendors', () => ({
      type: 'success',
      ...fakeVendorPage([...FAKE_VENDORS, registered]),
    }));
    const first = renderScreen(<VendorListScreen />, { route: '/vendor-list' });
    const row = (await screen.findByRole('link', { name: 'Review Quiet Supplies' })).closest('tr')!;
    expect(within(row).getByText('Not invited yet')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'Send a questionnaire to Quiet Supplies' }),
    ).toHaveAttribute('href', `/certification-form/${vendorId(7)}`);
    // Only a vendor with nothing sent offers it.
    const slack = screen.getByRole('link', { name: 'Review Slack' }).closest('tr')!;
    expect(within(slack).queryByRole('link', { name: /Send a questionnaire/ })).toBeNull();
    first.unmount();
    const viewer: Policies = { on_vendor: { vendor: ['view'] } };
    renderScreen(<VendorListScreen />, { route: '/vendor-list', policies: viewer });
    await screen.findByRole('link', { name: 'Review Quiet Supplies' });
    expect(screen.getByText('Not invited yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Send a questionnaire/ })).toBeNull();
  });

  it('offers registering and the standard questionnaire only to the roles that may use them', async () => {
    const first = renderScreen(<VendorListScreen />, { route: '/vendor-list' });
    expect(screen.getByRole('button', { name: 'Register a vendor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Standard questionnaire' })).toHaveAttribute(
      'href',
      '/default-form',
    );
    await screen.findByRole('link', { name: 'Review Lenovo' });
    first.unmount();
    const viewer: Policies = { on_vendor: { vendor: ['view'] } };
    const second = renderScreen(<VendorListScreen />, { route: '/vendor-list', policies: viewer });
    await screen.findByRole('link', { name: 'Review Lenovo' });
    expect(screen.queryByRole('button', { name: 'Register a vendor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Standard questionnaire' })).not.toBeInTheDocument();
    second.unmount();
    renderScreen(<VendorListScreen />, { route: '/vendor-list', policies: NO_VENDOR_POLICIES });
    expect(screen.getByText('You do not have permission to see vendors.')).toBeInTheDocument();
  });
});
