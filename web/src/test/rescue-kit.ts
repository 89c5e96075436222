// What the tests of typed text kept through a lost session share (app/form-rescue.ts): losing the session as a login
// elsewhere does, and the note a form shows when it opens with the kept text.
import { act } from '@testing-library/react';
import { sessionLost } from '../app/session-lost';

export const RESTORED_NOTE = 'What you typed before you were signed out is back here, not saved yet. Check it, then save.';

/** The session ends under the page (raised, as a refused call does, then cleared, as signing in again does). */
export function loseSession() {
  act(() => sessionLost.raise());
  act(() => sessionLost.clear());
}
