/**
 * What a refused call says, in the user's language, for a message beside the control that
 * made it. The shop API names each of its refusals with a code (SHOP_ERROR_CODES in shared
 * contracts), as the kit's entitlement refusals and the register's ASSET_RESERVED do: each
 * known code reads its translation (`errors.code.<code>`). Any other failure reads a
 * generic one by its status; a 400 of the input's shape names its field when the field has
 * a label on the shop's screens. The server's English text is not shown (it names nothing
 * the screen does not already show); it stays in the API's answer for logs and clients.
 */
import type { TFunction } from 'i18next';
import { ENTITLEMENT_CODES, isApiError, type ApiError } from '@itam/shared/api';
import { SHOP_ERROR_CODES } from '@itam/shared/contracts/shop';

/**
 * The codes this remote translates: the shop's, and those of the kit and the register it
 * meets (a hand-over to a leaver whose exit refuses it, too).
 */
const KNOWN_CODES: ReadonlySet<string> = new Set([
  ...SHOP_ERROR_CODES,
  ...ENTITLEMENT_CODES,
  'ASSET_RESERVED',
  'EXIT_ITEM_RECOVERED',
  'EXIT_RECOVERY_SIGNED',
]);

/** The label (a key of this namespace) of each field a shop request names, by its first part. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  businessReason: 'cart.reason',
  employeeId: 'cart.employee',
  quantity: 'errors.fields.quantity',
  productId: 'errors.fields.product',
  invoiceId: 'fulfil.poNumber',
  vendor: 'fulfil.vendor',
  unitPrice: 'fulfil.unitPrice',
  orderDate: 'errors.fields.date',
  date: 'errors.fields.date',
  tag: 'fulfil.tag',
  assetId: 'fulfil.asset',
  comment: 'decide.comment',
  name: 'editor.name',
  categoryId: 'editor.category',
  kind: 'editor.kind',
  description: 'editor.description',
  pricePaise: 'editor.price',
  leadTimeDays: 'editor.leadTime',
  specs: 'editor.specs',
  components: 'editor.components',
  data: 'editor.pictures',
  contentType: 'editor.pictures',
  priceLimitPaise: 'settings.priceLimit',
  itApproverUserId: 'settings.itApprover',
  financeApproverUserId: 'settings.financeApprover',
};

const GENERIC_BY_STATUS: Readonly<Record<number, string>> = {
  0: 'errors.network',
  401: 'errors.signedOut',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  413: 'errors.tooLarge',
  429: 'errors.tooMany',
};

function codeText(t: TFunction, error: ApiError): string | null {
  return error.code && KNOWN_CODES.has(error.code) ? t(`errors.code.${error.code}`) : null;
}

function fieldLabel(t: TFunction, field: string): string | null {
  const key = FIELD_LABELS[field.split('.')[0] ?? ''];
  return key ? t(key) : null;
}

/** The refusal (or failure) in the user's language. */
export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unexpected');
  const known = codeText(t, error);
  if (known) return known;
  if (error.status === 400) {
    const field = error.issues[0]?.field;
    const label = field ? fieldLabel(t, field) : null;
    return label ? t('errors.badField', { field: label }) : t('errors.badInput');
  }
  const generic = GENERIC_BY_STATUS[error.status];
  if (generic) return t(generic);
  return error.status >= 400 && error.status < 500 ? t('errors.refused') : t('errors.server');
}

/**
 * The refusal for one field (`issues[].field`, or a part of it), when the server named it:
 * its code's translation, or that the value was not accepted.
 */
export function fieldError(t: TFunction, error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const named = error.issues.some((i) => i.field === field || i.field.startsWith(`${field}.`));
  if (!named) return undefined;
  return codeText(t, error) ?? t('errors.invalidValue');
}

/** The refusal of each field the server named, by field (the first issue of each wins). */
export function fieldErrors(t: TFunction, error: unknown): Record<string, string> {
  const byField: Record<string, string> = {};
  if (!isApiError(error)) return byField;
  for (const issue of error.issues) byField[issue.field] ??= fieldError(t, error, issue.field)!;
  return byField;
}
