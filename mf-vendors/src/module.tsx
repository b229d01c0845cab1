/**
 * The `vendors` remote (vendor list, registration and questionnaires). Its routes and menu entries are its route data
 * (./routes.ts). Screens: the vendor list (/vendor-list), registering a vendor with its
 * questionnaire (/vendor-registration), the standard questionnaire (/default-form),
 * answering a vendor's questionnaire (its public link /vendor-response/:token, or
 * /vendor-form/:token on its behalf), /responseSubmitted and the review
 * (/certification-form/:vendorId). Each screen is its own chunk.
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import CONTRIBUTIONS from './contributions';
import { VENDORS_ROUTES } from './routes';
import en from './locales/en/vendors.json';
import hi from './locales/hi/vendors.json';

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'vendors',
  routes: VENDORS_ROUTES,
  i18n: { namespace: 'vendors', resources: { en, hi } },
  screens: {
    vendorList: () => import('./features/list/vendor-list-screen'),
    vendorRegistration: () => import('./features/registration/vendor-registration-screen'),
    defaultForm: () => import('./features/default-form/default-form-screen'),
    vendorForm: () => import('./features/response/vendor-form-screen'),
    vendorResponse: () => import('./features/response/vendor-response-screen'),
    responseSubmitted: () => import('./features/submitted/response-submitted-screen'),
    certificationForm: () => import('./features/review/certification-form-screen'),
  },
  contributions: CONTRIBUTIONS,
});

export default remoteModule;
