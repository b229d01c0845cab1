/**
 * The server-data layer on the vendor screens (issue 32): a vendor's review reached again
 * within the same session shows the kept answers without asking the server, and a decision
 * refreshes another part showing the vendor (the standing the asset detail shows), with
 * nothing passed between them.
 */
import { LeaveAndReturn } from '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import type { Vendor } from '@itam/shared/contracts/vendors';
import {
  acceptedReview,
  fakeVendor,
  installFakeApi,
  VENDOR_ID,
  type FakeApi,
} from '../../../test-support/answer-fixtures';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import { VendorStanding } from '../../vendor-standing/vendor-standing';
import CertificationFormScreen from '../certification-form-screen';

jest.setTimeout(40_000);

const ROUTE = { route: `/certification-form/${VENDOR_ID}`, path: '/certification-form/:vendorId' };
const REVIEW = `/vendors/${VENDOR_ID}/review`;
const STANDING = '/vendors/standing?name=Acme%20Cloud';

let api: FakeApi;
/** The vendor as the server holds it. */
let vendor: Vendor;

beforeEach(() => {
  vendor = fakeVendor();
  api = installFakeApi()
    .on('GET', `/vendors/${VENDOR_ID}`, () => ({ type: 'success', vendor }))
    .on('GET', REVIEW, () => ({ type: 'success', review: acceptedReview() }))
    .on('GET', `/vendors/${VENDOR_ID}/invitations`, () => ({ type: 'success', invitations: [] }))
    .on('GET', STANDING, () => ({
      type: 'success',
      vendor: {
        _id: vendor._id,
        vendorName: vendor.vendorName,
        status: vendor.status,
        score: vendor.score,
        certificateExpiresOn: vendor.certificateExpiresOn,
      },
    }))
    .on('POST', `${REVIEW}/approve`, () => {
      vendor = { ...vendor, status: 'approved', score: 80, certificateExpiresOn: '2027-11-28' };
      return { type: 'success', review: acceptedReview() };
    });
});
afterEach(() => api.restore());

const gets = (url: string) => api.gets(url);

describe('the vendor screens’ cached reads', () => {
  it('shows a review reached a second time from the cache, with one request each', async () => {
    const user = setupUser();
    renderScreen(
      <LeaveAndReturn>
        <CertificationFormScreen />
      </LeaveAndReturn>,
      ROUTE,
    );
    expect(await screen.findByText('Review of Acme Cloud')).toBeVisible();
    expect(await screen.findByText('40 of 50 points')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Another screen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return' }));

    // At once, from the kept answers: no loading state, and no second request.
    expect(screen.getByText('Review of Acme Cloud')).toBeVisible();
    expect(gets(`/vendors/${VENDOR_ID}`)).toHaveLength(1);
    expect(gets(REVIEW)).toHaveLength(1);
    expect(gets(`/vendors/${VENDOR_ID}/invitations`)).toHaveLength(1);
  });

  it('refreshes the vendor’s standing after an approval, with no callback between them', async () => {
    const user = setupUser();
    renderScreen(
      <>
        <CertificationFormScreen />
        <VendorStanding vendorName="Acme Cloud" />
      </>,
      ROUTE,
    );
    expect(await screen.findByTestId('vendor-standing')).toHaveTextContent('In review');
    expect(gets(STANDING)).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    // The standing, which knows nothing of the review, reads the vendor again.
    await waitFor(() =>
      expect(screen.getByTestId('vendor-standing')).toHaveTextContent('Approved'),
    );
    expect(gets(STANDING)).toHaveLength(2);
  });
});
