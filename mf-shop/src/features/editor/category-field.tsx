/**
 * The product form's category: the catalogue's categories (GET /shop/categories), and a
 * new one added by name (POST /shop/categories) and chosen at once.
 */
import { useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { FormField } from '@itam/shared/ui';
import { answerOf } from '../../common/shop-server-api';
import { errorText } from '../../common/error-text';
import { useShopCategoriesQuery } from '../shop/api/list-categories';
import { useShopCreateCategoryMutation } from './api/create-category';

const FULL = { width: '100%', maxWidth: 420 } as const;

export interface CategoryFieldProps {
  value: string | null;
  onChange: (categoryId: string | null) => void;
  error: string | null;
}

export function CategoryField({ value, onChange, error }: CategoryFieldProps) {
  const { t } = useTranslation('shop');
  const categories = answerOf(useShopCategoriesQuery());
  const [createCategory] = useShopCreateCategoryMutation();
  const [newCategory, setNewCategory] = useState('');
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const [addedCategories, setAddedCategories] = useState<{ _id: string; name: string }[]>([]);

  const addCategory = async () => {
    if (!newCategory.trim()) {
      setCategoryError(t('editor.errors.categoryName'));
      return;
    }
    setCategoryError(null);
    try {
      const category = await createCategory({ name: newCategory.trim() }).unwrap();
      setAddedCategories((list) => [...list, category]);
      onChange(category._id);
      setNewCategory('');
    } catch (failure) {
      setCategoryError(errorText(t, failure));
    }
  };

  const categoryOptions = [
    ...(categories.data ?? []),
    ...addedCategories.filter((a) => !(categories.data ?? []).some((c) => c._id === a._id)),
  ].map((c) => ({ value: c._id, label: c.name }));

  return (
    <>
      <FormField id="product-categoryId" label={t('editor.category')} required error={error}>
        {(props) => (
          <Select<string | null>
            {...props}
            style={FULL}
            loading={categories.loading}
            value={value}
            options={categoryOptions}
            onChange={onChange}
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
    </>
  );
}
