/** Addresses inside this remote that carry a value. */

/** One employee's exit in full (`/exit-employees/:employeeId`). */
export const exitEmployeeHref = (employeeId: string) =>
  `/exit-employees/${encodeURIComponent(employeeId)}`;
