// A countdown in whole seconds to an instant, re-rendering each second until it reaches zero.
import { useEffect, useState } from 'react';

export function useSecondsLeft(until: number | null): number {
  // Only forces the next render; the time is read during the render itself, so a new `until` counts from now.
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (until === null) return undefined;
    const timer = setInterval(() => {
      setTicks((ticks) => ticks + 1);
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));
}
