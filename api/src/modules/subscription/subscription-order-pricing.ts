/** A subscription order priced from the plans on sale and the device catalogue. */
import type { Kysely } from 'kysely';
import type {
  CreateSubscriptionOrderInput,
  SubscriptionOrderItem,
} from '@itam/shared/contracts/subscription';
import type { DB } from '../../db/schema';
import { HttpError } from '../../platform/http-errors';
import { assertKnownDevices } from '../marketing/leads.service';
import { catalogueDevices, plansOnSale } from './subscription-orders.queries';

export interface PricedSubscriptionOrder {
  items: SubscriptionOrderItem[];
  amountPaise: number;
  needsShipping: boolean;
}

export async function priceSubscriptionOrder(
  db: Kysely<DB>,
  input: CreateSubscriptionOrderInput,
): Promise<PricedSubscriptionOrder> {
  await assertKnownDevices(db, input.devices);
  const plans = input.modules.length
    ? await plansOnSale(db, input.modules, input.billingCycle)
    : [];
  if (plans.length !== input.modules.length)
    throw new HttpError(400, 'Invalid modules: a chosen module has no plan on sale');
  const devices = input.devices.length
    ? await catalogueDevices(
        db,
        input.devices.map((d) => d.deviceId),
      )
    : [];
  const items: SubscriptionOrderItem[] = [
    ...plans.map((p): SubscriptionOrderItem => ({
      kind: 'plan',
      planId: p.id,
      module: p.module,
      amountPaise: p.amount_paise,
    })),
    ...input.devices.map((line): SubscriptionOrderItem => {
      const device = devices.find((d) => d.id === line.deviceId)!;
      return {
        kind: 'device',
        deviceId: device.id,
        name: device.name,
        quantity: line.quantity,
        unitPaise: device.unit_paise,
        amountPaise: device.unit_paise * line.quantity,
      };
    }),
  ];
  return {
    items,
    amountPaise: items.reduce((sum, item) => sum + item.amountPaise, 0),
    needsShipping: input.devices.length > 0,
  };
}
