/**
 * Demo Corp's shop catalogue: 40 products in 6 categories, built on the seeded asset types
 * and models (src/seed/data.ts) so their availability counts real stock; five bundles and
 * four software licences among them.
 */
import type { ProductKind } from '../db/schema-shop';

export type Component = [assetType: string, model: string, quantity?: number];
export interface ProductSeed {
  name: string;
  kind: ProductKind;
  rupees: number;
  components: Component[];
  specs: Record<string, string>;
  description?: string;
  leadTimeDays?: number;
}

const device = (type: string, model: string, rupees: number, specs: Record<string, string>) => ({
  name: model,
  kind: 'device' as const,
  rupees,
  components: [[type, model]] as Component[],
  specs,
});

/** The dock of the laptop bundle is not in the register, so it is bought when ordered. */
const BUNDLE_DOCK = 'ThinkPad Thunderbolt 4 Dock';

export const SHOP_CATALOGUE: { category: string; products: ProductSeed[] }[] = [
  {
    category: 'Laptops',
    products: [
      device('Laptop', 'Latitude 5440', 82_000, {
        CPU: 'Core i5-1345U',
        RAM: '16 GB',
        Storage: '512 GB SSD',
      }),
      device('Laptop', 'Latitude 7440', 118_000, {
        CPU: 'Core i7-1365U',
        RAM: '16 GB',
        Storage: '512 GB SSD',
      }),
      device('Laptop', 'ThinkPad T14 Gen 4', 96_000, {
        CPU: 'Core i5-1335U',
        RAM: '16 GB',
        Storage: '512 GB SSD',
      }),
      device('Laptop', 'ThinkPad X1 Carbon Gen 11', 175_000, {
        CPU: 'Core i7-1365U',
        RAM: '32 GB',
        Storage: '1 TB SSD',
      }),
      device('Laptop', 'EliteBook 840 G10', 104_000, {
        CPU: 'Core i5-1345U',
        RAM: '16 GB',
        Storage: '512 GB SSD',
      }),
      device('Laptop', 'ProBook 450 G10', 64_000, {
        CPU: 'Core i5-1334U',
        RAM: '8 GB',
        Storage: '512 GB SSD',
      }),
      device('Laptop', 'MacBook Pro 14 (M3)', 169_900, {
        Chip: 'Apple M3',
        RAM: '16 GB',
        Storage: '512 GB SSD',
      }),
      device('Laptop', 'MacBook Air 13 (M2)', 99_900, {
        Chip: 'Apple M2',
        RAM: '8 GB',
        Storage: '256 GB SSD',
      }),
    ],
  },
  {
    category: 'Desktops and monitors',
    products: [
      device('Desktop', 'OptiPlex 7010', 58_000, { CPU: 'Core i5-13500', RAM: '16 GB' }),
      device('Desktop', 'EliteDesk 800 G9', 72_000, { CPU: 'Core i7-12700', RAM: '16 GB' }),
      device('Desktop', 'ThinkCentre M70q Gen 4', 54_000, { CPU: 'Core i5-13400T', RAM: '8 GB' }),
      device('Desktop', 'Mac mini (M2)', 59_900, { Chip: 'Apple M2', RAM: '8 GB' }),
      device('Monitor', 'P2423D', 18_500, { Size: '24 inch', Resolution: '2560 × 1440' }),
      device('Monitor', 'U2723QE', 46_000, { Size: '27 inch', Resolution: '3840 × 2160' }),
      device('Monitor', '27UP850-W', 38_000, { Size: '27 inch', Resolution: '3840 × 2160' }),
      device('Monitor', 'ViewFinity S6', 29_000, { Size: '27 inch', Resolution: '2560 × 1440' }),
      device('Monitor', 'E24 G5', 14_000, { Size: '24 inch', Resolution: '1920 × 1080' }),
    ],
  },
  {
    category: 'Phones and tablets',
    products: [
      device('Mobile Phone', 'iPhone 15', 79_900, { Storage: '128 GB' }),
      device('Mobile Phone', 'iPhone 14', 69_900, { Storage: '128 GB' }),
      device('Mobile Phone', 'Galaxy S23', 74_999, { Storage: '256 GB' }),
      device('Mobile Phone', 'Galaxy A54', 38_999, { Storage: '128 GB' }),
      device('Mobile Phone', 'Pixel 8', 75_999, { Storage: '128 GB' }),
      device('Tablet', 'iPad Air (5th gen)', 59_900, { Storage: '64 GB', Display: '10.9 inch' }),
      device('Tablet', 'Galaxy Tab S9', 72_999, { Storage: '128 GB', Display: '11 inch' }),
      device('Tablet', 'Tab P12', 34_999, { Storage: '128 GB', Display: '12.7 inch' }),
    ],
  },
  {
    category: 'Accessories',
    products: [
      device('Docking Station', 'WD19S', 17_500, { Ports: 'USB-C, HDMI, 2 × DP, Ethernet' }),
      device('Docking Station', 'ThinkPad Universal USB-C Dock', 19_000, {
        Ports: 'USB-C, HDMI, 2 × DP',
      }),
      device('Docking Station', 'USB-C Dock G5', 16_500, { Ports: 'USB-C, HDMI, DP, Ethernet' }),
      device('Headset', 'Evolve2 65', 18_000, { Connection: 'Bluetooth, USB-A dongle' }),
      device('Headset', 'Voyager Focus 2', 21_000, { Connection: 'Bluetooth, USB-C dongle' }),
      device('Headset', 'Zone Vibe 100', 9_000, { Connection: 'Bluetooth' }),
    ],
  },
  {
    category: 'Bundles',
    products: [
      {
        name: 'Developer laptop bundle',
        kind: 'bundle',
        rupees: 140_000,
        description: 'A ThinkPad with a Thunderbolt dock and a headset for calls.',
        components: [
          ['Laptop', 'ThinkPad T14 Gen 4'],
          ['Docking Station', BUNDLE_DOCK],
          ['Headset', 'Evolve2 65'],
        ],
        specs: { Laptop: 'ThinkPad T14 Gen 4', Dock: BUNDLE_DOCK, Headset: 'Evolve2 65' },
        leadTimeDays: 10,
      },
      {
        name: 'Sales laptop bundle',
        kind: 'bundle',
        rupees: 118_000,
        components: [
          ['Laptop', 'Latitude 5440'],
          ['Docking Station', 'WD19S'],
          ['Headset', 'Voyager Focus 2'],
        ],
        specs: { Laptop: 'Latitude 5440', Dock: 'WD19S', Headset: 'Voyager Focus 2' },
      },
      {
        name: 'Designer workstation',
        kind: 'bundle',
        rupees: 250_000,
        components: [
          ['Laptop', 'MacBook Pro 14 (M3)'],
          ['Monitor', '27UP850-W', 2],
        ],
        specs: { Laptop: 'MacBook Pro 14 (M3)', Monitors: '2 × LG 27UP850-W' },
      },
      {
        name: 'Hot desk set',
        kind: 'bundle',
        rupees: 95_000,
        components: [
          ['Desktop', 'OptiPlex 7010'],
          ['Monitor', 'P2423D', 2],
          ['Headset', 'Zone Vibe 100'],
        ],
        specs: { Desktop: 'OptiPlex 7010', Monitors: '2 × P2423D', Headset: 'Zone Vibe 100' },
      },
      {
        name: 'Field kit',
        kind: 'bundle',
        rupees: 135_000,
        components: [
          ['Mobile Phone', 'iPhone 15'],
          ['Tablet', 'iPad Air (5th gen)'],
        ],
        specs: { Phone: 'iPhone 15', Tablet: 'iPad Air (5th gen)' },
      },
    ],
  },
  {
    category: 'Software',
    products: [
      {
        name: 'Microsoft 365 E3 (1 year)',
        kind: 'software',
        rupees: 25_000,
        components: [],
        specs: { Term: '1 year' },
      },
      {
        name: 'Adobe Creative Cloud (1 year)',
        kind: 'software',
        rupees: 62_000,
        components: [],
        specs: { Term: '1 year' },
      },
      {
        name: 'JetBrains All Products Pack (1 year)',
        kind: 'software',
        rupees: 26_000,
        components: [],
        specs: { Term: '1 year' },
      },
      {
        name: 'Zoom Workplace Pro (1 year)',
        kind: 'software',
        rupees: 13_000,
        components: [],
        specs: { Term: '1 year' },
      },
    ],
  },
];
