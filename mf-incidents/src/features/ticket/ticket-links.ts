/** Where a requester follows a ticket, and where they rate a resolved one. */
export const requestStatusHref = (id: string) => `/request-status?ticket=${id}`;
export const feedbackHref = (id: string) => `/feedback?ticket=${id}`;

const NUMBER = /^(INC|SR|FB)-?0*(\d{1,9})$/i;

/**
 * A ticket number as typed (`INC-000123`, `inc-123`, `SR45`) written the desk's way
 * (`INC-000123`); null when the text is not one.
 */
export function ticketNumberOf(text: string): string | null {
  const match = NUMBER.exec(text.trim());
  if (!match) return null;
  return `${match[1]!.toUpperCase()}-${match[2]!.padStart(6, '0')}`;
}
