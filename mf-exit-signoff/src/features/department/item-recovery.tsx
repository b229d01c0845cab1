/**
 * IT's recovery of one item of an exit: returned (condition graded, data wipe confirmed,
 * the tag typed or scanned with a barcode scanner, which types it), transferred to a
 * successor (a new assignment, no trip through stock), or missing / damaged (the charge
 * amount). Checked before sending with the server's rules; a 400 lands under its field.
 */
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Checkbox, Input, Radio } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { EmployeeSelect, FormField, Text } from '@itam/shared/ui';
import {
  RETURN_CONDITIONS,
  type Exit,
  type ExitItem,
  type ItemRecovery,
  type ReturnCondition,
} from '../../api/exits-api';
import { useRecordItemMutation } from './api/record-item';

export const CHARGE_MAX = 10_000_000;
const RECORDED_OUTCOMES = ['returned', 'transferred', 'missing', 'damaged'] as const;
type Recorded = (typeof RECORDED_OUTCOMES)[number];

type Field = 'condition' | 'dataWiped' | 'tag' | 'successorId' | 'chargeAmount' | 'note';
type Errors = Partial<Record<Field, string>>;

export interface ItemRecoveryProps {
  exit: Exit;
  item: ExitItem;
}

export function ItemRecovery({ exit, item }: ItemRecoveryProps) {
  const { t } = useTranslation('exit-signoff');
  const [recordItem] = useRecordItemMutation();
  const base = `item-${item._id}`;
  const outcomeLabel = useId();
  const [outcome, setOutcome] = useState<Recorded>('returned');
  const [condition, setCondition] = useState<ReturnCondition | null>(null);
  const [dataWiped, setDataWiped] = useState(false);
  const [tag, setTag] = useState('');
  const [successorId, setSuccessorId] = useState<string | null>(null);
  const [charge, setCharge] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (): Errors => {
    const found: Errors = {};
    if (outcome === 'returned') {
      if (!condition) found.condition = t('recovery.errors.condition');
      if (!dataWiped) found.dataWiped = t('recovery.errors.dataWiped');
      if (tag.trim() && item.asset.tag && tag.trim().toLowerCase() !== item.asset.tag.toLowerCase())
        found.tag = t('recovery.errors.tag', { tag: item.asset.tag });
    } else if (outcome === 'transferred') {
      if (!successorId) found.successorId = t('recovery.errors.successor');
    } else if (charge === null || charge < 0 || charge > CHARGE_MAX)
      found.chargeAmount = t('recovery.errors.charge');
    return found;
  };

  const body = (): ItemRecovery => {
    const n = note.trim() || null;
    if (outcome === 'returned')
      return { outcome, condition: condition!, dataWiped: true, tag: tag.trim() || null, note: n };
    if (outcome === 'transferred') return { outcome, successorId: successorId!, note: n };
    return { outcome, chargeAmount: Math.round(charge! * 100) / 100, note: n };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await recordItem({ exitId: exit._id, itemId: item._id, body: body() }).unwrap();
    } catch (problem) {
      const fields: Errors = {};
      if (isApiError(problem))
        for (const issue of problem.issues)
          if (
            ['condition', 'dataWiped', 'tag', 'successorId', 'chargeAmount', 'note'].includes(
              issue.field,
            )
          )
            fields[issue.field as Field] ??= issue.message;
      if (Object.keys(fields).length) setErrors(fields);
      else setFailure(problem instanceof Error ? problem.message : String(problem));
      setBusy(false);
    }
  };

  const name = item.asset.tag ? `${item.asset.name} (${item.asset.tag})` : item.asset.name;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('recovery.formLabel', { asset: name })}
      data-testid={`recovery-${item._id}`}
    >
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title={t('recovery.failed')}
          description={failure}
        />
      ) : null}
      <div role="group" aria-labelledby={outcomeLabel} style={{ marginBottom: 12 }}>
        <div id={outcomeLabel} style={{ marginBottom: 4 }}>
          {t('recovery.outcome')}
        </div>
        <Radio.Group
          value={outcome}
          onChange={(event) => {
            setOutcome(event.target.value as Recorded);
            setErrors({});
          }}
          options={RECORDED_OUTCOMES.map((o) => ({ value: o, label: t(`outcome.${o}`) }))}
        />
      </div>
      {outcome === 'returned' ? (
        <>
          <div role="group" aria-label={t('recovery.condition')} style={{ marginBottom: 4 }}>
            <div style={{ marginBottom: 4 }} aria-hidden>
              {t('recovery.condition')}
            </div>
            <Radio.Group
              value={condition}
              onChange={(event) => {
                setCondition(event.target.value as ReturnCondition);
                setErrors((e) => ({ ...e, condition: undefined }));
              }}
              options={RETURN_CONDITIONS.map((c) => ({ value: c, label: t(`condition.${c}`) }))}
            />
            {errors.condition ? (
              <Text type="danger" style={{ display: 'block' }}>
                {errors.condition}
              </Text>
            ) : null}
          </div>
          <FormField
            label={t('recovery.tag')}
            id={`${base}-tag`}
            hint={t('recovery.tagHint')}
            error={errors.tag}
          >
            {(control) => (
              <Input
                {...control}
                value={tag}
                maxLength={100}
                autoComplete="off"
                style={{ maxWidth: 260 }}
                onChange={(event) => {
                  setTag(event.target.value);
                  setErrors((e) => ({ ...e, tag: undefined }));
                }}
              />
            )}
          </FormField>
          <div style={{ marginBottom: 12 }}>
            <Checkbox
              checked={dataWiped}
              aria-invalid={errors.dataWiped ? true : undefined}
              onChange={(event) => {
                setDataWiped(event.target.checked);
                setErrors((e) => ({ ...e, dataWiped: undefined }));
              }}
            >
              {t('recovery.dataWiped')}
            </Checkbox>
            {errors.dataWiped ? (
              <Text type="danger" style={{ display: 'block' }}>
                {errors.dataWiped}
              </Text>
            ) : null}
          </div>
        </>
      ) : null}
      {outcome === 'transferred' ? (
        <FormField
          label={t('recovery.successor')}
          id={`${base}-successor`}
          required
          error={errors.successorId}
        >
          {(control) => (
            <EmployeeSelect
              {...control}
              exclude={exit.employee._id}
              value={successorId}
              onChange={(value) => {
                setSuccessorId(value);
                setErrors((e) => ({ ...e, successorId: undefined }));
              }}
            />
          )}
        </FormField>
      ) : null}
      {outcome === 'missing' || outcome === 'damaged' ? (
        <FormField
          label={t('recovery.charge')}
          id={`${base}-charge`}
          required
          hint={t('recovery.chargeHint')}
          error={errors.chargeAmount}
        >
          {(control) => (
            <InputNumber<number>
              {...control}
              value={charge}
              min={0}
              max={CHARGE_MAX}
              step={100}
              precision={2}
              style={{ width: 200 }}
              onChange={(value) => {
                setCharge(typeof value === 'number' ? value : null);
                setErrors((e) => ({ ...e, chargeAmount: undefined }));
              }}
            />
          )}
        </FormField>
      ) : null}
      <FormField label={t('recovery.note')} id={`${base}-note`} error={errors.note}>
        {(control) => (
          <Input
            {...control}
            value={note}
            maxLength={2000}
            style={{ maxWidth: 420 }}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      <Flex>
        <Button htmlType="submit" loading={busy}>
          {t('recovery.record')}
        </Button>
      </Flex>
    </form>
  );
}
