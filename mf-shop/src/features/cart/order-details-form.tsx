/**
 * The cart's order details: for whom and why, saved with the cart on the server as they are
 * written (./order-draft.ts); "Review the order" goes on to /confirm-order.
 */
import { useState } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Input, Radio } from '@itam/shared/antd-data';
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { useNavigate } from '@itam/shared/router';
import { EmployeeSelect, FormField, Panel } from '@itam/shared/ui';
import { errorText, fieldErrors } from '../../common/error-text';
import { REASON_MAX, useDraftSaver, type OrderDraft } from './order-draft';

/**
 * The form's state: the draft, whom it is for, the errors shown, and the review that saves
 * the draft before going on. A refused save shows at the field it names.
 */
function useOrderDetails(initial: OrderDraft) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const [draft, setDraft] = useState<OrderDraft>(initial);
  const [forOther, setForOther] = useState(initial.employee !== null);
  const [errors, setErrors] = useState<{ employee?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Puts a refused save's message at its field (businessReason, employeeId), or above. */
  const refused = (problem: unknown) => {
    const byField = fieldErrors(t, problem);
    const found = { employee: byField.employeeId, reason: byField.businessReason };
    setErrors(found);
    setFailure(found.employee || found.reason ? null : errorText(t, problem));
    return found;
  };
  const focusFirst = (found: typeof errors) =>
    document.getElementById(found.employee ? 'shop-employee' : 'shop-reason')?.focus();
  const saver = useDraftSaver(refused);
  const update = (next: OrderDraft, at: 'once' | 'pause') => {
    setDraft(next);
    setFailure(null);
    if (at === 'once') saver.save(next).catch(refused);
    else saver.schedule(next);
  };
  const review = async () => {
    const found: typeof errors = {};
    if (forOther && !draft.employee) found.employee = t('cart.employeeRequired');
    if (!draft.businessReason.trim()) found.reason = t('cart.reasonRequired');
    setErrors(found);
    if (found.employee || found.reason) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await saver.save({ ...draft, employee: forOther ? draft.employee : null });
      void navigate(ROUTES.confirmOrder);
    } catch (problem) {
      const shown = refused(problem);
      if (shown.employee || shown.reason) focusFirst(shown);
      setBusy(false);
    }
  };
  return { draft, forOther, setForOther, errors, failure, busy, update, review };
}

/**
 * For whom and why, saved with the cart on the server as it is written (the reason once
 * typing pauses, the employee at once, both before the review), so /confirm-order, a reload
 * and another device find them.
 */
export function OrderDetailsForm({ initial }: { initial: OrderDraft }) {
  const { t } = useTranslation('shop');
  const { draft, forOther, setForOther, errors, failure, busy, update, review } =
    useOrderDetails(initial);
  return (
    <Panel title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('cart.details')}</h2>}>
      <Flex vertical gap={12}>
        <ForWhomFields
          draft={draft}
          forOther={forOther}
          setForOther={setForOther}
          error={errors.employee}
          update={update}
        />
        <FormField
          id="shop-reason"
          label={t('cart.reason')}
          hint={t('cart.reasonHint')}
          required
          error={errors.reason}
        >
          {(props) => (
            <Input.TextArea
              {...props}
              rows={3}
              maxLength={REASON_MAX}
              showCount
              value={draft.businessReason}
              onChange={(event) =>
                update({ ...draft, businessReason: event.target.value }, 'pause')
              }
            />
          )}
        </FormField>
        {failure ? <Alert type="error" showIcon title={failure} /> : null}
        <Flex justify="flex-end">
          <Button type="primary" loading={busy} onClick={() => void review()}>
            {t('cart.review')}
          </Button>
        </Flex>
      </Flex>
    </Panel>
  );
}

const employeeOf = (id: string, employee: { id?: string; name?: string } | null | undefined) => ({
  _id: id,
  id: employee?.id ?? '',
  name: employee?.name ?? '',
});

interface ForWhomProps {
  draft: OrderDraft;
  forOther: boolean;
  setForOther: (other: boolean) => void;
  error: string | undefined;
  update: (next: OrderDraft, at: 'once' | 'pause') => void;
}

/** For oneself, or for another employee picked by name (saved with the cart at once). */
function ForWhomFields({ draft, forOther, setForOther, error, update }: ForWhomProps) {
  const { t } = useTranslation('shop');
  return (
    <>
      <Radio.Group
        aria-label={t('cart.forWhom')}
        value={forOther ? 'other' : 'self'}
        onChange={(event) => {
          const other = event.target.value === 'other';
          setForOther(other);
          if (!other && draft.employee) update({ ...draft, employee: null }, 'once');
        }}
        options={[
          { value: 'self', label: t('cart.forMe') },
          { value: 'other', label: t('cart.forOther') },
        ]}
      />
      {forOther ? (
        <FormField id="shop-employee" label={t('cart.employee')} required error={error}>
          {(props) => (
            <EmployeeSelect
              {...props}
              value={draft.employee?._id ?? null}
              initial={draft.employee}
              onChange={(id, employee) =>
                update({ ...draft, employee: id ? employeeOf(id, employee) : null }, 'once')
              }
            />
          )}
        </FormField>
      ) : null}
    </>
  );
}
