/**
 * The review's outcome, for a reviewer once the vendor has sent the round: send the queried
 * answers back (the next round asks only those), approve with the certificate's expiry
 * (a year on by default, within 5 years), or reject with an optional comment. The server
 * refuses out of turn (409), shown here.
 */
import { useState } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { DateInput, FormField, Panel, Text } from '@itam/shared/ui';
import { useApproveVendorMutation } from './api/approve-vendor';
import { useRejectVendorMutation } from './api/reject-vendor';
import { useSendBackMutation } from './api/send-back';

export interface ReviewActionsProps {
  vendorId: string;
  /** Answers of this round queried: sending back needs one. */
  queried: number;
  /** Answers of this round without a verdict or queried: approving needs none. */
  open: number;
  /** 'YYYY-MM-DD' of today, for the expiry's bounds. */
  today: string;
}

/** 'YYYY-MM-DD' `years` on from `day`. */
export function yearsOn(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  return date.toISOString().slice(0, 10);
}

function dayAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * The outcome's writes: which one is under way and the failure's message. Each invalidates
 * the vendor and its review, so the screen reads them again.
 */
function useOutcome(vendorId: string) {
  const [sendBack] = useSendBackMutation();
  const [approveVendor] = useApproveVendorMutation();
  const [rejectVendor] = useRejectVendorMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'back' | 'approve' | 'reject' | null>(null);

  async function act(kind: 'back' | 'approve' | 'reject', run: () => Promise<unknown>) {
    setFailure(null);
    setBusy(kind);
    try {
      await run();
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(null);
    }
  }
  return {
    failure,
    busy,
    back: () => void act('back', () => sendBack({ vendorId }).unwrap()),
    approve: (certificateExpiresOn: string) =>
      void act('approve', () => approveVendor({ vendorId, certificateExpiresOn }).unwrap()),
    reject: (comment: string) =>
      void act('reject', () => rejectVendor({ vendorId, comment }).unwrap()),
  };
}

export function ReviewActions({ vendorId, queried, open, today }: ReviewActionsProps) {
  const { t } = useTranslation('vendors');
  const [expiresOn, setExpiresOn] = useState(() => yearsOn(today, 1));
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const { failure, busy, ...outcome } = useOutcome(vendorId);

  function approve() {
    if (!expiresOn || expiresOn <= today || expiresOn > yearsOn(today, 5)) {
      setExpiryError(t('review.expiryRange'));
      return;
    }
    setExpiryError(null);
    outcome.approve(expiresOn);
  }

  return (
    <Panel title={t('review.outcome')}>
      <Flex vertical gap={12}>
        {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
        <Flex gap={12} align="center" wrap>
          <Button disabled={queried === 0} loading={busy === 'back'} onClick={outcome.back}>
            {t('review.sendBack', { count: queried })}
          </Button>
          <Text type="secondary">{t('review.sendBackHint')}</Text>
        </Flex>
        <Flex gap={12} align="end" wrap>
          <FormField id="certificate-expiry" label={t('review.expiry')} error={expiryError}>
            {(control) => (
              <DateInput
                {...control}
                value={expiresOn}
                onChange={setExpiresOn}
                min={dayAfter(today)}
                max={yearsOn(today, 5)}
              />
            )}
          </FormField>
          <Button type="primary" disabled={open > 0} loading={busy === 'approve'} onClick={approve}>
            {t('review.approve')}
          </Button>
          {open > 0 ? (
            <Text type="secondary">{t('review.approveWaits', { count: open })}</Text>
          ) : null}
        </Flex>
        <RejectRow busy={busy === 'reject'} onReject={outcome.reject} />
      </Flex>
    </Panel>
  );
}

/** Rejecting the vendor, with an optional comment. */
function RejectRow({ busy, onReject }: { busy: boolean; onReject: (comment: string) => void }) {
  const { t } = useTranslation('vendors');
  const [comment, setComment] = useState('');
  return (
    <Flex gap={12} align="end" wrap>
      {/* 280 px wide where it fits, narrower in a 320 px window (no sideways scrolling). */}
      <div style={{ flex: '0 1 280px', minWidth: 0 }}>
        <FormField id="reject-comment" label={t('review.rejectComment')}>
          <Input
            maxLength={2000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            style={{ width: '100%' }}
          />
        </FormField>
      </div>
      <Button danger loading={busy} onClick={() => onReject(comment.trim())}>
        {t('review.rejectVendor')}
      </Button>
    </Flex>
  );
}
