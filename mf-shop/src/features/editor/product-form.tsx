/**
 * The catalogue editor's form of one product: category (or a new one, ./category-field.tsx),
 * kind, name, description, price in rupees, delivery lead time, specs as label and value rows
 * (./product-specs-fields.tsx), and its components (./product-components-fields.tsx). The
 * browser checks what it can; the server's refusals show under the field they name.
 */
import { useState } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { FormField } from '@itam/shared/ui';
import { PRODUCT_KINDS, type Product, type ProductKind } from '@itam/shared/contracts/shop';
import { errorText, fieldErrors } from '../../common/error-text';
import { useShopCreateProductMutation } from './api/create-product';
import { useShopUpdateProductMutation } from './api/update-product';
import { CategoryField } from './category-field';
import { ComponentsFields } from './product-components-fields';
import { bodyOf, componentsFor, draftProblems, type ProductDraft } from './product-draft';
import { SpecsFields } from './product-specs-fields';

export interface ProductFormProps {
  /** null: a new product. */
  productId: string | null;
  initial: ProductDraft;
  onSaved: (product: Product) => void;
  onCancel: () => void;
}

const FULL = { width: '100%', maxWidth: 420 } as const;
const KNOWN_FIELD =
  /^(categoryId|kind|name|description|pricePaise|leadTimeDays|specs.*|components.*)$/;

/** The draft, its errors, and the save: checked here first, then created or updated. */
function useProductSave(
  productId: string | null,
  initial: ProductDraft,
  onSaved: ProductFormProps['onSaved'],
) {
  const { t } = useTranslation('shop');
  const [createProduct] = useShopCreateProductMutation();
  const [updateProduct] = useShopUpdateProductMutation();
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refused = (failure: unknown) => {
    if (!(isApiError(failure) && failure.issues.length)) {
      setGeneral(errorText(t, failure));
      return;
    }
    const byField = fieldErrors(t, failure);
    setErrors(byField);
    if (!Object.keys(byField).some((f) => KNOWN_FIELD.test(f))) setGeneral(errorText(t, failure));
    if (byField.components) setGeneral(byField.components);
  };

  const save = async () => {
    const problems = draftProblems(draft);
    const found = Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, t(key)]));
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length) {
      const first = Object.keys(found)[0]!;
      document.getElementById(`product-${first.replace(/\./g, '-')}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const body = bodyOf(draft);
      const write = productId ? updateProduct({ id: productId, body }) : createProduct(body);
      onSaved(await write.unwrap());
    } catch (failure) {
      refused(failure);
    } finally {
      setBusy(false);
    }
  };
  const set = (change: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...change }));
  const errorOf = (field: string) => errors[field] ?? null;
  return { draft, set, errorOf, general, busy, save };
}

export function ProductForm({ productId, initial, onSaved, onCancel }: ProductFormProps) {
  const { t } = useTranslation('shop');
  const { draft, set, errorOf, general, busy, save } = useProductSave(productId, initial, onSaved);
  return (
    <Flex vertical gap={12}>
      <CategoryField
        value={draft.categoryId}
        onChange={(categoryId) => set({ categoryId })}
        error={errorOf('categoryId')}
      />
      <FormField id="product-kind" label={t('editor.kind')} required error={errorOf('kind')}>
        {(props) => (
          <Select<ProductKind>
            {...props}
            style={{ width: 200 }}
            value={draft.kind}
            options={PRODUCT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            onChange={(kind) => set({ kind, components: componentsFor(kind, draft.components) })}
          />
        )}
      </FormField>
      <TextFields draft={draft} set={set} errorOf={errorOf} />
      <PriceFields draft={draft} set={set} errorOf={errorOf} />
      <SpecsFields specs={draft.specs} onChange={(specs) => set({ specs })} errorOf={errorOf} />
      <ComponentsFields
        kind={draft.kind}
        components={draft.components}
        onChange={(components) => set({ components })}
        errorOf={errorOf}
      />
      {general ? <Alert type="error" showIcon title={general} role="alert" /> : null}
      <Flex gap={8} wrap>
        <Button type="primary" loading={busy} onClick={() => void save()}>
          {productId ? t('editor.save') : t('editor.create')}
        </Button>
        <Button onClick={onCancel}>{t('editor.close')}</Button>
      </Flex>
    </Flex>
  );
}

interface FieldsProps {
  draft: ProductDraft;
  set: (change: Partial<ProductDraft>) => void;
  errorOf: (field: string) => string | null;
}

/** The price in rupees and the delivery lead time in days, side by side. */
function PriceFields({ draft, set, errorOf }: FieldsProps) {
  const { t } = useTranslation('shop');
  return (
    <Flex gap={16} wrap>
      <FormField
        id="product-pricePaise"
        label={t('editor.price')}
        required
        error={errorOf('pricePaise')}
      >
        {(props) => (
          <InputNumber<number>
            {...props}
            min={0}
            precision={2}
            style={{ width: 200 }}
            value={draft.priceRupees}
            onChange={(value) => set({ priceRupees: value ?? null })}
          />
        )}
      </FormField>
      <FormField
        id="product-leadTimeDays"
        label={t('editor.leadTime')}
        hint={t('editor.leadTimeHint')}
        error={errorOf('leadTimeDays')}
      >
        {(props) => (
          <InputNumber<number>
            {...props}
            min={0}
            max={365}
            precision={0}
            style={{ width: 140 }}
            value={draft.leadTimeDays}
            onChange={(value) => set({ leadTimeDays: value ?? null })}
          />
        )}
      </FormField>
    </Flex>
  );
}

/** The product's name and description. */
function TextFields({ draft, set, errorOf }: FieldsProps) {
  const { t } = useTranslation('shop');
  return (
    <>
      <FormField id="product-name" label={t('editor.name')} required error={errorOf('name')}>
        {(props) => (
          <Input
            {...props}
            maxLength={200}
            style={FULL}
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id="product-description"
        label={t('editor.description')}
        error={errorOf('description')}
      >
        {(props) => (
          <Input.TextArea
            {...props}
            rows={3}
            maxLength={4000}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </FormField>
    </>
  );
}
