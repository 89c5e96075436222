// The one error a language-model call ends with. Callers fall back on any kind; the kind says why, for
// logs and usage counts. Messages never carry the key, the URL, a prompt or the provider's own wording.

export type LlmErrorKind =
  /** The provider could not be reached, answered 5xx, or the breaker is open. */
  | 'unavailable'
  /** The call's time budget ran out. */
  | 'timeout'
  /** 429 after every retry. */
  | 'rate_limited'
  /** An answer that is not the API's shape. */
  | 'bad_response'
  /** Any other 4xx (bad request, bad key, unknown model) or a refusal by the model. */
  | 'refused';

export class LlmError extends Error {
  override readonly name = 'LlmError';

  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    /** The HTTP status that ended the call, when there was one. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export const isLlmError = (error: unknown): error is LlmError => error instanceof LlmError;
