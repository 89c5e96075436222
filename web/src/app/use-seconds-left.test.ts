// The resend countdown hook, on fake timers.
import { act, renderHook } from '@testing-library/react';
import { useSecondsLeft } from './use-seconds-left';

describe('useSecondsLeft', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('counts down each second to zero and stays there', () => {
    const until = Date.now() + 2500;
    const { result } = renderHook(() => useSecondsLeft(until));
    expect(result.current).toBe(3);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
  });

  it('is zero with nothing to wait for', () => {
    expect(renderHook(() => useSecondsLeft(null)).result.current).toBe(0);
  });
});
