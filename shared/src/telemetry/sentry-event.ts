/**
 * Sentry `beforeSend` / `beforeBreadcrumb`: everything scrubbed; an error whose stack
 * runs through a remote's files is tagged with that remote and its version. Kept free of
 * @sentry/browser so it is tested without the SDK.
 */
import { remoteOfFile, remoteTags } from './remote-attribution';
import { scrubValue } from './scrub';

interface FrameLike {
  filename?: string;
  abs_path?: string;
}
/** The part of a Sentry event this touches. */
export interface SentryEventLike {
  tags?: Record<string, unknown>;
  exception?: { values?: { stacktrace?: { frames?: FrameLike[] } }[] };
}
export interface BreadcrumbLike {
  category?: string;
}

/** The remote of the innermost frame that belongs to one (Sentry lists frames outermost first). */
export function remoteOfEvent(event: SentryEventLike): string | undefined {
  for (const value of [...(event.exception?.values ?? [])].reverse()) {
    const frames = value.stacktrace?.frames ?? [];
    for (let i = frames.length - 1; i >= 0; i--) {
      const remote = remoteOfFile(frames[i]?.abs_path ?? frames[i]?.filename);
      if (remote) return remote;
    }
  }
  return undefined;
}

export function prepareSentryEvent<E extends SentryEventLike>(event: E): E {
  const out = scrubValue(event);
  const named = typeof out.tags?.remote === 'string' ? out.tags.remote : undefined;
  const remote = named ?? remoteOfEvent(out);
  if (remote) out.tags = { ...remoteTags(remote), ...out.tags };
  return out;
}

/** Key strokes say which field was typed in: dropped. The rest is scrubbed. */
export function prepareBreadcrumb<B extends BreadcrumbLike>(breadcrumb: B): B | null {
  if (breadcrumb.category === 'ui.input') return null;
  return scrubValue(breadcrumb);
}
