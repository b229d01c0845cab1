/** The seeded companies and accounts (all with password DEMO_PASSWORD). */
import { COMPANY_MODULES, type CompanyModule } from '@itam/shared/contracts';
import { DEMO_BRANCHES, OTHER_BRANCHES, type BranchSpec } from './branches';

export const DEMO_PASSWORD = 'Demo@12345';

/**
 * Admin and Viewer in every company; Demo Corp's service desk adds IT agent and Staff, its
 * employee exits Department head and HR.
 */
export type SeedRole = 'Admin' | 'Viewer' | 'IT agent' | 'Staff' | 'Department head' | 'HR';

export interface UserSpec {
  email: string;
  firstName: string;
  lastName: string;
  role: SeedRole;
}

export interface CompanySpec {
  key: 'demo' | 'other' | 'lapsed' | 'newco' | 'incidents';
  name: string;
  logo: string | null;
  modules: CompanyModule[];
  licenseNotRequired: boolean;
  /** Days relative to today; null = never subscribed. */
  subscription: { startDays: number; endDays: number } | null;
  tagPrefix: string;
  branches: readonly BranchSpec[];
  employees: number;
  purchaseOrders: number;
  assets: number;
  users: UserSpec[];
}

const logo = (initials: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="#33D7DB"/>` +
      `<text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`,
  ).toString('base64')}`;

const single = (branchId: string, name: string, city: string): BranchSpec[] => [
  { branchId, name, city, address: `${name}, ${city}` },
];

export interface SeedSizes {
  demoAssets: number;
  otherAssets: number;
  demoEmployees: number;
}

export const DEFAULT_SIZES: SeedSizes = { demoAssets: 2000, otherAssets: 300, demoEmployees: 50 };

/** Demo Corp's accounts, one per role its modules use. */
const demoUsers = (): UserSpec[] => [
  { email: 'admin@demo.test', firstName: 'Priya', lastName: 'Nair', role: 'Admin' },
  { email: 'viewer@demo.test', firstName: 'Vikram', lastName: 'Rao', role: 'Viewer' },
  { email: 'agent@demo.test', firstName: 'Anita', lastName: 'Desai', role: 'IT agent' },
  { email: 'employee@demo.test', firstName: 'Rohan', lastName: 'Gupta', role: 'Staff' },
  // Rohan's manager: approves the manager's step of his shop orders.
  { email: 'manager@demo.test', firstName: 'Meera', lastName: 'Joshi', role: 'Staff' },
  {
    email: 'it-head@demo.test',
    firstName: 'Karthik',
    lastName: 'Menon',
    role: 'Department head',
  },
  {
    email: 'finance-head@demo.test',
    firstName: 'Lakshmi',
    lastName: 'Iyer',
    role: 'Department head',
  },
  { email: 'hr@demo.test', firstName: 'Farah', lastName: 'Sheikh', role: 'HR' },
  // The employee of the exit in progress (seed/exits.ts): answers their own interview.
  { email: 'leaver@demo.test', firstName: 'Arjun', lastName: 'Kapoor', role: 'Staff' },
];

/** One small company per licence situation: lapsed, never subscribed, one module. */
function licenceCompanies(live: CompanySpec['subscription']): CompanySpec[] {
  return [
    {
      key: 'lapsed',
      name: 'Lapsed Logistics',
      logo: null,
      modules: ['asset-management'],
      licenseNotRequired: false,
      subscription: { startDays: -400, endDays: -35 },
      tagPrefix: 'LL',
      branches: single('LL-01', 'Nagpur Depot', 'Nagpur'),
      employees: 3,
      purchaseOrders: 2,
      assets: 10,
      users: [{ email: 'expired@demo.test', firstName: 'Rahul', lastName: 'Mehta', role: 'Admin' }],
    },
    {
      key: 'newco',
      name: 'Newco Ventures',
      logo: null,
      modules: ['asset-management', 'saas-products'],
      licenseNotRequired: false,
      subscription: null,
      tagPrefix: 'NV',
      branches: single('NV-01', 'Kochi Office', 'Kochi'),
      employees: 3,
      purchaseOrders: 2,
      assets: 10,
      users: [
        { email: 'unlicensed@demo.test', firstName: 'Sara', lastName: 'Khan', role: 'Admin' },
      ],
    },
    {
      key: 'incidents',
      name: 'Incident Response Co',
      logo: null,
      modules: ['incident-management'],
      licenseNotRequired: false,
      subscription: live,
      tagPrefix: 'IR',
      branches: single('IR-01', 'Jaipur Office', 'Jaipur'),
      employees: 3,
      purchaseOrders: 2,
      assets: 10,
      users: [
        { email: 'incidents@demo.test', firstName: 'Tom', lastName: 'Fernandes', role: 'Admin' },
      ],
    },
  ];
}

export function companySpecs(sizes: SeedSizes): CompanySpec[] {
  const live = { startDays: -180, endDays: 5 * 365 };
  return [
    {
      key: 'demo',
      name: 'Demo Corp',
      logo: logo('DC'),
      modules: [...COMPANY_MODULES],
      licenseNotRequired: false,
      subscription: live,
      tagPrefix: 'DC',
      branches: DEMO_BRANCHES,
      employees: sizes.demoEmployees,
      purchaseOrders: 40,
      assets: sizes.demoAssets,
      users: demoUsers(),
    },
    {
      // A company the vendor runs for free: it needs no licence at all.
      key: 'other',
      name: 'Other Ltd',
      logo: logo('OL'),
      modules: ['asset-management', 'it-services'],
      licenseNotRequired: true,
      subscription: null,
      tagPrefix: 'OL',
      branches: OTHER_BRANCHES,
      employees: 15,
      purchaseOrders: 10,
      assets: sizes.otherAssets,
      users: [{ email: 'admin@other.test', firstName: 'Oliver', lastName: 'Smith', role: 'Admin' }],
    },
    ...licenceCompanies(live),
  ];
}
