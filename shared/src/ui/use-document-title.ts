import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { selectCompanyName, useAppSelector } from '../store';

/** The parts of a browser title, most specific first: `Assets · Demo Corp · ITAM`. */
export function composeTitle(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join(' · ');
}

/**
 * Names the browser tab after the screen while it shows: `<screen> · <company> · ITAM`
 * (the company once the session knows it). `screen` null: the product's name alone.
 * A screen that knows better (an asset's name) calls it with that; the shell calls it
 * for every signed-in route with the route's title.
 */
export function useDocumentTitle(screen: string | null | undefined): void {
  const { t } = useTranslation('common');
  const company = useAppSelector(selectCompanyName);
  const title = composeTitle([screen, company, t('productName')]);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
