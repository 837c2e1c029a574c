// Scenario files (SCENARIOS.md): YAML (or JSON) text to a typed, fully validated Scenario.
// Validation is strict and total: every problem is collected as an error naming the file, the path
// of the key (`steps[4].targets[0]`) and its line and column; nothing throws on bad input. References
// (`bob/Hunter Dragon#2`, dots, players, card names) are resolved against the setup here, so the
// runner only meets well-formed data and a failure there is a rules failure, not a typo.
import { lstatSync, readdirSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, resolve } from "node:path";
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import type { Document, Node as YamlNode } from "yaml";
import type { CardDefinition, Cost } from "../../runtime/x610z/abilities.ts";
import { BoardError, duplicateYamlKeys, parseBoard } from "../board/yaml.ts";
import { MAX_SEED } from "../../runtime/core/rng.ts";
import { setOwn } from "../../runtime/core/own.ts";
import { DEFAULT_BOARD } from "../../runtime/x610z/boards/index.ts";
import { ENERGY_LETTERS, PHASE_IDS, STAT_IDS, ZONES, type PhaseName, type StatName, type ZoneName } from "../../runtime/x610z/vocabulary.ts";
import { closest as closestWord } from "../../grammar/diagnostics.ts";
import type { BoardData } from "../../runtime/x610z/board.ts";
import { readTextFile, staysInside } from "../files.ts";

/** Whether a path is a link that leads out of the folder it is in, or nowhere (a missing file is
 *  not: the card loader says it can't read it). */
function leavesItsFolder(path: string): boolean {
  try {
    if (!lstatSync(path).isSymbolicLink()) return false;
  } catch {
    return false;
  }
  try {
    return !staysInside(path, realpathSync(dirname(path)));
  } catch {
    return true;
  }
}

/** `N x NAME` gives at most this many copies, in the scenarios of both games. */
export const MAX_COPIES = 10000;

// ---------------------------------------------------------------------------------------------
// The typed scenario
// ---------------------------------------------------------------------------------------------

/** `OWNER/NAME#n`: the n-th card (1-based) of that name the owner has, in setup order. */
export interface CardRef {
  owner: string;
  name: string;
  n: number;
  /** As written, for messages. */
  text: string;
}

export type TargetRef = { card: CardRef } | { player: string } | { stack: number };

/** A scripted answer to a decision (SCENARIOS.md, answers): matched against the options' labels,
 *  or, when it names a card (`alice/Boost Crystal`), against that card. */
export interface Answer {
  text: string;
  ref?: CardRef;
}

export type BoardSpec = BoardData;

interface PlayEntry {
  card: string;
  at?: string;
  damage?: number;
  state?: "activated" | "reactivated";
  counters?: { activation?: number; time?: number };
  /** An Effect in play fixed on a permanent (207.5a): `OWNER/NAME#n` of a permanent in play. */
  fixedOn?: string;
}

interface ScenarioPlayer {
  id: string;
  team?: string;
  start?: string;
  lifeBase: { card: string; at: string };
  play: PlayEntry[];
  hand: string[];
  /** Top card first. */
  deck: string[];
  discard: string[];
  removed: string[];
}

export type WinnerExpectation = { none: true } | { players: string[]; exact: boolean };

export interface Expectations {
  zone: Array<{ player: string; zone: ZoneName; cards: string[] }>;
  count: Array<{ player: string; zone: ZoneName; n: number }>;
  damage: Array<{ card: CardRef; n: number }>;
  stats: Array<{ card: CardRef; stats: Partial<Record<StatName, number>> }>;
  at: Array<{ card: CardRef; dot: string | null }>;
  state: Array<{ card: CardRef; state: "activated" | "reactivated" }>;
  controller: Array<{ card: CardRef; player: string }>;
  counters: Array<{ card: CardRef; counters: { activation: number; time: number } }>;
  pool: Array<{ player: string; pool: Cost }>;
  stack?: string[];
  turn?: { active?: string | undefined; phase?: PhaseName | undefined; number?: number | undefined };
  /** null: nobody holds priority. */
  priority?: string | null;
  winner?: WinnerExpectation;
  loser?: WinnerExpectation;
}

interface StepBase {
  /** Position in `steps`, 0-based, as in `steps[4]`. */
  index: number;
  /** The step as written in the file, for failure reports. */
  text: string;
  line: number;
  answers: Record<string, Answer[]>;
  /** The action must be refused with a message containing these words (case-insensitive). */
  error?: string;
}

type StepBody =
  | {
      kind: "activate" | "cast" | "ability";
      player: string;
      card: CardRef;
      targets: TargetRef[];
      mode?: number;
      extra?: number;
      at?: string | undefined;
      pay?: string[];
    }
  | { kind: "move"; player: string; card: CardRef; path: string[]; pay?: string[] }
  | { kind: "attack"; player: string; card: CardRef; target: CardRef }
  | { kind: "pass"; player: string }
  | { kind: "passResolve" }
  | { kind: "passTop" }
  | { kind: "endPhase" }
  | { kind: "endTurn" }
  | { kind: "concede"; player: string }
  | { kind: "expect"; expect: Expectations };

export type Step = StepBase & StepBody;

export interface Scenario {
  file: string;
  name: string;
  /** Absolute paths of the card files, in the order given. */
  cardFiles: string[];
  library: Record<string, CardDefinition>;
  /** A board given in the file, or the name of one of the project's default boards. */
  board: { name: string; spec: BoardSpec | null };
  seed: number;
  players: ScenarioPlayer[];
  turn: { active: string; phase: PhaseName; number: number };
  steps: Step[];
  /** The closing expectations (the top-level `expect`), or null. */
  expect: Expectations | null;
  expectText: string;
}

export type LoadResult = { ok: true; scenario: Scenario } | { ok: false; errors: string[] };

/** Loads the cards of one card file; errors are messages already naming the file. */
export type CardFileLoader = (absPath: string) => Promise<{ cards: CardDefinition[]; errors: string[] }>;
/** The dots of a default board by name (`act1`), or null when there is no such board. */
type DefaultBoards = (name: string) => Promise<BoardSpec | null>;

export interface LoadOptions {
  loadCards?: CardFileLoader;
  defaultBoard?: DefaultBoards;
}

/** The board a scenario without `board:` plays on (runtime/boards). */
const DEFAULT_BOARD_NAME = DEFAULT_BOARD;

// ---------------------------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------------------------

export async function loadScenarioFile(file: string, options: LoadOptions = {}): Promise<LoadResult> {
  let text: string;
  try {
    text = readTextFile(file);
  } catch (err) {
    return { ok: false, errors: [`${file}: cannot read the file (${(err as Error).message})`] };
  }
  return loadScenarioText(text, file, options);
}

export async function loadScenarioText(text: string, file: string, options: LoadOptions = {}): Promise<LoadResult> {
  const v = new Validator(text, file);
  if (v.errors.length > 0) return { ok: false, errors: v.errors };
  try {
    const scenario = await v.scenario(options.loadCards ?? compileCardFile, options.defaultBoard ?? projectBoard);
    if (v.errors.length > 0 || !scenario) return { ok: false, errors: v.errors };
    return { ok: true, scenario };
  } catch (err) {
    // A bug here must still not crash a whole run: report it against the file.
    return { ok: false, errors: [...v.errors, `${file}: internal error while loading: ${(err as Error).stack ?? err}`] };
  }
}

// ---------------------------------------------------------------------------------------------
// Default collaborators: the compiler's in-memory route and the engine's boards
// ---------------------------------------------------------------------------------------------

const compiled = new Map<string, { mtime: number; result: { cards: CardDefinition[]; errors: string[] } }>();

/** Compiles a card file with the in-memory route (compiler/index.ts), cached per file and mtime. */
export const compileCardFile: CardFileLoader = async (absPath) => {
  let mtime: number;
  let text: string;
  try {
    mtime = statSync(absPath).mtimeMs;
    const hit = compiled.get(absPath);
    if (hit && hit.mtime === mtime) return hit.result;
    text = readTextFile(absPath);
  } catch {
    // Not why (missing, a folder, too large, unreadable): the reason would tell what is there.
    return { cards: [], errors: [`cannot read ${absPath}: not a readable .card file`] };
  }
  const { compile } = await import("../../compiler/index.ts");
  const out = compile(text, absPath);
  const errors = out.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.file ?? absPath}:${d.line}:${d.column} ${d.message}`);
  const result = { cards: out.cards, errors };
  compiled.set(absPath, { mtime, result });
  return result;
};

/** The project's default boards by name (runtime/boards/NAME.ts). */
const projectBoard: DefaultBoards = async (name) => {
  if (!/^[a-z0-9_-]+$/i.test(name)) return null;
  const { defaultBoard } = await import("./engine.ts");
  return defaultBoard(name);
};

// ---------------------------------------------------------------------------------------------
// The validator
// ---------------------------------------------------------------------------------------------

type Path = Array<string | number>;

function pathText(path: Path): string {
  let out = "";
  for (const p of path) {
    if (typeof p === "number") out += `[${p}]`;
    else out += out === "" ? p : `.${p}`;
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

class Validator {
  readonly errors: string[] = [];
  private readonly doc: Document.Parsed | null = null;
  private readonly lines = new LineCounter();
  private readonly data: unknown = null;
  private readonly shortName: string;
  // Filled while validating, used by reference checks.
  private players: string[] = [];
  private dots: Set<string> | null = null;
  private library: Record<string, CardDefinition> = {};
  /** owner -> card name -> how many copies the setup gives him. */
  private owned = new Map<string, Map<string, number>>();
  /** owner -> card name -> copies in play (Life Base and play), for `fixed on`. */
  private inPlay = new Map<string, Map<string, number>>();
  private fixings: Array<{ path: Path; ref: string }> = [];

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {
    this.shortName = file;
    const doc = parseDocument(text, { lineCounter: this.lines, uniqueKeys: false, prettyErrors: false });
    for (const e of doc.errors) {
      const pos = this.lines.linePos(e.pos[0]);
      this.errors.push(`${file}: ${e.message.split("\n")[0]} (line ${pos.line}, column ${pos.col})`);
    }
    if (doc.errors.length > 0) return;
    // Duplicate keys, checked in linear time (apps/board/yaml.ts duplicateYamlKeys).
    for (const d of duplicateYamlKeys(doc)) {
      const pos = this.lines.linePos(d.offset);
      this.errors.push(`${file}: ${d.message} (line ${pos.line}, column ${pos.col})`);
    }
    if (this.errors.length > 0) return;
    try {
      this.data = doc.toJS({ maxAliasCount: 100 });
    } catch (e) {
      // yaml refuses alias expansion past the limit (a "billion laughs" file): an error, not a crash.
      this.errors.push(`${file}: ${(e as Error).message.split("\n")[0]}: a scenario may expand YAML aliases (*name) at most 100 times`);
      return;
    }
    this.doc = doc;
  }

  // --- reporting ------------------------------------------------------------------------------

  private where(path: Path, atKey = false): string {
    const node = this.nodeAt(path, atKey);
    if (!node?.range) return "";
    const pos = this.lines.linePos(node.range[0]);
    return ` (line ${pos.line}, column ${pos.col})`;
  }

  /** The YAML node at a path; with atKey, the key node of the last step (for unknown keys). */
  private nodeAt(path: Path, atKey: boolean): YamlNode | null {
    let node: unknown = this.doc?.contents ?? null;
    for (let i = 0; i < path.length; i++) {
      const p = path[i]!;
      if (isMap(node)) {
        const pair = node.items.find((it) => isPair(it) && isScalar(it.key) && String(it.key.value) === String(p));
        if (!pair) return isMap(node) ? (node as YamlNode) : null;
        if (atKey && i === path.length - 1) return pair.key as YamlNode;
        node = pair.value ?? pair.key;
      } else if (isSeq(node) && typeof p === "number") {
        node = node.items[p] ?? node;
      } else break;
    }
    return (node as YamlNode) ?? null;
  }

  private error(path: Path, message: string, atKey = false): void {
    const p = pathText(path);
    this.errors.push(`${this.shortName}: ${p ? p + ": " : ""}${message}${this.where(path, atKey)}`);
  }

  private sourceText(path: Path): { text: string; line: number } {
    const node = this.nodeAt(path, false);
    if (!node?.range) return { text: "", line: 0 };
    const pos = this.lines.linePos(node.range[0]);
    // A block node's later lines are indented by its column; take that off so it reads as written.
    const indent = new RegExp(`^ {0,${pos.col - 1}}`);
    const [first, ...rest] = this.text.slice(node.range[0], node.range[1]).trimEnd().split("\n");
    return { text: [first, ...rest.map((l) => l.replace(indent, ""))].join("\n"), line: pos.line };
  }

  // --- shape helpers --------------------------------------------------------------------------

  private map(path: Path, v: unknown, allowed: readonly string[], required: readonly string[] = []): Record<string, unknown> | null {
    if (!isObject(v)) {
      this.error(path, `expected a mapping, got ${describe(v)}`);
      return null;
    }
    for (const k of Object.keys(v)) {
      if (!allowed.includes(k)) {
        const hint = closest(k, allowed);
        this.error([...path, k], `unknown key "${k}"${hint ? `; did you mean "${hint}"?` : ` (allowed: ${allowed.join(", ")})`}`, true);
      }
    }
    for (const k of required) if (!(k in v)) this.error(path, `missing "${k}"`);
    return v;
  }

  private str(path: Path, v: unknown): string | null {
    if (typeof v === "string" && v.trim() !== "") return v.trim();
    if (typeof v === "number") return String(v);
    this.error(path, `expected a text value, got ${describe(v)}`);
    return null;
  }

  private int(path: Path, v: unknown, min = 0): number | null {
    if (typeof v === "number" && Number.isInteger(v) && v >= min) return v;
    this.error(path, `expected a whole number${min > 0 ? ` of at least ${min}` : min === 0 ? " (0 or more)" : ""}, got ${describe(v)}`);
    return null;
  }

  private oneOf<T extends string>(path: Path, v: unknown, values: readonly T[], what: string): T | null {
    if (typeof v === "string" && (values as readonly string[]).includes(v.trim().toLowerCase())) return v.trim().toLowerCase() as T;
    this.error(path, `${describe(v)} is not a ${what} (one of: ${values.join(", ")})`);
    return null;
  }

  private list(path: Path, v: unknown): unknown[] | null {
    if (Array.isArray(v)) return v;
    this.error(path, `expected a list, got ${describe(v)}`);
    return null;
  }

  // --- references -----------------------------------------------------------------------------

  private player(path: Path, v: unknown): string | null {
    const s = this.str(path, v);
    if (s === null) return null;
    if (!this.players.includes(s)) {
      this.error(path, `no player "${s}" (players: ${this.players.join(", ")})`);
      return null;
    }
    return s;
  }

  private dot(path: Path, v: unknown): string | null {
    const s = this.str(path, v);
    if (s === null) return null;
    if (this.dots && !this.dots.has(s)) {
      this.error(path, `no dot "${s}" on the board${suggest(s, [...this.dots])}`);
      return null;
    }
    return s;
  }

  private cardName(path: Path, v: unknown): string | null {
    const s = this.str(path, v)?.normalize("NFC") ?? null; // as card names are (grammar: NFC)
    if (s === null) return null;
    if (!Object.hasOwn(this.library, s)) {
      this.error(path, `no card named "${s}" in the scenario's card files${suggest(s, Object.keys(this.library))}`);
      return null;
    }
    return s;
  }

  /** `OWNER/NAME` or `OWNER/NAME#n`, checked against the cards the setup gives that owner. In an
   *  action step the card may be written without its owner (`cast: Bullseye`): the acting
   *  player's own card (`actor`). */
  private cardRef(path: Path, v: unknown, actor?: string): CardRef | null {
    const s = this.str(path, v);
    if (s === null) return null;
    const slash = s.indexOf("/");
    const prefixed = slash > 0 && (this.players.includes(s.slice(0, slash).trim()) || actor === undefined);
    if (!prefixed && actor === undefined) {
      this.error(path, `"${s}" is not a card reference; write OWNER/NAME or OWNER/NAME#2`);
      return null;
    }
    const owner = prefixed ? s.slice(0, slash).trim() : actor!;
    let name = (prefixed ? s.slice(slash + 1) : s).trim();
    let n = 1;
    const m = /^(.*?)\s*#\s*(\d+)$/.exec(name);
    if (m) {
      name = m[1]!;
      n = Number(m[2]);
    }
    if (!this.players.includes(owner)) {
      this.error(path, `no player "${owner}" in "${s}" (players: ${this.players.join(", ")})`);
      return null;
    }
    const have = this.owned.get(owner)?.get(name) ?? 0;
    if (n < 1 || n > have) {
      const why = have === 0 ? `${owner} has no "${name}" in the setup` : `${owner} has ${have} "${name}" in the setup`;
      this.error(path, `no card "${s}" (${why})`);
      return null;
    }
    return { owner, name, n, text: s };
  }

  private target(path: Path, v: unknown): TargetRef | null {
    if (isObject(v)) {
      const m = this.map(path, v, ["player", "stack", "card"]);
      if (!m || Object.keys(m).length !== 1) {
        if (m) this.error(path, "a target is one of: OWNER/NAME, player:NAME, stack:N");
        return null;
      }
      if ("player" in m) {
        const p = this.player([...path, "player"], m.player);
        return p === null ? null : { player: p };
      }
      if ("stack" in m) {
        const n = this.int([...path, "stack"], m.stack, 1);
        return n === null ? null : { stack: n };
      }
      const c = this.cardRef([...path, "card"], m.card);
      return c === null ? null : { card: c };
    }
    if (typeof v === "string") {
      const pm = /^player\s*:\s*(.+)$/.exec(v.trim());
      if (pm) {
        const p = this.player(path, pm[1]);
        return p === null ? null : { player: p };
      }
      const sm = /^stack\s*:\s*(.+)$/.exec(v.trim());
      if (sm) {
        const n = this.int(path, /^\d+$/.test(sm[1]!) ? Number(sm[1]) : sm[1], 1);
        return n === null ? null : { stack: n };
      }
    }
    const c = this.cardRef(path, v);
    return c === null ? null : { card: c };
  }

  private cost(path: Path, v: unknown): Cost | null {
    const m = this.map(path, v, Object.keys(isObject(v) ? v : {}));
    if (!m) return null;
    const out: Cost = {};
    for (const [k, amount] of Object.entries(m)) {
      if (!ENERGY_LETTERS.includes(k)) {
        this.error([...path, k], `"${k}" is not an energy type (${ENERGY_LETTERS.join(", ")})`, true);
        continue;
      }
      const n = this.int([...path, k], amount);
      if (n !== null && n > 0) out[k] = n;
    }
    return out;
  }

  // --- the scenario ---------------------------------------------------------------------------

  async scenario(loadCards: CardFileLoader, defaultBoard: DefaultBoards): Promise<Scenario | null> {
    const top = this.map([], this.data, ["scenario", "cards", "board", "boards", "seed", "players", "turn", "steps", "expect"], ["scenario", "cards", "players"]);
    if (!top) return null;
    const name = this.str(["scenario"], top.scenario) ?? basename(this.file);

    // Cards first: every name in the setup is checked against them.
    const cardFiles: string[] = [];
    const cardsValue = typeof top.cards === "string" ? [top.cards] : top.cards;
    const cardList = "cards" in top ? this.list(["cards"], cardsValue) : null;
    const origin = new Map<string, string>();
    for (const [i, c] of (cardList ?? []).entries()) {
      const rel = this.str(["cards", i], c);
      if (rel === null) continue;
      // Relative paths only (`../cards/core.card` is fine): a scenario names its cards from where it
      // is, never from the root of a machine.
      if (isAbsolute(rel) || /^[A-Za-z]:[\\/]/.test(rel)) {
        this.error(["cards", i], `"${rel}" is an absolute path; card files are named relative to the scenario`);
        continue;
      }
      const abs = resolve(dirname(this.file), rel);
      // A folder stands for the *.card files directly in it (`cards: [../../cards]`), links among
      // them only when they stay inside it.
      let files = [abs];
      try {
        if (statSync(abs).isDirectory()) {
          const real = realpathSync(abs);
          files = readdirSync(abs)
            .filter((f) => f.endsWith(".card"))
            .sort()
            .map((f) => join(abs, f))
            .filter((f) => staysInside(f, real));
        }
      } catch {
        // Not there: the card loader reports it.
      }
      // Only card files: a scenario from anywhere (a contest entry) must not read /etc/passwd into
      // its error messages, nor /dev/zero into memory; a .card that is a link leading out of its
      // folder is refused alike. One message for all of these, so it never tells whether a path
      // outside exists.
      if (files.length === 1 && files[0] === abs && (!abs.endsWith(".card") || leavesItsFolder(abs))) {
        this.error(["cards", i], `"${rel}" is not a .card file or a folder of them that this scenario may read`);
        continue;
      }
      for (const f of files) {
        if (cardFiles.includes(f)) continue;
        cardFiles.push(f);
        const out = await loadCards(f);
        for (const e of out.errors) this.error(["cards", i], e);
        for (const card of out.cards) {
          const before = origin.get(card.name);
          if (before !== undefined) this.error(["cards", i], `card "${card.name}" is defined in both ${before} and ${f}`);
          else {
            origin.set(card.name, f);
            setOwn(this.library, card.name, card);
          }
        }
      }
    }

    const board = await this.board(top, defaultBoard);
    let seed = "seed" in top ? this.int(["seed"], top.seed) : 1;
    if (seed !== null && seed > MAX_SEED) {
      this.error(["seed"], `a seed is at most ${MAX_SEED} (32 bits), got ${seed}`);
      seed = null;
    }

    const players = this.playersSection(top.players);
    const turn = this.turn(top.turn);
    const steps: Step[] = [];
    if ("steps" in top) {
      const list = this.list(["steps"], top.steps);
      for (const [i, s] of (list ?? []).entries()) {
        const step = this.step(i, s);
        if (step) steps.push(step);
      }
    }
    const expect = "expect" in top ? this.expectations(["expect"], top.expect) : null;
    if (!("steps" in top) && !("expect" in top)) this.error([], "a scenario needs `steps` or `expect`");
    if (this.errors.length > 0 || !players || !board || seed === null || !turn) return null;
    return {
      file: this.file,
      name,
      cardFiles,
      library: this.library,
      board,
      seed,
      players,
      turn,
      steps,
      expect,
      expectText: "expect" in top ? this.sourceText(["expect"]).text : "",
    };
  }

  private async board(top: Record<string, unknown>, defaultBoard: DefaultBoards): Promise<Scenario["board"] | null> {
    const boards = new Map<string, BoardSpec>();
    if ("boards" in top) {
      const m = this.map(["boards"], top.boards, Object.keys(isObject(top.boards) ? top.boards : {}));
      for (const [bname, b] of Object.entries(m ?? {})) {
        const spec = this.boardSpec(["boards", bname], b, bname);
        if (spec) boards.set(bname, spec);
      }
    }
    const wanted = "board" in top ? this.str(["board"], top.board) : DEFAULT_BOARD_NAME;
    if (wanted === null) return null;
    const own = boards.get(wanted);
    if (own) {
      this.dots = new Set(Object.keys(own.dots));
      return { name: wanted, spec: own };
    }
    if ("boards" in top && isObject(top.boards) && wanted in top.boards) return null; // its errors are reported
    const builtin = await defaultBoard(wanted);
    if (!builtin) {
      const names = [...boards.keys()];
      this.error(["board"], `no board "${wanted}": not in \`boards\`${names.length ? ` (${names.join(", ")})` : ""} and not a default board`);
      return null;
    }
    this.dots = new Set(Object.keys(builtin.dots));
    return { name: wanted, spec: null };
  }

  /** A board given in the file, checked by the board reader of `orrery board` too (apps/board/yaml.ts). */
  private boardSpec(path: Path, v: unknown, name: string): BoardSpec | null {
    try {
      return parseBoard(v, name);
    } catch (err) {
      if (!(err instanceof BoardError)) throw err;
      for (const p of err.problems) this.error([...path, ...p.path], p.message);
      return null;
    }
  }

  private playersSection(v: unknown): ScenarioPlayer[] | null {
    if (!isObject(v)) {
      this.error(["players"], `expected a mapping of player names to their setup, got ${describe(v)}`);
      return null;
    }
    const ids = Object.keys(v);
    if (ids.length < 2 || ids.length > 6) this.error(["players"], `2 to 6 players, got ${ids.length}`);
    for (const id of ids) {
      if (id.includes("/") || id.includes(":") || /\s/.test(id) || id === "none") {
        this.error(["players", id], `a player's name has no spaces, "/" or ":" and isn't "none": "${id}"`, true);
      }
    }
    this.players = ids;
    const out: ScenarioPlayer[] = [];
    // Pass 1: the setup itself (counts every card each owner has, for references).
    for (const id of ids) {
      const p = this.playerSetup(["players", id], id, v[id]);
      if (p) out.push(p);
    }
    for (const p of out) {
      const counts = new Map<string, number>();
      const add = (n: string) => counts.set(n, (counts.get(n) ?? 0) + 1);
      add(p.lifeBase.card);
      for (const e of p.play) add(e.card);
      for (const zone of [p.hand, p.deck, p.discard, p.removed]) zone.forEach(add);
      this.owned.set(p.id, counts);
      const playing = new Map<string, number>();
      for (const n of [p.lifeBase.card, ...p.play.map((e) => e.card)]) playing.set(n, (playing.get(n) ?? 0) + 1);
      this.inPlay.set(p.id, playing);
    }
    for (const f of this.fixings) {
      const ref = this.cardRef(f.path, f.ref);
      if (ref && ref.n > (this.inPlay.get(ref.owner)?.get(ref.name) ?? 0)) {
        this.error(f.path, `"${f.ref}" is not a permanent in play (an Effect is fixed on one in ${ref.owner}'s life base or play)`);
      }
    }
    return out.length === ids.length ? out : null;
  }

  private playerSetup(path: Path, id: string, v: unknown): ScenarioPlayer | null {
    const m = this.map(path, v, ["life base", "play", "hand", "deck", "discard", "removed", "team", "start"], ["life base"]);
    if (!m) return null;
    const before = this.errors.length;
    let lifeBase: ScenarioPlayer["lifeBase"] | null = null;
    if ("life base" in m) {
      const lp = [...path, "life base"];
      const lb = this.map(lp, m["life base"], ["card", "at"], ["card", "at"]);
      if (lb) {
        const card = this.cardName([...lp, "card"], lb.card);
        const at = "at" in lb ? this.dot([...lp, "at"], lb.at) : null;
        if (card && Object.hasOwn(this.library, card) && this.library[card]!.type !== "Life Base Card") {
          this.error([...lp, "card"], `"${card}" is ${article(this.library[card]!.type)}, not a Life Base Card`);
        }
        if (card && at) lifeBase = { card, at };
      }
    }
    const play: PlayEntry[] = [];
    if ("play" in m) {
      for (const [i, e] of (this.list([...path, "play"], m.play) ?? []).entries()) {
        const entry = this.playEntry([...path, "play", i], e);
        if (entry) play.push(...entry);
      }
    }
    const zone = (key: string): string[] => (key in m ? this.cardList([...path, key], m[key]) : []);
    const hand = zone("hand");
    const deck = zone("deck");
    const discard = zone("discard");
    const removed = zone("removed");
    const team = "team" in m ? this.str([...path, "team"], m.team) : undefined;
    const start = "start" in m ? this.dot([...path, "start"], m.start) : undefined;
    if (this.errors.length > before || !lifeBase) return null;
    const p: ScenarioPlayer = { id, lifeBase, play, hand, deck, discard, removed };
    if (team) p.team = team;
    if (start) p.start = start;
    return p;
  }

  private playEntry(path: Path, v: unknown): PlayEntry[] | null {
    if (typeof v === "string") {
      const names = this.expandCount(path, v);
      return names;
    }
    const m = this.map(path, v, ["card", "at", "damage", "state", "counters", "fixed on"], ["card"]);
    if (!m) return null;
    const card = this.cardName([...path, "card"], m.card);
    const e: PlayEntry = { card: card ?? "" };
    const at = "at" in m ? this.dot([...path, "at"], m.at) : null;
    if (at !== null) e.at = at;
    if ("fixed on" in m) {
      const ref = this.str([...path, "fixed on"], m["fixed on"]);
      if (ref !== null) e.fixedOn = ref; // checked once every player's setup is known (fixedOnChecks)
      if (card && !isEffectType(this.library[card]!)) this.error([...path, "fixed on"], `only an Effect is fixed on a permanent; "${card}" is ${article(this.library[card]!.type)}`, true);
      this.fixings.push({ path: [...path, "fixed on"], ref: ref ?? "" });
    }
    const damage = "damage" in m ? this.int([...path, "damage"], m.damage) : null;
    if (damage !== null) e.damage = damage;
    const state = "state" in m ? this.oneOf([...path, "state"], m.state, ["activated", "reactivated"] as const, "state") : null;
    if (state !== null) e.state = state;
    if ("counters" in m) {
      const c = this.counters([...path, "counters"], m.counters);
      if (c) e.counters = c;
    }
    for (const k of Object.keys(e) as Array<keyof PlayEntry>) if (e[k] === undefined) delete e[k];
    if (!card) return null;
    this.checkDot(path, e);
    return [e];
  }

  /** A summon in play stands on a dot; nothing else does (402.1). */
  private checkDot(path: Path, e: PlayEntry): void {
    const def = this.library[e.card]!;
    const summon = def.type === "Summon Card" || def.type === "Life Base Card";
    if (summon && e.at === undefined) this.error(path, `the summon "${e.card}" in play needs a dot: { card: ${e.card}, at: DOT }`);
    if (!summon && e.at !== undefined) this.error([...path, "at"], `only a summon stands on a dot; "${e.card}" is ${article(def.type)}`, true);
  }

  /** A play entry written as a plain name, or "N x NAME" for N copies. */
  private expandCount(path: Path, s: string): PlayEntry[] | null {
    const entries = this.namesOf(path, s)?.map((card) => ({ card })) ?? null;
    if (entries?.[0]) this.checkDot(path, entries[0]);
    return entries;
  }

  /** `NAME` or `N x NAME` (a card whose own name looks like "N x NAME" stays one card). */
  private namesOf(path: Path, v: unknown): string[] | null {
    const s = this.str(path, v);
    if (s === null) return null;
    if (Object.hasOwn(this.library, s)) return [s];
    const m = /^(\d+)\s*[xX×]\s+(.+)$/.exec(s);
    if (m) {
      const name = this.cardName(path, m[2]!.trim());
      const n = Number(m[1]);
      if (n > MAX_COPIES) {
        this.error(path, `${n} copies is more than a scenario needs (at most ${MAX_COPIES})`);
        return null;
      }
      return name === null ? null : Array<string>(n).fill(name);
    }
    const name = this.cardName(path, s);
    return name === null ? null : [name];
  }

  private cardList(path: Path, v: unknown): string[] {
    if (typeof v === "string") return this.namesOf(path, v) ?? [];
    const out: string[] = [];
    for (const [i, e] of (this.list(path, v) ?? []).entries()) out.push(...(this.namesOf([...path, i], e) ?? []));
    return out;
  }

  private counters(path: Path, v: unknown): { activation?: number; time?: number } | null {
    const m = this.map(path, v, ["activation", "time"]);
    if (!m) return null;
    const out: { activation?: number; time?: number } = {};
    if ("activation" in m) out.activation = this.int([...path, "activation"], m.activation) ?? 0;
    if ("time" in m) out.time = this.int([...path, "time"], m.time) ?? 0;
    return out;
  }

  private turn(v: unknown): Scenario["turn"] | null {
    const first = this.players[0] ?? "";
    if (v === undefined) return { active: first, phase: "action", number: 1 };
    const m = this.map(["turn"], v, ["active", "phase", "number"]);
    if (!m) return null;
    const active = "active" in m ? this.player(["turn", "active"], m.active) : first;
    const phase = "phase" in m ? this.oneOf(["turn", "phase"], m.phase, PHASE_IDS, "phase") : "action";
    const number = "number" in m ? this.int(["turn", "number"], m.number, 1) : 1;
    return active === null || phase === null || number === null ? null : { active, phase, number };
  }

  // --- steps ----------------------------------------------------------------------------------

  private step(i: number, v: unknown): Step | null {
    const path: Path = ["steps", i];
    if (!isObject(v)) {
      this.error(path, `a step is a mapping such as { player: alice, cast: Bullseye }, got ${describe(v)}`);
      return null;
    }
    const { text, line } = this.sourceText(path);
    const verbs = ["activate", "cast", "move", "attack", "ability", "pass", "end", "concede", "expect"].filter((k) => k in v);
    if (verbs.length !== 1) {
      this.error(path, verbs.length === 0 ? `a step needs one of: activate, cast, move, attack, ability, pass, end, concede, expect` : `a step does one thing; this one has ${verbs.join(" and ")}`);
      return null;
    }
    const verb = verbs[0]!;
    const common = ["answers", "error"];
    const allowed: Record<string, string[]> = {
      activate: ["player", "activate", "targets", "mode", "extra", "pay"],
      cast: ["player", "cast", "targets", "mode", "extra", "at", "pay"],
      ability: ["player", "ability", "targets", "mode", "extra", "pay"],
      move: ["player", "move", "path", "pay"],
      attack: ["player", "attack", "target"],
      pass: ["player", "pass"],
      end: ["end"],
      concede: ["concede"],
      expect: ["expect"],
    };
    const needs: Record<string, string[]> = {
      activate: ["player"],
      cast: ["player"],
      ability: ["player"],
      move: ["player", "path"],
      attack: ["player", "target"],
    };
    const m = this.map(path, v, verb === "expect" ? allowed.expect! : [...allowed[verb]!, ...common], needs[verb] ?? []);
    if (!m) return null;
    const before = this.errors.length;
    const base: StepBase = { index: i, text, line, answers: {} };
    if ("answers" in m) base.answers = this.answers([...path, "answers"], m.answers);
    if ("error" in m) {
      const e = this.str([...path, "error"], m.error);
      if (e) base.error = e;
    }
    let body: StepBody | null = null;
    const player = () => ("player" in m ? this.player([...path, "player"], m.player) : null);
    switch (verb) {
      case "activate":
      case "cast":
      case "ability": {
        const p = player();
        const card = p === null ? null : this.cardRef([...path, verb], m[verb], p);
        const targets: TargetRef[] = [];
        if ("targets" in m) {
          for (const [j, t] of (this.list([...path, "targets"], m.targets) ?? []).entries()) {
            const r = this.target([...path, "targets", j], t);
            if (r) targets.push(r);
          }
        }
        const b: StepBody = { kind: verb, player: p ?? "", card: card!, targets };
        if ("mode" in m) {
          const mode = this.int([...path, "mode"], m.mode, 1);
          if (mode !== null && mode > 2) this.error([...path, "mode"], "mode is 1 or 2 (the two sides of an `or`)");
          if (mode !== null) b.mode = mode;
        }
        if ("extra" in m) b.extra = this.int([...path, "extra"], m.extra) ?? 0;
        if ("at" in m && b.kind === "cast") b.at = this.dot([...path, "at"], m.at) ?? undefined;
        if ("pay" in m) b.pay = this.pay([...path, "pay"], m.pay);
        if (b.at === undefined) delete b.at;
        body = b;
        break;
      }
      case "move": {
        const p = player();
        const card = p === null ? null : this.cardRef([...path, "move"], m.move, p);
        const dots: string[] = [];
        const list = "path" in m ? this.list([...path, "path"], m.path) : null;
        for (const [j, d] of (list ?? []).entries()) {
          const dot = this.dot([...path, "path", j], d);
          if (dot) dots.push(dot);
        }
        if (list && list.length < 2) this.error([...path, "path"], "a path starts with the dot the summon stands on and names at least one more");
        const b: StepBody = { kind: "move", player: p ?? "", card: card!, path: dots };
        if ("pay" in m) b.pay = this.pay([...path, "pay"], m.pay);
        body = b;
        break;
      }
      case "attack": {
        const p = player();
        const card = p === null ? null : this.cardRef([...path, "attack"], m.attack, p);
        const target = "target" in m ? this.cardRef([...path, "target"], m.target) : null;
        body = { kind: "attack", player: p ?? "", card: card!, target: target! };
        break;
      }
      case "pass": {
        if (m.pass === 1) {
          if (!("player" in m)) this.error(path, "`pass: 1` needs the player who passes");
          body = { kind: "pass", player: player() ?? "" };
        } else if (m.pass === "resolve" || m.pass === "top") {
          if ("player" in m) this.error([...path, "player"], `\`pass: ${m.pass}\` is every player passing; it takes no player`, true);
          body = { kind: m.pass === "resolve" ? "passResolve" : "passTop" };
        } else this.error([...path, "pass"], `pass is 1 (with a player), resolve or top; got ${describe(m.pass)}`);
        break;
      }
      case "end": {
        const e = this.oneOf([...path, "end"], m.end, ["phase", "turn"] as const, "thing to end");
        if (e) body = { kind: e === "phase" ? "endPhase" : "endTurn" };
        break;
      }
      case "concede": {
        const p = this.player([...path, "concede"], m.concede);
        if (p) body = { kind: "concede", player: p };
        break;
      }
      case "expect": {
        const ex = this.expectations([...path, "expect"], m.expect);
        if (ex) body = { kind: "expect", expect: ex };
        break;
      }
    }
    if (this.errors.length > before || !body) return null;
    return { ...base, ...body } as Step;
  }

  private pay(path: Path, v: unknown): string[] {
    const list = this.list(path, v) ?? [];
    const out: string[] = [];
    for (const [i, e] of list.entries()) {
      const s = this.str([...path, i], e);
      if (s === null) continue;
      if (!ENERGY_LETTERS.includes(s)) this.error([...path, i], `"${s}" is not an energy type (${ENERGY_LETTERS.join(", ")})`);
      else out.push(s);
    }
    return out;
  }

  private answers(path: Path, v: unknown): Record<string, Answer[]> {
    const out: Record<string, Answer[]> = Object.create(null) as Record<string, Answer[]>; // keyed by player names
    if (!isObject(v)) {
      this.error(path, `answers are { PLAYER: [ANSWER, ...] }, got ${describe(v)}`);
      return out;
    }
    for (const [who, list] of Object.entries(v)) {
      if (!this.players.includes(who)) {
        this.error([...path, who], `no player "${who}" (players: ${this.players.join(", ")})`, true);
        continue;
      }
      const items = Array.isArray(list) ? list : [list];
      out[who] = [];
      for (const [i, a] of items.entries()) {
        const ap = Array.isArray(list) ? [...path, who, i] : [...path, who];
        if (typeof a === "boolean") out[who].push({ text: a ? "yes" : "no" });
        else if (typeof a === "string" || typeof a === "number") {
          const text = String(a).trim();
          const answer: Answer = { text };
          const slash = text.indexOf("/");
          if (slash > 0 && this.players.includes(text.slice(0, slash))) {
            const ref = this.cardRef(ap, text);
            if (ref) answer.ref = ref;
          }
          out[who].push(answer);
        } else this.error(ap, `an answer is a word, a number or a card, got ${describe(a)}`);
      }
    }
    return out;
  }

  // --- expectations ---------------------------------------------------------------------------

  private expectations(path: Path, v: unknown): Expectations | null {
    const keys = ["zone", "count", "damage", "stats", "at", "state", "controller", "counters", "pool", "stack", "turn", "priority", "winner", "loser"];
    const m = this.map(path, v, keys);
    if (!m) return null;
    const before = this.errors.length;
    const ex: Expectations = { zone: [], count: [], damage: [], stats: [], at: [], state: [], controller: [], counters: [], pool: [] };
    const entries = (key: string) => {
      const mm = this.map([...path, key], m[key], Object.keys(isObject(m[key]) ? m[key] : {}));
      return Object.entries(mm ?? {});
    };
    if ("zone" in m) {
      for (const [k, val] of entries("zone")) {
        const z = this.zoneKey([...path, "zone", k], k);
        const cards = this.cardList([...path, "zone", k], val ?? []);
        if (z) ex.zone.push({ ...z, cards });
      }
    }
    if ("count" in m) {
      for (const [k, val] of entries("count")) {
        const z = this.zoneKey([...path, "count", k], k);
        const n = this.int([...path, "count", k], val);
        if (z && n !== null) ex.count.push({ ...z, n });
      }
    }
    const perCard = <T>(key: string, f: (p: Path, val: unknown) => T | null, push: (card: CardRef, t: T) => void) => {
      if (!(key in m)) return;
      for (const [k, val] of entries(key)) {
        const p = [...path, key, k];
        const card = this.cardRef(p, k);
        const t = f(p, val);
        if (card && t !== null) push(card, t);
      }
    };
    perCard(
      "damage",
      (p, val) => this.int(p, val),
      (card, n) => ex.damage.push({ card, n }),
    );
    perCard(
      "stats",
      (p, val) => {
        const sm = this.map(p, val, STAT_IDS);
        if (!sm) return null;
        const stats: Partial<Record<StatName, number>> = {};
        for (const s of STAT_IDS) if (s in sm) stats[s] = this.int([...p, s], sm[s]) ?? 0;
        return stats;
      },
      (card, stats) => ex.stats.push({ card, stats }),
    );
    perCard(
      "at",
      (p, val) => (val === null || val === "none" ? ("none" as const) : this.dot(p, val)),
      (card, dot) => ex.at.push({ card, dot: dot === "none" ? null : dot }),
    );
    perCard(
      "state",
      (p, val) => this.oneOf(p, val, ["activated", "reactivated"] as const, "state"),
      (card, state) => ex.state.push({ card, state }),
    );
    perCard(
      "controller",
      (p, val) => this.player(p, val),
      (card, player) => ex.controller.push({ card, player }),
    );
    perCard(
      "counters",
      (p, val) => this.counters(p, val ?? {}),
      (card, c) => ex.counters.push({ card, counters: { activation: c.activation ?? 0, time: c.time ?? 0 } }),
    );
    if ("pool" in m) {
      for (const [k, val] of entries("pool")) {
        const p = this.player([...path, "pool", k], k);
        const pool = this.cost([...path, "pool", k], val ?? {});
        if (p && pool) ex.pool.push({ player: p, pool });
      }
    }
    if ("stack" in m) {
      const list = this.list([...path, "stack"], m.stack ?? []);
      ex.stack = [];
      for (const [i, e] of (list ?? []).entries()) {
        const s = this.str([...path, "stack", i], e);
        if (s === null) continue;
        const who = s.split(":")[0]!.trim();
        if (!s.includes(":") || !this.players.includes(who)) {
          this.error([...path, "stack", i], `a stack entry is "PLAYER: CARD" (or "PLAYER: move CARD", "PLAYER: attack CARD"), got "${s}"`);
        }
        ex.stack.push(normalizeLabel(s));
      }
    }
    if ("turn" in m) {
      const tm = this.map([...path, "turn"], m.turn, ["active", "phase", "number"]);
      if (tm) {
        ex.turn = {};
        if ("active" in tm) ex.turn.active = this.player([...path, "turn", "active"], tm.active) ?? undefined;
        if ("phase" in tm) ex.turn.phase = this.oneOf([...path, "turn", "phase"], tm.phase, PHASE_IDS, "phase") ?? undefined;
        if ("number" in tm) ex.turn.number = this.int([...path, "turn", "number"], tm.number, 1) ?? undefined;
      }
    }
    if ("priority" in m) ex.priority = m.priority === null || m.priority === "none" ? null : this.player([...path, "priority"], m.priority);
    for (const key of ["winner", "loser"] as const) {
      if (!(key in m)) continue;
      const val = m[key];
      if (val === null || val === "none") ex[key] = { none: true };
      else if (Array.isArray(val)) {
        const ps = val.map((x, i) => this.player([...path, key, i], x)).filter((x): x is string => x !== null);
        ex[key] = { players: ps, exact: true };
      } else {
        const p = this.player([...path, key], val);
        if (p) ex[key] = { players: [p], exact: false };
      }
    }
    return this.errors.length > before ? null : ex;
  }

  private zoneKey(path: Path, k: string): { player: string; zone: ZoneName } | null {
    const slash = k.indexOf("/");
    const who = slash > 0 ? k.slice(0, slash).trim() : "";
    const zone = slash > 0 ? k.slice(slash + 1).trim() : "";
    if (!this.players.includes(who)) {
      this.error(path, `"${k}" is not PLAYER/ZONE (no player "${who}")`, true);
      return null;
    }
    if (!(ZONES as readonly string[]).includes(zone)) {
      this.error(path, `"${zone}" is not a zone (one of: ${ZONES.join(", ")})`, true);
      return null;
    }
    return { player: who, zone: zone as ZoneName };
  }
}

/** "alice:  Bullseye" and "alice: Bullseye" are the same entry. */
export function normalizeLabel(s: string): string {
  const i = s.indexOf(":");
  return i < 0
    ? s.trim()
    : `${s.slice(0, i).trim()}: ${s
        .slice(i + 1)
        .trim()
        .replace(/\s+/g, " ")}`;
}

const article = (type: string) => `${/^[AEIOU]/i.test(type) ? "an" : "a"} ${type}`;
const isEffectType = (d: CardDefinition) => /Effect/.test(d.type);

function describe(v: unknown): string {
  if (v === undefined) return "nothing";
  if (v === null) return "an empty value";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a mapping";
  if (typeof v === "string") {
    // A whole file read as one string (not YAML at all) must not fill the screen.
    const flat = v.replace(/\s+/g, " ");
    return flat.length > 60 ? `"${flat.slice(0, 60)}…" (${v.length} characters)` : `"${v}"`;
  }
  return String(v);
}

function suggest(s: string, options: string[]): string {
  const c = closest(s, options);
  return c ? `; did you mean "${c}"?` : "";
}

/** The closest option by edit distance (the grammar's did-you-mean), when it is close enough to be
 *  a likely typo: a third of the word's length, at least one edit. */
function closest(s: string, options: readonly string[]): string | null {
  return closestWord(s, options, Math.max(1, Math.floor(s.length / 3))) ?? null;
}
