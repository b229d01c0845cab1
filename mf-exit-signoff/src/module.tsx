/**
 * The `exit-signoff` remote (employee exit sign-off and pre-employee onboarding). Its routes
 * and menu entries are its route data (./routes.ts). Screens: starting an exit
 * (/new-sign-off), a department's parts with IT's item recovery (/department-sign-off and
 * its confirmation /sign-off-suceess), the authority's drawn signature producing the
 * certificate (/authority-sign, then /thanks-for-signing), one exit in full
 * (/exit-employees/:employeeId), every exit for reporting (/exit-responses) and a joiner's
 * reserved stock (/pre-employee-onboarding), and the leaving employee's way in to their own
 * exit (/my-exit). Each screen is its own chunk.
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import { EXIT_SIGNOFF_ROUTES } from './routes';
import en from './locales/en/exit-signoff.json';
import hi from './locales/hi/exit-signoff.json';

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'exit-signoff',
  routes: EXIT_SIGNOFF_ROUTES,
  i18n: { namespace: 'exit-signoff', resources: { en, hi } },
  screens: {
    newSignOff: () => import('./features/new-sign-off/new-sign-off-screen'),
    departmentSignOff: () => import('./features/department/department-sign-off-screen'),
    signOffSuccess: () => import('./features/confirm/sign-off-success-screen'),
    authoritySign: () => import('./features/authority/authority-sign-screen'),
    thanksForSigning: () => import('./features/confirm/thanks-for-signing-screen'),
    exitEmployee: () => import('./features/exit-employee/exit-employee-screen'),
    exitResponses: () => import('./features/responses/exit-responses-screen'),
    preEmployeeOnboarding: () => import('./features/onboarding/onboarding-screen'),
    myExit: () => import('./features/my-exit/my-exit-screen'),
  },
});

export default remoteModule;
