/**
 * Shape of the session slice (SPEC.md section 3, "Application state"). The shell owns
 * the slice and its workflow; remotes only read it, through `@itam/shared/store`.
 */
import type { Location, SessionUser } from './wire';
import { LICENSE_UNKNOWN, type ClientLicenseCode } from './license';
import type { CompanyModule } from './modules';
import type { Policies } from './permissions';
import { DEFAULT_COMPANY_CLOCK, type CompanyClock } from './date-time';

/** A company's time zone and currency until it says otherwise (the product is sold in India). */
export const DEFAULT_COMPANY_TIME_ZONE = 'Asia/Kolkata';
export const DEFAULT_COMPANY_CURRENCY = 'INR';

/** Store key of the session slice. */
export const SESSION_SLICE_KEY = 'session';

/** Where the role policies are: `idle` before login, `failed` when the call failed. */
export type RolesStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface SessionState {
  /** null until the initial token check answers (unknown), then true or false. */
  isLoggedIn: boolean | null;
  initialLoading: boolean;
  loginModalVisible: boolean;
  /** A login request is on its way. */
  loginPending: boolean;
  /** The server's text of the last failed login; null when none. */
  loginError: string | null;
  /** When a login the server throttled (429) may be tried again (epoch ms); null: no wait. */
  loginRetryAt: number | null;
  user: SessionUser | null;
  companyRoles: CompanyModule[];
  companyLogo: string | null;
  /** The company's name (page titles, the header). */
  companyName: string | null;
  /** How the company writes days, times and money (kit formatting); defaults until known. */
  companyTimeZone: string;
  companyCurrency: string;
  /** 24-hour or 12-hour times (kit formatting); 24-hour until known. */
  companyClock: CompanyClock;
  licenseCode: ClientLicenseCode;
  roleName: string | null;
  policies: Policies;
  rolesStatus: RolesStatus;
  locations: Location[];
}

/** Before the initial token check: unknown, loading, licence 'NA'. */
export const INITIAL_SESSION_STATE: SessionState = {
  isLoggedIn: null,
  initialLoading: true,
  loginModalVisible: false,
  loginPending: false,
  loginError: null,
  loginRetryAt: null,
  user: null,
  companyRoles: [],
  companyLogo: null,
  companyName: null,
  companyTimeZone: DEFAULT_COMPANY_TIME_ZONE,
  companyCurrency: DEFAULT_COMPANY_CURRENCY,
  companyClock: DEFAULT_COMPANY_CLOCK,
  licenseCode: LICENSE_UNKNOWN,
  roleName: null,
  policies: {},
  rolesStatus: 'idle',
  locations: [],
};
