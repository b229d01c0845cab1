/**
 * `/products/shopping-cart`: the caller's cart, kept on the server (it survives a reload and
 * another device): quantities, removal, whom the order is for (oneself, or another employee
 * picked by name) and the business reason, both saved with the cart; "Review the order" goes
 * on to /confirm-order.
 */
import { useState } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Input, Radio } from '@itam/shared/antd-data';
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useNavigate } from '@itam/shared/router';
import {
  EmployeeSelect,
  EmptyState,
  FormField,
  LoadError,
  PageHeader,
  Panel,
  ScreenRoot,
} from '@itam/shared/ui';
import type { Cart, CartItem } from '@itam/shared/contracts/shop';
import { getCart, removeFromCart, setCartQuantity } from '../../api/shop-api';
import { errorText, fieldErrors } from '../../common/error-text';
import { draftOf, REASON_MAX, useDraftSaver, type OrderDraft } from '../../common/order-draft';
import { useApiData } from '../../common/use-api-data';
import { CartLines } from './cart-lines';

export function CartScreen() {
  const { t } = useTranslation('shop');
  const loaded = useApiData(() => getCart(), []);
  const [changed, setChanged] = useState<Cart | null>(null);
  const cart = changed ?? loaded.data;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (work: () => Promise<Cart>) => {
    setBusy(true);
    setError(null);
    try {
      setChanged(await work());
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenRoot remoteId="shop">
      <PageHeader
        title={t('screens.shoppingCart.title')}
        description={t('screens.shoppingCart.description')}
        extra={<Link to={ROUTES.productsShop}>{t('cart.continue')}</Link>}
      />
      {loaded.error && !cart ? (
        <LoadError
          title={t('cart.loadFailed')}
          description={errorText(t, loaded.rawError)}
          onRetry={loaded.reload}
        />
      ) : !cart ? (
        <EmptyState compact title={t('common.loading')} />
      ) : cart.items.length === 0 ? (
        <EmptyState
          title={t('cart.empty')}
          action={<Link to={ROUTES.productsShop}>{t('cart.goShopping')}</Link>}
        />
      ) : (
        <Flex vertical gap={16}>
          {error ? <Alert type="error" showIcon title={error} /> : null}
          <Panel>
            <CartLines
              cart={cart}
              busy={busy}
              onQuantity={(item: CartItem, quantity) =>
                void change(() => setCartQuantity(item.product._id, quantity))
              }
              onRemove={(item) => void change(() => removeFromCart(item.product._id))}
            />
          </Panel>
          <OrderDetailsForm initial={draftOf(cart)} />
        </Flex>
      )}
    </ScreenRoot>
  );
}

/**
 * For whom and why, saved with the cart on the server as it is written (the reason once
 * typing pauses, the employee at once, both before the review), so /confirm-order, a reload
 * and another device find them. A refused save shows at the field it names.
 */
function OrderDetailsForm({ initial }: { initial: OrderDraft }) {
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
      document.getElementById(found.employee ? 'shop-employee' : 'shop-reason')?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await saver.save({ ...draft, employee: forOther ? draft.employee : null });
      void navigate(ROUTES.confirmOrder);
    } catch (problem) {
      const shown = refused(problem);
      if (shown.employee || shown.reason)
        document.getElementById(shown.employee ? 'shop-employee' : 'shop-reason')?.focus();
      setBusy(false);
    }
  };
  return (
    <Panel title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('cart.details')}</h2>}>
      <Flex vertical gap={12}>
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
          <FormField id="shop-employee" label={t('cart.employee')} required error={errors.employee}>
            {(props) => (
              <EmployeeSelect
                {...props}
                value={draft.employee?._id ?? null}
                initial={draft.employee}
                onChange={(id, employee) =>
                  update(
                    {
                      ...draft,
                      employee: id
                        ? { _id: id, id: employee?.id ?? '', name: employee?.name ?? '' }
                        : null,
                    },
                    'once',
                  )
                }
              />
            )}
          </FormField>
        ) : null}
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

export default CartScreen;
