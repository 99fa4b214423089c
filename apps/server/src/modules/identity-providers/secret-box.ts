import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@koers/server-core/config';

/**
 * Encrypts the few secrets Koers must be able to read back (an identity provider's client
 * secret) with AES-256-GCM. The key is SECRETS_KEY (any string, hashed to 32 bytes) or, without
 * it, a random key kept in DATA_DIR/secrets.key, made on first use and readable by the owner only.
 */
export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

const keys = new Map<string, Buffer>();

function keyOf(config: Config): Buffer {
  if (config.secretsKey) return createHash('sha256').update(config.secretsKey).digest();
  const file = path.join(config.dataDir, 'secrets.key');
  const known = keys.get(file);
  if (known) return known;
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = createHash('sha256').update(fs.readFileSync(file, 'utf8').trim()).digest();
  keys.set(file, key);
  return key;
}

export function secretBox(config: Config): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown sealed secret format');
      const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
