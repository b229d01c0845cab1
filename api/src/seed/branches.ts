/** The branches of the seeded companies: Demo Corp's offices and Other Ltd's. */

export interface BranchSpec {
  branchId: string;
  name: string;
  city: string;
  address: string;
}

export const DEMO_BRANCHES: readonly BranchSpec[] = [
  {
    branchId: 'BR-MUM',
    name: 'Mumbai HQ',
    city: 'Mumbai',
    address: '4th Floor, One BKC, Bandra Kurla Complex, Mumbai 400051',
  },
  {
    branchId: 'BR-BLR',
    name: 'Bengaluru Tech Park',
    city: 'Bengaluru',
    address: 'Tower B, Embassy Tech Village, Outer Ring Road, Bengaluru 560103',
  },
  {
    branchId: 'BR-GGN',
    name: 'Gurugram Office',
    city: 'Gurugram',
    address: 'DLF Cyber City, Phase 2, Gurugram 122002',
  },
  {
    branchId: 'BR-PUN',
    name: 'Pune Delivery Centre',
    city: 'Pune',
    address: 'Hinjewadi Phase 1, Pune 411057',
  },
  {
    branchId: 'BR-HYD',
    name: 'Hyderabad Office',
    city: 'Hyderabad',
    address: 'HITEC City, Madhapur, Hyderabad 500081',
  },
  {
    branchId: 'BR-CHN',
    name: 'Chennai Warehouse',
    city: 'Chennai',
    address: 'Ambattur Industrial Estate, Chennai 600058',
  },
];

export const OTHER_BRANCHES: readonly BranchSpec[] = [
  {
    branchId: 'OL-LDN',
    name: 'London Head Office',
    city: 'London',
    address: '20 Finsbury Square, London EC2A 1AS',
  },
  {
    branchId: 'OL-MAN',
    name: 'Manchester Studio',
    city: 'Manchester',
    address: '1 Spinningfields, Manchester M3 3AP',
  },
  {
    branchId: 'OL-DUB',
    name: 'Dublin Office',
    city: 'Dublin',
    address: '2 Grand Canal Square, Dublin D02 A342',
  },
];
