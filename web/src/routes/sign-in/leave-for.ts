// Sends the browser off the console to another site (a sign-in provider's authorization page); one seam for tests.
export function leaveFor(url: string): void {
  window.location.assign(url);
}
