/** What the forms of one unit's fulfilment share: their props, and one call at a time. */
import { useState } from 'react';
import type { Order, OrderItem } from '@itam/shared/contracts/shop';

export interface FulfilFormProps {
  order: Order;
  item: OrderItem;
  /** Closes the form once its step is done (the order's answer is in the cache then). */
  onDone: () => void;
}

/** Runs one call of the form (busy meanwhile); its refusal stays as `error` until the next. */
export function useSubmit(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (work: () => Promise<Order>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit };
}
