import { formatTaipeiTime } from './time';

describe('Taipei time', () => {
  it('shows a UTC instant eight hours later as YYYY-MM-DD HH:mm', () => {
    expect(formatTaipeiTime('2026-11-22T04:49:47.000Z')).toBe('2026-11-22 12:49');
  });

  it('rolls over to the next day after 16:00 UTC', () => {
    expect(formatTaipeiTime('2026-12-31T16:05:00.000Z')).toBe('2027-01-01 00:05');
  });
});
