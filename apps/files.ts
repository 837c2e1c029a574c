// Input discovery shared by build, fmt and explain: PATH arguments (files or folders) -> files,
// sorted, each once. Folders are walked recursively, skipping node_modules and dot folders.
import { chmodSync, readdirSync, readFileSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";

/** Input files larger than this are refused before they are read (a card set is a few MB). */
const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/** Reads a text input: only a regular file (not /dev/zero, a FIFO or a folder, which would hang or
 *  exhaust memory), at most MAX_INPUT_BYTES. Throws an Error whose message says why. */
export function readTextFile(path: string): string {
  const st = statSync(path);
  if (!st.isFile()) throw new Error(`${path} is not a regular file`);
  if (st.size > MAX_INPUT_BYTES) throw new Error(`${path} is ${Math.round(st.size / 1048576)} MB; inputs are at most ${MAX_INPUT_BYTES / 1048576} MB`);
  return readFileSync(path, "utf8");
}

/** Writes a file as a new directory entry: the text goes to a fresh temporary file beside it
 *  (created exclusively), which is then renamed over the path. A path that is a hard or symbolic
 *  link is replaced by the new file; what the link led to is never written. */
export function writeFileReplacing(path: string, text: string): void {
  const tmp = join(dirname(path), `.${basename(path)}.orrery-${process.pid}-${Date.now()}.tmp`);
  try {
    writeFileSync(tmp, text, { flag: "wx" });
    renameSync(tmp, path);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // never written
    }
    // Told of the path asked for, not of the temporary file beside it.
    const e = err as NodeJS.ErrnoException;
    if (e.path === tmp) {
      e.path = path;
      e.message = e.message.split(tmp).join(path);
    }
    throw err;
  }
}

/** Replaces a file's contents all at once: the text goes to a temporary file beside it, which is
 *  then renamed over it, so a full disk or a crash mid-way leaves the old file whole. */
export function replaceFileAtomically(path: string, text: string): void {
  const tmp = join(dirname(path), `.${basename(path)}.orrery-${process.pid}.tmp`);
  try {
    writeFileSync(tmp, text);
    chmodSync(tmp, statSync(path).mode & 0o7777);
    renameSync(tmp, path);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // never written
    }
    throw err;
  }
}

export interface Inputs {
  /** Absolute paths, sorted by their path relative to the working folder. */
  files: string[];
  /** Arguments that name nothing on disk. */
  missing: string[];
  /** Links found in a folder that lead outside it (or nowhere): not read, and not told apart, so
   *  the output never says whether a path outside the folder exists. */
  outside: string[];
}

/** Whether `path` stays inside `folder` once links are followed (false for a link to nowhere, so a
 *  missing target and one outside read the same). `folder` is a real path. */
export function staysInside(path: string, folder: string): boolean {
  try {
    const real = realpathSync(path);
    return real === folder || real.startsWith(folder.endsWith(sep) ? folder : folder + sep);
  } catch {
    return false;
  }
}

export function collectInputs(paths: string[], extensions: string[], cwd = process.cwd()): Inputs {
  const found = new Set<string>();
  const missing: string[] = [];
  const outside: string[] = [];
  const wanted = (name: string) => extensions.some((ext) => name.endsWith(ext));
  const walk = (dir: string, root: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full, root);
      else if (entry.isFile() && wanted(entry.name)) found.add(full);
      else if (entry.isSymbolicLink() && wanted(entry.name)) {
        // A linked card file counts when it stays inside the folder named (a linked folder is not
        // walked: links can loop); one that leads outside, or nowhere, is not read.
        if (!staysInside(full, root)) outside.push(full);
        else if (statSync(full).isFile()) found.add(full);
      }
    }
  };
  for (const p of paths) {
    const abs = resolve(cwd, p);
    let stat;
    try {
      stat = statSync(abs);
    } catch {
      missing.push(p);
      continue;
    }
    if (stat.isDirectory()) walk(abs, realpathSync(abs));
    else found.add(abs); // a file named explicitly is taken whatever its extension
  }
  const files = [...found].sort((a, b) => compareStrings(displayPath(a, cwd), displayPath(b, cwd)));
  return { files, missing, outside: outside.map((f) => displayPath(f, cwd)).sort(compareStrings) };
}

/** A path as messages and generated headers show it: relative to `cwd`, `/`-separated. */
export function displayPath(abs: string, cwd = process.cwd()): string {
  const rel = relative(cwd, abs) || abs;
  return rel.split(sep).join("/");
}

/** Code-unit order, independent of locale, so builds sort the same everywhere. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
