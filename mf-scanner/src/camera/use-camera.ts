/**
 * The phone's camera for the reader: the rear camera first (`facingMode: environment`),
 * another one when chosen, the torch where the track has one, and why there is no picture
 * (permission refused, no camera, no camera API on this page). The stream stops when the
 * screen leaves or `enabled` turns false.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export type CameraStatus =
  'starting' | 'live' | 'denied' | 'none' | 'unsupported' | 'failed' | 'off';

export interface CameraDevice {
  deviceId: string;
  label: string;
}

export interface CameraState {
  status: CameraStatus;
  devices: CameraDevice[];
  deviceId: string | null;
  chooseDevice: (deviceId: string) => void;
  torch: { supported: boolean; on: boolean; toggle: () => void };
  retry: () => void;
}

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

function statusOfError(error: unknown): CameraStatus {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  )
    return 'none';
  return 'failed';
}

export function useCamera(video: RefObject<HTMLVideoElement | null>, enabled = true): CameraState {
  const supported = Boolean(globalThis.navigator?.mediaDevices?.getUserMedia);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** What the start numbered `key` came to (a start is a device and an attempt). */
  const [outcome, setOutcome] = useState<{ key: string; status: CameraStatus } | null>(null);
  const [devices, setDevices] = useState<CameraDevice[]>([]);
  const [torch, setTorch] = useState({ supported: false, on: false });
  const track = useRef<MediaStreamTrack | null>(null);
  const key = `${deviceId ?? ''}#${attempt}`;

  useEffect(() => {
    const media = globalThis.navigator?.mediaDevices;
    if (!enabled || !media?.getUserMedia) return;
    let live = true;
    let stream: MediaStream | null = null;
    const element = video.current;
    media
      .getUserMedia({
        audio: false,
        video: deviceId
          ? { deviceId: { exact: deviceId } }
          : { facingMode: { ideal: 'environment' } },
      })
      .then(async (got) => {
        stream = got;
        if (!live) {
          got.getTracks().forEach((t) => t.stop());
          return;
        }
        const first = got.getVideoTracks()[0] ?? null;
        track.current = first;
        const capabilities = (first?.getCapabilities?.() ?? {}) as TorchCapabilities;
        setTorch({ supported: capabilities.torch === true, on: false });
        if (element) {
          element.srcObject = got;
          await element.play?.()?.catch(() => undefined);
        }
        const all = (await media.enumerateDevices?.()) ?? [];
        if (!live) return;
        setDevices(
          all
            .filter((d) => d.kind === 'videoinput')
            .map((d, i) => ({ deviceId: d.deviceId, label: d.label || `${i + 1}` })),
        );
        setOutcome({ key, status: 'live' });
      })
      .catch((error: unknown) => {
        if (live) setOutcome({ key, status: statusOfError(error) });
      });
    return () => {
      live = false;
      track.current = null;
      stream?.getTracks().forEach((t) => t.stop());
      if (element) element.srcObject = null;
    };
  }, [enabled, deviceId, key, video]);

  const toggle = useCallback(() => {
    const current = track.current;
    if (!current) return;
    const next = !torch.on;
    current
      .applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] })
      .then(() => setTorch({ supported: true, on: next }))
      .catch(() => setTorch({ supported: false, on: false }));
  }, [torch.on]);

  const status: CameraStatus = !enabled
    ? 'off'
    : !supported
      ? 'unsupported'
      : outcome?.key === key
        ? outcome.status
        : 'starting';
  return {
    status,
    devices,
    deviceId,
    chooseDevice: setDeviceId,
    torch: { supported: torch.supported, on: torch.on, toggle },
    retry: () => setAttempt((n) => n + 1),
  };
}
