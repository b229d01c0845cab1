/**
 * The page's one scan queue (IndexedDB `itam-scanner`, the API as transport), opened on
 * first use and kept while the tab lives, and what a screen shows of a session's part of
 * it (its ops, the count waiting) or of one asset (the card offline), re-read after every
 * change.
 */
import { useEffect, useState } from 'react';
import { apiTransport } from './api-transport';
import { ScanQueue, type KnownAsset, type QueuedOp } from './scan-queue';

let opened: Promise<ScanQueue> | null = null;

export function openScanQueue(): Promise<ScanQueue> {
  opened ??= ScanQueue.open({ transport: apiTransport });
  opened.catch(() => {
    opened = null;
  });
  return opened;
}

/** Closes the page's queue so the next use opens it again (tests, with a fresh IndexedDB). */
export async function resetScanQueue(): Promise<void> {
  const queue = opened;
  opened = null;
  if (queue) await (await queue.catch(() => null))?.dispose();
}

export interface SessionQueueState {
  queue: ScanQueue | null;
  /** The session's ops in the order they were made. */
  ops: QueuedOp[];
  waiting: number;
  /** The queue could not open (no IndexedDB: a private window of some browsers). */
  error: string | null;
}

export function useSessionQueue(sessionId: string): SessionQueueState {
  const [state, setState] = useState<SessionQueueState>({
    queue: null,
    ops: [],
    waiting: 0,
    error: null,
  });
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    openScanQueue().then(
      (queue) => {
        if (!live) return;
        const read = async () => {
          const ops = await queue.ops(sessionId);
          if (live)
            setState({
              queue,
              ops,
              waiting: ops.filter((op) => op.state === 'waiting').length,
              error: null,
            });
        };
        unsubscribe = (() => {
          const off = queue.subscribe(() => void read());
          return () => void off();
        })();
        void read();
      },
      (error: unknown) => {
        if (live) setState((s) => ({ ...s, error: String(error) }));
      },
    );
    return () => {
      live = false;
      unsubscribe();
    };
  }, [sessionId]);
  return state;
}

export interface KnownAssetState {
  /** Read from the device: false until the first read has answered (or failed). */
  read: boolean;
  known: KnownAsset | null;
}

/** What the device knows of the asset `assetId`, read only while `enabled` (offline). */
export function useKnownAsset(assetId: string, enabled: boolean): KnownAssetState {
  const [state, setState] = useState<KnownAssetState & { assetId: string }>({
    assetId,
    read: false,
    known: null,
  });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let unsubscribe = () => {};
    openScanQueue().then(
      (queue) => {
        if (!live) return;
        const read = () =>
          queue.knownAsset(assetId).then(
            (known) => live && setState({ assetId, read: true, known }),
            () => live && setState({ assetId, read: true, known: null }),
          );
        const off = queue.subscribe(() => void read());
        unsubscribe = () => void off();
        void read();
      },
      () => live && setState({ assetId, read: true, known: null }),
    );
    return () => {
      live = false;
      unsubscribe();
    };
  }, [assetId, enabled]);
  // Another asset's answer is no answer for this one.
  return state.assetId === assetId ? state : { read: false, known: null };
}
