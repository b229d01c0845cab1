/**
 * What the cart screen asks before the order is reviewed (for whom, and why), kept in the
 * tab's session storage so /confirm-order reads it and a reload keeps it; the cart itself
 * is the server's.
 */
export interface OrderDraft {
  /** null: for oneself. */
  employee: { _id: string; name: string } | null;
  businessReason: string;
}

const KEY = 'itam.shop.orderDraft';
export const EMPTY_DRAFT: OrderDraft = { employee: null, businessReason: '' };

export function readOrderDraft(): OrderDraft {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return EMPTY_DRAFT;
    const value = JSON.parse(raw) as Partial<OrderDraft>;
    const employee =
      value.employee && typeof value.employee._id === 'string'
        ? { _id: value.employee._id, name: String(value.employee.name ?? '') }
        : null;
    return {
      employee,
      businessReason: typeof value.businessReason === 'string' ? value.businessReason : '',
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeOrderDraft(draft: OrderDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode): the draft lives only in the screen.
  }
}

export function clearOrderDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** The most characters of a business reason (the server's bound). */
export const REASON_MAX = 1000;
