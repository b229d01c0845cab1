import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTime,
  getFormatContext,
  setFormatContext,
  todayIso,
} from '../format';

afterEach(() => setFormatContext({ timeZone: 'Asia/Kolkata', currency: 'INR', clock: '24h' }));

describe('the kit formatters', () => {
  it("writes money in the company's currency with grouping, in both languages", () => {
    expect(formatMoney(33632.99, 'en')).toBe('₹33,632.99');
    expect(formatMoney(145298, 'en')).toBe('₹1,45,298');
    expect(formatMoney(6390.2, 'en')).toBe('₹6,390.20');
    expect(formatMoney(145298, 'hi')).toBe('₹1,45,298');
    setFormatContext({ currency: 'USD' });
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatMoney(null, 'en')).toBe('—');
    expect(formatNumber(145298, 'en')).toBe('1,45,298');
  });

  it("writes a timestamp's day and time in the company's time zone, a calendar day as it is", () => {
    // 20:30 UTC is already the next day in India.
    expect(formatDateTime('2026-03-05T20:30:00Z', 'en')).toBe('6 Mar 2026, 02:00');
    expect(formatDate('2026-03-05T20:30:00Z', 'en')).toBe('6 Mar 2026');
    expect(formatDate('2026-03-05', 'en')).toBe('5 Mar 2026');
    setFormatContext({ timeZone: 'America/New_York' });
    expect(formatDate('2026-03-05T20:30:00Z', 'en')).toBe('5 Mar 2026');
    expect(formatDate('2026-03-05', 'en')).toBe('5 Mar 2026');
    expect(formatDate('2026-03-05', 'hi')).toBe('5 मार्च 2026');
  });

  it("writes times on the company's clock, in its time zone, in both languages", () => {
    const late = '2026-03-05T20:30:00Z';
    const afternoon = '2026-03-05T08:05:00Z';
    expect(formatDateTime(afternoon, 'en')).toBe('5 Mar 2026, 13:35');
    expect(formatDateTime(afternoon, 'hi')).toBe('5 मार्च 2026, 13:35');
    expect(formatTime(late, 'en')).toBe('02:00');
    expect(formatTime(late, 'hi')).toBe('02:00');
    setFormatContext({ clock: '12h' });
    expect(formatDateTime(afternoon, 'en')).toBe('5 Mar 2026, 1:35 pm');
    expect(formatDateTime(afternoon, 'hi')).toBe('5 मार्च 2026, 1:35 pm');
    expect(formatTime(late, 'en')).toBe('2:00 am');
    setFormatContext({ timeZone: 'America/New_York' });
    expect(formatDateTime(late, 'en')).toBe('5 Mar 2026, 3:30 pm');
    expect(formatTime(late, 'hi')).toBe('3:30 pm');
    expect(formatTime(null, 'en')).toBe('—');
  });

  it('ignores an unknown clock', () => {
    setFormatContext({ clock: 'sundial' as never });
    expect(getFormatContext().clock).toBe('24h');
  });

  it("takes today's date in the company's time zone", () => {
    const late = new Date('2026-03-05T20:30:00Z');
    expect(todayIso(late)).toBe('2026-03-06');
    setFormatContext({ timeZone: 'America/New_York' });
    expect(todayIso(late)).toBe('2026-03-05');
  });

  it('ignores an unknown time zone or currency code', () => {
    setFormatContext({ timeZone: 'Mars/Olympus', currency: 'rupees' });
    expect(getFormatContext()).toEqual({ timeZone: 'Asia/Kolkata', currency: 'INR', clock: '24h' });
  });

  it('builds a formatter once per language, zone and shape, and follows a changed zone', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const first = formatDateTime('2026-03-05T09:00:00Z', 'en');
      for (let i = 0; i < 50; i++)
        formatDateTime(`2026-03-${String((i % 28) + 1).padStart(2, '0')}T09:00:00Z`, 'en');
      expect(built.mock.calls.length).toBeLessThanOrEqual(1);
      setFormatContext({ timeZone: 'America/New_York' });
      expect(formatDateTime('2026-03-05T09:00:00Z', 'en')).not.toBe(first);
    } finally {
      built.mockRestore();
    }
  });
});
