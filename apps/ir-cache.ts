// A cache of checked IR for the Node CLI layer (check, build, sim, play): compiling a card file
// whose cards were all compiled before reads their IR and diagnostics back instead of parsing and
// checking them again. compile() itself stays pure; the judge never uses this.
//
// A file is cut into cards at its `card` lines; each card's entry is keyed by the sha256 of its
// text, the dialect and the compiler version, and holds its IR and diagnostics with lines counted
// from the card's own first line (so a card moved down its file reports its new lines). A file is
// read from the cache only when every one of its cards is there and its names are all different
// (a second card of one name is a file-level rule); otherwise it is compiled in full, as compile()
// does, and each card is compiled alone to fill the cache, kept only when alone it gives the same
// as in the file. The cache is one JSON file, bounded (the oldest entries go); a file
// that doesn't parse or has another version is ignored (never trusted) and written anew.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { PACKAGE_ROOT } from "./package-root.ts";
import { dialectOf } from "../grammar/zx/dialect.ts";
import { compile, type CompileResult, type Diagnostic, type IR } from "../compiler/index.ts";
import { defineCard } from "../runtime/x610z/abilities.ts";

/** The cache file's own format; a file with another is ignored. */
const CACHE_FORMAT = "orrery-ir-cache/1";
/** Entries kept at most (the oldest written go first). */
export const DEFAULT_MAX_ENTRIES = 200_000;
const DIALECT = "x610z";

interface Entry {
  /** The card's IR (lines relative to the card's first line; file ""), null when it is left out. */
  ir: IR | null;
  /** Diagnostics with lines relative to the card's first line (file ""). */
  diagnostics: Diagnostic[];
}

export interface IRCacheOptions {
  /** The cache file. */
  file: string;
  /** The compiler's version (package version): part of every key. */
  version: string;
  maxEntries?: number;
}

export class IRCache {
  private entries = new Map<string, Entry>();
  private dirty = false;
  /** Cards read from the cache / compiled, since this cache was opened. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly opts: IRCacheOptions) {
    try {
      // The file: a header line (format, version, the sha256 of the rest), then the entries' JSON.
      const text = readFileSync(opts.file, "utf8");
      const nl = text.indexOf("\n");
      const head = JSON.parse(text.slice(0, nl)) as { format?: unknown; version?: unknown; sum?: unknown };
      const body = text.slice(nl + 1);
      if (head.format === CACHE_FORMAT && head.version === opts.version) {
        if (head.sum !== sha256(body)) throw new Error("corrupted");
        for (const e of JSON.parse(body) as Array<[string, Entry]>) this.entries.set(e[0], e[1]);
      } else this.dirty = true;
    } catch {
      this.entries.clear(); // missing, unreadable or corrupted: start empty, never trust part of it
      this.dirty = true;
    }
  }

  /** compile(text, file), with every card's result read from the cache when all are there. */
  compile(text: string, file: string): CompileResult {
    // Only X610Z files (the `game:` line, LANGUAGE-ZX 0) go through the cache; compile() refuses others.
    const dialect = dialectOf(text);
    if (dialect.game !== DIALECT || dialect.unknown !== undefined) return compile(text, file);
    const chunks = cardChunks(text);
    const keys = chunks.map((c) => this.key(c.text));
    const found = keys.map((k) => this.entries.get(k));
    if (found.every((e) => e !== undefined) && distinctNames(chunks)) {
      const out: CompileResult = { cards: [], ir: [], diagnostics: [] };
      found.forEach((e, i) => {
        const at = chunks[i]!.line - 1;
        for (const d of e!.diagnostics) out.diagnostics.push({ ...d, file, line: d.line + at, endLine: d.endLine + at });
        if (e!.ir) {
          const ir = shiftIR(e!.ir, file, at);
          out.ir.push(ir);
          // The IR's card is the built card's data (the same JSON, field for field), frozen as
          // defineCard freezes a built one: no lowering and evaluating again.
          out.cards.push(defineCard(ir.card));
        }
      });
      this.stats.hits += chunks.length;
      return out;
    }
    const result = compile(text, file);
    this.stats.misses += chunks.length;
    for (let i = 0; i < chunks.length; i++) {
      if (found[i]) continue;
      const alone = compile(chunks[i]!.text, "");
      const at = chunks[i]!.line - 1;
      // Kept only when the card alone gives what it gives in the file.
      const inFile = result.diagnostics.filter((d) => d.line > at && d.line <= at + chunks[i]!.lines);
      const same = sameDiagnostics(alone.diagnostics, inFile, at) && alone.ir.length <= 1 && result.ir.filter((x) => x.source.line === at + (alone.ir[0]?.source.line ?? NaN)).length === alone.ir.length;
      if (!same) continue;
      this.entries.set(keys[i]!, { ir: alone.ir[0] ?? null, diagnostics: alone.diagnostics });
      this.dirty = true;
    }
    return result;
  }

  /** Writes the cache file (atomically) when it changed, dropping the oldest entries beyond the
   *  bound. */
  save(): void {
    if (!this.dirty) return;
    try {
      this.write();
    } catch {
      // A cache that can't be written (read-only home, full disk) only costs time next run.
    }
  }

  private write(): void {
    const max = this.opts.maxEntries ?? DEFAULT_MAX_ENTRIES;
    const all = [...this.entries];
    const kept = all.length > max ? all.slice(all.length - max) : all;
    mkdirSync(dirname(this.opts.file), { recursive: true });
    const tmp = `${this.opts.file}.${process.pid}.tmp`;
    const body = JSON.stringify(kept);
    writeFileSync(tmp, `${JSON.stringify({ format: CACHE_FORMAT, version: this.opts.version, sum: sha256(body) })}\n${body}`);
    renameSync(tmp, this.opts.file);
    this.dirty = false;
  }

  private key(text: string): string {
    return createHash("sha256").update(`${this.opts.version}\0${DIALECT}\0${text}`).digest("hex");
  }
}

/** The cache file in a folder. */
export function cacheFileIn(dir: string): string {
  return join(dir, "ir-cache.json");
}

/** A file cut at its `card` lines: the text before the first (if any) and each card's text. */
export function cardChunks(text: string): Array<{ text: string; line: number; lines: number }> {
  const lines = text.split("\n");
  const starts: number[] = [0];
  for (let i = 1; i < lines.length; i++) if (/^card\s/.test(lines[i]!)) starts.push(i);
  return starts.map((s, k) => {
    const end = k + 1 < starts.length ? starts[k + 1]! : lines.length;
    const part = lines.slice(s, end);
    return { text: part.join("\n") + (end < lines.length ? "\n" : ""), line: s + 1, lines: end - s };
  });
}

function shiftIR(ir: IR, file: string, at: number): IR {
  const card = ir.card.source ? { ...ir.card, source: { ...ir.card.source, file, line: ir.card.source.line + at } } : ir.card;
  return { ...ir, source: { file, line: ir.source.line + at }, abilityLines: ir.abilityLines.map((ls) => ls.map((l) => l + at)), card };
}

function sameDiagnostics(alone: Diagnostic[], inFile: Diagnostic[], at: number): boolean {
  if (alone.length !== inFile.length) return false;
  return alone.every((d, i) => {
    const f = inFile[i]!;
    return d.line + at === f.line && d.endLine + at === f.endLine && d.column === f.column && d.endColumn === f.endColumn && d.code === f.code && d.message === f.message && d.severity === f.severity;
  });
}

/** Whether no two cards share a name (compared loosely: a file where two might is compiled in full). */
function distinctNames(chunks: ReadonlyArray<{ text: string }>): boolean {
  const names = new Set<string>();
  for (const c of chunks) {
    const m = /^card\s+(.*)/.exec(c.text);
    if (!m) continue;
    const name = m[1]!.trim().replace(/\s+/g, " ").toLowerCase();
    if (names.has(name)) return false;
    names.add(name);
  }
  return true;
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The CLI's cache (check, build, sim, play): under $ORRERY_CACHE_DIR, else $XDG_CACHE_HOME/orrery
 *  or ~/.cache/orrery; none when ORRERY_NO_CACHE is set. Keyed by Orrery's package version. */
export function openCliCache(): IRCache | null {
  if (process.env.ORRERY_NO_CACHE) return null;
  const dir = process.env.ORRERY_CACHE_DIR || join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "orrery");
  let version = "unknown";
  try {
    version = (JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return null;
  }
  return new IRCache({ file: cacheFileIn(dir), version });
}
