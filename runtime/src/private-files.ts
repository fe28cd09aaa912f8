import fs from 'node:fs';
import path from 'node:path';

/**
 * Narrows everything under `dir` to its owner: folders 0700, files without their group and other bits (0600),
 * whatever mode they were written with. Symbolic links are left alone. Answers the paths it could not change (a
 * file of another user); a path that vanished meanwhile is no failure.
 */
export function restrictTree(dir: string): string[] {
  const failed: string[] = [];
  const narrow = (target: string, stat: fs.Stats) => {
    const mode = stat.isDirectory() ? 0o700 : stat.mode & 0o700;
    if ((stat.mode & 0o777) === mode) return;
    try {
      fs.chmodSync(target, mode);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') failed.push(target);
    }
  };
  const walk = (folder: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') failed.push(folder);
      return;
    }
    for (const entry of entries) {
      if (entry.isSymbolicLink()) continue;
      const target = path.join(folder, entry.name);
      try {
        narrow(target, fs.lstatSync(target));
      } catch {
        continue; // gone meanwhile
      }
      if (entry.isDirectory()) walk(target);
    }
  };
  try {
    narrow(dir, fs.lstatSync(dir));
  } catch {
    return failed; // no data yet
  }
  walk(dir);
  return failed;
}

/**
 * A service's files are its own: what it creates from now on is 0600 (folders 0700) whatever the shell's umask
 * (022 would leave them readable to every local user), and what lies in its data folder `dir` already is narrowed
 * to the same (see restrictTree; answers the paths it could not change).
 */
export function keepPrivate(dir?: string): string[] {
  process.umask(0o077);
  return dir ? restrictTree(dir) : [];
}
