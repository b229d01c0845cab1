/**
 * The live camera with its reading loop: a few frames a second go to the detector
 * (native or polyfill, ../../camera/barcode.ts); a code read is passed on once (the same
 * code again only after a pause, the camera sees it in every frame). Camera choice when
 * the device has several, the torch when the track has one, and a plain message when
 * there is no picture (the other ways to enter a tag stay on the screen).
 */
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { codeDetector } from '../../camera/barcode';
import { useCamera } from '../../camera/use-camera';

/** Milliseconds between two reads of a frame. */
const FRAME_INTERVAL = 200;
/** The same code read again within this many milliseconds is the same scan. */
const REPEAT_PAUSE = 3000;

export interface CameraViewProps {
  onCode: (code: string) => void;
  /** Reading paused (a dialog is open, a scan is being handled); the picture stays. */
  paused?: boolean;
}

export function CameraView({ onCode, paused = false }: CameraViewProps) {
  const { t } = useTranslation('scanner');
  const video = useRef<HTMLVideoElement | null>(null);
  const camera = useCamera(video);
  const latest = useRef({ onCode, paused });
  useEffect(() => {
    latest.current = { onCode, paused };
  });
  const [detectorFailed, setDetectorFailed] = useDetectorLoop(
    video,
    camera.status === 'live',
    latest,
  );

  return (
    <section aria-label={t('camera.region')}>
      <video
        ref={video}
        data-testid="scanner-video"
        muted
        playsInline
        autoPlay
        style={{
          width: '100%',
          maxHeight: '45vh',
          objectFit: 'cover',
          background: '#000',
          borderRadius: 8,
          display: camera.status === 'live' || camera.status === 'starting' ? 'block' : 'none',
        }}
      />
      {camera.status === 'denied' ? (
        <Alert
          type="warning"
          showIcon
          title={t('camera.denied')}
          description={t('camera.deniedHelp')}
          action={<Button onClick={camera.retry}>{t('camera.retry')}</Button>}
        />
      ) : null}
      {camera.status === 'none' ? (
        <Alert type="info" showIcon title={t('camera.none')} description={t('camera.useEntry')} />
      ) : null}
      {camera.status === 'unsupported' || camera.status === 'failed' ? (
        <Alert
          type="info"
          showIcon
          title={t('camera.unavailable')}
          description={t('camera.useEntry')}
          action={<Button onClick={camera.retry}>{t('camera.retry')}</Button>}
        />
      ) : null}
      {detectorFailed ? (
        <Alert
          type="info"
          showIcon
          title={t('camera.noReader')}
          description={t('camera.useEntry')}
          action={<Button onClick={() => setDetectorFailed(false)}>{t('camera.retry')}</Button>}
        />
      ) : null}
      {camera.status === 'live' && (camera.devices.length > 1 || camera.torch.supported) ? (
        <Flex gap={8} wrap style={{ marginTop: 8 }}>
          {camera.devices.length > 1 ? (
            <Select
              aria-label={t('camera.choose')}
              style={{ minWidth: 180, flex: 1 }}
              value={camera.deviceId ?? undefined}
              placeholder={t('camera.choose')}
              options={camera.devices.map((d) => ({ value: d.deviceId, label: d.label }))}
              onChange={(value: string) => camera.chooseDevice(value)}
            />
          ) : null}
          {camera.torch.supported ? (
            <Button aria-pressed={camera.torch.on} onClick={camera.torch.toggle}>
              {camera.torch.on ? t('camera.torchOff') : t('camera.torchOn')}
            </Button>
          ) : null}
        </Flex>
      ) : null}
    </section>
  );
}

/** Reads frames while the camera is live; true once no detector could be made. */
function useDetectorLoop(
  video: RefObject<HTMLVideoElement | null>,
  live: boolean,
  latest: RefObject<{ onCode: (code: string) => void; paused: boolean }>,
): [boolean, (failed: boolean) => void] {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!live || failed) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: '', at: 0 };
    codeDetector().then(
      (detector) => {
        const tick = async () => {
          if (stop) return;
          const element = video.current;
          if (element && !latest.current.paused) {
            try {
              const codes = await detector.detect(element);
              const code = codes.find((c) => c.rawValue.trim())?.rawValue.trim();
              const now = Date.now();
              if (code && !stop && (code !== last.code || now - last.at > REPEAT_PAUSE)) {
                last = { code, at: now };
                latest.current.onCode(code);
              } else if (code) last.at = now;
            } catch {
              // A frame not ready yet (the video starting): the next one.
            }
          }
          if (!stop) timer = setTimeout(() => void tick(), FRAME_INTERVAL);
        };
        void tick();
      },
      () => {
        if (!stop) setFailed(true);
      },
    );
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [live, failed, video, latest]);
  return [failed, setFailed];
}
