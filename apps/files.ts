// The one way Orrery reads a file (test/architecture/readers.test.ts holds every other module to
// it), and input discovery shared by build, fmt and explain: PATH arguments (files or folders) ->
// files, sorted, each once. Folders are walked recursively, skipping node_modules and dot folders.
import { chmodSync, closeSync, constants, fstatSync, openSync, readdirSync, readSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import type { Stats } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";

/** Input files larger than this are refused before they are read (a card set is a few MB). */
const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/** Why a file was not read. */
type ReadFailure = "missing" | "unreadable" | "link" | "outside" | "not-regular" | "too-large";

/** A file refused or unreadable; the message is one line: the path as given, then why. */
export class ReadError extends Error {
  constructor(
    readonly path: string,
    readonly reason: ReadFailure,
    /** Why, without the path ("is not a regular file (a FIFO)"). */
    readonly why: string,
    /** The size found, for "too-large". */
    readonly size = 0,
  ) {
    super(`${path} ${why}`);
  }
}

interface ReadOptions {
  /** At most this many bytes (default MAX_INPUT_BYTES). */
  maxBytes?: number;
  /** A folder (any path to it) the file must stay inside once links are followed: a file a
   *  scenario, a submission or a card folder names never leads the reader out of it. */
  within?: string;
  /** Refuse a file that is itself a symbolic link (the judge follows none). */
  noFollow?: boolean;
}

/** Reads a file as bytes, only a regular file (never a FIFO, a device such as /dev/zero, a socket
 *  or a folder, which would hang or exhaust memory), its size checked on the open descriptor before
 *  anything is read and at most `maxBytes + 1` bytes read, so a file that grows meanwhile is bounded
 *  too. Throws a ReadError. */
export function readFileBytes(path: string, options: ReadOptions = {}): Buffer {
  const max = options.maxBytes ?? MAX_INPUT_BYTES;
  let target = path;
  if (options.within !== undefined) {
    let folder: string;
    try {
      folder = realpathSync(options.within);
    } catch {
      throw new ReadError(path, "missing", "is in a folder that does not exist");
    }
    if (!staysInside(path, folder)) {
      // One message for a link outside and one to nowhere: it never says what is outside.
      throw new ReadError(path, "outside", "leads outside the folder it was named in, or nowhere; not read");
    }
    target = realpathSync(path);
  }
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO with no writer must not wait (it is refused just below).
    const follow = options.noFollow || options.within !== undefined ? (constants.O_NOFOLLOW ?? 0) : 0;
    fd = openSync(target, constants.O_RDONLY | follow | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") throw new ReadError(path, "missing", "does not exist");
    if (code === "ELOOP" && options.noFollow) throw new ReadError(path, "link", "is a symbolic link; links are not followed");
    if (code === "ELOOP") throw new ReadError(path, "outside", "leads outside the folder it was named in, or nowhere; not read");
    throw new ReadError(path, "unreadable", `can't be read (${code ?? (err as Error).message})`);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new ReadError(path, "not-regular", `is not a regular file (${kindOf(st)})`);
    if (st.size > max) throw new ReadError(path, "too-large", `is ${sizeText(st.size)}; at most ${sizeText(max)} is read`, st.size);
    return readAtMost(fd, path, st.size, max);
  } finally {
    closeSync(fd);
  }
}

/** Reads a text input (UTF-8) through readFileBytes. */
export function readTextFile(path: string, options: ReadOptions = {}): string {
  return readFileBytes(path, options).toString("utf8");
}

function readAtMost(fd: number, path: string, size: number, max: number): Buffer {
  // One more byte than allowed: a file that grew past the cap since fstat is caught, not read on.
  const limit = max + 1;
  let buf = Buffer.allocUnsafe(Math.min(size + 1, limit));
  let off = 0;
  for (;;) {
    if (off === buf.length) {
      if (buf.length >= limit) break;
      const bigger = Buffer.allocUnsafe(Math.min(limit, buf.length * 2 + 65536));
      buf.copy(bigger, 0, 0, off);
      buf = bigger;
    }
    let n: number;
    try {
      n = readSync(fd, buf, off, buf.length - off, null);
    } catch (err) {
      throw new ReadError(path, "unreadable", `can't be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
    if (n === 0) break;
    off += n;
  }
  if (off > max) throw new ReadError(path, "too-large", `grew past ${sizeText(max)} while it was read; at most ${sizeText(max)} is read`, off);
  return buf.subarray(0, off);
}

function kindOf(st: Stats): string {
  if (st.isDirectory()) return "a folder";
  if (st.isFIFO()) return "a FIFO";
  if (st.isCharacterDevice() || st.isBlockDevice()) return "a device";
  if (st.isSocket()) return "a socket";
  return "not a file";
}

function sizeText(n: number): string {
  return n >= 1048576 && n % 1048576 === 0 ? `${n / 1048576} MB` : n >= 10 * 1048576 ? `${Math.round(n / 1048576)} MB` : `${n} bytes`;
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
