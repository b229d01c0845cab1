/** The current step's approver decides: approve (a comment optional) or reject (a comment required). */
import { useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { FormField } from '@itam/shared/ui';
import type { Order } from '@itam/shared/contracts/shop';
import { errorText } from '../../common/error-text';
import { useShopDecideOrderMutation } from './api/decide-order';

/** The decision's answer replaces the kept order (./api/get-order.ts): the view shows it. */
export function OrderDecision({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [decideOrder] = useShopDecideOrderMutation();
  const id = `shop-decision-${order._id}`;
  const decide = async (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !comment.trim()) {
      setError(t('decide.commentRequired'));
      document.getElementById(id)?.focus();
      return;
    }
    setBusy(decision);
    setError(null);
    try {
      await decideOrder({ id: order._id, decision, comment }).unwrap();
      setComment('');
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex vertical gap={8}>
      <FormField id={id} label={t('decide.comment')} hint={t('decide.commentHint')} error={error}>
        {(props) => (
          <Input.TextArea
            {...props}
            rows={2}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </FormField>
      <Flex gap={8} wrap>
        <Button type="primary" loading={busy === 'approve'} onClick={() => void decide('approve')}>
          {t('decide.approve', { number: order.number })}
        </Button>
        <Button danger loading={busy === 'reject'} onClick={() => void decide('reject')}>
          {t('decide.reject', { number: order.number })}
        </Button>
      </Flex>
    </Flex>
  );
}
