/**
 * The catalogue editor's form as plain values: a product's fields as typed (the price in
 * rupees, specs as rows), to and from the API's body, and what the browser checks before
 * sending (the server checks the same and names its field).
 */
import type { Product, ProductBody, ProductKind } from '@itam/shared/contracts/shop';
import { rupeesToPaise } from '../../common/money';

export interface ComponentDraft {
  assetTypeId: string | null;
  model: string;
  quantity: number;
}

export interface ProductDraft {
  categoryId: string | null;
  kind: ProductKind;
  name: string;
  description: string;
  priceRupees: number | null;
  leadTimeDays: number | null;
  specs: { label: string; value: string }[];
  components: ComponentDraft[];
}

export const EMPTY_COMPONENT: ComponentDraft = { assetTypeId: null, model: '', quantity: 1 };

export const NEW_PRODUCT: ProductDraft = {
  categoryId: null,
  kind: 'device',
  name: '',
  description: '',
  priceRupees: null,
  leadTimeDays: 14,
  specs: [],
  components: [EMPTY_COMPONENT],
};

export function draftOf(product: Product): ProductDraft {
  return {
    categoryId: product.category._id,
    kind: product.kind,
    name: product.name,
    description: product.description,
    priceRupees: product.pricePaise / 100,
    leadTimeDays: product.leadTimeDays,
    specs: Object.entries(product.specs).map(([label, value]) => ({ label, value })),
    components: product.components.map((c) => ({
      assetTypeId: c.assetType._id,
      model: c.model,
      quantity: c.quantity,
    })),
  };
}

/** The components a kind takes: a device one, a bundle two or more, software none. */
export function componentsFor(kind: ProductKind, components: ComponentDraft[]): ComponentDraft[] {
  if (kind === 'software') return [];
  if (kind === 'device') return [components[0] ?? EMPTY_COMPONENT];
  return components.length >= 2
    ? components
    : [...components, ...Array.from({ length: 2 - components.length }, () => EMPTY_COMPONENT)];
}

/** Field (as the API names it) → the message key of what is wrong. */
export function draftProblems(draft: ProductDraft): Record<string, string> {
  const out: Record<string, string> = {};
  if (!draft.categoryId) out.categoryId = 'editor.errors.category';
  if (!draft.name.trim()) out.name = 'editor.errors.name';
  if (draft.priceRupees === null || draft.priceRupees < 0) out.pricePaise = 'editor.errors.price';
  draft.specs.forEach((s, i) => {
    if (!s.label.trim() && s.value.trim()) out[`specs.${i}`] = 'editor.errors.specLabel';
  });
  draft.components.forEach((c, i) => {
    if (!c.assetTypeId) out[`components.${i}.assetTypeId`] = 'editor.errors.assetType';
    if (!c.model.trim()) out[`components.${i}.model`] = 'editor.errors.model';
  });
  return out;
}

export function bodyOf(draft: ProductDraft): ProductBody {
  const specs: Record<string, string> = {};
  for (const s of draft.specs) if (s.label.trim()) specs[s.label.trim()] = s.value.trim();
  return {
    categoryId: draft.categoryId ?? '',
    kind: draft.kind,
    name: draft.name.trim(),
    description: draft.description.trim(),
    specs,
    pricePaise: rupeesToPaise(draft.priceRupees) ?? 0,
    leadTimeDays: draft.leadTimeDays ?? 14,
    components: draft.components.map((c) => ({
      assetTypeId: c.assetTypeId ?? '',
      model: c.model.trim(),
      quantity: c.quantity,
    })),
  };
}
