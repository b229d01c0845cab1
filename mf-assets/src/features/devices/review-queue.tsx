/**
 * The review queue of /devices: reports that matched no asset or several. An admin links
 * each to an asset (the candidates first, or any asset found by search) or creates an asset
 * from the report, of the type the admin chooses (the server makes none without one); the
 * computer then leaves the queue.
 */
import type { AgentReview } from '@itam/shared/contracts';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Select } from '@itam/shared/antd-data';
import { Modal } from '@itam/shared/antd-overlay';
import { Card } from '@itam/shared/antd-display';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { errorMessageOf, useIsAllowed } from '@itam/shared/store';
import { EmptyState, LoadError, ReadableTag, Text } from '@itam/shared/ui';
import { useState } from 'react';
import { useInvalidate, type AssetsTag } from '../../common/assets-api';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { useGetAssetTypesQuery } from '../asset-form/api/get-asset-types';
import { createAssetFromReview, linkReview } from './api/devices-api';
import { useListReviewsQuery } from './api/list-reviews';
import { AssetPicker, assetOptionLabel } from './asset-picker';

const REVIEW_LIMIT = 50;

/** A resolved review leaves the queue, and the computers' list and the assets change too. */
const RESOLVED_TAGS: readonly AssetsTag[] = [
  'AgentReview',
  'AgentComputer',
  'AssetList',
  'Dashboard',
];

export function ReviewQueue() {
  const { t } = useTranslation('assets');
  const reviews = useListReviewsQuery({ pageNumber: 0, limit: REVIEW_LIMIT });
  const loadError = errorMessageOf(reviews.error);
  const [linking, setLinking] = useState<AgentReview | null>(null);
  return (
    <Card title={t('devices.review.title')} size="small">
      {loadError ? (
        <LoadError
          title={t('devices.review.loadFailed')}
          description={loadError}
          onRetry={() => void reviews.refetch()}
        />
      ) : reviews.data && reviews.data.items.length === 0 ? (
        <EmptyState compact title={t('devices.review.empty')} />
      ) : (
        <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {(reviews.data?.items ?? []).map((review) => (
            <ReviewItem key={review._id} review={review} onLink={() => setLinking(review)} />
          ))}
        </Flex>
      )}
      {reviews.data && reviews.data.total > reviews.data.items.length ? (
        <Text type="secondary">
          {t('devices.review.more', {
            shown: reviews.data.items.length,
            total: reviews.data.total,
          })}
        </Text>
      ) : null}
      {linking ? (
        <LinkDialog
          review={linking}
          onClose={() => setLinking(null)}
          onLinked={() => setLinking(null)}
        />
      ) : null}
    </Card>
  );
}

/** What the computer reported: its hardware, the assets it may be, and when. */
function ReviewFacts({ review }: { review: AgentReview }) {
  const { t, i18n } = useTranslation('assets');
  const hw = review.hardware;
  return (
    <>
      <Text type="secondary">
        {t('devices.review.hardware', {
          make: hw.make ?? '—',
          model: hw.model ?? '—',
          serial: hw.serial ?? '—',
        })}
      </Text>
      {review.candidates.length ? (
        <Text type="secondary">
          {t('devices.review.candidates', {
            list: review.candidates.map((c) => assetOptionLabel(c)).join('; '),
          })}
        </Text>
      ) : null}
      {review.reportedAt ? (
        <Text type="secondary">
          {t('devices.review.reportedAt', {
            at: formatDateTime(review.reportedAt, i18n.language),
          })}
        </Text>
      ) : null}
    </>
  );
}

function ReviewItem({ review, onLink }: { review: AgentReview; onLink: () => void }) {
  const { t } = useTranslation('assets');
  const canLink = useIsAllowed(ASSET_PERMISSIONS.edit);
  const canCreate = useIsAllowed(ASSET_PERMISSIONS.create);
  const [creating, setCreating] = useState(false);
  return (
    <li aria-label={review.computer.hostname}>
      <Flex vertical gap={4}>
        <Flex gap={8} wrap align="center">
          <Text strong>{review.computer.hostname}</Text>
          <ReadableTag color={review.reason === 'ambiguous' ? 'orange' : 'blue'}>
            {t(`devices.review.reasons.${review.reason}`)}
          </ReadableTag>
        </Flex>
        <ReviewFacts review={review} />
        {canLink || canCreate ? (
          <Flex gap={8} wrap>
            {canLink ? (
              <Button
                onClick={onLink}
                aria-label={t('devices.review.linkNamed', { host: review.computer.hostname })}
              >
                {t('devices.review.link')}
              </Button>
            ) : null}
            {canCreate ? (
              <Button
                onClick={() => setCreating(true)}
                aria-label={t('devices.review.createNamed', { host: review.computer.hostname })}
              >
                {t('devices.review.create')}
              </Button>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
      {creating ? (
        <CreateDialog
          review={review}
          onClose={() => setCreating(false)}
          onCreated={() => setCreating(false)}
        />
      ) : null}
    </li>
  );
}

/** Creating the computer's asset from its report: the server needs the new asset's type. */
function CreateDialog({
  review,
  onClose,
  onCreated,
}: {
  review: AgentReview;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation('assets');
  const assetTypes = useGetAssetTypesQuery();
  const invalidate = useInvalidate();
  const choice = useChoice(null, t('form.errors.assetTypeId'), async (assetTypeId) => {
    await createAssetFromReview(review._id, assetTypeId);
    invalidate(RESOLVED_TAGS);
    onCreated();
  });
  return (
    <Modal
      open
      title={t('devices.review.createTitle', { host: review.computer.hostname })}
      okText={t('devices.review.create')}
      cancelText={t('common.cancel')}
      confirmLoading={choice.saving}
      onOk={() => void choice.submit()}
      onCancel={onClose}
    >
      <Flex vertical gap={8}>
        <Text>{t('devices.review.createBody')}</Text>
        <label htmlFor="review-asset-type">{t('form.fields.assetTypeId')}</label>
        <Select<string>
          id="review-asset-type"
          value={choice.value ?? undefined}
          loading={assetTypes.isLoading}
          placeholder={t('form.placeholders.assetType')}
          notFoundContent={assetTypes.error ? t('form.dropdownFailed') : undefined}
          options={(assetTypes.data ?? []).map((type) => ({ value: type._id, label: type.name }))}
          onChange={choice.choose}
          style={{ width: '100%' }}
        />
        {choice.error ? <Alert type="error" showIcon title={choice.error} /> : null}
      </Flex>
    </Modal>
  );
}

function LinkDialog({
  review,
  onClose,
  onLinked,
}: {
  review: AgentReview;
  onClose: () => void;
  onLinked: () => void;
}) {
  const { t } = useTranslation('assets');
  const invalidate = useInvalidate();
  const choice = useChoice(
    review.candidates[0]?._id ?? null,
    t('devices.review.assetRequired'),
    async (assetId) => {
      await linkReview(review._id, assetId);
      invalidate(RESOLVED_TAGS);
      onLinked();
    },
  );
  return (
    <Modal
      open
      title={t('devices.review.linkTitle', { host: review.computer.hostname })}
      okText={t('devices.review.link')}
      cancelText={t('common.cancel')}
      confirmLoading={choice.saving}
      onOk={() => void choice.submit()}
      onCancel={onClose}
    >
      <Flex vertical gap={8}>
        <label htmlFor="review-asset">{t('devices.review.asset')}</label>
        <AssetPicker
          id="review-asset"
          value={choice.value}
          onChange={choice.choose}
          suggested={review.candidates}
        />
        {choice.error ? <Alert type="error" showIcon title={choice.error} /> : null}
      </Flex>
    </Modal>
  );
}

/**
 * A review dialog's one choice (the asset to link, the type of the asset to create): it must
 * be made before `act` runs; a refusal stays in the dialog with the server's message.
 */
function useChoice(
  initial: string | null,
  required: string,
  act: (value: string) => Promise<void>,
) {
  const [value, setValue] = useState<string | null>(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = (next: string | null) => {
    setValue(next);
    setError(null);
  };
  const submit = async () => {
    if (!value) {
      setError(required);
      return;
    }
    setSaving(true);
    try {
      await act(value);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      setSaving(false);
    }
  };
  return { value, saving, error, choose, submit };
}
