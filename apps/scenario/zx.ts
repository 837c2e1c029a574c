// Z/X scenario files (SCENARIOS-ZX.md) in the project's scenario runner: a file with `game: zx`
// is routed here by runner.ts. It compiles the file's `cards:` (Z/X card files only, LANGUAGE-ZX
// 0) with the in-memory route (compiler/zx), builds the position (runtime/zx
// createZxGameFromPosition), turns each step into actions and scripted answers, and checks the
// expectations. The outcome has the shape of an X610Z scenario's, so report.ts prints both alike.
// (Grown from the engine branch's test-side runner, test/zx/scenario.ts, which now uses this one.)
import { dirname, isAbsolute, resolve } from "node:path";
import { parse } from "yaml";
import { createZxGameFromPosition, type ZxGame } from "../../runtime/zx/game.ts";
import type { ZxPositionPlayer } from "../../runtime/zx/setup.ts";
import type { Action, CardId, ZoneName } from "../../runtime/zx/types.ts";
import type { ZxCardDefinition } from "../../runtime/zx/abilities.ts";
import { compileZx } from "../../compiler/zx/index.ts";
import { dialectOf } from "../../grammar/zx/dialect.ts";
import type { ScenarioOutcome } from "./runner.ts";
import { readTextFile } from "../files.ts";
import { MAX_COPIES } from "./loader.ts";

type Json = Record<string, unknown>;

export interface ScenarioRun {
  name: string;
  game: ZxGame | null;
  /** Failures, empty when the scenario passed. */
  failures: string[];
  /** Problems of the file itself (cards, keys). */
  errors: string[];
  /** Steps completed. */
  steps: number;
}

/** Whether a scenario file's text says `game: zx`. */
export function isZxScenario(text: string): boolean {
  try {
    const doc = parse(text) as Json | null;
    return !!doc && typeof doc === "object" && String(doc.game ?? "").toLowerCase() === "zx";
  } catch {
    return false;
  }
}

/** The Z/X cards of a scenario's `cards:` files (relative to the scenario file). */
function loadZxLibrary(file: string, cardFiles: string[]): { library: Record<string, ZxCardDefinition>; errors: string[] } {
  const library: Record<string, ZxCardDefinition> = {};
  const errors: string[] = [];
  for (const c of cardFiles) {
    // As for X610Z (loader.ts): card files named from where the scenario is, never from the root of
    // a machine, and never a link out of their folder, nor a FIFO or a device (/dev/zero).
    if (isAbsolute(c) || /^[A-Za-z]:[\\/]/.test(c) || !c.endsWith(".card")) {
      errors.push(`${file}: cards: "${c}" is not a .card file named relative to the scenario`);
      continue;
    }
    const abs = resolve(dirname(file), c);
    let text: string;
    try {
      text = readTextFile(abs, { within: dirname(abs) });
    } catch (err) {
      errors.push(`${file}: cards: cannot read ${c}: ${(err as Error).message}`);
      continue;
    }
    if (dialectOf(text).game !== "zx") {
      errors.push(`${file}: cards: ${c} is not a Z/X card file (its first line is not "game: zx"); a Z/X scenario names Z/X card files only (LANGUAGE-ZX 0)`);
      continue;
    }
    const r = compileZx(text, abs);
    for (const d of r.diagnostics) if (d.severity === "error") errors.push(`${d.file}:${d.line}:${d.column} ${d.message}`);
    for (const card of r.cards) library[card.name] = card;
  }
  return { library, errors };
}

/** Runs a Z/X scenario file; the outcome as runner.ts reports it. */
export function runZxScenarioOutcome(file: string): ScenarioOutcome {
  let r: ScenarioRun;
  try {
    r = runScenarioFile(file);
  } catch (err) {
    return { file, name: file, passed: false, errors: [`${file}: ${(err as Error).message}`], failure: null, steps: 0 };
  }
  if (r.errors.length) return { file, name: r.name, passed: false, errors: r.errors, failure: null, steps: 0 };
  if (r.failures.length === 0) return { file, name: r.name, passed: true, errors: [], failure: null, steps: r.steps };
  const m = /^step (\d+): (.*)$/s.exec(r.failures[0]!);
  return {
    file,
    name: r.name,
    passed: false,
    errors: [],
    failure: { step: m ? Number(m[1]) - 1 : null, stepText: "", message: r.failures.join("; "), mismatches: [] },
    steps: r.steps,
  };
}

const EXPECT_KEYS = new Set(["zone", "count", "at", "state", "damage", "power", "turn", "battle", "priority", "winner", "loser", "draw"]);
const NOT_ZX = new Set(["stack", "pool", "counters", "stats", "controller"]);

/** Keys of an expectation block that a Z/X scenario can't use. */
function expectKeyErrors(e: Json, where: string): string[] {
  const out: string[] = [];
  for (const k of Object.keys(e)) {
    if (NOT_ZX.has(k)) out.push(`${where}: "${k}" has no meaning in Z/X version 1 (SCENARIOS-ZX Expectations)`);
    else if (!EXPECT_KEYS.has(k)) out.push(`${where}: unknown expectation "${k}"; known: ${[...EXPECT_KEYS].join(", ")}`);
  }
  return out;
}

/** `N x NAME` or a list of names (each possibly `N x NAME`). */
function names(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  const one = (s: string): string[] => {
    const m = /^(\d+)\s*x\s+(.+)$/.exec(s.trim());
    if (!m) return [s];
    const n = Number(m[1]);
    if (n > MAX_COPIES) throw new Error(`"${s.trim().slice(0, 80)}": ${m[1]!.length > 12 ? "that many" : n} copies is more than a scenario needs (at most ${MAX_COPIES})`);
    return Array<string>(n).fill(m[2]!.trim());
  };
  if (typeof v === "string") return one(v);
  if (Array.isArray(v)) return v.flatMap((x) => (typeof x === "string" ? one(x) : [x as never]));
  throw new Error(`not a list of cards: ${JSON.stringify(v)}`);
}

function fail(message: string): never {
  throw new Error(message);
}

/** A setup entry that may be one item or a list; anything else is an error in the file. */
function listOf(v: unknown, where: string): unknown[] {
  if (v === undefined || v === null) return [];
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v;
  throw new Error(`${where}: not a list of cards: ${JSON.stringify(v).slice(0, 80)}`);
}

const SETUP_ORDER = ["player", "square", "resource", "charge", "trash", "life", "hand", "deck"] as const;

export function runScenarioFile(path: string, libraryOverride?: Record<string, ZxCardDefinition>): ScenarioRun {
  const doc = parse(readTextFile(path)) as Json;
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) throw new Error("a scenario is a map of keys (scenario, game, cards, players, steps)");
  const failures: string[] = [];
  const cardFiles = Array.isArray(doc.cards) ? (doc.cards as unknown[]).map(String) : doc.cards !== undefined ? [String(doc.cards)] : [];
  const loaded = libraryOverride ? { library: libraryOverride, errors: [] } : loadZxLibrary(path, cardFiles);
  const errors = [...loaded.errors];
  if (!libraryOverride && cardFiles.length === 0) errors.push(`${path}: cards: a Z/X scenario names its card files`);
  const LIBRARY = loaded.library;
  ((doc.steps as Json[] | undefined) ?? []).forEach((s, i) => {
    if (s && typeof s === "object" && s.expect) errors.push(...expectKeyErrors(s.expect as Json, `${path}: steps[${i}].expect`));
  });
  if (doc.expect) errors.push(...expectKeyErrors(doc.expect as Json, `${path}: expect`));
  if (errors.length) return { name: String(doc.scenario ?? path), game: null, failures: [], errors, steps: 0 };
  let stepsDone = 0;
  const playersIn = doc.players as Record<string, Json>;
  if (!playersIn || typeof playersIn !== "object" || Array.isArray(playersIn)) throw new Error("players: a map of the two players' setups");
  const ids = Object.keys(playersIn);
  const players: ZxPositionPlayer[] = ids.map((id) => {
    const p = playersIn[id] ?? {};
    if (typeof p !== "object" || Array.isArray(p)) throw new Error(`players.${id}: a map of zones (square, resource, ..., deck)`);
    return {
      id,
      ...(p.player !== undefined ? { player: String(p.player) } : {}),
      square: (listOf(p.square, `players.${id}.square`) as Json[]).map((e, i) => ({
        ...(e && typeof e === "object" ? {} : fail(`players.${id}.square[${i}]: an entry is { card, at }`)),
        card: String(e.card),
        at: String(e.at),
        ...(e.state ? { state: e.state as "reboot" | "sleep" } : {}),
        ...(e.damage !== undefined ? { damage: Number(e.damage) } : {}),
      })),
      // A list of names, `N x NAME` and `{ card, state }` entries, or one `N x NAME` as the other zones take.
      resource: listOf(p.resource, `players.${id}.resource`).flatMap((e, i): Array<string | { card: string; state: "reboot" | "sleep" }> =>
        typeof e === "string"
          ? names(e)
          : e && typeof e === "object"
            ? [{ card: String((e as Json).card), state: ((e as Json).state ?? "reboot") as "reboot" | "sleep" }]
            : fail(`players.${id}.resource[${i}]: an entry is a name or { card, state }`),
      ),
      charge: names(p.charge),
      trash: names(p.trash),
      life: names(p.life),
      hand: names(p.hand),
      deck: names(p.deck),
    };
  });
  const turn = (doc.turn as Json | undefined) ?? {};
  const game = createZxGameFromPosition({
    library: LIBRARY,
    seed: Number(doc.seed ?? 1),
    players,
    turn: { ...(turn.active ? { active: String(turn.active) } : {}), ...(turn.phase ? { phase: turn.phase as "main" } : {}), ...(turn.number ? { number: Number(turn.number) } : {}) },
  });
  // References: OWNER/NAME#N in each owner's setup order (ids are created in that order).
  const refs = new Map<string, CardId>();
  let n = 0;
  for (const p of players) {
    const counts = new Map<string, number>();
    const add = (name: string) => {
      const k = (counts.get(name) ?? 0) + 1;
      counts.set(name, k);
      refs.set(`${p.id}/${name}#${k}`, `c${++n}`);
    };
    for (const z of SETUP_ORDER) {
      if (z === "player") {
        if (p.player) add(p.player);
      } else if (z === "square") p.square!.forEach((e) => add(e.card));
      else if (z === "resource") p.resource!.forEach((e) => add(typeof e === "string" ? e : e.card));
      else (p[z] ?? []).forEach((name) => add(name));
    }
  }
  const ref = (r: string): CardId => {
    const full = /#\d+$/.test(r) ? r : `${r}#1`;
    const id = refs.get(full);
    if (!id) throw new Error(`no card "${r}"`);
    return id;
  };
  /** The acting player's first card of that name in that zone (SCENARIOS-ZX References). */
  const inZone = (player: string, written: string, zone: ZoneName | null): CardId => {
    if (written.includes("/")) return ref(written);
    const m = /^(.+?)(?:#(\d+))?$/.exec(written)!;
    if (m[2]) return ref(`${player}/${m[1]}#${m[2]}`);
    const list = zone ? game.zone(player, zone) : Object.keys(game.state.cards);
    const id = list.find((x) => game.state.cards[x]!.name === m[1] && game.state.cards[x]!.owner === player);
    return id ?? ref(`${player}/${m[1]}`); // not there: the engine refuses it (ZX-600.4 item 2)
  };

  const answer = (choice: unknown): number | string => {
    const d = game.pending()!;
    if (typeof choice === "number") return choice - 1;
    const s = String(choice);
    const byLabel = d.options.findIndex((o) => o.label.toLowerCase() === s.toLowerCase());
    if (byLabel >= 0) return byLabel;
    let id: string | null = null;
    try {
      id = ref(s);
    } catch {
      id = null;
    }
    if (id) {
      const i = d.options.findIndex((o) => o.value === id || (d.kind === "pendingOrder" && game.state.abilities[o.value as number]?.card === id));
      if (i >= 0) return i;
    }
    return s;
  };

  const steps = ((doc.steps as Json[] | undefined) ?? []).concat(doc.expect ? [{ expect: doc.expect }] : []);
  steps.forEach((step, si) => {
    if (failures.length) return;
    if (si < ((doc.steps as Json[] | undefined) ?? []).length) stepsDone = si;
    const where = `step ${si + 1}`;
    try {
      if (step.expect) {
        failures.push(...checkExpect(game, step.expect as Json, ref).map((f) => `${where}: ${f}`));
        return;
      }
      const answers = new Map<string, unknown[]>(Object.entries((step.answers as Record<string, unknown[]>) ?? {}).map(([k, v]) => [k, [...v]]));
      const actions = toActions(step);
      const before = JSON.stringify(game.state);
      for (const a of actions) {
        const r = game.perform(a);
        if (step.error !== undefined) {
          if (r.ok) failures.push(`${where}: expected a refusal containing "${step.error}", but it was carried out`);
          else if (!r.error.toLowerCase().includes(String(step.error).toLowerCase())) failures.push(`${where}: refused with "${r.error}", expected "${step.error}"`);
          else if (JSON.stringify(game.state) !== before) failures.push(`${where}: refused, but the state changed`);
          return;
        }
        if (!r.ok) {
          failures.push(`${where}: ${JSON.stringify(a)} refused: ${r.error}`);
          return;
        }
        answerAll(answers, where);
        if (failures.length) return;
        if (step.pass === "battle") {
          while (game.state.battle && game.state.battle.step === "event" && game.priority() && !game.result()) {
            const r2 = game.perform({ type: "pass", player: game.priority()! });
            if (!r2.ok) throw new Error(r2.error);
            answerAll(answers, where);
            if (failures.length) return;
          }
        }
      }
      for (const [p, left] of answers) if (left.length) failures.push(`${where}: ${p}'s answers ${JSON.stringify(left)} were not used`);
    } catch (err) {
      failures.push(`${where}: ${(err as Error).message}`);
    }

    function answerAll(answers: Map<string, unknown[]>, w: string): void {
      while (game.pending() && !game.result()) {
        const d = game.pending()!;
        const list = answers.get(d.player) ?? [];
        if (list.length === 0) {
          failures.push(`${w}: no answer for ${d.player}: ${d.prompt} (${d.options.map((o) => o.label).join(", ")})`);
          return;
        }
        const r = game.perform({ type: "answer", player: d.player, choice: answer(list.shift()) });
        if (!r.ok) {
          failures.push(`${w}: answer refused: ${r.error}`);
          return;
        }
      }
    }
  });

  function toActions(step: Json): Action[] {
    const player = step.player as string | undefined;
    const mode = step.mode !== undefined ? { mode: Number(step.mode) - 1 } : {};
    const extra = step.extra !== undefined ? { extra: Number(step.extra) } : {};
    const targets = step.targets !== undefined ? { targets: (step.targets as unknown[]).map((t) => (Array.isArray(t) ? t.map((x) => ref(String(x))) : ref(String(t)))) } : {};
    const pay = step.pay !== undefined ? { pay: payList(player!, step.pay as string[]) } : {};
    if (step.pass === "battle") return [{ type: "pass", player: game.priority() ?? ids[0]! }];
    if (step.pass !== undefined) return [{ type: "pass", player: player! }];
    if (step.end !== undefined) return [{ type: "end", player: game.turn().active, ...(step.end === "turn" ? { turn: true } : {}) }];
    if (step.concede !== undefined) return [{ type: "concede", player: String(step.concede) }];
    if (step.resource !== undefined) return [{ type: "resource", player: player!, card: inZone(player!, String(step.resource), "hand") }];
    if (step.ignite !== undefined) return [{ type: "ignite", player: player!, card: inZone(player!, String(step.ignite), "charge") }];
    if (step.play !== undefined)
      return [{ type: "play", player: player!, card: inZone(player!, String(step.play), "hand"), ...(step.at ? { at: step.at as never } : {}), ...targets, ...mode, ...extra, ...pay }];
    if (step.boot !== undefined) {
      const ab = step.ability !== undefined ? { ability: Number(step.ability) - 1 } : {};
      return [{ type: "boot", player: player!, card: inZone(player!, String(step.boot), "square"), ...ab, ...targets, ...mode, ...extra, ...pay }];
    }
    if (step.attack !== undefined) {
      const t = String(step.target);
      const target = t.startsWith("player:") ? { player: t.slice("player:".length) } : ref(t);
      return [{ type: "attack", player: player!, card: inZone(player!, String(step.attack), "square"), target }];
    }
    throw new Error(`unknown step ${JSON.stringify(step)}`);
  }

  /** SCENARIOS-ZX: a name in `pay` is his first Reboot Resource card of that name not named before. */
  function payList(player: string, pay: string[]): CardId[] {
    const used = new Set<string>();
    return pay.map((w) => {
      if (w.includes("/")) return ref(w);
      const id = game.zone(player, "resource").find((x) => game.state.cards[x]!.name === w && !game.state.cards[x]!.sleep && !used.has(x));
      if (!id) return `missing:${w}`;
      used.add(id);
      return id;
    });
  }

  if (failures.length === 0) stepsDone = ((doc.steps as Json[] | undefined) ?? []).length;
  return { name: String(doc.scenario), game, failures, errors: [], steps: stepsDone };
}

function checkExpect(game: ZxGame, e: Json, ref: (r: string) => CardId): string[] {
  const out: string[] = [];
  const s = game.state;
  const zoneOf = (key: string) => {
    const [player, zone] = key.split("/") as [string, ZoneName];
    return game.zone(player, zone);
  };
  const sorted = (xs: string[]) => [...xs].sort().join(" | ");
  for (const [k, v] of Object.entries((e.zone as Json) ?? {})) {
    const got = zoneOf(k).map((id) => s.cards[id]!.name);
    if (sorted(got) !== sorted(names(v))) out.push(`zone ${k}: ${JSON.stringify(got)}, expected ${JSON.stringify(names(v))}`);
  }
  for (const [k, v] of Object.entries((e.count as Json) ?? {})) {
    const got = zoneOf(k).length;
    if (got !== v) out.push(`count ${k}: ${got}, expected ${String(v)}`);
  }
  for (const [k, v] of Object.entries((e.at as Json) ?? {})) {
    const got = game.squareOf(ref(k)) ?? "none";
    if (got !== v) out.push(`at ${k}: ${got}, expected ${String(v)}`);
  }
  for (const [k, v] of Object.entries((e.state as Json) ?? {})) {
    const got = game.stateOf(ref(k));
    if (got !== v) out.push(`state ${k}: ${got}, expected ${String(v)}`);
  }
  for (const [k, v] of Object.entries((e.damage as Json) ?? {})) {
    const got = game.damage(ref(k));
    if (got !== v) out.push(`damage ${k}: ${got}, expected ${String(v)}`);
  }
  for (const [k, v] of Object.entries((e.power as Json) ?? {})) {
    const got = game.power(ref(k));
    if (got !== v) out.push(`power ${k}: ${got}, expected ${String(v)}`);
  }
  if (e.turn) {
    const t = e.turn as Json;
    const got = game.turn();
    for (const key of ["active", "phase", "number"] as const) if (t[key] !== undefined && got[key] !== t[key]) out.push(`turn.${key}: ${got[key]}, expected ${String(t[key])}`);
  }
  if (e.priority !== undefined) {
    const got = game.pending() ? null : game.priority();
    const want = e.priority === "none" ? null : e.priority;
    if (got !== want) out.push(`priority: ${got ?? "none"}, expected ${String(e.priority)}`);
  }
  if (e.battle !== undefined) {
    const b = game.battle();
    if (e.battle === "none") {
      if (b) out.push(`battle: one is under way (${b.step}), expected none`);
    } else {
      const want = e.battle as Json;
      if (!b) out.push(`battle: none, expected ${JSON.stringify(want)}`);
      else {
        if (want.step !== undefined && b.step !== want.step) out.push(`battle.step: ${b.step}, expected ${String(want.step)}`);
        if (want.attacker !== undefined && b.attacker.card !== ref(String(want.attacker))) out.push(`battle.attacker: ${b.attacker.card}`);
        if (want.target !== undefined) {
          const t = String(want.target);
          const ok = t.startsWith("player:") ? "player" in b.target && b.target.player === t.slice(7) : "card" in b.target && b.target.card.card === ref(t);
          if (!ok) out.push(`battle.target: ${JSON.stringify(b.target)}, expected ${t}`);
        }
      }
    }
  }
  if (e.winner !== undefined) {
    const got = game.winner() ?? "none";
    if (got !== e.winner) out.push(`winner: ${got}, expected ${String(e.winner)}`);
  }
  if (e.loser !== undefined) {
    const got = game.result()?.losers[0] ?? "none";
    if (got !== e.loser) out.push(`loser: ${got}, expected ${String(e.loser)}`);
  }
  if (e.draw !== undefined && game.isDraw() !== e.draw) out.push(`draw: ${game.isDraw()}, expected ${String(e.draw)}`);
  return out;
}
