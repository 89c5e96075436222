// The third-party sign-in providers by their own names, written the same in every language.
export function providerName(provider: string): string {
  return provider === 'line' ? 'LINE' : 'Google';
}
