/**
 * The vendor's standing this remote contributes to the asset detail's header
 * (`asset-detail.badges`), shown in the kit's stand-in for the asset detail (moved here
 * from the assets remote's asset detail test, assertions unchanged).
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import type { CompanyModule, Policies } from '@itam/shared/contracts';
import { installFakeApi } from '../../../test-support/fixtures';
import { AssetDetailStandIn, standInAsset } from '@itam/shared/testing';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../../test-support/render-screen';

jest.setTimeout(40_000);

const ASSET = standInAsset(7, { state: 'PENDING_DISPOSAL' });
const VIEWER_POLICIES: Policies = { on_asset: { asset: ['view'] } };

beforeEach(() => {
  installFakeApi().on('GET', '/vendors/standing?name=Vendor%207', () => ({
    type: 'success',
    vendor: {
      _id: 'b0000000-0000-4000-8000-000000000009',
      vendorName: 'Vendor 7',
      status: 'approved',
      score: 87.5,
      certificateExpiresOn: '2027-03-31',
    },
  }));
});

function renderDetail(policies: Policies, companyRoles: CompanyModule[] = []) {
  return renderScreen(<AssetDetailStandIn asset={ASSET} />, { policies, companyRoles });
}

describe('the vendor standing on the asset detail', () => {
  it("shows the standing of the asset's vendor, linking to its review, with the register and the permission", async () => {
    const withVendors = { ...VIEWER_POLICIES, on_vendor: { vendor: ['view'] } } as Policies;
    const { unmount } = renderDetail(withVendors, ['asset-management', 'saas-products']);
    const standing = await screen.findByTestId('vendor-standing');
    expect(standing).toHaveTextContent(
      'Vendor Vendor 7 Approved score 87.5% · certified until 31 Mar 2027',
    );
    expect(within(standing).getByRole('link', { name: 'Vendor Vendor 7' })).toHaveAttribute(
      'href',
      '/certification-form/b0000000-0000-4000-8000-000000000009',
    );
    unmount();
    // Without the register, or without the permission, nothing is asked or shown.
    for (const [policies, roles] of [
      [withVendors, ['asset-management']],
      [VIEWER_POLICIES, ['asset-management', 'saas-products']],
    ] as [Policies, CompanyModule[]][]) {
      const view = renderDetail(policies, roles);
      await screen.findByRole('heading', { level: 1, name: 'Laptop 7' });
      expect(screen.queryByTestId('vendor-standing')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
