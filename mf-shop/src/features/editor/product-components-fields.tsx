/**
 * The product form's components: an asset type (the company's, GET /company/asset-types)
 * and model each; a device has one, a bundle two or more with quantities, software none.
 */
import { Button, Flex } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { useTranslation } from '@itam/shared/i18n';
import { FormField, Text } from '@itam/shared/ui';
import { MAX_QUANTITY, type ProductKind } from '@itam/shared/contracts/shop';
import { answerOf, type Answer } from '../../common/shop-server-api';
import { useShopAssetTypesQuery } from './api/list-asset-types';
import { EMPTY_COMPONENT, type ComponentDraft } from './product-draft';

export interface ComponentsFieldsProps {
  kind: ProductKind;
  components: ComponentDraft[];
  onChange: (components: ComponentDraft[]) => void;
  errorOf: (field: string) => string | null;
}

export function ComponentsFields({ kind, components, onChange, errorOf }: ComponentsFieldsProps) {
  const { t } = useTranslation('shop');
  // Read with the form, whatever the kind: a change of kind finds them ready.
  const assetTypes = answerOf(useShopAssetTypesQuery());
  if (kind === 'software') return <Text type="secondary">{t('editor.softwareHint')}</Text>;
  const bundle = kind === 'bundle';
  const setComponent = (i: number, change: Partial<ComponentDraft>) =>
    onChange(components.map((c, j) => (j === i ? { ...c, ...change } : c)));
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>
        {bundle ? t('editor.components') : t('editor.component')}
      </legend>
      <Flex vertical gap={8}>
        {components.map((component, i) => (
          <Flex key={i} gap={8} wrap align="flex-start">
            <ComponentRow
              i={i}
              bundle={bundle}
              component={component}
              assetTypes={assetTypes}
              onChange={(change) => setComponent(i, change)}
              errorOf={errorOf}
            />
            {bundle && components.length > 2 ? (
              <Button
                style={{ marginTop: 30 }}
                onClick={() => onChange(components.filter((_, j) => j !== i))}
                aria-label={t('editor.removeComponent', { n: i + 1 })}
              >
                {t('editor.remove')}
              </Button>
            ) : null}
          </Flex>
        ))}
        {bundle ? (
          <div>
            <Button onClick={() => onChange([...components, EMPTY_COMPONENT])}>
              {t('editor.addComponent')}
            </Button>
          </div>
        ) : null}
      </Flex>
    </fieldset>
  );
}

interface ComponentRowProps {
  i: number;
  bundle: boolean;
  component: ComponentDraft;
  assetTypes: Answer<{ _id: string; name: string }[]>;
  onChange: (change: Partial<ComponentDraft>) => void;
  errorOf: (field: string) => string | null;
}

/** One component's asset type, model and (a bundle's) quantity. */
function ComponentRow({ i, bundle, component, assetTypes, onChange, errorOf }: ComponentRowProps) {
  const { t } = useTranslation('shop');
  return (
    <>
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
            options={(assetTypes.data ?? []).map((a) => ({ value: a._id, label: a.name }))}
            onChange={(value) => onChange({ assetTypeId: value })}
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
            onChange={(e) => onChange({ model: e.target.value })}
          />
        )}
      </FormField>
      {bundle ? (
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
              onChange={(value) => onChange({ quantity: value ?? 1 })}
            />
          )}
        </FormField>
      ) : null}
    </>
  );
}
