// Reads one contest submission (a card file, or a folder of card files and scenario files) as
// untrusted data: only regular files inside it are read, links are never followed (O_NOFOLLOW,
// and lstat while walking), sizes and counts are bounded before anything is read, and every
// message names a path relative to the submission, never one outside it.
import { lstatSync, readdirSync, realpathSync } from "node:fs";
import { basename, join } from "node:path";
import { ReadError, readTextFile } from "../files.ts";

const LIMITS = {
  /** One file's size (a card file of a contest entry is a few hundred bytes). */
  fileBytes: 64 * 1024,
  /** The whole submission's size. */
  totalBytes: 512 * 1024,
  /** Files and folders looked at. */
  entries: 200,
  /** Folder depth. */
  depth: 6,
} as const;

const CARD_SUFFIX = ".card";
const SCENARIO_SUFFIX = ".scenario.yaml";

export interface SubmissionFile {
  /** `/`-separated, relative to the submission. */
  path: string;
  kind: "card" | "scenario";
  text: string;
}

/** A problem with the submission's files, as a diagnostic at line 1 of the file it concerns. */
export interface FileProblem {
  file: string;
  code: string;
  message: string;
}

export interface Submission {
  /** The entry's name: the folder's name, or the card file's name without `.card`. */
  name: string;
  /** Where it is on disk (absolute); used to run its scenarios, never written in a report. */
  root: string;
  /** Relative folders inside the submission (real folders, not links), for scenario `cards:`. */
  folders: string[];
  files: SubmissionFile[];
  problems: FileProblem[];
}

const FILE_CODES = {
  tooLarge: "J001",
  link: "J002",
  notRegular: "J003",
  tooMany: "J004",
  noCards: "J005",
  unreadable: "J006",
} as const;

/** Reads a file without following a link, refusing anything but a regular file of at most `max`
 *  bytes (the checked reader: the size is checked on the open descriptor, so a swap after the
 *  check changes nothing). */
function readBounded(abs: string, max: number): { text: string } | { problem: string; code: string } {
  try {
    return { text: readTextFile(abs, { maxBytes: max, noFollow: true }) };
  } catch (err) {
    if (!(err instanceof ReadError)) throw err;
    if (err.reason === "link") return { problem: "is a symbolic link; links are not followed", code: FILE_CODES.link };
    if (err.reason === "not-regular") return { problem: "is not a regular file", code: FILE_CODES.notRegular };
    if (err.reason === "too-large") return { problem: `is ${err.size} bytes; a file of an entry is at most ${max} bytes`, code: FILE_CODES.tooLarge };
    return { problem: "could not be read", code: FILE_CODES.unreadable };
  }
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Reads a submission given on the command line (the organiser's path: it may itself be reached
 *  through a link; nothing inside it is). */
export function readSubmission(arg: string, abs: string): Submission | { error: string } {
  let st;
  try {
    st = lstatSync(abs);
    if (st.isSymbolicLink()) {
      // The organiser's own argument may be a link; resolve it once, then trust nothing inside.
      abs = realpathSync(abs);
      st = lstatSync(abs);
    }
  } catch {
    return { error: `no such file or folder: ${arg}` };
  }
  const problems: FileProblem[] = [];
  const files: SubmissionFile[] = [];
  const folders: string[] = [];
  let total = 0;
  const take = (rel: string, full: string, kind: SubmissionFile["kind"]) => {
    const r = readBounded(full, Math.min(LIMITS.fileBytes, Math.max(0, LIMITS.totalBytes - total)));
    if ("problem" in r) {
      const over = r.code === FILE_CODES.tooLarge && total > 0 && LIMITS.totalBytes - total < LIMITS.fileBytes;
      problems.push({ file: rel, code: r.code, message: over ? `${rel} would make the entry larger than ${LIMITS.totalBytes} bytes` : `${rel} ${r.problem}` });
      return;
    }
    total += Buffer.byteLength(r.text);
    files.push({ path: rel, kind, text: r.text });
  };
  if (st.isFile()) {
    if (!abs.endsWith(CARD_SUFFIX)) return { error: `${arg}: a submission is a .card file or a folder` };
    const name = basename(abs);
    take(name, abs, "card");
    return { name: basename(abs, CARD_SUFFIX), root: join(abs, ".."), folders: [], files, problems };
  }
  if (!st.isDirectory()) return { error: `${arg}: a submission is a .card file or a folder` };
  let seen = 0;
  const walk = (dirAbs: string, dirRel: string, depth: number) => {
    let names: string[];
    try {
      names = readdirSync(dirAbs).sort(order);
    } catch {
      problems.push({ file: dirRel || ".", code: FILE_CODES.unreadable, message: `${dirRel || "."} could not be read` });
      return;
    }
    for (const n of names) {
      if (n.startsWith(".")) continue;
      const rel = dirRel ? `${dirRel}/${n}` : n;
      if (++seen > LIMITS.entries) {
        problems.push({ file: rel, code: FILE_CODES.tooMany, message: `more than ${LIMITS.entries} files and folders; the rest was not read` });
        return;
      }
      const full = join(dirAbs, n);
      let s;
      try {
        s = lstatSync(full);
      } catch {
        continue;
      }
      const wanted = n.endsWith(CARD_SUFFIX) || n.endsWith(SCENARIO_SUFFIX);
      if (s.isSymbolicLink()) {
        if (wanted) problems.push({ file: rel, code: FILE_CODES.link, message: `${rel} is a symbolic link; links are not followed` });
      } else if (s.isDirectory()) {
        if (depth >= LIMITS.depth) problems.push({ file: rel, code: FILE_CODES.tooMany, message: `${rel} is nested deeper than ${LIMITS.depth} folders; not read` });
        else {
          folders.push(rel);
          walk(full, rel, depth + 1);
        }
      } else if (wanted) {
        if (!s.isFile()) problems.push({ file: rel, code: FILE_CODES.notRegular, message: `${rel} is not a regular file` });
        else take(rel, full, n.endsWith(CARD_SUFFIX) ? "card" : "scenario");
      }
    }
  };
  walk(abs, "", 0);
  if (!files.some((f) => f.kind === "card") && !problems.some((p) => p.file.endsWith(CARD_SUFFIX))) {
    problems.push({ file: ".", code: FILE_CODES.noCards, message: "the entry has no card file" });
  }
  return { name: basename(abs), root: abs, folders: folders.sort(order), files: files.sort((a, b) => order(a.path, b.path)), problems };
}
