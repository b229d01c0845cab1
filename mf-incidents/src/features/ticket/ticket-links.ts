/** Where a requester follows a ticket, and where they rate a resolved one. */
export const requestStatusHref = (id: string) => `/request-status?ticket=${id}`;
export const feedbackHref = (id: string) => `/feedback?ticket=${id}`;
