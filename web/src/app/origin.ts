// What the router's location state carries to the public pages: the protected path a visitor was sent away from
// (to /login), and the e-mail just registered or confirmed (to prefill the login form).
export interface OriginState {
  from: string;
}

export function originPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = (state as { from: unknown }).from;
  // Only in-app paths: never bounce to another origin.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

export interface EmailState {
  email: string;
}

export function stateEmail(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  const email = (state as { email: unknown }).email;
  return typeof email === 'string' ? email : undefined;
}
