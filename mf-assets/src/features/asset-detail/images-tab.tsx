/**
 * An asset's images (image.view); image.create uploads one: the API hands out a signed,
 * short-lived address, the browser PUTs the raw bytes there with the kit's
 * uploadToPresignedUrl (no bearer token), then the list reloads. Type and size are
 * checked here first, with the server's own limits.
 */
import { uploadWithTicket } from '@itam/shared/api';
import {
  ASSET_IMAGE_MAX_BYTES,
  ASSET_IMAGE_TYPES,
  type AssetImageType,
} from '@itam/shared/contracts';
import { Alert, Button, Empty, Flex, Skeleton } from '@itam/shared/antd';
import { LoadError } from '@itam/shared/ui';
import { Progress, Typography } from '@itam/shared/antd-display';
import { Image, Upload } from '@itam/shared/antd-input';
import { UploadOutlined } from '@itam/shared/icons';
import { useAppDispatch, useIsAllowed } from '@itam/shared/store';
import { useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { formatDateTime } from '../../common/format';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { assetsApi } from '../../common/assets-api';
import { getImageUploadUrl, type ImageList } from './api/asset-detail-api';
import { detailWriteTags } from './api/detail-writes';
import { useGetImagesQuery } from './api/get-images';

/** Why a file cannot be uploaded, as an i18n key, or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!ASSET_IMAGE_TYPES.includes(file.type as AssetImageType)) return 'images.badType';
  if (file.size <= 0 || file.size > ASSET_IMAGE_MAX_BYTES) return 'images.tooLarge';
  return null;
}

/** Signed address, then the raw PUT of the bytes where it says (the bucket or the API), confirmed. */
export async function uploadAssetImage(
  assetId: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const ticket = await getImageUploadUrl(assetId, {
    fileName: file.name,
    contentType: file.type as AssetImageType,
    size: file.size,
  });
  await uploadWithTicket(ticket, file, { onProgress });
}

/** The upload's progress (null when none runs) and problem, and the upload itself. */
function useImageUpload(assetId: string) {
  const { t } = useTranslation('assets');
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    const problem = imageFileProblem(file);
    if (problem) {
      setError(t(problem));
      return;
    }
    setProgress(0);
    try {
      await uploadAssetImage(assetId, file, setProgress);
      // Two requests (the signed address, then the bytes): the list and the logs follow.
      dispatch(assetsApi.util.invalidateTags(detailWriteTags('Image', assetId)));
    } catch (failure) {
      console.error('[assets] the image upload failed', failure);
      setError(
        t('images.uploadFailed', {
          error: failure instanceof Error ? failure.message : String(failure),
        }),
      );
    } finally {
      setProgress(null);
    }
  };
  return { progress, error, setError, upload };
}

/** The images, each with its file name and when it was added; a click previews them. */
function ImageGallery({ images }: { images: ImageList }) {
  const { i18n } = useTranslation('assets');
  return (
    <Image.PreviewGroup>
      <Flex wrap gap={12}>
        {images.map((image) => (
          <figure key={image._id} style={{ margin: 0, width: 160 }}>
            <Image
              src={image.url}
              alt={image.fileName}
              width={160}
              height={120}
              style={{ objectFit: 'cover' }}
            />
            <figcaption style={{ fontSize: 12 }}>
              <Typography.Text ellipsis style={{ maxWidth: 160 }}>
                {image.fileName}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {formatDateTime(image.createdAt, i18n.language)}
              </Typography.Text>
            </figcaption>
          </figure>
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}

export function ImagesTab({ assetId }: { assetId: string }) {
  const { t } = useTranslation('assets');
  const canUpload = useIsAllowed(ASSET_PERMISSIONS.imageCreate);
  const images = useGetImagesQuery(assetId);
  const { progress, error, setError, upload } = useImageUpload(assetId);

  return (
    <Flex vertical gap={16}>
      {canUpload ? (
        <div>
          <Upload
            accept={ASSET_IMAGE_TYPES.join(',')}
            showUploadList={false}
            disabled={progress !== null}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={progress !== null}>
              {t('images.upload')}
            </Button>
          </Upload>
          <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
            {t('images.limits')}
          </Typography.Text>
          {progress !== null ? (
            <Progress
              percent={Math.round(progress * 100)}
              size="small"
              aria-label={t('images.progress')}
            />
          ) : null}
        </div>
      ) : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error}
          closable={{ onClose: () => setError(null) }}
        />
      ) : null}
      {images.error ? (
        <LoadError title={t('images.loadFailed')} onRetry={() => void images.refetch()} />
      ) : !images.data ? (
        <Skeleton active />
      ) : images.data.length ? (
        <ImageGallery images={images.data} />
      ) : (
        <Empty description={t('images.empty')} />
      )}
    </Flex>
  );
}
