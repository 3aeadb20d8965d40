import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Tokens at rest (handbook platforms.md §2.9): AES-256-GCM with a key derived from the app secret
 * by HKDF-SHA256. Every ciphertext names the key that sealed it (`v1.<key id>.<iv>.<tag>.<data>`),
 * so earlier secrets (APP_SECRET_PREVIOUS) still open old rows and `npm run secrets:rotate`
 * re-seals them with the current key.
 */
export interface TokenCipher {
  /** The current key's id. */
  readonly keyId: string;
  seal(plaintext: string): string;
  open(sealed: string): string;
  /** The key id a ciphertext was sealed with. */
  keyIdOf(sealed: string): string;
}

interface Key {
  id: string;
  key: Buffer;
}

const VERSION = "v1";
const SALT = Buffer.from("wordloom.social-accounts");

const deriveKey = (secret: string): Key => {
  const key = Buffer.from(hkdfSync("sha256", secret, SALT, "token-encryption", 32));
  const id = Buffer.from(hkdfSync("sha256", secret, SALT, "token-encryption key id", 6)).toString("base64url");
  return { id, key };
};

export class TokenCipherError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TokenCipherError";
  }
}

export function createTokenCipher(currentSecret: string, previousSecrets: readonly string[] = []): TokenCipher {
  const current = deriveKey(currentSecret);
  const keys = new Map<string, Buffer>([[current.id, current.key]]);
  for (const secret of previousSecrets) {
    const previous = deriveKey(secret);
    if (!keys.has(previous.id)) {
      keys.set(previous.id, previous.key);
    }
  }
  const parse = (sealed: string) => {
    const [version, keyId, iv, tag, data, ...rest] = sealed.split(".");
    if (version !== VERSION || !keyId || !iv || !tag || data === undefined || rest.length > 0) {
      throw new TokenCipherError("Not a sealed token.");
    }
    return { keyId, iv, tag, data };
  };
  return {
    keyId: current.id,
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", current.key, iv);
      const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return [VERSION, current.id, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(
        ".",
      );
    },
    open(sealed) {
      const parts = parse(sealed);
      const key = keys.get(parts.keyId);
      if (!key) {
        throw new TokenCipherError(`No key ${parts.keyId}: set the APP_SECRET it was sealed with in APP_SECRET_PREVIOUS.`);
      }
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(parts.iv, "base64url"));
      decipher.setAuthTag(Buffer.from(parts.tag, "base64url"));
      try {
        return Buffer.concat([decipher.update(Buffer.from(parts.data, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        throw new TokenCipherError("A sealed token failed its integrity check.");
      }
    },
    keyIdOf: (sealed) => parse(sealed).keyId,
  };
}
