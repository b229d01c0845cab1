/**
 * A product's pictures in the editor: each shown (fetched with the session, see
 * common/product-picture.tsx) with its removal, and a file picker that sends a PNG, JPEG or
 * WebP of 1 MB at most (checked here first; the server checks the bytes too).
 */
import { useId, useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { Text } from '@itam/shared/ui';
import {
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  type PictureType,
  type Product,
} from '@itam/shared/contracts/shop';
import { errorText } from '../../common/error-text';
import { ProductPicture } from '../../common/product-picture';
import { useShopAddPictureMutation } from './api/add-picture';
import { useShopDeletePictureMutation } from './api/delete-picture';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** An added picture has the product read again, a removal's answer replaces it: both show here. */
export function ProductPictures({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const [addPicture] = useShopAddPictureMutation();
  const [deletePicture] = useShopDeletePictureMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
      setError(t('editor.pictureType'));
      return;
    }
    if (file.size > PICTURE_MAX_BYTES) {
      setError(t('editor.pictureSize'));
      return;
    }
    setBusy(true);
    try {
      const data = await readAsDataUrl(file);
      await addPicture({ id: product._id, contentType: file.type as PictureType, data }).unwrap();
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (pictureId: string) => {
    setBusy(true);
    setError(null);
    try {
      await deletePicture({ id: product._id, pictureId }).unwrap();
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('editor.pictures')}</legend>
      <Flex vertical gap={8}>
        {product.pictures.length === 0 ? (
          <Text type="secondary">{t('editor.noPictures')}</Text>
        ) : null}
        <Flex gap={12} wrap>
          {product.pictures.map((picture, i) => (
            <Flex key={picture._id} vertical gap={4} style={{ width: 140 }}>
              <ProductPicture
                url={picture.url}
                alt={t('product.pictureNumber', { name: product.name, n: i + 1 })}
                height={100}
              />
              <Button
                danger
                size="small"
                disabled={busy}
                onClick={() => void remove(picture._id)}
                aria-label={t('editor.removePicture', { n: i + 1 })}
              >
                {t('editor.remove')}
              </Button>
            </Flex>
          ))}
        </Flex>
        <PictureInput busy={busy} error={error} onFile={(file) => void upload(file)} />
      </Flex>
    </fieldset>
  );
}

interface PictureInputProps {
  busy: boolean;
  error: string | null;
  onFile: (file: File) => void;
}

/** The file picker of a new picture, with its hint or the last refusal. */
function PictureInput({ busy, error, onFile }: PictureInputProps) {
  const { t } = useTranslation('shop');
  const inputId = useId();
  return (
    <div>
      <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>
        {t('editor.addPicture')}
      </label>
      <input
        id={inputId}
        type="file"
        accept={PICTURE_TYPES.join(',')}
        disabled={busy}
        aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Text type="secondary" id={`${inputId}-hint`} style={{ display: 'block' }}>
        {t('editor.pictureHint')}
      </Text>
      {error ? (
        <Text type="danger" id={`${inputId}-error`} role="alert" style={{ display: 'block' }}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
