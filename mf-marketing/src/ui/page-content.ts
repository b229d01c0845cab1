/**
 * Page text ships with the page's own chunk, not with the remote's entry: each screen
 * registers its bundle (English and Hindi) into the `marketing` namespace under its own
 * key when its chunk loads, so `/` downloads only the text of `/`.
 */
import { addModuleResources } from '@itam/shared/i18n';

export const MARKETING_NS = 'marketing';

export function registerPageContent(
  key: string,
  en: Record<string, unknown>,
  hi: Record<string, unknown>,
): void {
  addModuleResources(MARKETING_NS, { en: { [key]: en }, hi: { [key]: hi } });
}
