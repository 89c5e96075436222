// The end of every sign-in (password, Google, LINE): the session token goes into the HttpOnly cookie only, and the
// answer carries the account, never the token.
import type { ProfileDTO } from '../schema/rest';
import type { BffContext } from './context';

export async function signedIn({ session, loaders }: BffContext, token: string): Promise<{ account: ProfileDTO }> {
  session.signIn(token);
  // Anything loaded earlier in this request belonged to the previous session.
  loaders.profile.clearAll();
  loaders.chatbotById.clearAll();
  return { account: await loaders.profile.load('me') };
}
