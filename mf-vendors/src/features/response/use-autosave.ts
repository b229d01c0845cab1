/**
 * Saves the answers changed since the last save as a draft, `delayMs` after the last
 * change (one request for a burst of typing), and on demand (`flush`, before sending).
 * Its state is what the form shows: idle, saving, saved, or the failure's message; a
 * failed save keeps its answers marked changed, so the next change or `flush` retries them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftAnswer } from '@itam/shared/contracts/vendors';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; message: string };

export const AUTOSAVE_DELAY_MS = 1000;

export interface Autosave {
  state: SaveState;
  /** Marks questions changed and (re)starts the delay. */
  changed: (ids: readonly string[]) => void;
  /** Saves whatever is changed now; rejects when the save fails. */
  flush: () => Promise<void>;
}

export function useAutosave(
  save: (answers: DraftAnswer[]) => Promise<void>,
  draftOf: (ids: readonly string[]) => DraftAnswer[],
  initiallyChanged: readonly string[],
  delayMs = AUTOSAVE_DELAY_MS,
): Autosave {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const dirty = useRef(new Set(initiallyChanged));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void> | null>(null);
  // The latest callbacks: a save reads the answers as they are when it runs.
  const latest = useRef({ save, draftOf });
  useEffect(() => {
    latest.current = { save, draftOf };
  });

  const run = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // One save at a time: a change made while one runs is saved after it.
    while (running.current) await running.current.catch(() => undefined);
    const ids = [...dirty.current];
    if (!ids.length) return;
    dirty.current.clear();
    setState({ kind: 'saving' });
    const attempt = latest.current.save(latest.current.draftOf(ids));
    running.current = attempt;
    try {
      await attempt;
      setState({ kind: 'saved', at: new Date() });
    } catch (failure) {
      for (const id of ids) dirty.current.add(id);
      setState({
        kind: 'failed',
        message: failure instanceof Error ? failure.message : String(failure),
      });
      throw failure;
    } finally {
      running.current = null;
    }
  }, []);

  const changed = useCallback(
    (ids: readonly string[]) => {
      for (const id of ids) dirty.current.add(id);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void run().catch(() => undefined), delayMs);
    },
    [run, delayMs],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { state, changed, flush: run };
}
