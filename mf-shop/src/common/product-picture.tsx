/**
 * A product's first picture. The API serves pictures to a signed-in caller only (the
 * bearer token), so the bytes come through the kit's client into an object URL, revoked
 * when the picture changes or leaves; without a picture (or when it fails) a plain tile.
 */
import { useEffect, useState } from 'react';
import { theme } from '@itam/shared/antd';
import { getPictureBlob } from '../api/shop-api';

export interface ProductPictureProps {
  url: string | undefined;
  alt: string;
  height: number;
}

export function usePictureUrl(url: string | undefined): string | null {
  const [loaded, setLoaded] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url || typeof URL.createObjectURL !== 'function') return;
    let live = true;
    let made: string | null = null;
    getPictureBlob(url).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setLoaded({ url, src: made });
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return loaded && loaded.url === url ? loaded.src : null;
}

export function ProductPicture({ url, alt, height }: ProductPictureProps) {
  const { token } = theme.useToken();
  const src = usePictureUrl(url);
  const box = {
    height,
    width: '100%',
    borderRadius: token.borderRadius,
    background: token.colorFillQuaternary,
  };
  return src ? (
    <img src={src} alt={alt} style={{ ...box, objectFit: 'contain' }} />
  ) : (
    <div role="img" aria-label={alt} style={box} />
  );
}
