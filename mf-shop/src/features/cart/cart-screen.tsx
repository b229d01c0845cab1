/**
 * `/products/shopping-cart`: the caller's cart, kept on the server (it survives a reload and
 * another device): quantities, removal, whom the order is for (oneself, or another employee
 * picked by name) and the business reason; "Review the order" goes on to /confirm-order.
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
import {
  getCart,
  removeFromCart,
  setCartQuantity,
  type Cart,
  type CartItem,
} from '../../api/shop-api';
import { errorText } from '../../common/error-text';
import {
  readOrderDraft,
  REASON_MAX,
  writeOrderDraft,
  type OrderDraft,
} from '../../common/order-draft';
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
          <OrderDetailsForm />
        </Flex>
      )}
    </ScreenRoot>
  );
}

/** For whom and why: kept as the draft /confirm-order reads. */
function OrderDetailsForm() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const [draft, setDraft] = useState<OrderDraft>(readOrderDraft);
  const [forOther, setForOther] = useState(draft.employee !== null);
  const [errors, setErrors] = useState<{ employee?: string; reason?: string }>({});
  const update = (next: OrderDraft) => {
    setDraft(next);
    writeOrderDraft(next);
  };
  const review = () => {
    const found: typeof errors = {};
    if (forOther && !draft.employee) found.employee = t('cart.employeeRequired');
    if (!draft.businessReason.trim()) found.reason = t('cart.reasonRequired');
    setErrors(found);
    if (found.employee || found.reason) {
      document.getElementById(found.employee ? 'shop-employee' : 'shop-reason')?.focus();
      return;
    }
    writeOrderDraft({ ...draft, employee: forOther ? draft.employee : null });
    void navigate(ROUTES.confirmOrder);
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
            if (!other) update({ ...draft, employee: null });
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
                onChange={(id, employee) =>
                  update({
                    ...draft,
                    employee: id ? { _id: id, name: employee?.name ?? '' } : null,
                  })
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
              onChange={(event) => update({ ...draft, businessReason: event.target.value })}
            />
          )}
        </FormField>
        <Flex justify="flex-end">
          <Button type="primary" onClick={review}>
            {t('cart.review')}
          </Button>
        </Flex>
      </Flex>
    </Panel>
  );
}

export default CartScreen;
