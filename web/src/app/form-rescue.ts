// A form's typed text kept through a lost session (revoked by a login elsewhere, or expired). When the session is
// lost while the form holds changes, its values are written to this tab's sessionStorage under the form's name and the
// account's e-mail (another account signed in in the tab never reads them); after signing in again the form opens with
// them, says so, and the copy is removed. Only a lost session writes one: leaving a page otherwise drops its edits, as
// before. A copy that does not parse to the form's shape is ignored.
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { sessionLost } from './session-lost';

const rescueKey = (form: string, account: string) => `oqa_rescue:${form}:${account.trim().toLowerCase()}`;

function readRescue<T>(key: string, shape: z.ZodType<T>): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return null;
    const parsed = shape.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage blocked, or text that is not JSON: the form opens with the saved values.
    return null;
  }
}

interface FormState<T> {
  /** What the form would keep: its values and anything else its next save needs. */
  copy: T;
  /** The form differs from what was saved: only then is a copy kept. */
  changed: boolean;
}

/**
 * The copy kept by an earlier lost session of this account for `form` (read once, when the calling component mounts,
 * and removed from storage), or null.
 */
export function useRescued<T>(form: string, account: string, shape: z.ZodType<T>): T | null {
  const key = account ? rescueKey(form, account) : null;
  const [rescued] = useState(() => (key ? readRescue(key, shape) : null));
  useEffect(() => {
    if (key && rescued) sessionStorage.removeItem(key);
  }, [key, rescued]);
  return rescued;
}

/** Keeps `state.copy` for `form` when the session is lost while `state.changed` (and the calling component is mounted). */
export function useRescueOnLoss<T>(form: string, account: string, state: FormState<T>): void {
  const key = account ? rescueKey(form, account) : null;
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  useEffect(() => {
    if (!key) return undefined;
    return sessionLost.subscribe(() => {
      if (!sessionLost.isLost() || !latest.current.changed) return;
      try {
        sessionStorage.setItem(key, JSON.stringify(latest.current.copy));
      } catch {
        // Storage full or blocked: the text is lost as it was before.
      }
    });
  }, [key]);
}

/**
 * Hands the rescued copy to `take` once, in the first render where `ready` is true (the list the copy belongs to has
 * arrived, say); later renders leave the form to the person. `take` may set the calling component's state.
 */
export function useTakeRescuedOnce<T>(rescued: T | null, ready: boolean, take: (copy: T) => void): void {
  const [taken, setTaken] = useState(false);
  if (rescued && ready && !taken) {
    setTaken(true);
    take(rescued);
  }
}

/**
 * Keeps `state.copy` when the session is lost while `state.changed`; returns the copy kept by an earlier lost session
 * of this account (read once, when the form opens), or null.
 */
export function useFormRescue<T>(form: string, account: string, shape: z.ZodType<T>, state: FormState<T>): T | null {
  const rescued = useRescued(form, account, shape);
  useRescueOnLoss(form, account, state);
  return rescued;
}
