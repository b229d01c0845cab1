/**
 * A fake camera for component tests and stories (no jest in it: stories run in a browser): `getUserMedia` answering a
 * MediaStream-like object (one video track, its torch capability), the devices it lists,
 * or the refusal a browser gives; and a BarcodeDetector stub that "sees" the codes put in
 * front of it, one per frame read.
 */
import { resetCodeDetector } from '../camera/barcode';

export interface FakeCameraOptions {
  /** Video inputs listed (labels); one by default. */
  devices?: string[];
  torch?: boolean;
  /** The DOMException name getUserMedia rejects with ('NotAllowedError', 'NotFoundError'). */
  refuse?: string;
  /** No camera API at all (an insecure page, an old browser). */
  unsupported?: boolean;
}

export interface FakeCamera {
  /** The constraints of each getUserMedia call. */
  requests: MediaStreamConstraints[];
  /** The constraints applied to the track (the torch). */
  applied: MediaTrackConstraints[];
  restore(): void;
}

export function installFakeCamera(options: FakeCameraOptions = {}): FakeCamera {
  const devices = options.devices ?? ['Back camera'];
  const requests: MediaStreamConstraints[] = [];
  const applied: MediaTrackConstraints[] = [];
  const track = {
    kind: 'video',
    stop: () => undefined,
    getCapabilities: () => (options.torch ? { torch: true } : {}),
    applyConstraints: async (constraints: MediaTrackConstraints) => {
      applied.push(constraints);
    },
  };
  // In a browser (Storybook) the element needs a real stream: a grey canvas's.
  const stream = canvasStream() ?? { getVideoTracks: () => [track], getTracks: () => [track] };
  const getUserMedia = async (constraints: MediaStreamConstraints) => {
    requests.push(constraints);
    if (options.refuse)
      throw Object.assign(new Error('Permission denied'), { name: options.refuse });
    return stream;
  };
  const media = {
    getUserMedia,
    enumerateDevices: async () =>
      devices.map((label, i) => ({ kind: 'videoinput', deviceId: `cam-${i + 1}`, label })),
  };
  const previous = Object.getOwnPropertyDescriptor(globalThis.navigator, 'mediaDevices');
  Object.defineProperty(globalThis.navigator, 'mediaDevices', {
    configurable: true,
    value: options.unsupported ? undefined : media,
  });
  // jsdom has no media playback; a browser plays the fake stream's element as it is.
  const play = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play');
  const isJsdom = globalThis.navigator.userAgent.includes('jsdom');
  if (isJsdom)
    Object.defineProperty(HTMLMediaElement.prototype, 'play', {
      configurable: true,
      value: async () => undefined,
    });
  return {
    requests,
    applied,
    restore() {
      if (isJsdom && play) Object.defineProperty(HTMLMediaElement.prototype, 'play', play);
      if (previous) Object.defineProperty(globalThis.navigator, 'mediaDevices', previous);
      else delete (globalThis.navigator as { mediaDevices?: unknown }).mediaDevices;
    },
  };
}

function canvasStream(): MediaStream | null {
  if (globalThis.navigator.userAgent.includes('jsdom')) return null;
  const canvas = document.createElement('canvas') as HTMLCanvasElement & {
    captureStream?: (fps: number) => MediaStream;
  };
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  if (!context || !canvas.captureStream) return null;
  context.fillStyle = '#3a3a3a';
  context.fillRect(0, 0, 640, 480);
  return canvas.captureStream(1);
}

export interface FakeDetector {
  /** The camera sees `code` in its next frame. */
  show(code: string): void;
  restore(): void;
}

export function installBarcodeDetector(): FakeDetector {
  const queue: string[] = [];
  class StubDetector {
    static getSupportedFormats = async () => ['qr_code', 'code_128', 'data_matrix'];
    async detect(): Promise<{ rawValue: string; format: string }[]> {
      const code = queue.shift();
      return code ? [{ rawValue: code, format: 'qr_code' }] : [];
    }
  }
  const target = globalThis as { BarcodeDetector?: unknown };
  const previous = target.BarcodeDetector;
  target.BarcodeDetector = StubDetector;
  resetCodeDetector();
  return {
    show: (code) => queue.push(code),
    restore() {
      target.BarcodeDetector = previous;
      resetCodeDetector();
    },
  };
}
