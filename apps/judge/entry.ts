// Judges one entry, given its files as text: compile (in memory, to IR and ability objects; no
// code is generated), canonical text, plain words, the entrant's scenarios, and the balance games.
// Runs inside a worker thread (worker.ts) with memory and time bounds; everything it returns is
// plain data, and no path in it lies outside the submission.
import { posix } from "node:path";
import { parseDocument } from "yaml";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { compile } from "../../compiler/index.ts";
import { formatSource } from "../../compiler/formatter.ts";
import { cardInWords } from "../playground/worker/words.ts";
import { loadScenarioText } from "../scenario/loader.ts";
import { runScenario, type Failure } from "../scenario/runner.ts";
import { planPairings, playPairings, type BalanceSettings, type GameRange, type PairingPlan, type DeckChange, type GameLine, type ReferenceSet } from "./balance.ts";
import type { FileProblem, SubmissionFile } from "./submission.ts";

export interface EntryInput {
  name: string;
  root: string;
  folders: string[];
  files: SubmissionFile[];
  problems: FileProblem[];
}

export interface JudgeDiagnostic {
  file: string;
  line: number;
  column: number;
  severity: "error" | "warning";
  code: string;
  message: string;
}

export interface CardReport {
  name: string;
  type: string;
  file: string;
  line: number;
  words: string[];
}

export interface ScenarioReport {
  file: string;
  name: string;
  passed: boolean;
  errors: string[];
  failure: Failure | null;
  steps: number;
}

export interface EntryResult {
  entry: string;
  files: string[];
  diagnostics: JudgeDiagnostic[];
  cards: CardReport[];
  canonical: Array<{ file: string; text: string }>;
  scenarios: ScenarioReport[];
  /** Raw balance games per card (summarized against the baseline by the caller). */
  games: Array<{ card: string; lines: GameLine[]; changes: DeckChange[]; plan?: PairingPlan }>;
  /** The built cards, for the card pictures (not part of the JSON report). */
  definitions: CardDefinition[];
}

const ENTRY_CODES = {
  duplicateInEntry: "J010",
  referenceName: "J011",
  scenarioCards: "J012",
} as const;

/** At most this many cards of one entry are played in the balance games (each costs a full set of
 *  pairings); the others are reported as not played. */
export const MAX_BALANCED_CARDS = 3;

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Which balance games a job plays: a range of each pairing's games, for some of the entry's cards
 *  (all it balances when absent); `gamesOnly` skips the scenarios (a later look of the games). */
export interface EntryGames {
  range: GameRange;
  cards?: string[];
  gamesOnly?: boolean;
}

export async function judgeEntry(input: EntryInput, ref: ReferenceSet, settings: BalanceSettings, part: EntryGames): Promise<EntryResult> {
  const diagnostics: JudgeDiagnostic[] = input.problems.map((p) => ({ file: p.file, line: 1, column: 1, severity: "error", code: p.code, message: p.message }));
  const cards: CardReport[] = [];
  const canonical: EntryResult["canonical"] = [];
  const definitions: CardDefinition[] = [];
  const origin = new Map<string, string>();
  for (const f of input.files.filter((f) => f.kind === "card")) {
    const out = compile(f.text, f.path);
    for (const d of out.diagnostics) {
      diagnostics.push({ file: f.path, line: d.line, column: d.column, severity: d.severity === "error" ? "error" : "warning", code: d.code, message: d.message });
    }
    for (const def of out.cards) {
      const line = def.source?.line ?? 1;
      if (origin.has(def.name)) {
        diagnostics.push({ file: f.path, line, column: 1, severity: "error", code: ENTRY_CODES.duplicateInEntry, message: `card "${def.name}" is already defined in ${origin.get(def.name)}` });
        continue;
      }
      if (Object.hasOwn(ref.library, def.name)) {
        diagnostics.push({
          file: f.path,
          line,
          column: 1,
          severity: "error",
          code: ENTRY_CODES.referenceName,
          message: `card "${def.name}" has the name of a reference card; an entry's cards are new cards`,
        });
        continue;
      }
      origin.set(def.name, f.path);
      const { source: _source, ...plain } = def;
      definitions.push({ ...plain, source: { file: f.path, line } });
      cards.push({ name: def.name, type: def.type, file: f.path, line, words: cardInWords(def) });
    }
    const fmt = formatSource(f.text, f.path);
    if (fmt.ok) canonical.push({ file: f.path, text: fmt.text });
  }

  const scenarios: ScenarioReport[] = [];
  if (!part.gamesOnly) for (const f of input.files.filter((f) => f.kind === "scenario")) scenarios.push(await runEntryScenario(f, input, ref, definitions));

  const valid = !diagnostics.some((d) => d.severity === "error") && definitions.length > 0;
  const games: EntryResult["games"] = [];
  if (valid) {
    for (const def of definitions.slice(0, MAX_BALANCED_CARDS)) {
      if (part.cards && !part.cards.includes(def.name)) continue;
      const others = Object.fromEntries(definitions.map((d) => [d.name, d]));
      if (settings.deferGames) {
        const plan = planPairings(ref, settings, def, part.range, others);
        games.push({ card: def.name, lines: [], changes: plan.changes, plan });
      } else {
        const played = playPairings(ref, settings, def, part.range, others);
        games.push({ card: def.name, lines: played.lines, changes: played.changes });
      }
    }
  }
  diagnostics.sort((a, b) => order(a.file, b.file) || a.line - b.line || a.column - b.column || order(a.code, b.code) || order(a.message, b.message));
  return {
    entry: input.name,
    files: input.files
      .map((f) => f.path)
      .concat(input.problems.map((p) => p.file))
      .filter((v, i, all) => all.indexOf(v) === i)
      .sort(order),
    diagnostics,
    cards,
    canonical,
    scenarios,
    games,
    definitions,
  };
}

/** A scenario of the entry. Its `cards:` may only name the entry's own card files or folders (by
 *  a relative path that stays inside the entry); whatever it names, the scenario sees the entry's
 *  cards and the reference cards, and nothing else is read. A path that is refused gets the same
 *  message whether or not something exists there. */
async function runEntryScenario(f: SubmissionFile, input: EntryInput, ref: ReferenceSet, definitions: CardDefinition[]): Promise<ScenarioReport> {
  const refused: string[] = [];
  try {
    const doc = parseDocument(f.text, { uniqueKeys: false, prettyErrors: false });
    const data = doc.errors.length === 0 ? (doc.toJS({ maxAliasCount: 100 }) as unknown) : null;
    const cardsValue = data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>).cards : undefined;
    const list = typeof cardsValue === "string" ? [cardsValue] : Array.isArray(cardsValue) ? cardsValue : [];
    const cardFiles = new Set(input.files.filter((x) => x.kind === "card").map((x) => x.path));
    const folders = new Set(["", ...input.folders]);
    list.forEach((item, i) => {
      if (typeof item !== "string") return; // the loader reports the shape
      const ok = (() => {
        if (item.includes("\\") || item.includes("\0") || posix.isAbsolute(item) || item.split("/").includes("..")) return false;
        const rel = posix.normalize(posix.join(posix.dirname(f.path), item)).replace(/\/$/, "");
        const r = rel === "." ? "" : rel;
        return cardFiles.has(r) || (folders.has(r) && [...cardFiles].some((c) => posix.dirname(c) === (r || ".")));
      })();
      if (!ok) refused.push(`${f.path}: cards[${i}]: "${item}" is not a card file or folder of this entry (a scenario sees the entry's cards and the reference cards only)`);
    });
  } catch {
    // Unreadable YAML: the loader below reports it, reading nothing.
  }
  if (refused.length > 0) return { file: f.path, name: f.path, passed: false, errors: refused, failure: null, steps: 0 };
  let given = false;
  const library = [...Object.values(ref.library), ...definitions];
  const loadCards = async () => {
    if (given) return { cards: [], errors: [] };
    given = true;
    return { cards: library, errors: [] };
  };
  const abs = posix.join(input.root, f.path);
  const loaded = await loadScenarioText(f.text, abs, { loadCards });
  const strip = (s: string) => s.split(`${input.root}/`).join("");
  if (!loaded.ok) return { file: f.path, name: f.path, passed: false, errors: loaded.errors.map(strip), failure: null, steps: 0 };
  const outcome = await runScenario(loaded.scenario);
  const clean = JSON.parse(JSON.stringify(outcome), (_k, v: unknown) => (typeof v === "string" ? strip(v) : v)) as typeof outcome;
  return { file: f.path, name: clean.name, passed: clean.passed, errors: clean.errors, failure: clean.failure, steps: clean.steps };
}
