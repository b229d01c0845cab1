/**
 * The rarely used, heavy antd inputs: the date and time pickers (with dayjs, their date
 * library), uploads and the image viewer, sliders, number inputs, ratings and QR codes.
 * A federated singleton of its own, apart from `@itam/shared/antd-data`, so a screen of
 * tables and plain fields (the asset list) does not download them; a form or detail
 * screen that renders one loads this entry with it. `dayjs` is exported from here so the
 * kit's date input builds its values with the very instance (and plugins) the pickers use.
 * Measured (esbuild, minified, gzip): these add about 77 KB to a bundle of antd's table,
 * form, input, select and tabs (226 KB), Image alone about 12 KB.
 */
export { DatePicker, Image, InputNumber, QRCode, Rate, Slider, TimePicker, Upload } from 'antd';
import type { DatePickerProps } from 'antd';
import enUS from 'antd/locale/en_US';
import hiIN from 'antd/locale/hi_IN';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/hi';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// The pickers' "today" in the company's time zone (rc-picker takes `now.tz()` when the
// plugin is there, in the default zone configurePickers sets), reading typed days in a
// format, and Hindi day names (antd's hi_IN locale names dayjs's 'hi').
dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

export type { Dayjs } from 'dayjs';
type PickerLocale = NonNullable<DatePickerProps['locale']>;

/** The pickers' texts of each product language (the theme's ConfigProvider uses the same). */
export const DATE_PICKER_LOCALES: Record<'en' | 'hi', PickerLocale> = {
  en: enUS.DatePicker!,
  hi: hiIN.DatePicker!,
};

/**
 * A dayjs locale for the pickers: `base` ('en', 'hi') with other month names (the kit's
 * date input gives Intl's, so a picker writes days as the kit's formatter does).
 */
export function definePickerLocale(
  name: string,
  base: string,
  months: { short: string[]; long: string[] },
): void {
  const from = dayjs.Ls[base] ?? dayjs.Ls.en!;
  // Registered without becoming the default (the third argument).
  dayjs.locale({ ...from, name, monthsShort: months.short, months: months.long }, undefined, true);
}

/**
 * The pickers' defaults: the locale typed text is read with (rc-picker parses with dayjs's
 * default locale) and the time zone of "today".
 */
export function configurePickers({ locale, timeZone }: { locale: string; timeZone: string }) {
  dayjs.locale(locale);
  dayjs.tz.setDefault(timeZone);
}

/** A 'YYYY-MM-DD' day as a picker's value, or null when it is not one. */
export function pickerDay(iso: string | null | undefined): Dayjs | null {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const day = dayjs(iso, 'YYYY-MM-DD', true);
  return day.isValid() ? day : null;
}
