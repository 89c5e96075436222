// A tiny store saying "this browser's session is gone" (revoked by a login elsewhere or expired). The
// Apollo error link and the session-events subscription raise it; the Session Expired modal listens.
type Listener = () => void;

let lost = false;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const sessionLost = {
  raise(): void {
    if (lost) return;
    lost = true;
    emit();
  },
  clear(): void {
    if (!lost) return;
    lost = false;
    emit();
  },
  isLost(): boolean {
    return lost;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
