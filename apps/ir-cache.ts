// A cache of checked IR for the Node CLI layer (check, build, sim, play): compiling a card file
// whose cards were all compiled before reads their IR and diagnostics back instead of parsing and
// checking them again. compile() itself stays pure; the judge never uses this.
//
// A file is cut into cards at its `card` lines; each card's entry is keyed by the sha256 of its
// text, the dialect and the compiler version, and holds its IR and diagnostics with lines counted
// from the card's own first line (so a card moved down its file reports its new lines). A file is
// read from the cache only when every one of its cards is there and its names are all different
// and don't look alike (file-level rules); otherwise it is compiled in full, as compile() does, and
// each card is compiled alone to fill the cache, kept only when alone it gives the same as in the
// file. A file read whole from the cache gets a manifest (its cards' keys and lines, keyed by the
// file's sha256), so reading it again unchanged hashes it once, not card by card. A card's
// abilities are stored apart, once per distinct ability (keyed by its JSON's sha256, as git stores
// objects): cards that share an ability's text ("Speed 2", "Draw a card.") share its frozen object
// when read back, parsed and frozen once. The cache is one file of a line per entry, bounded (the
// oldest entries go), entries parsed only when read; a file whose checksum (CRC-32, for damage, not
// for tampering: the cache is the user's own file) or version doesn't match is ignored (never
// trusted) and written anew.
import { createHash } from "node:crypto";
import { crc32 } from "node:zlib";
import { mkdirSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { PACKAGE_ROOT } from "./package-root.ts";
import { readFileBytes, readTextFile } from "./files.ts";
import { dialectOf } from "../grammar/zx/dialect.ts";
import { compile, COMPILE_CODES, CHECK_CODES, type CompileResult, type Diagnostic, type IR } from "../compiler/index.ts";
import { compileCards } from "../compiler/compile-cards.ts";
import { CHECK_WARNINGS } from "../compiler/codes.ts";
import type { CardNode, SourceRange } from "../grammar/ast.ts";
import { skeleton } from "../compiler/names.ts";
import { defineCard, type Ability } from "../runtime/x610z/abilities.ts";

/** The cache file's own format; a file with another is ignored. */
const CACHE_FORMAT = "orrery-ir-cache/3";
/** Entries kept at most (the oldest written go first). */
const DEFAULT_MAX_ENTRIES = 200_000;
/** The cache file is read as one string: at most what V8 holds in one (2^29 characters). */
const MAX_CACHE_BYTES = 512 * 1024 * 1024;
const DIALECT = "x610z";

interface Entry {
  /** The card's IR (lines relative to the card's first line; file ""), null when it is left out;
   *  in the file, its card's abilities are the keys of their ability entries. */
  ir: IR | null;
  /** Diagnostics with lines relative to the card's first line (file ""). */
  diagnostics: Diagnostic[];
  /** The cards of the entry's text (one; none before a file's first card), for `check`. */
  heads: Head[];
}

/** What `check` knows of a card besides its diagnostics: its name, where the name is written (for
 *  the names rule across files, LANGUAGE.md 1) and its `card` line; lines relative as above. */
interface Head {
  name: string;
  header: number;
  at: [line: number, column: number, endLine: number, endColumn: number];
}

/** A card as `check` lists it and checks its name. */
export interface CheckedCard {
  name: string;
  /** Its `card` line. */
  line: number;
  /** Where its name is written: lines and columns (the offsets are not kept, and are -1). */
  nameRange: SourceRange;
}

/** Codes compile() reports that `check` doesn't: a card left out, and the names rule, which
 *  `check` applies across all its files at once. */
const NOT_CHECK: ReadonlySet<string> = new Set([COMPILE_CODES.cardLeftOut, CHECK_CODES.duplicateName.code, CHECK_CODES.confusableName.code, CHECK_WARNINGS.confusableName.code]);

/** A whole file whose cards are all in the cache: its cards' keys and first lines, so the same
 *  file read again is neither cut into cards nor hashed card by card. */
interface Manifest {
  keys: string[];
  lines: number[];
}

export interface IRCacheOptions {
  /** The cache file. */
  file: string;
  /** The compiler's version (package version): part of every key. */
  version: string;
  maxEntries?: number;
}

/** A card entry's key is its sha256 (64 hex digits); a file's manifest's is "F" and the file's; an
 *  ability's is "A" and its JSON's. */
const MANIFEST = "F";
const ABILITY = "A";

export class IRCache {
  /** Each entry's JSON (ASCII), parsed only when it is read: a cache holds many files' cards. */
  private entries = new Map<string, string>();
  private dirty = false;
  /** Abilities read back since this cache was opened, parsed and frozen once, shared by the cards
   *  that have them. */
  private abilities = new Map<string, Ability>();
  /** Cards read from the cache / compiled, since this cache was opened. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly opts: IRCacheOptions) {
    try {
      // The file: a header line (format, version, the sha256 of the rest), then one line per entry:
      // its key, a space, its JSON. Only ASCII (JSON escapes the rest), so it is read as Latin-1.
      const bytes = readFileBytes(opts.file, { maxBytes: MAX_CACHE_BYTES });
      const nl = bytes.indexOf(10);
      const head = JSON.parse(bytes.toString("latin1", 0, nl)) as { format?: unknown; version?: unknown; sum?: unknown };
      if (head.format === CACHE_FORMAT && head.version === opts.version) {
        if (head.sum !== crc32(bytes.subarray(nl + 1))) throw new Error("corrupted");
        const body = bytes.toString("latin1", nl + 1);
        for (let at = 0; at < body.length;) {
          let end = body.indexOf("\n", at);
          if (end < 0) end = body.length;
          const space = body.indexOf(" ", at);
          if (space < 0 || space > end) throw new Error("corrupted");
          this.entries.set(body.slice(at, space), body.slice(space + 1, end));
          at = end + 1;
        }
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
    return this.compileFile(text, file).result;
  }

  /** What `orrery check` reports of an X610Z file before the names rule across files: the
   *  grammar's and the checker's diagnostics (compile()'s but for "left out" and the names rule)
   *  and its cards. */
  check(text: string, file: string): { diagnostics: Diagnostic[]; cards: CheckedCard[] } {
    const { result, heads } = this.compileFile(text, file);
    const cards = heads.map((h) => ({ name: h.name, line: h.header, nameRange: { start: { line: h.at[0], column: h.at[1], offset: -1 }, end: { line: h.at[2], column: h.at[3], offset: -1 } } }));
    return { diagnostics: result.diagnostics.filter((d) => !NOT_CHECK.has(d.code)), cards };
  }

  /** An X610Z file compiled, through the cache, with its cards' heads (lines in the file). */
  private compileFile(text: string, file: string): { result: CompileResult; heads: Head[] } {
    const fileKey = MANIFEST + this.key(text);
    const manifest = this.entries.get(fileKey);
    if (manifest !== undefined) {
      const { keys, lines } = JSON.parse(manifest) as Manifest;
      const found = this.read(keys);
      if (found) return this.assemble(found, lines, file);
    }
    const chunks = cardChunks(text);
    const keys = chunks.map((c) => this.key(c.text));
    const lines = chunks.map((c) => c.line);
    const distinct = distinctNames(chunks);
    const found = distinct ? this.read(keys) : null;
    if (found) {
      this.put(fileKey, JSON.stringify({ keys, lines } satisfies Manifest));
      return this.assemble(found, lines, file);
    }
    const heads: Head[] = [];
    const result = compileCards(text, file, (card) => heads.push(headOf(card)));
    this.stats.misses += chunks.length;
    // The file's diagnostics and IR by chunk, in one pass (diagnostics are sorted by line).
    const inChunk: Diagnostic[][] = chunks.map(() => []);
    let k = 0;
    for (const d of result.diagnostics) {
      while (k + 1 < chunks.length && d.line >= chunks[k + 1]!.line) k++;
      inChunk[k]!.push(d);
    }
    const irAtLine = new Map<number, number>();
    for (const ir of result.ir) irAtLine.set(ir.source.line, (irAtLine.get(ir.source.line) ?? 0) + 1);
    let all = distinct;
    for (let i = 0; i < chunks.length; i++) {
      if (this.entries.has(keys[i]!)) continue;
      const mine: Head[] = [];
      const alone = compileCards(chunks[i]!.text, "", (card) => mine.push(headOf(card)));
      const at = chunks[i]!.line - 1;
      // Kept only when the card alone gives what it gives in the file.
      const same = sameDiagnostics(alone.diagnostics, inChunk[i]!, at) && alone.ir.length <= 1 && (irAtLine.get(at + (alone.ir[0]?.source.line ?? NaN)) ?? 0) === alone.ir.length;
      if (!same) {
        all = false;
        continue;
      }
      this.putCard(keys[i]!, { ir: alone.ir[0] ?? null, diagnostics: alone.diagnostics, heads: mine });
    }
    if (all) this.put(fileKey, JSON.stringify({ keys, lines } satisfies Manifest));
    return { result, heads };
  }

  /** The entries of these keys, parsed (fresh objects: one JSON.parse for all, but for the
   *  abilities, shared), or null when one, or one of their abilities, is missing. */
  private read(keys: string[]): Entry[] | null {
    const texts: string[] = [];
    for (const k of keys) {
      const e = this.entries.get(k);
      if (e === undefined) return null;
      texts.push(e);
    }
    const entries = JSON.parse(`[${texts.join(",")}]`) as Entry[];
    // The abilities not read before, parsed together (one JSON.parse, as the cards).
    const wanted: string[] = [];
    const seen = new Set<string>();
    for (const e of entries)
      for (const key of (e.ir?.card.abilities ?? []) as unknown as string[])
        if (!this.abilities.has(key) && !seen.has(key)) {
          seen.add(key);
          wanted.push(key);
        }
    const jsons: string[] = [];
    for (const key of wanted) {
      const json = this.entries.get(key);
      if (json === undefined) return null; // dropped by the bound: compile the file again
      jsons.push(json);
    }
    const parsed = JSON.parse(`[${jsons.join(",")}]`) as Ability[];
    // Frozen with the first card that has them (defineCard), then skipped as frozen.
    wanted.forEach((key, i) => this.abilities.set(key, parsed[i]!));
    for (const e of entries) if (e.ir) (e.ir.card as { abilities: Ability[] }).abilities = (e.ir.card.abilities as unknown as string[]).map((key) => this.abilities.get(key)!);
    return entries;
  }

  /** A card's entry, its abilities stored once each under their own keys. */
  private putCard(key: string, entry: Entry): void {
    const card = entry.ir?.card;
    if (!entry.ir || !card) {
      this.put(key, JSON.stringify(entry));
      return;
    }
    const jsons = card.abilities.map((a) => toAscii(JSON.stringify(a)));
    const stored = jsons.map((json) => ABILITY + createHash("sha256").update(json).digest("hex").slice(0, 32));
    this.put(key, JSON.stringify({ ...entry, ir: { ...entry.ir, card: { ...card, abilities: stored } } }));
    // Written again when present: newer than the card, so the bound never drops them first.
    jsons.forEach((json, i) => this.put(stored[i]!, json));
  }

  /** The file's result from its cards' entries, their lines moved to where each card starts. */
  private assemble(found: Entry[], lines: number[], file: string): { result: CompileResult; heads: Head[] } {
    const out: CompileResult = { cards: [], ir: [], diagnostics: [] };
    const heads: Head[] = [];
    found.forEach((e, i) => {
      const at = lines[i]! - 1;
      for (const h of e.heads) heads.push({ name: h.name, header: h.header + at, at: [h.at[0] + at, h.at[1], h.at[2] + at, h.at[3]] });
      for (const d of e.diagnostics) {
        d.file = file;
        d.line += at;
        d.endLine += at;
        out.diagnostics.push(d);
      }
      if (e.ir) {
        const ir = shiftIR(e.ir, file, at);
        out.ir.push(ir);
        // The IR's card is the built card's data (the same JSON, field for field), frozen as
        // defineCard freezes a built one: no lowering and evaluating again.
        out.cards.push(defineCard(ir.card));
      }
    });
    this.stats.hits += found.length;
    return { result: out, heads };
  }

  private put(key: string, json: string): void {
    this.entries.delete(key); // written again: now the newest
    this.entries.set(key, toAscii(json));
    this.dirty = true;
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
    const body = Buffer.from(kept.map(([k, json]) => `${k} ${json}`).join("\n"), "latin1");
    const head = JSON.stringify({ format: CACHE_FORMAT, version: this.opts.version, sum: crc32(body) });
    writeFileSync(tmp, Buffer.concat([Buffer.from(`${head}\n`, "latin1"), body]));
    renameSync(tmp, this.opts.file);
    this.dirty = false;
  }

  private key(text: string): string {
    return createHash("sha256").update(`${this.opts.version}\0${DIALECT}\0${text}`).digest("hex");
  }
}

/** JSON with every character past ASCII escaped (\uXXXX): the same value, one byte a character. */
function toAscii(json: string): string {
  return json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A card's head, from its AST. */
function headOf(card: CardNode): Head {
  const { start, end } = card.nameRange;
  return { name: card.name, header: card.headerRange.start.line, at: [start.line, start.column, end.line, end.column] };
}

/** The cache file in a folder. */
function cacheFileIn(dir: string): string {
  return join(dir, "ir-cache.json");
}

/** A file cut at its `card` lines: the text before the first (if any) and each card's text. */
function cardChunks(text: string): Array<{ text: string; line: number; lines: number }> {
  // By offsets, not text.split("\n"): a file of millions of lines is not held as millions of strings.
  const starts: Array<{ offset: number; line: number }> = [{ offset: 0, line: 1 }];
  let line = 1;
  for (let nl = text.indexOf("\n"); nl !== -1; nl = text.indexOf("\n", nl + 1)) {
    line++;
    // A line that matches /^card\s/: "card" and a blank that is not the line's end.
    const next = text.charCodeAt(nl + 5);
    if (text.startsWith("card", nl + 1) && next !== 10 && /\s/.test(text.charAt(nl + 5))) starts.push({ offset: nl + 1, line });
  }
  return starts.map((s, k) => {
    const end = starts[k + 1];
    return { text: text.slice(s.offset, end?.offset ?? text.length), line: s.line, lines: (end?.line ?? line + 1) - s.line };
  });
}

/** The IR (a fresh copy, parsed from the cache) moved to its file and line, in place. */
function shiftIR(ir: IR, file: string, at: number): IR {
  ir.source.file = file;
  ir.source.line += at;
  if (ir.card.source) {
    ir.card.source.file = file;
    ir.card.source.line += at;
  }
  for (const ls of ir.abilityLines) for (let j = 0; j < ls.length; j++) ls[j]! += at;
  return ir;
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
    // Names that only look alike (compiler/names.ts) are a file-level error too (E2018).
    const name = skeleton(m[1]!.trim().replace(/\s+/g, " ")).toLowerCase();
    if (names.has(name)) return false;
    names.add(name);
  }
  return true;
}

/** The CLI's cache (check, build, sim, play): under $ORRERY_CACHE_DIR, else $XDG_CACHE_HOME/orrery
 *  or ~/.cache/orrery; none when ORRERY_NO_CACHE is set. Keyed by the compiler that runs (see
 *  compilerVersion). */
export function openCliCache(): IRCache | null {
  if (process.env.ORRERY_NO_CACHE) return null;
  const dir = process.env.ORRERY_CACHE_DIR || join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "orrery");
  try {
    return new IRCache({ file: cacheFileIn(dir), version: compilerVersion() });
  } catch {
    return null;
  }
}

/** The package version and a hash of the modules that turn card text into IR and cards (grammar/,
 *  compiler/, runtime/ beside this module: the sources or dist/), so a checkout whose compiler
 *  changed without a version bump (a branch, an edit) never reads entries another one wrote. */
export function compilerVersion(): string {
  const version = (JSON.parse(readTextFile(join(PACKAGE_ROOT, "package.json"))) as { version: string }).version;
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const hash = createHash("sha256");
  for (const dir of ["grammar", "compiler", "runtime"]) {
    const files = readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort();
    for (const f of files)
      hash
        .update(`${relative(root, f)}\0`)
        .update(readFileBytes(f))
        .update("\0");
  }
  return `${version}+${hash.digest("hex").slice(0, 16)}`;
}
