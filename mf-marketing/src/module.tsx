/**
 * The `marketing` remote: every public page of SPEC.md section 2 (all but /login and
 * /scanner/login), registration and buying a subscription. Each page is its own lazy
 * chunk carrying its own text; `/` uses no UI library (it is budgeted at 150 KB gzip JS
 * together with React and the shell).
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule, type ScreenLoader } from '@itam/shared/remote';
import { MARKETING_ROUTES } from './routes';
import type { RouteKey } from '@itam/shared/contracts';
import en from './locales/en/marketing.json';
import hi from './locales/hi/marketing.json';

export const SCREENS: Partial<Record<RouteKey, ScreenLoader>> = {
  home: () => import('./features/landing/home-screen'),
  newLanding: () => import('./features/landing/new-landing-screen'),
  azManagement: () => import('./features/landing/az-management-screen'),
  landing1: () => import('./features/landing/landing1-screen'),
  landing2: () => import('./features/landing/landing2-screen'),
  onboardingDeviceSelection: () => import('./features/onboarding/device-selection-screen'),
  onboardingDeviceSelectionItem: () => import('./features/onboarding/device-detail-screen'),
  eoi: () => import('./features/leads/eoi-screen'),
  eoiSubmit: () => import('./features/leads/eoi-submit-screen'),
  terms: () => import('./features/policies/terms-screen'),
  privacy: () => import('./features/policies/privacy-screen'),
  refundPolicy: () => import('./features/policies/refund-policy-screen'),
  faqs: () => import('./features/faqs/faqs-screen'),
  incidentManagementInfo: () => import('./features/content/incident-management-info-screen'),
  assetManagementInfo: () => import('./features/content/asset-management-info-screen'),
  reporting: () => import('./features/content/reporting-screen'),
  diagnosticTool: () => import('./features/content/diagnostic-tool-screen'),
  downloadAgent: () => import('./features/content/download-agent-screen'),
  aboutUs: () => import('./features/content/about-us-screen'),
  partner: () => import('./features/leads/partner-screen'),
  idfcConnect: () => import('./features/leads/idfc-connect-screen'),
  auConnect: () => import('./features/leads/au-connect-screen'),
  eWaste: () => import('./features/leads/e-waste-screen'),
  contact: () => import('./features/leads/contact-screen'),
  contactUs: () => import('./features/leads/contact-us-screen'),
  pricing: () => import('./features/pricing/pricing-screen'),
  pricingNew: () => import('./features/pricing/pricing-new-screen'),
  orderVerify: () => import('./features/pricing/order-verify-screen'),
  paymentFailed: () => import('./features/pricing/payment-failed-screen'),
  confirmShipping: () => import('./features/pricing/confirm-shipping-screen'),
  getStarted: () => import('./features/registration/get-started-screen'),
  registerInit: () => import('./features/registration/register-init-screen'),
  register: () => import('./features/registration/register-screen'),
  registerProduct: () => import('./features/registration/register-product-screen'),
};

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'marketing',
  routes: MARKETING_ROUTES,
  i18n: { namespace: 'marketing', resources: { en, hi } },
  screens: SCREENS,
  // The `marketing` slice and saga join the store with the first page that needs them
  // (use-marketing-store.ts), so the remote's entry carries no store code.
});

export default remoteModule;
