// The card names of the workspace: where each `card NAME` line is, from the workspace's `.card`
// files and the open documents (an open document's text wins over its file on disk). Decks and
// scenarios name cards; completion offers these names and "go to definition" jumps to them.
//
// Names are read by the lexer's own rule for a `card` line (grammar/tokens.ts CARD_RE: `card` at a
// line start, then the rest of the line up to a `#` comment, trimmed), so no file is parsed whole.
// The scan is bounded: at most MAX_FILES files of at most MAX_FILE_BYTES, skipping node_modules
// and dot folders, done once, on the first request that needs it.
import { readdirSync } from "node:fs";
import { readTextFile } from "../files.ts";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const MAX_FILES = 5000;
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

export interface CardLocation {
  name: string;
  uri: string;
  /** 0-based editor line of the `card` line; characters of the name on it. */
  line: number;
  start: number;
  end: number;
}

const CARD_LINE = /^([ \t\u00a0\ufeff]*card)(?=[ \t#]|$)([^#]*)/i;

/** The `card NAME` lines of a text, with editor positions (lines split at \r\n, \n or \r). */
export function cardNamesIn(text: string, uri: string): CardLocation[] {
  const out: CardLocation[] = [];
  const lines = text.split(/\r\n|\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    // Fast path: a card line's first non-blank letter is c or C.
    const first = l.search(/[^ \t\u00a0\ufeff]/);
    if (first < 0 || (l.charCodeAt(first) | 32) !== 99) continue;
    const m = CARD_LINE.exec(l);
    if (m === null) continue;
    const rest = m[2]!;
    const name = rest.trim();
    if (name === "") continue;
    const start = m[1]!.length + rest.indexOf(name);
    out.push({ name, uri, line: i, start, end: start + name.length });
  }
  return out;
}

/** One spelling per file: a URI as the editor sends it and as the scan makes it may differ in
 *  escaping (`%20`, a drive letter's colon); both become the scan's form. */
export function normalizeUri(uri: string): string {
  if (!uri.startsWith("file:")) return uri;
  try {
    return pathToFileURL(fileURLToPath(uri)).href;
  } catch {
    return uri;
  }
}

export class CardIndex {
  private readonly disk = new Map<string, CardLocation[]>();
  private readonly open = new Map<string, CardLocation[]>();
  private scanned = false;
  private roots: string[] = [];
  /** Names -> locations, rebuilt lazily after a change. */
  private byName: Map<string, CardLocation[]> | null = null;

  setRoots(roots: string[]): void {
    this.roots = roots;
    this.scanned = false;
    this.byName = null;
  }

  /** An open document's text: its names replace the file's. */
  setOpen(uri: string, text: string): void {
    uri = normalizeUri(uri);
    this.open.set(uri, cardNamesIn(text, uri));
    this.byName = null;
  }

  closeOpen(uri: string): void {
    this.open.delete(normalizeUri(uri));
    this.byName = null;
  }

  /** A file was created, changed or deleted on disk. */
  refreshFile(uri: string): void {
    if (!this.scanned) return; // the first scan will read it
    uri = normalizeUri(uri);
    this.disk.delete(uri);
    try {
      const path = fileURLToPath(uri);
      this.disk.set(uri, cardNamesIn(readTextFile(path, { maxBytes: MAX_FILE_BYTES }), uri));
    } catch {
      // deleted, or not a file URI
    }
    this.byName = null;
  }

  /** Every card name, each with its locations (open documents first). */
  names(): Map<string, CardLocation[]> {
    this.scan();
    if (this.byName) return this.byName;
    const map = new Map<string, CardLocation[]>();
    const add = (locs: CardLocation[]) => {
      for (const l of locs) {
        const list = map.get(l.name);
        if (list) list.push(l);
        else map.set(l.name, [l]);
      }
    };
    for (const locs of this.open.values()) add(locs);
    for (const [uri, locs] of this.disk) if (!this.open.has(uri)) add(locs);
    this.byName = map;
    return map;
  }

  /** The locations of a name: exact, else ignoring case. */
  find(name: string): CardLocation[] {
    const names = this.names();
    const exact = names.get(name);
    if (exact) return exact;
    const lower = name.toLowerCase();
    for (const [n, locs] of names) if (n.toLowerCase() === lower) return locs;
    return [];
  }

  private scan(): void {
    if (this.scanned) return;
    this.scanned = true;
    this.disk.clear();
    let count = 0;
    const walk = (dir: string, depth: number) => {
      if (depth > 20 || count >= MAX_FILES) return;
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        if (count >= MAX_FILES) return;
        if (e.name.startsWith(".") || e.name === "node_modules") continue;
        const full = join(dir, e.name);
        if (e.isDirectory()) walk(full, depth + 1);
        else if (e.isFile() && e.name.endsWith(".card")) {
          try {
            const uri = pathToFileURL(full).href;
            this.disk.set(uri, cardNamesIn(readTextFile(full, { maxBytes: MAX_FILE_BYTES }), uri));
            count++;
          } catch {
            // unreadable: skipped
          }
        }
      }
    };
    for (const root of this.roots) walk(root, 0);
  }
}
