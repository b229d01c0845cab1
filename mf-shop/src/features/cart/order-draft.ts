/**
 * The order's details (for whom, and why) as the cart keeps them on the server, per user
 * (GET and PUT /shop/cart): a reload or another device finds them as it finds the products.
 * The cart screen saves them as they are written (the reason once typing pauses, the
 * employee at once, both before the review); /confirm-order reads them from the cart, and
 * placing the order clears them on the server.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { Cart, CartEmployee } from '@itam/shared/contracts/shop';
import { useShopSaveCartDetailsMutation } from './api/save-cart-details';

export interface OrderDraft {
  /** null: for oneself. */
  employee: CartEmployee | null;
  businessReason: string;
}

export const draftOf = (cart: Cart): OrderDraft => ({
  employee: cart.employee,
  businessReason: cart.businessReason,
});

/** The most characters of a business reason (the server's bound). */
export const REASON_MAX = 1000;

/** How long typing pauses before what was typed is saved. */
export const SAVE_DELAY_MS = 600;

const bodyOf = (draft: OrderDraft) => ({
  businessReason: draft.businessReason,
  employeeId: draft.employee?._id ?? null,
});

/**
 * Saves the draft to the cart: `schedule` after a pause (a newer draft replaces one still
 * waiting; a failure goes to `onFailure`), `save` at once (its promise rejects with the
 * server's refusal). Saves go one after another, so the last written is the last saved, and
 * leaving the screen saves what still waits.
 */
export function useDraftSaver(onFailure: (failure: unknown) => void) {
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const waiting = useRef<OrderDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failed = useRef(onFailure);
  const [saveDetails] = useShopSaveCartDetailsMutation();
  useEffect(() => {
    failed.current = onFailure;
  });

  const save = useCallback(
    (draft: OrderDraft): Promise<Cart> => {
      clearTimeout(timer.current);
      waiting.current = null;
      const saved = queue.current
        .catch(() => undefined)
        .then(() => saveDetails(bodyOf(draft)).unwrap());
      queue.current = saved;
      return saved;
    },
    [saveDetails],
  );

  const schedule = useCallback(
    (draft: OrderDraft, delayMs = SAVE_DELAY_MS) => {
      clearTimeout(timer.current);
      waiting.current = draft;
      timer.current = setTimeout(() => {
        if (waiting.current) save(waiting.current).catch((failure) => failed.current(failure));
      }, delayMs);
    },
    [save],
  );

  useEffect(
    () => () => {
      if (waiting.current) save(waiting.current).catch(() => undefined);
    },
    [save],
  );

  return { save, schedule };
}
