// Input discovery shared by build, fmt and explain: PATH arguments (files or folders) -> files,
// sorted, each once. Folders are walked recursively, skipping node_modules and dot folders.
import { chmodSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
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
}

export function collectInputs(paths: string[], extensions: string[], cwd = process.cwd()): Inputs {
  const found = new Set<string>();
  const missing: string[] = [];
  const wanted = (name: string) => extensions.some((ext) => name.endsWith(ext));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && wanted(entry.name)) found.add(full);
      else if (entry.isSymbolicLink() && wanted(entry.name)) {
        // A linked card file counts (a linked folder is not walked: links can loop).
        try {
          if (statSync(full).isFile()) found.add(full);
        } catch {
          // a dangling link: nothing to read
        }
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
    if (stat.isDirectory()) walk(abs);
    else found.add(abs); // a file named explicitly is taken whatever its extension
  }
  const files = [...found].sort((a, b) => compareStrings(displayPath(a, cwd), displayPath(b, cwd)));
  return { files, missing };
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
