import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Encrypts short secrets at rest with AES-256-GCM: a random 12-byte IV per value, the tag stored with it
 * (`v1.<base64url of iv | tag | ciphertext>`). The key is derived from the portal secret with HKDF-SHA256 for one
 * `purpose`, so one secret serves several uses without sharing keys. `context` (e.g. owner and field) is bound as
 * additional data: a value copied to another row or field does not decrypt.
 */
export function createSecretBox(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `portal ${purpose}`, 32));

  return {
    seal(plain: string, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },

    /** Throws when the value was sealed with another secret or context, or was changed. */
    open(sealed: string, context: string): string {
      const [version, data = ''] = sealed.split('.', 2);
      if (version !== VERSION) throw new Error('unknown secret box version');
      const raw = Buffer.from(data, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('secret box too short');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
