// What the /chatbot/* test files share: a backend started for the file, signed-in accounts, the owner's headers and
// calls, and the file bytes the database keeps.
import type { ErrorBody } from '../../schema/rest';
import { startTestBackend } from '../../tests/support/backend';
import { chatbotPayload, loginToken, newAccount } from '../../tests/support/factories';
import { awayFromWindowEdge } from '../../tests/support/rate-windows';
import { startedForFile } from '../../tests/support/started-for-file';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
export const jsonAuth = (token: string) => ({ ...auth(token), 'Content-Type': 'application/json' });
export const errorCode = async (response: Response) => ((await response.json()) as ErrorBody).error.code;

/** Starts a backend before the file's tests and closes it after them; returns the helpers bound to it. */
export function chatbotsKit() {
  const backend = startedForFile(() => startTestBackend(), (started) => started.close());
  // Attempts counted up to a limit must not straddle a rate-limit window's edge.
  beforeEach(() => awayFromWindowEdge(), 60_000);

  async function signedInAccount() {
    const account = await newAccount(backend().url);
    return { ...account, token: await loginToken(backend().url, account.email, account.password) };
  }

  /** PUT modify-detail of the bot with the payload a form sends, `changes` over the factory's. */
  const modifyDetail = (token: string, chatbotId: string, changes: Parameters<typeof chatbotPayload>[0]) =>
    fetch(`${backend().url}/chatbot/${chatbotId}/modify-detail`, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify(chatbotPayload(changes)) });
  /** The ids of every file whose bytes the database keeps. */
  const storedFileIds = async () => (await backend().db.selectFrom('knowledge_file_contents').select('file_id').orderBy('file_id').execute()).map((row) => row.file_id);

  return { backend, signedInAccount, modifyDetail, storedFileIds };
}
