/** Deterministic pseudo-random demo data: the same seed gives the same rows. */

/** mulberry32: small, fast and good enough for demo data (not for secrets). */
export function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;

export const pick = <T>(rng: Rng, list: readonly T[]): T =>
  list[Math.floor(rng() * list.length)] as T;
export const between = (rng: Rng, min: number, max: number): number =>
  min + Math.floor(rng() * (max - min + 1));

export function weighted<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
export const randomCode = (rng: Rng, length: number): string =>
  Array.from({ length }, () => pick(rng, ALNUM.split(''))).join('');

/** A 15-digit IMEI whose last digit is the Luhn check digit, like real ones. */
export function imei(rng: Rng): string {
  const digits = [3, 5, ...Array.from({ length: 12 }, () => between(rng, 0, 9))];
  const sum = digits.reduce((acc, d, i) => {
    const doubled = i % 2 === 1 ? d * 2 : d;
    return acc + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return [...digits, (10 - (sum % 10)) % 10].join('');
}

export interface AssetKind {
  type: string;
  weight: number;
  models: readonly (readonly [make: string, model: string])[];
  price: readonly [min: number, max: number];
  hasImei?: boolean;
  serialPrefix?: string;
}

export const ASSET_KINDS: readonly AssetKind[] = [
  {
    type: 'Laptop',
    weight: 34,
    price: [55000, 210000],
    models: [
      ['Dell', 'Latitude 5440'],
      ['Dell', 'Latitude 7440'],
      ['Lenovo', 'ThinkPad T14 Gen 4'],
      ['Lenovo', 'ThinkPad X1 Carbon Gen 11'],
      ['HP', 'EliteBook 840 G10'],
      ['HP', 'ProBook 450 G10'],
      ['Apple', 'MacBook Pro 14 (M3)'],
      ['Apple', 'MacBook Air 13 (M2)'],
    ],
  },
  {
    type: 'Desktop',
    weight: 9,
    price: [38000, 120000],
    models: [
      ['Dell', 'OptiPlex 7010'],
      ['HP', 'EliteDesk 800 G9'],
      ['Lenovo', 'ThinkCentre M70q Gen 4'],
      ['Apple', 'Mac mini (M2)'],
    ],
  },
  {
    type: 'Monitor',
    weight: 20,
    price: [9000, 48000],
    models: [
      ['Dell', 'P2423D'],
      ['Dell', 'U2723QE'],
      ['LG', '27UP850-W'],
      ['Samsung', 'ViewFinity S6'],
      ['HP', 'E24 G5'],
    ],
  },
  {
    type: 'Mobile Phone',
    weight: 12,
    price: [18000, 135000],
    hasImei: true,
    models: [
      ['Apple', 'iPhone 15'],
      ['Apple', 'iPhone 14'],
      ['Samsung', 'Galaxy S23'],
      ['Samsung', 'Galaxy A54'],
      ['Google', 'Pixel 8'],
    ],
  },
  {
    type: 'Tablet',
    weight: 5,
    price: [28000, 95000],
    hasImei: true,
    models: [
      ['Apple', 'iPad Air (5th gen)'],
      ['Samsung', 'Galaxy Tab S9'],
      ['Lenovo', 'Tab P12'],
    ],
  },
  {
    type: 'Printer',
    weight: 3,
    price: [14000, 85000],
    models: [
      ['HP', 'LaserJet Pro M404dn'],
      ['Canon', 'imageCLASS MF445dw'],
      ['Brother', 'HL-L5100DN'],
    ],
  },
  {
    type: 'Network Switch',
    weight: 3,
    price: [22000, 240000],
    models: [
      ['Cisco', 'Catalyst 9200L-24T'],
      ['Aruba', '2930F 24G'],
      ['Netgear', 'GS728TP'],
    ],
  },
  {
    type: 'Server',
    weight: 2,
    price: [280000, 950000],
    models: [
      ['Dell', 'PowerEdge R650'],
      ['HPE', 'ProLiant DL380 Gen11'],
      ['Lenovo', 'ThinkSystem SR650 V3'],
    ],
  },
  {
    type: 'Docking Station',
    weight: 7,
    price: [9000, 32000],
    models: [
      ['Dell', 'WD19S'],
      ['Lenovo', 'ThinkPad Universal USB-C Dock'],
      ['HP', 'USB-C Dock G5'],
    ],
  },
  {
    type: 'Headset',
    weight: 5,
    price: [3500, 28000],
    models: [
      ['Jabra', 'Evolve2 65'],
      ['Poly', 'Voyager Focus 2'],
      ['Logitech', 'Zone Vibe 100'],
    ],
  },
];

export const SERIAL_PREFIX: Record<string, string> = {
  Dell: 'DL',
  Lenovo: 'PF',
  HP: '5CG',
  Apple: 'C02',
  LG: 'LG',
  Samsung: 'R5C',
  Google: 'GA',
  Canon: 'CN',
  Brother: 'E7',
  Cisco: 'FOC',
  Aruba: 'SG',
  Netgear: '6LN',
  HPE: 'CZ',
  Jabra: 'JB',
  Poly: 'PL',
  Logitech: 'LT',
};

export const VENDORS = [
  'Redington India',
  'Ingram Micro India',
  'Rashi Peripherals',
  'Dell Technologies',
  'Lenovo India',
  'HP India Sales',
  'Unicorn Infosolutions',
  'Croma Business',
] as const;

export const FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Vikram',
  'Ananya',
  'Rohan',
  'Isha',
  'Arjun',
  'Meera',
  'Kabir',
  'Sneha',
  'Aditya',
  'Kavya',
  'Rahul',
  'Diya',
  'Siddharth',
  'Neha',
  'Karan',
  'Pooja',
  'Nikhil',
  'Riya',
  'Oliver',
  'Emma',
  'James',
  'Sophia',
  'Liam',
  'Amelia',
  'Noah',
  'Grace',
  'Farhan',
  'Zara',
] as const;

export const LAST_NAMES = [
  'Sharma',
  'Iyer',
  'Rao',
  'Patel',
  'Nair',
  'Gupta',
  'Reddy',
  'Menon',
  'Kapoor',
  'Joshi',
  'Banerjee',
  'Kulkarni',
  'Fernandes',
  'Singh',
  'Khan',
  'Das',
  'Chopra',
  'Pillai',
  'Smith',
  'Brown',
] as const;

/** The departments of every seeded company (an employee's is drawn from them). */
export const DEPARTMENTS = ['IT', 'Finance', 'HR', 'Administration'] as const;
