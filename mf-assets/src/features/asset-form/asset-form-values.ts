/**
 * The asset form's values, their conversion to and from the API (AssetInput, AssetDetail),
 * and field-level validation with the server's own zod schema (assetInputSchema): a field
 * is valid when the whole candidate body has no issue at that field's path, so the
 * cross-field rules (warranty after purchase, employee when Assigned, salvage not above
 * price) hold in the browser exactly as on the server.
 */
import type {
  AssetDetail,
  AssetInput,
  AssetState,
  DepreciationMethod,
} from '@itam/shared/contracts';
import { assetInputSchema } from '@itam/shared/schemas';

export interface AssetFormValues {
  name: string;
  assetTypeId: string | null;
  serialNumber: string;
  make: string;
  model: string;
  tag: string;
  imei: string;
  price: number | null;
  dateOfPurchase: string;
  warrantyEndDate: string;
  vendor: string;
  officeId: string | null;
  invoiceId: string | null;
  description: string;
  state: AssetState;
  employeeId: string | null;
  usefulLifeYears: number | null;
  salvageValue: number | null;
  depreciationMethod: DepreciationMethod | null;
}

export type AssetFormField = keyof AssetFormValues;

export const EMPTY_ASSET_FORM: AssetFormValues = {
  name: '',
  assetTypeId: null,
  serialNumber: '',
  make: '',
  model: '',
  tag: '',
  imei: '',
  price: null,
  dateOfPurchase: '',
  warrantyEndDate: '',
  vendor: '',
  officeId: null,
  invoiceId: null,
  description: '',
  state: 'IN_INVENTORY',
  employeeId: null,
  usefulLifeYears: null,
  salvageValue: null,
  depreciationMethod: null,
};

const text = (value: string | null | undefined) => value ?? '';

/** The form's values of a stored asset (edit). */
export function formValuesOf(asset: AssetDetail): AssetFormValues {
  return {
    name: asset.name,
    assetTypeId: asset.assetType?._id ?? null,
    serialNumber: text(asset.serialNumber),
    make: text(asset.make),
    model: text(asset.model),
    tag: text(asset.tag),
    imei: text(asset.imei),
    price: asset.price,
    dateOfPurchase: text(asset.dateOfPurchase),
    warrantyEndDate: text(asset.warrantyEndDate ?? asset.warrantyRemaining),
    vendor: text(asset.vendor),
    officeId: asset.officeId?._id ?? null,
    invoiceId: asset.invoiceId?._id ?? null,
    description: text(asset.description),
    state: asset.state,
    employeeId:
      asset.state === 'ASSIGNED'
        ? (asset.assignment?.employee._id ?? asset.employee?._id ?? null)
        : null,
    usefulLifeYears: asset.depreciation?.usefulLifeYears ?? null,
    salvageValue: asset.depreciation?.salvageValue ?? null,
    depreciationMethod: asset.depreciation?.method ?? null,
  };
}

/** The request body of the form's values (PUT replaces every field, so all are sent). */
export function assetInputOf(values: Partial<AssetFormValues>): AssetInput {
  const v = { ...EMPTY_ASSET_FORM, ...values };
  return {
    name: v.name ?? '',
    assetTypeId: v.assetTypeId ?? '',
    serialNumber: v.serialNumber,
    make: v.make,
    model: v.model,
    tag: v.tag,
    imei: v.imei,
    price: v.price ?? null,
    dateOfPurchase: v.dateOfPurchase,
    warrantyEndDate: v.warrantyEndDate,
    vendor: v.vendor,
    officeId: v.officeId,
    invoiceId: v.invoiceId,
    description: v.description,
    state: v.state as Exclude<AssetState, 'DISPOSED'>,
    employeeId: v.state === 'ASSIGNED' ? v.employeeId : null,
    usefulLifeYears: v.usefulLifeYears ?? null,
    salvageValue: v.salvageValue ?? null,
    depreciationMethod: v.depreciationMethod ?? null,
  };
}

export interface FieldProblem {
  /** zod's issue code ('too_small', 'invalid_format', 'custom', ...). */
  code: string;
  message: string;
}

/** The first problem of `field` in the whole candidate body, or null when the field is valid. */
export function fieldProblem(
  field: AssetFormField,
  values: Partial<AssetFormValues>,
): FieldProblem | null {
  const result = assetInputSchema.safeParse(assetInputOf(values));
  if (result.success) return null;
  const issue = result.error.issues.find((i) => i.path[0] === field);
  return issue ? { code: issue.code, message: issue.message } : null;
}

/** i18n key of a problem: `form.errors.<field>`, or `<field>Custom` for the cross-field rules. */
export function problemKey(field: AssetFormField, problem: FieldProblem): string {
  return problem.code === 'custom' ? `form.errors.${field}Custom` : `form.errors.${field}`;
}
