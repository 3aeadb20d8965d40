import { hash, verify } from "@node-rs/argon2";

/** argon2id (the library's default algorithm) with OWASP's recommended minimum cost. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash so that an unknown e-mail costs as much time as a wrong
 * password and sign-in answers do not reveal which accounts exist.
 */
export const spendPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword("wordloom-timing-equaliser");
  await verifyPassword(await dummyHash, password);
};
