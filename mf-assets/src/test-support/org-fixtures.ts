/** Answers of the organisation settings endpoints for component tests and stories. */
import type {
  AssetTypeSetting,
  Branch,
  CompanyInfo,
  CompanyRole,
  Employee,
  PersonalInfo,
  PurchaseOrderDetail,
  TagRule,
} from '@itam/shared/contracts';

export const PROFILE: PersonalInfo = {
  _id: 'u1',
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'admin@demo.test',
  phone: null,
  language: 'en',
  roleName: 'Admin',
};

export const COMPANY: CompanyInfo = {
  _id: 'c1',
  name: 'Demo Corp',
  legalName: null,
  address: null,
  taxId: null,
  timeZone: 'Asia/Kolkata',
  currency: 'INR',
  clock: '24h',
  tagLinkBase: null,
  effectiveTagLinkBase: 'https://itam.example.com',
  logo: null,
};

export const BRANCHES: Branch[] = [
  {
    _id: '10000000-0000-4000-8000-000000000001',
    branchId: 'PUN-1',
    name: 'Pune',
    city: 'Pune',
    address: null,
    assetCount: 12,
    employeeCount: 3,
  },
  {
    _id: '10000000-0000-4000-8000-000000000002',
    branchId: 'BLR-1',
    name: 'Bengaluru',
    city: 'Bengaluru',
    address: null,
    assetCount: 0,
    employeeCount: 0,
  },
];

export const TYPES: AssetTypeSetting[] = [
  {
    _id: '20000000-0000-4000-8000-000000000001',
    name: 'Laptop',
    depreciationMethod: 'straight-line',
    usefulLifeYears: 4,
    assetCount: 30,
  },
  {
    _id: '20000000-0000-4000-8000-000000000002',
    name: 'Drone',
    depreciationMethod: null,
    usefulLifeYears: null,
    assetCount: 0,
  },
];

export const RULES: TagRule[] = [
  {
    _id: 'r1',
    assetType: null,
    branch: null,
    prefix: 'DC',
    nextNumber: 61,
    padding: 6,
    nextTag: 'DC-000061',
  },
  {
    _id: 'r2',
    assetType: { _id: TYPES[0]!._id, name: 'Laptop' },
    branch: { _id: BRANCHES[0]!._id, branchId: 'PUN-1', name: 'Pune' },
    prefix: 'DC-LAP',
    nextNumber: 7,
    padding: 4,
    nextTag: 'DC-LAP-0007',
  },
];

export const EMPLOYEES: Employee[] = [
  {
    _id: '30000000-0000-4000-8000-000000000001',
    code: 'EMP-001',
    name: 'Asha Rao',
    email: 'asha@demo.test',
    phone: null,
    department: { _id: 'd1', name: 'IT' },
    branch: { _id: BRANCHES[0]!._id, branchId: 'PUN-1', name: 'Pune' },
    manager: null,
    joiningDate: '2021-04-01',
    active: true,
    assetCount: 2,
  },
  {
    _id: '30000000-0000-4000-8000-000000000002',
    code: 'EMP-002',
    name: 'Ravi Kumar',
    email: null,
    phone: null,
    department: { _id: 'd1', name: 'IT' },
    branch: null,
    manager: { _id: '30000000-0000-4000-8000-000000000001', code: 'EMP-001', name: 'Asha Rao' },
    joiningDate: null,
    active: true,
    assetCount: 0,
  },
];

export const ORDER: PurchaseOrderDetail = {
  _id: '40000000-0000-4000-8000-000000000001',
  invoiceId: 'PO-DC-0002',
  vendor: 'Ingram Micro',
  orderDate: '2026-01-10',
  status: 'partly-received',
  amount: 368000,
  branch: { _id: BRANCHES[0]!._id, branchId: 'PUN-1', name: 'Pune' },
  lineCount: 1,
  quantity: 4,
  receivedQuantity: 2,
  lines: [
    {
      _id: '50000000-0000-4000-8000-000000000001',
      lineNo: 1,
      assetType: { _id: TYPES[0]!._id, name: 'Laptop' },
      model: 'ThinkPad T14',
      quantity: 4,
      unitPrice: 92000,
      receivedQuantity: 2,
    },
  ],
  invoiceFile: null,
  assets: [
    { _id: '60000000-0000-4000-8000-000000000001', name: 'ThinkPad T14', tag: 'DC-000062' },
    { _id: '60000000-0000-4000-8000-000000000002', name: 'ThinkPad T14', tag: 'DC-000061' },
  ],
};

export const ROLES: CompanyRole[] = [
  {
    _id: '70000000-0000-4000-8000-000000000001',
    roleName: 'Admin',
    accessLevel: 'admin',
    policies: {},
    userCount: 1,
  },
  {
    _id: '70000000-0000-4000-8000-000000000002',
    roleName: 'Branch manager',
    accessLevel: 'branch-manager',
    policies: { on_asset: { asset: ['view'] } },
    userCount: 0,
  },
];
