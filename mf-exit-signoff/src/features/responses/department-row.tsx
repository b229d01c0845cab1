/** One department in the editor: its name, who signs, its checklist, moving and removing it. */
import { Button, Flex } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { ConfirmDeleteButton, FormField, Text } from '@itam/shared/ui';
import { MANAGER_DEPARTMENT_KEY } from '../../api/exits-api';
import { departmentName } from '../../common/department-name';
import type { Row, RowField } from './department-rows';

/** Up, down and remove (the last department stays). */
function RowButtons({
  row,
  index,
  count,
  move,
  remove,
}: {
  row: Row;
  index: number;
  count: number;
  move: (by: -1 | 1) => void;
  remove: () => void;
}) {
  const { t } = useTranslation('exit-signoff');
  const n = index + 1;
  const shown = (r: Row) => departmentName(t, r);
  return (
    <Flex gap={8} wrap>
      <Button
        disabled={index === 0}
        aria-label={t('departments.upOf', { name: shown(row) || n })}
        onClick={() => move(-1)}
      >
        {t('departments.up')}
      </Button>
      <Button
        disabled={index === count - 1}
        aria-label={t('departments.downOf', { name: shown(row) || n })}
        onClick={() => move(1)}
      >
        {t('departments.down')}
      </Button>
      <ConfirmDeleteButton
        itemName={shown(row) || String(n)}
        description={t('departments.removeHint')}
        disabled={count === 1}
        onConfirm={remove}
      />
    </Flex>
  );
}

/** Who signs the department: the leaving employee's manager, or a chosen user. */
function SignerField({
  row,
  n,
  signers,
  error,
  change,
}: {
  row: Row;
  n: number;
  signers: { value: string; label: string }[];
  error: string | undefined;
  change: (patch: Partial<Row>) => void;
}) {
  const { t } = useTranslation('exit-signoff');
  const manager = row.key === MANAGER_DEPARTMENT_KEY;
  return manager ? (
    <Text style={{ display: 'block', marginBottom: 16 }}>{t('departments.managerSigns')}</Text>
  ) : (
    <FormField label={t('departments.signerOf', { n })} error={error}>
      {(control) => (
        <Select<string>
          {...control}
          style={{ width: '100%', maxWidth: 420 }}
          value={row.headUserId ?? ''}
          options={signers}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value) => change({ headUserId: value || null })}
        />
      )}
    </FormField>
  );
}

interface RowProps {
  row: Row;
  index: number;
  count: number;
  signers: { value: string; label: string }[];
  errorOf: (field: RowField) => string | undefined;
  change: (patch: Partial<Row>) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
}

export function DepartmentRow({
  row,
  index,
  count,
  signers,
  errorOf,
  change,
  move,
  remove,
}: RowProps) {
  const { t } = useTranslation('exit-signoff');
  /** The name as the editor shows it: a default's in the reader's language. */
  const shown = (r: Row) => departmentName(t, r);
  const n = index + 1;
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <FormField label={t('departments.nameOf', { n })} required error={errorOf('name')}>
        {(control) => (
          <Input
            {...control}
            value={shown(row)}
            maxLength={100}
            style={{ maxWidth: 420 }}
            onChange={(e) => change({ name: e.target.value, nameKey: null })}
          />
        )}
      </FormField>
      <SignerField
        row={row}
        n={n}
        signers={signers}
        error={errorOf('headUserId')}
        change={change}
      />
      <FormField
        label={t('departments.checklistOf', { n })}
        hint={t('departments.checklistHint')}
        error={errorOf('checklist')}
      >
        {(control) => (
          <Input.TextArea
            {...control}
            rows={2}
            value={row.checklist}
            style={{ maxWidth: 560 }}
            onChange={(e) => change({ checklist: e.target.value })}
          />
        )}
      </FormField>
      <RowButtons row={row} index={index} count={count} move={move} remove={remove} />
    </li>
  );
}
