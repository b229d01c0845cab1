/**
 * Refusals the asset screens show in the user's language by the code the server gave them
 * (`errorCodes.<code>` of this namespace), instead of the server's English text: a leaver's
 * exit in progress refusing an assignment (api/src/modules/exits/holdings.service.ts).
 */
import { isApiError } from '@itam/shared/api';
import type { TFunction } from 'i18next';

const TRANSLATED: ReadonlySet<string> = new Set(['EXIT_ITEM_RECOVERED', 'EXIT_RECOVERY_SIGNED']);

/** The refusal's translation when its code is one of those, else null. */
export function codedErrorText(t: TFunction, error: unknown): string | null {
  return isApiError(error) && error.code && TRANSLATED.has(error.code)
    ? t(`errorCodes.${error.code}`)
    : null;
}
