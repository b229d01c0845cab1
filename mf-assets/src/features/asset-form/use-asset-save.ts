/**
 * The asset form's save: runs the screen's onSubmit and, when it fails, puts the server's
 * field issues (400 `issues`) on their fields and the rest in one message. The values the
 * user typed stay in the form whatever happens.
 */
import { isApiError } from '@itam/shared/api';
import type { AssetInput } from '@itam/shared/contracts';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { codedErrorText } from '../../common/error-codes';
import type { AssetFormField, AssetFormValues } from './asset-form-values';

/** Fields the form shows: a server issue on one of them goes under that field. */
const FORM_FIELDS = new Set<string>([
  'name',
  'assetTypeId',
  'serialNumber',
  'make',
  'model',
  'tag',
  'imei',
  'price',
  'dateOfPurchase',
  'warrantyEndDate',
  'vendor',
  'officeId',
  'invoiceId',
  'description',
  'state',
  'employeeId',
  'usefulLifeYears',
  'salvageValue',
  'depreciationMethod',
]);

export function useAssetSave(
  form: FormInstance<AssetFormValues>,
  onSubmit: (input: AssetInput) => Promise<void>,
) {
  const { t } = useTranslation('assets');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  /** Counts failed saves: the form moves focus to the first error after each. */
  const [failures, setFailures] = useState(0);

  const save = async (input: AssetInput) => {
    setSaveError(null);
    setSaving(true);
    try {
      await onSubmit(input);
    } catch (error) {
      const issues = isApiError(error) ? error.issues : [];
      const coded = codedErrorText(t, error);
      const onFields = issues.filter((issue) => FORM_FIELDS.has(issue.field));
      form.setFields(
        onFields.map((issue) => ({
          name: issue.field as AssetFormField,
          errors: [
            coded ?? t(`form.errors.server.${issue.field}`, { defaultValue: issue.message }),
          ],
        })),
      );
      const rest = issues
        .filter((issue) => !FORM_FIELDS.has(issue.field))
        .map((issue) => issue.message);
      const message = coded ?? (error instanceof Error ? error.message : String(error));
      setSaveError(
        onFields.length && !rest.length ? t('form.fixFields') : [message, ...rest].join(' '),
      );
      setFailures((n) => n + 1);
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, saveError, failures };
}
