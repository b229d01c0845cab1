/** The product form's specs: label and value rows (30 at most), each removable. */
import { Button, Flex } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { FormField } from '@itam/shared/ui';
import type { ProductDraft } from './product-draft';

type Spec = ProductDraft['specs'][number];

export interface SpecsFieldsProps {
  specs: Spec[];
  onChange: (specs: Spec[]) => void;
  errorOf: (field: string) => string | null;
}

export function SpecsFields({ specs, onChange, errorOf }: SpecsFieldsProps) {
  const { t } = useTranslation('shop');
  const setSpec = (i: number, change: Partial<Spec>) =>
    onChange(specs.map((s, j) => (j === i ? { ...s, ...change } : s)));
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('editor.specs')}</legend>
      <Flex vertical gap={8}>
        {specs.map((spec, i) => (
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
                  onChange={(e) => setSpec(i, { label: e.target.value })}
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
                  onChange={(e) => setSpec(i, { value: e.target.value })}
                />
              )}
            </FormField>
            <Button
              style={{ marginTop: 30 }}
              onClick={() => onChange(specs.filter((_, j) => j !== i))}
              aria-label={t('editor.removeSpec', { n: i + 1 })}
            >
              {t('editor.remove')}
            </Button>
          </Flex>
        ))}
        <div>
          <Button
            disabled={specs.length >= 30}
            onClick={() => onChange([...specs, { label: '', value: '' }])}
          >
            {t('editor.addSpec')}
          </Button>
        </div>
      </Flex>
    </fieldset>
  );
}
