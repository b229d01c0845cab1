import type { Meta, StoryObj } from '@storybook/react-webpack5';
import {
  BRANCHES,
  COMPANY,
  EMPLOYEES,
  ORDER,
  PROFILE,
  RULES,
  TYPES,
} from '../../test-support/org-fixtures';
import { withFakeApi } from '../../test-support/story-api';
import AccountSettingsScreen from './account-settings-screen';

const at = (view: string) => ({
  app: { route: `/account-settings/${view}`, path: '/account-settings/:view' },
});

/** `/account-settings/:view`: the side list of the views the role may see, and the view. */
const meta = {
  title: 'Organisation/AccountSettingsScreen',
  component: AccountSettingsScreen,
  parameters: at('company_branches'),
  beforeEach: withFakeApi((api) =>
    api
      .on('GET', '/account/profile', () => ({ type: 'success', profile: PROFILE }))
      .on('GET', '/company/profile', () => ({ type: 'success', company: COMPANY }))
      .on('GET', '/company/branches', () => ({ type: 'success', branches: BRANCHES }))
      .on('GET', '/company/asset-types/settings', () => ({ type: 'success', assetTypes: TYPES }))
      .on('GET', '/company/tag-rules', () => ({ type: 'success', tagRules: RULES }))
      .on('GET', '/company/employees', () => ({
        type: 'success',
        employees: EMPLOYEES,
        total: 2,
        pageNumber: 0,
        limit: 10,
      }))
      .on('GET', '/company/purchase-orders', () => ({
        type: 'success',
        purchaseOrders: [ORDER],
        total: 1,
        pageNumber: 0,
        limit: 10,
      }))
      .on('GET', '/assets/get-assets', () => ({
        type: 'success',
        assets: [],
        totalAssetsCount: 0,
        limit: 20,
        pageNumber: 0,
      })),
  ),
} satisfies Meta<typeof AccountSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Branches: Story = {};
export const PersonalInformation: Story = { parameters: at('presonal_information') };
export const CompanyInformation: Story = { parameters: at('company_information') };
export const Employees: Story = { parameters: at('employee_setup') };
export const AssetTypes: Story = { parameters: at('asset_types') };
export const TagSetup: Story = { parameters: at('asset_tag_setup') };
export const PurchaseOrders: Story = { parameters: at('purchase_order') };
/** A view that does not exist. */
export const UnknownView: Story = { parameters: at('no_such_view') };
/** A role without the view's permission. */
export const NotAllowed: Story = { globals: { role: 'viewer' } };
/** A company with the service desk only: every view but the diagnostics agent, no label printer. */
const deskOnly = (view: string) => ({
  app: { ...at(view).app, session: { companyRoles: ['incident-management' as const] } },
});
export const TagSetupWithoutAssetManagement: Story = { parameters: deskOnly('asset_tag_setup') };
/** The diagnostics agent's view of a company without asset management. */
export const AgentWithoutAssetManagement: Story = { parameters: deskOnly('download_agent') };
