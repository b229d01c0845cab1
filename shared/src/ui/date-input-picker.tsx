/**
 * The kit's date input itself (loaded on first render by date-input.tsx): antd's
 * DatePicker showing and reading the day as the kit's date formatter writes it (5 Mar 2026;
 * in Hindi 5 मार्च 2026), with "today" in the company's time zone, and the form's value an
 * ISO 'YYYY-MM-DD' string both ways.
 *
 * The formatter is Intl's (formatDate, dateStyle medium); dayjs's own month names differ
 * from it (en 'Sep' for Intl's 'Sept', other Hindi abbreviations), so each language gets a
 * dayjs locale whose month names are Intl's, in the same runtime, and a display format
 * made from Intl's parts: the picker then writes what every list writes, and reads it back.
 */
import {
  configurePickers,
  DATE_PICKER_LOCALES,
  DatePicker,
  definePickerLocale,
  pickerDay,
  type Dayjs,
} from '../antd/input';
import { getFormatContext, useTranslation } from '../i18n';
import type { DateInputProps } from './date-input';

const ISO = 'YYYY-MM-DD';

type Language = keyof typeof DATE_PICKER_LOCALES;
const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', hi: 'hi-IN' };
const DAYJS_BASE: Record<Language, string> = { en: 'en', hi: 'hi' };

interface DayFormat {
  /** The dayjs locale with Intl's month names (registered once). */
  locale: string;
  /** formatDate's layout as a dayjs format: 'D[ ]MMM[ ]YYYY'. */
  shown: string;
}

const formats = new Map<Language, DayFormat>();

/** A language's dayjs locale and display format, made from Intl once. */
function dayFormatOf(language: Language): DayFormat {
  const known = formats.get(language);
  if (known) return known;
  const intl = INTL_LOCALE[language];
  const medium = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(intl, { month: 'long', timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 5)));
  const monthsShort = months.map(
    (day) => medium.formatToParts(day).find((part) => part.type === 'month')?.value ?? '',
  );
  const shown = medium
    .formatToParts(months[2]!)
    .map((part) => {
      if (part.type === 'day') return 'D';
      if (part.type === 'month') return 'MMM';
      if (part.type === 'year') return 'YYYY';
      return `[${part.value}]`;
    })
    .join('');
  const locale = `itam-${language}`;
  definePickerLocale(locale, DAYJS_BASE[language], {
    short: monthsShort,
    long: months.map((day) => long.format(day)),
  });
  const format = { locale, shown };
  formats.set(language, format);
  return format;
}

/**
 * What a person may type besides the shown form: full month names, day/month/year with
 * '/', '-' or '.', and the ISO form.
 */
export const DATE_INPUT_TYPED_FORMATS = ['D MMMM YYYY', 'D/M/YYYY', 'D-M-YYYY', 'D.M.YYYY', ISO];

export default function DateInputPicker({
  value,
  onChange,
  min,
  max,
  style,
  placeholder,
  ...rest
}: DateInputProps) {
  const { t, i18n } = useTranslation('common');
  const language: Language = i18n.language === 'hi' ? 'hi' : 'en';
  const { locale, shown } = dayFormatOf(language);
  // Typed text is read in the language's month names; "today" (the calendar's mark and its
  // Today link) is the company's.
  configurePickers({ locale, timeZone: getFormatContext().timeZone });
  const texts = DATE_PICKER_LOCALES[language];
  return (
    <DatePicker
      {...rest}
      value={pickerDay(value)}
      format={[shown, 'D MMM YYYY', ...DATE_INPUT_TYPED_FORMATS]}
      locale={{ ...texts, lang: { ...texts.lang, locale } }}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.format(ISO) : '')}
      // Emptied by keyboard (the clear icon is for the mouse): the value is cleared too.
      onBlur={(event) => {
        if (value && (event.target as HTMLInputElement).value === '') onChange?.('');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && value && (event.target as HTMLInputElement).value === '')
          onChange?.('');
      }}
      disabledDate={(day: Dayjs) => {
        const iso = day.format(ISO);
        return Boolean((min && iso < min) || (max && iso > max));
      }}
      placeholder={placeholder ?? t('dateInput.placeholder')}
      allowClear
      style={{ width: '100%', maxWidth: 200, ...style }}
    />
  );
}
