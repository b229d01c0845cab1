/** What a refused call says, for a message beside the control that made it. */
import { isApiError } from '@itam/shared/api';

export function errorText(error: unknown): string {
  if (isApiError(error)) return error.issues[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The server's message for one field (`issues[].field`), when it named it. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.issues.find((i) => i.field === field || i.field.startsWith(`${field}.`))?.message;
}
