/**
 * What a scanned code and a device's scan id are, shared by the scanner (offline too) and the
 * API. Free of zod: the `@itam/shared/contracts` entry every page loads re-exports it.
 */

/** A device's scan id: letters, digits and `_.:-`, 1-64 characters, unique in the session. */
export const AUDIT_CLIENT_SCAN_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
/** Scans per batch the server takes at most. */
export const AUDIT_SCAN_BATCH_MAX = 500;

/** How a follow-up was resolved: the asset turned up, or it was written off (state LOST). */
export const AUDIT_FOLLOW_UP_RESOLUTIONS = ['found', 'lost'] as const;

/**
 * What two tags are compared by: tags ignore case (a label's `dc-000001`, typed or scanned,
 * is the register's DC-000001), as the server's lookups (`lower(tag)`) do.
 */
export const tagKey = (tag: string): string => tag.toLowerCase();

/** The tag a scanned code carries: the `tag` of a tag link, else the code itself (trimmed). */
export function tagOfCode(code: string): string {
  const text = code.trim();
  if (/^https?:\/\//i.test(text) || text.includes('url_redirect')) {
    const query = text.slice(text.indexOf('?') + 1).split('#')[0]!;
    if (text.includes('?')) {
      const tag = new URLSearchParams(query).get('tag');
      if (tag !== null) return tag.trim();
    }
  }
  return text;
}
