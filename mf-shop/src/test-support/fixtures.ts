/** Fake shop answers for component tests and stories (the API's shapes, api/README.md "The IT shop"). */
import type {
  Cart,
  Category,
  Order,
  Product,
  ProductPage,
  SettingsUser,
  ShopSettings,
} from '@itam/shared/contracts/shop';

export { fail, installFakeApi, type FakeApi, type FakeRequest } from '@itam/shared/fake-api';

export const productId = (n: number) => `80000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const categoryId = (n: number) => `81000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const orderId = (n: number) => `82000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const itemId = (n: number) => `83000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const assetId = (n: number) => `84000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TYPE_LAPTOP = { _id: '85000000-0000-4000-8000-000000000001', name: 'Laptop' };
const TYPE_DOCK = { _id: '85000000-0000-4000-8000-000000000002', name: 'Docking station' };

export const FAKE_CATEGORIES: Category[] = [
  { _id: categoryId(1), name: 'Laptops', position: 1, productCount: 8 },
  { _id: categoryId(5), name: 'Bundles', position: 5, productCount: 5 },
  { _id: categoryId(6), name: 'Software', position: 6, productCount: 4 },
];

export function fakeProduct(n: number, overrides: Partial<Product> = {}): Product {
  return {
    _id: productId(n),
    name: `Product ${n}`,
    description: '',
    kind: 'device',
    category: { _id: categoryId(1), name: 'Laptops' },
    specs: {},
    pricePaise: 10_000_00,
    leadTimeDays: 14,
    retired: false,
    retiredAt: null,
    components: [{ assetType: TYPE_LAPTOP, model: 'ThinkPad T14', quantity: 1 }],
    pictures: [],
    availability: { inStock: 3, expectedDeliveryDays: null },
    ...overrides,
  };
}

export const LAPTOP = fakeProduct(1, {
  name: 'ThinkPad T14 Gen 4',
  description: 'A 14-inch business laptop.',
  pricePaise: 1_12_000_00,
  specs: { Processor: 'Intel Core i7', Memory: '16 GB' },
  availability: { inStock: 4, expectedDeliveryDays: null },
});

export const BUNDLE = fakeProduct(2, {
  name: 'Developer laptop bundle',
  kind: 'bundle',
  category: { _id: categoryId(5), name: 'Bundles' },
  pricePaise: 1_45_500_00,
  components: [
    { assetType: TYPE_LAPTOP, model: 'ThinkPad T14 Gen 4', quantity: 1 },
    { assetType: TYPE_DOCK, model: 'Thunderbolt 4 dock', quantity: 1 },
  ],
  availability: { inStock: 0, expectedDeliveryDays: 10 },
});

export const LICENCE = fakeProduct(3, {
  name: 'Figma licence',
  kind: 'software',
  category: { _id: categoryId(6), name: 'Software' },
  pricePaise: 12_000_00,
  components: [],
  availability: { inStock: null, expectedDeliveryDays: null },
});

export const FAKE_PRODUCTS = [LAPTOP, BUNDLE, LICENCE];

export function fakeProductPage(products = FAKE_PRODUCTS, total = products.length): ProductPage {
  return { products, total, pageNumber: 0, limit: 24 };
}

const IT_HEAD = { _id: '20000000-0000-4000-8000-000000000010', name: 'Imran Head' };
const FINANCE_HEAD = { _id: '20000000-0000-4000-8000-000000000011', name: 'Farah Finance' };

/** The shop's settings: ₹1,50,000, the IT head and the Finance head approving. */
export const FAKE_SETTINGS: ShopSettings = {
  priceLimitPaise: 1_50_000_00,
  itApproverUserId: IT_HEAD._id,
  financeApproverUserId: FINANCE_HEAD._id,
  itApprover: IT_HEAD,
  financeApprover: FINANCE_HEAD,
};

/** The users the settings' pickers offer (GET /shop/settings/users), by name. */
export const FAKE_SETTINGS_USERS: SettingsUser[] = [
  { _id: '20000000-0000-4000-8000-000000000012', name: 'Arjun Agent', email: 'agent@demo.test' },
  { ...FINANCE_HEAD, email: 'finance-head@demo.test' },
  { ...IT_HEAD, email: 'it-head@demo.test' },
];

/** The cart with its order details (none written by default). */
export function fakeCart(
  items: { product: Product; quantity: number }[] = [],
  details: Partial<Pick<Cart, 'businessReason' | 'employee'>> = {},
): Cart {
  const lines = items.map((i) => ({ ...i, totalPaise: i.product.pricePaise * i.quantity }));
  const totalPaise = lines.reduce((sum, l) => sum + l.totalPaise, 0);
  return {
    items: lines,
    totalPaise,
    needsFinance: totalPaise > 1_50_000_00,
    businessReason: '',
    employee: null,
    ...details,
  };
}

/** The developer bundle ordered by Ravi, awaiting his manager. */
export function fakeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: orderId(1),
    number: 9,
    status: 'awaiting-approval',
    employee: { _id: '86000000-0000-4000-8000-000000000001', id: 'EMP-0001', name: 'Ravi Kumar' },
    requester: { _id: '20000000-0000-4000-8000-000000000001', name: 'Ravi Kumar' },
    onBehalf: false,
    businessReason: 'New joiner in the platform team',
    totalPaise: 1_45_500_00,
    placedAt: '2026-11-20T09:30:00.000Z',
    approvedAt: null,
    completedAt: null,
    closedAt: null,
    currentStep: 'manager',
    steps: [
      {
        _id: '87000000-0000-4000-8000-000000000001',
        kind: 'manager',
        approver: { _id: '20000000-0000-4000-8000-000000000009', name: 'Meera Joshi' },
        decision: 'pending',
        decidedBy: null,
        decidedAt: null,
        comment: null,
      },
      {
        _id: '87000000-0000-4000-8000-000000000002',
        kind: 'it',
        approver: { _id: '20000000-0000-4000-8000-000000000010', name: 'Imran Head' },
        decision: 'pending',
        decidedBy: null,
        decidedAt: null,
        comment: null,
      },
    ],
    lines: [
      {
        _id: '88000000-0000-4000-8000-000000000001',
        lineNo: 1,
        product: { _id: BUNDLE._id, name: BUNDLE.name, kind: 'bundle' },
        unitPricePaise: BUNDLE.pricePaise,
        quantity: 1,
        totalPaise: BUNDLE.pricePaise,
      },
    ],
    items: [
      {
        _id: itemId(1),
        lineId: '88000000-0000-4000-8000-000000000001',
        assetType: TYPE_LAPTOP,
        model: 'ThinkPad T14 Gen 4',
        status: 'open',
        asset: null,
        purchaseOrder: null,
        reservedAt: null,
        handedOverAt: null,
      },
      {
        _id: itemId(2),
        lineId: '88000000-0000-4000-8000-000000000001',
        assetType: TYPE_DOCK,
        model: 'Thunderbolt 4 dock',
        status: 'open',
        asset: null,
        purchaseOrder: null,
        reservedAt: null,
        handedOverAt: null,
      },
    ],
    can: { decide: false, cancel: true, fulfil: false },
    ...overrides,
  };
}

/** The same order approved by both, for IT to fulfil. */
export function fakeApprovedOrder(overrides: Partial<Order> = {}): Order {
  const base = fakeOrder();
  return fakeOrder({
    status: 'approved',
    currentStep: null,
    approvedAt: '2026-11-21T10:00:00.000Z',
    steps: base.steps.map((s, i) => ({
      ...s,
      decision: 'approved',
      decidedBy: s.approver,
      decidedAt: `2026-11-2${i}T10:00:00.000Z`,
      comment: i === 0 ? 'Needed for the new project' : null,
    })),
    can: { decide: false, cancel: true, fulfil: true },
    ...overrides,
  });
}
