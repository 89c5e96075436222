// Cuts a secret out of a text that may quote it (a platform's error message, a URL): before the text is stored,
// answered or logged.
export function redactSecret(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join('[redacted]') : text;
}
