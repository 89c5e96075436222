// Channel secrets and tokens at rest: AES-256-GCM (Node's crypto) under one key, SECRET_KEY or a key generated into
// the data directory on first start. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). Replicas must share the key:
// set SECRET_KEY on each (README), since each data directory would otherwise hold a key of its own.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = 'v1';

/** The file in the data directory that keeps a generated key across restarts. */
export const SECRET_KEY_FILE = 'secret-key';

function parseKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${source} must be 32 bytes, as 64 hex digits or base64`);
  return key;
}

export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Uint8Array) {
    if (key.length !== KEY_BYTES) throw new Error('A secret box key is 32 bytes');
    this.key = Buffer.from(key);
  }

  /** A key for this process only (tests, scripts): what it seals cannot be opened after a restart. */
  static ephemeral(): SecretBox {
    return new SecretBox(randomBytes(KEY_BYTES));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  /** The plaintext; throws when the value was sealed under another key or altered. */
  open(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** What the console may show of a secret: its last four characters. */
export function lastFour(secret: string): string {
  return secret.length <= 4 ? '' : secret.slice(-4);
}

/** SECRET_KEY when set, else the key kept in the data directory (generated, readable by the owner only, on first start). */
export async function resolveSecretBox(configured: string | undefined, dataDir: string): Promise<SecretBox> {
  if (configured) return new SecretBox(parseKey(configured, 'SECRET_KEY'));
  const file = path.join(dataDir, SECRET_KEY_FILE);
  const kept = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (kept) return new SecretBox(parseKey(kept, file));
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting on one data directory, the first to write wins and both use its key.
    await writeFile(file, `${randomBytes(KEY_BYTES).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new SecretBox(parseKey(await readFile(file, 'utf8'), file));
}
