// Third-party calls are answered once: each good signature is kept until its timestamp leaves the tolerance, and a
// second call carrying it is refused. One insert decides, so two replicas handed the same call cannot both take it.
import { type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Records the signature; false when it was recorded already (the call is a repeat). */
export async function takeSignature(db: Kysely<Database>, chatbotId: string, signature: string, expiresAt: Date): Promise<boolean> {
  const taken = await db
    .insertInto('used_signatures')
    .values({ chatbot_id: chatbotId, signature, expires_at: expiresAt })
    .onConflict((conflict) => conflict.columns(['chatbot_id', 'signature']).doNothing())
    .returning('signature')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Signatures whose calls would be refused as stale anyway need not be kept. */
export async function deleteExpiredSignatures(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('used_signatures').where('expires_at', '<', now).execute();
}
