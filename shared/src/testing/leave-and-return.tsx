import { useState, type ReactNode } from 'react';

/**
 * A screen, left for another and opened again, in one session (one store): the cache tests
 * of the server-data layer press 'Leave' then 'Return' and count the requests.
 */
export function LeaveAndReturn({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        {open ? 'Leave' : 'Return'}
      </button>
      {open ? children : <p>Another screen</p>}
    </>
  );
}
