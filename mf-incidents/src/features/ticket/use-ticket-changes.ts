/**
 * The changes the desk or the requester make to a ticket: each runs one write whose answer
 * (the ticket as it is now) replaces the kept ticket (api/get-ticket.ts), so every screen
 * showing it follows. One change at a time: which one runs, and the last refusal.
 */
import { useState } from 'react';
import type { TicketAction, TicketChange } from '@itam/shared/contracts/incidents';
import type { TicketBase } from '../../api/incidents-api';
import { useAssignTicketMutation } from './api/assign-ticket';
import { usePostMessageMutation } from './api/post-message';
import { useTransitionTicketMutation } from './api/transition-ticket';
import { useUpdateTicketMutation } from './api/update-ticket';

export interface TicketChanges {
  /** The change under way (an action, `assign`, `assignMe`, `unassign`, `priority`, `message`). */
  busy: string | null;
  error: string | null;
  setError: (error: string | null) => void;
  transition: (action: TicketAction) => Promise<void>;
  assign: (key: string, assigneeId: string | null) => Promise<void>;
  update: (change: TicketChange) => Promise<void>;
  /** Resolves true once sent; false after a refusal (shown in `error`). */
  send: (body: string, visibility: 'public' | 'internal') => Promise<boolean>;
}

export const messageOf = (failure: unknown) =>
  failure instanceof Error ? failure.message : String(failure);

export function useTicketChanges(id: string, mount: TicketBase): TicketChanges {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [transitionTicket] = useTransitionTicketMutation();
  const [assignTicket] = useAssignTicketMutation();
  const [updateTicket] = useUpdateTicketMutation();
  const [postMessage] = usePostMessageMutation();

  async function run(key: string, change: () => Promise<unknown>): Promise<boolean> {
    setBusy(key);
    setError(null);
    try {
      await change();
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    error,
    setError,
    transition: async (action) => {
      await run(action, () => transitionTicket({ id, action, mount }).unwrap());
    },
    assign: async (key, assigneeId) => {
      await run(key, () => assignTicket({ id, assigneeId, mount }).unwrap());
    },
    update: async (change) => {
      await run('priority', () => updateTicket({ id, change, mount }).unwrap());
    },
    send: (body, visibility) =>
      run('message', () => postMessage({ id, body, visibility, mount }).unwrap()),
  };
}
