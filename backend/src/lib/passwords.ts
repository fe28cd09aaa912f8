import bcrypt from 'bcryptjs';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `hash`; accepts Laravel's `$2y$` hashes as well as `$2a$`/`$2b$`. */
  verify(password: string, hash: string): Promise<boolean>;
}

export function createPasswordHasher(rounds = 10): PasswordHasher {
  if (rounds < 10) throw new Error('bcrypt cost must be at least 10');
  // A real hash to compare against when the account does not exist, so both paths take as long.
  let dummy: string | undefined;
  return {
    hash: (password) => bcrypt.hash(password, rounds),
    async verify(password, hash) {
      if (!/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(hash)) {
        dummy ??= await bcrypt.hash('not-a-password', rounds);
        await bcrypt.compare(password, dummy);
        return false;
      }
      try {
        return await bcrypt.compare(password, hash);
      } catch {
        return false;
      }
    },
  };
}
