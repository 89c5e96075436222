// The protected path a visitor was sent away from, carried to /login in the router's location state.
export interface OriginState {
  from: string;
}

export function originPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = (state as { from: unknown }).from;
  // Only in-app paths: never bounce to another origin.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}
