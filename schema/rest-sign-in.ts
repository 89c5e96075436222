// Backend REST answers of Google and LINE sign-in (§2 callbacks). Re-exported by schema/rest.ts.

/** GET /member/sign-in/providers: which third-party sign-ins this server is configured for. */
export interface SignInProvidersDTO {
  google: boolean;
  line: boolean;
}

/** POST /member/sign-in/start: where to send the browser. */
export interface StartSignInResponseDTO {
  status: 'success';
  authorization_url: string;
}
