import { activityFilters, startOfDay } from '../activity-url';

describe('the activity log’s days', () => {
  it('start at midnight in the company’s time zone, whatever the browser’s', () => {
    expect(startOfDay('2026-02-01')).toBe('2026-01-31T18:30:00.000Z');
    expect(startOfDay('2026-02-01', 0, 'UTC')).toBe('2026-02-01T00:00:00.000Z');
    expect(startOfDay('2026-12-31', 1, 'Asia/Kolkata')).toBe('2026-12-31T18:30:00.000Z');
  });

  it('follow a change to summer time', () => {
    // London moves to BST at 01:00 UTC on 29 March 2026; New York to EDT on 8 March.
    expect(startOfDay('2026-03-29', 0, 'Europe/London')).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfDay('2026-03-29', 1, 'Europe/London')).toBe('2026-03-29T23:00:00.000Z');
    expect(startOfDay('2026-03-08', 0, 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 0, 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
  });

  it('ask the server for both days whole, and drop an end before the start', () => {
    const url = { actorId: null, action: [], page: 1 };
    expect(activityFilters({ ...url, from: '2026-02-01', to: '2026-02-01' })).toMatchObject({
      from: '2026-01-31T18:30:00.000Z',
      to: '2026-02-01T18:30:00.000Z',
    });
    expect(activityFilters({ ...url, from: '2026-02-05', to: '2026-02-01' }).to).toBeNull();
  });
});
