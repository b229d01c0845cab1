/**
 * The catalogue editor's form of one product: category (or a new one), kind, name,
 * description, price in rupees, delivery lead time, specs as label and value rows, and
 * its components (an asset type and model each; a device one, a bundle two or more with
 * quantities, software none). The browser checks what it can; the server's refusals show
 * under the field they name.
 */
import { useState } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { FormField, Text } from '@itam/shared/ui';
import {
  MAX_QUANTITY,
  PRODUCT_KINDS,
  type Product,
  type ProductKind,
} from '@itam/shared/contracts/shop';
import {
  createCategory,
  createProduct,
  listAssetTypes,
  listCategories,
  updateProduct,
} from '../../api/shop-api';
import { errorText, fieldErrors } from '../../common/error-text';
import { useApiData } from '../../common/use-api-data';
import {
  bodyOf,
  componentsFor,
  draftProblems,
  EMPTY_COMPONENT,
  type ComponentDraft,
  type ProductDraft,
} from './product-draft';

export interface ProductFormProps {
  /** null: a new product. */
  productId: string | null;
  initial: ProductDraft;
  onSaved: (product: Product) => void;
  onCancel: () => void;
}

const FULL = { width: '100%', maxWidth: 420 } as const;

export function ProductForm({ productId, initial, onSaved, onCancel }: ProductFormProps) {
  const { t } = useTranslation('shop');
  const categories = useApiData(() => listCategories(), []);
  const assetTypes = useApiData(() => listAssetTypes(), []);
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [newCategory, setNewCategory] = useState('');
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const [addedCategories, setAddedCategories] = useState<{ _id: string; name: string }[]>([]);

  const set = (change: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setComponent = (i: number, change: Partial<ComponentDraft>) =>
    set({ components: draft.components.map((c, j) => (j === i ? { ...c, ...change } : c)) });
  const errorOf = (field: string) => errors[field] ?? null;

  const addCategory = async () => {
    if (!newCategory.trim()) {
      setCategoryError(t('editor.errors.categoryName'));
      return;
    }
    setCategoryError(null);
    try {
      const category = await createCategory(newCategory.trim());
      setAddedCategories((list) => [...list, category]);
      set({ categoryId: category._id });
      setNewCategory('');
    } catch (failure) {
      setCategoryError(errorText(t, failure));
    }
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
      onSaved(productId ? await updateProduct(productId, body) : await createProduct(body));
    } catch (failure) {
      if (isApiError(failure) && failure.issues.length) {
        const byField = fieldErrors(t, failure);
        setErrors(byField);
        const known = Object.keys(byField).some((f) =>
          /^(categoryId|kind|name|description|pricePaise|leadTimeDays|specs.*|components.*)$/.test(
            f,
          ),
        );
        if (!known) setGeneral(errorText(t, failure));
        if (byField.components) setGeneral(byField.components);
      } else setGeneral(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  const categoryOptions = [
    ...(categories.data ?? []),
    ...addedCategories.filter((a) => !(categories.data ?? []).some((c) => c._id === a._id)),
  ].map((c) => ({ value: c._id, label: c.name }));

  return (
    <Flex vertical gap={12}>
      <FormField
        id="product-categoryId"
        label={t('editor.category')}
        required
        error={errorOf('categoryId')}
      >
        {(props) => (
          <Select<string | null>
            {...props}
            style={FULL}
            loading={categories.loading}
            value={draft.categoryId}
            options={categoryOptions}
            onChange={(value) => set({ categoryId: value })}
          />
        )}
      </FormField>
      <FormField id="product-new-category" label={t('editor.newCategory')} error={categoryError}>
        {(props) => (
          <Flex gap={8} wrap>
            <Input
              {...props}
              maxLength={100}
              style={{ width: 260, maxWidth: '100%' }}
              value={newCategory}
              onChange={(e) => setNewCategory(e.target.value)}
            />
            <Button onClick={() => void addCategory()}>{t('editor.addCategory')}</Button>
          </Flex>
        )}
      </FormField>
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

      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('editor.specs')}</legend>
        <Flex vertical gap={8}>
          {draft.specs.map((spec, i) => (
            <Flex key={i} gap={8} wrap align="flex-start">
              <FormField
                id={`product-specs-${i}`}
                label={t('editor.specLabel', { n: i + 1 })}
                error={errorOf(`specs.${i}`)}
              >
                {(props) => (
                  <Input
                    {...props}
                    maxLength={60}
                    style={{ width: 180 }}
                    value={spec.label}
                    onChange={(e) =>
                      set({
                        specs: draft.specs.map((s, j) =>
                          j === i ? { ...s, label: e.target.value } : s,
                        ),
                      })
                    }
                  />
                )}
              </FormField>
              <FormField id={`product-spec-value-${i}`} label={t('editor.specValue', { n: i + 1 })}>
                {(props) => (
                  <Input
                    {...props}
                    maxLength={300}
                    style={{ width: 260, maxWidth: '100%' }}
                    value={spec.value}
                    onChange={(e) =>
                      set({
                        specs: draft.specs.map((s, j) =>
                          j === i ? { ...s, value: e.target.value } : s,
                        ),
                      })
                    }
                  />
                )}
              </FormField>
              <Button
                style={{ marginTop: 30 }}
                onClick={() => set({ specs: draft.specs.filter((_, j) => j !== i) })}
                aria-label={t('editor.removeSpec', { n: i + 1 })}
              >
                {t('editor.remove')}
              </Button>
            </Flex>
          ))}
          <div>
            <Button
              disabled={draft.specs.length >= 30}
              onClick={() => set({ specs: [...draft.specs, { label: '', value: '' }] })}
            >
              {t('editor.addSpec')}
            </Button>
          </div>
        </Flex>
      </fieldset>

      {draft.kind === 'software' ? (
        <Text type="secondary">{t('editor.softwareHint')}</Text>
      ) : (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>
            {draft.kind === 'bundle' ? t('editor.components') : t('editor.component')}
          </legend>
          <Flex vertical gap={8}>
            {draft.components.map((component, i) => (
              <Flex key={i} gap={8} wrap align="flex-start">
                <FormField
                  id={`product-components-${i}-assetTypeId`}
                  label={t('editor.assetType', { n: i + 1 })}
                  required
                  error={errorOf(`components.${i}.assetTypeId`)}
                >
                  {(props) => (
                    <Select<string | null>
                      {...props}
                      style={{ width: 200 }}
                      loading={assetTypes.loading}
                      value={component.assetTypeId}
                      options={(assetTypes.data ?? []).map((a) => ({
                        value: a._id,
                        label: a.name,
                      }))}
                      onChange={(value) => setComponent(i, { assetTypeId: value })}
                    />
                  )}
                </FormField>
                <FormField
                  id={`product-components-${i}-model`}
                  label={t('editor.model', { n: i + 1 })}
                  required
                  error={errorOf(`components.${i}.model`)}
                >
                  {(props) => (
                    <Input
                      {...props}
                      maxLength={100}
                      style={{ width: 220, maxWidth: '100%' }}
                      value={component.model}
                      onChange={(e) => setComponent(i, { model: e.target.value })}
                    />
                  )}
                </FormField>
                {draft.kind === 'bundle' ? (
                  <FormField
                    id={`product-components-${i}-quantity`}
                    label={t('editor.quantity', { n: i + 1 })}
                    error={errorOf(`components.${i}.quantity`)}
                  >
                    {(props) => (
                      <InputNumber<number>
                        {...props}
                        min={1}
                        max={MAX_QUANTITY}
                        precision={0}
                        style={{ width: 90 }}
                        value={component.quantity}
                        onChange={(value) => setComponent(i, { quantity: value ?? 1 })}
                      />
                    )}
                  </FormField>
                ) : null}
                {draft.kind === 'bundle' && draft.components.length > 2 ? (
                  <Button
                    style={{ marginTop: 30 }}
                    onClick={() => set({ components: draft.components.filter((_, j) => j !== i) })}
                    aria-label={t('editor.removeComponent', { n: i + 1 })}
                  >
                    {t('editor.remove')}
                  </Button>
                ) : null}
              </Flex>
            ))}
            {draft.kind === 'bundle' ? (
              <div>
                <Button onClick={() => set({ components: [...draft.components, EMPTY_COMPONENT] })}>
                  {t('editor.addComponent')}
                </Button>
              </div>
            ) : null}
          </Flex>
        </fieldset>
      )}

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
