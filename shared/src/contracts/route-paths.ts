/**
 * Every path of SPEC.md section 2, in react-router syntax. The odd spellings
 * (`/incideneManagment`, `/archieve-list`, `/sign-off-suceess`, `/assetManagment`,
 * `/responseSubmitted`, `/url_redirect`) are live URLs: keep them exactly, and refer to
 * them through these constants.
 *
 * Two spec paths cannot be written as react-router 7 paths and are matched specially:
 * - `/register-{product}`: react-router 7 has no partial dynamic segments, so
 *   `REGISTER_PRODUCT` is a pattern, not a router path. `matchRoutePath()` in
 *   `@itam/shared/routing` matches it (any single segment `register-<slug>` that no
 *   static route such as `/register-init` claims), and `registerProductFromPath()`
 *   reads the slug. The shell serves it from its catch-all route.
 * - `/{product}/open-api/order/verify` is a whole dynamic segment, so it is the plain
 *   router path `/:product/open-api/order/verify`.
 */
export const ROUTES = {
  // public and marketing
  home: '/',
  newLanding: '/new-landing',
  azManagement: '/az-management',
  landing1: '/landing1',
  landing2: '/landing2',
  onboardingDeviceSelection: '/onboarding/device-selection',
  onboardingDeviceSelectionItem: '/onboarding/device-selection/:id',
  eoi: '/eoi',
  eoiSubmit: '/eoi-submit',
  terms: '/terms',
  privacy: '/privacy',
  faqs: '/faqs',
  incidentManagementInfo: '/incideneManagment',
  assetManagementInfo: '/assetManagment',
  reporting: '/reporting',
  diagnosticTool: '/diagnosticTool',
  partner: '/partner',
  pricing: '/pricing',
  pricingNew: '/pricing-new',
  orderVerify: '/:product/open-api/order/verify',
  contact: '/contact',
  contactUs: '/contact-us',
  paymentFailed: '/payment-failed',
  confirmShipping: '/confirm-shipping',
  getStarted: '/get-started',
  register: '/register',
  registerProduct: '/register-:product',
  registerInit: '/register-init',
  login: '/login',
  refundPolicy: '/refund-policy',
  aboutUs: '/about-us',
  idfcConnect: '/idfc-connect',
  auConnect: '/au-connect',
  downloadAgent: '/download-agent',
  eWaste: '/e-waste',
  scannerLogin: '/scanner/login',
  // assets
  dashboard: '/dashboard',
  dashboardOld: '/dashboard-old',
  dashboardItTracking: '/dashboard/it-tracking',
  assets: '/assets',
  assetNew: '/assets/new',
  assetEdit: '/assets/edit/:assetId',
  diagnostics: '/diagnostics',
  diagnosticsRunning: '/diagnostics/running',
  diagnosticsResults: '/diagnostics/results',
  devices: '/devices',
  inStock: '/in-stock',
  archiveList: '/archieve-list',
  activityInfo: '/activity-info',
  jobsInfo: '/jobs-info',
  disposeAsset: '/dispose-asset',
  accountSettings: '/account-settings',
  accountSettingsView: '/account-settings/:view',
  accountSettingsTagSetup: '/account-settings/:view/tag-setup',
  accountSettingsCreatePo: '/account-settings/:view/create-po',
  companyBranches: '/company-branches',
  urlRedirect: '/url_redirect',
  // vendors
  vendorList: '/vendor-list',
  vendorRegistration: '/vendor-registration',
  vendorForm: '/vendor-form/:token',
  certificationForm: '/certification-form/:vendorId',
  responseSubmitted: '/responseSubmitted',
  defaultForm: '/default-form',
  // incidents and services
  incidents: '/incidents',
  incidentManagement: '/incident-management',
  createTicket: '/create-ticket',
  serviceRequest: '/service-request',
  requestStatus: '/request-status',
  feedback: '/feedback',
  // exit sign-off
  newSignOff: '/new-sign-off',
  departmentSignOff: '/department-sign-off',
  signOffSuccess: '/sign-off-suceess',
  exitResponses: '/exit-responses',
  thanksForSigning: '/thanks-for-signing',
  authoritySign: '/authority-sign',
  exitEmployee: '/exit-employees/:employeeId',
  preEmployeeOnboarding: '/pre-employee-onboarding',
  // shop
  product: '/product',
  productDetail: '/product/:id',
  products: '/products',
  productsShop: '/products/shop',
  shoppingCart: '/products/shopping-cart',
  confirmOrder: '/confirm-order',
  // scanner
  scannerQrReader: '/scanner/qr-reader',
  scannerAsset: '/scanner/asset/:id',
  // Beyond SPEC.md section 2, the product's own public pages:
  /** The one-time invitation link: the invitee sets a password (organisation settings). */
  acceptInvite: '/accept-invite/:token',
  /** The one-time password reset link: the user sets a new password (organisation settings). */
  resetPassword: '/reset-password/:token',
} as const;

export type RouteKey = keyof typeof ROUTES;

/** Where a visitor lands after login when no (safe) origin was passed along. */
export const DEFAULT_AFTER_LOGIN_PATH = ROUTES.dashboard;

/** Query parameter that carries the origin of a protected path to `/` and back after login. */
export const REDIRECT_PARAM = 'redirect';
