/** Dates and money: the kit's formatters, in the user's language and the company's time zone and currency. */
export { formatDate, formatDateTime, formatMoney, todayIso } from '@itam/shared/i18n';
