// Channel secrets sealed at rest: round trip, tamper and wrong-key refusal, and the key kept in the data directory.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { lastFour, resolveSecretBox, SECRET_KEY_FILE, SecretBox } from './secret-box';

describe('SecretBox', () => {
  it('opens what it sealed, and never shows the plaintext in the sealed form', () => {
    const box = SecretBox.ephemeral();
    const sealed = box.seal('channel-secret-1234');
    expect(sealed).not.toContain('channel-secret');
    expect(box.seal('channel-secret-1234')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('channel-secret-1234');
  });

  it('refuses a value sealed under another key or altered', () => {
    const sealed = SecretBox.ephemeral().seal('token');
    expect(() => SecretBox.ephemeral().open(sealed)).toThrow();
    const box = SecretBox.ephemeral();
    const parts = box.seal('token').split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => box.open('plain text')).toThrow('Not a sealed secret');
  });

  it('shows only the last four characters of a secret', () => {
    expect(lastFour('abcdefgh1234')).toBe('1234');
    expect(lastFour('1234')).toBe('');
  });
});

describe('resolveSecretBox', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'secret-box-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('generates a key into the data directory on first start and uses it again after a restart', async () => {
    const sealed = (await resolveSecretBox(undefined, dataDir)).seal('kept across restarts');
    const file = path.join(dataDir, SECRET_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    expect((await resolveSecretBox(undefined, dataDir)).open(sealed)).toBe('kept across restarts');
  });

  it('takes SECRET_KEY as 64 hex digits or base64 of 32 bytes, and refuses another length', async () => {
    const hex = 'ab'.repeat(32);
    const sealed = (await resolveSecretBox(hex, dataDir)).seal('shared by replicas');
    expect((await resolveSecretBox(Buffer.from(hex, 'hex').toString('base64'), dataDir)).open(sealed)).toBe('shared by replicas');
    await expect(resolveSecretBox('too-short', dataDir)).rejects.toThrow('SECRET_KEY must be 32 bytes');
  });
});
