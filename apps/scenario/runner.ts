// Runs a loaded scenario against the engine, step by step, exactly as SCENARIOS.md says: actions,
// refusals (`error:`), scripted answers to decisions, the composite passing steps, and
// expectations. The first failing step ends the scenario; its report names the step (index and
// text as written), the expectation, what was expected and what the engine had.
import { createScenarioGame, actionFor, placementError } from "./engine.ts";
import type { ScenarioGame } from "./engine.ts";
import { loadScenarioFile, normalizeLabel } from "./loader.ts";
import type { Answer, Expectations, LoadOptions, Scenario, Step, WinnerExpectation } from "./loader.ts";
import type { Decision } from "../../runtime/x610z/types.ts";
import { readTextFile } from "../files.ts";

/** A step that performs more actions than this is stuck (a broken engine must not hang a run). */
export const MAX_ACTIONS_PER_STEP = 5000;

interface Mismatch {
  /** e.g. `zone bob/discard`, `stack`. */
  expectation: string;
  expected: string;
  actual: string;
}

export interface Failure {
  /** Index in `steps` (0-based, as in `steps[4]`), or null for the closing `expect` or the setup. */
  step: number | null;
  /** The step as written (or the closing expect block). */
  stepText: string;
  message: string;
  mismatches: Mismatch[];
}

export interface ScenarioOutcome {
  file: string;
  name: string;
  passed: boolean;
  /** Load errors (file and key path) when the file itself is wrong. */
  errors: string[];
  failure: Failure | null;
  /** Steps completed. */
  steps: number;
}

/** Thrown inside a step to stop the scenario with a message. */
class StepFailed extends Error {}

export async function runScenarioFile(file: string, options: LoadOptions = {}): Promise<ScenarioOutcome> {
  // `game: zx` (SCENARIOS-ZX.md): the Z/X runner, on runtime/zx.
  const zx = await import("./zx.ts");
  let text = "";
  try {
    text = readTextFile(file);
  } catch (err) {
    // A FIFO, /dev/zero, a folder: refused before anything is read, as one line.
    return { file, name: file, passed: false, errors: [(err as Error).message], failure: null, steps: 0 };
  }
  if (zx.isZxScenario(text)) return zx.runZxScenarioOutcome(file);
  const loaded = await loadScenarioFile(file, options);
  if (!loaded.ok) {
    return { file, name: file, passed: false, errors: loaded.errors, failure: null, steps: 0 };
  }
  return runScenario(loaded.scenario);
}

/** Runs a loaded scenario; `create` builds the game (the engine by default; tests pass a stub). */
export async function runScenario(s: Scenario, create: (s: Scenario) => Promise<ScenarioGame> = createScenarioGame): Promise<ScenarioOutcome> {
  const outcome: ScenarioOutcome = { file: s.file, name: s.name, passed: false, errors: [], failure: null, steps: 0 };
  let sg: ScenarioGame;
  try {
    sg = await create(s);
  } catch (err) {
    outcome.failure = { step: null, stepText: "", message: `the engine could not set up the game: ${errorText(err)}`, mismatches: [] };
    return outcome;
  }
  const runner = new StepRunner(sg);
  for (const step of s.steps) {
    const failure = runner.run(step);
    if (failure) {
      outcome.failure = failure;
      return outcome;
    }
    outcome.steps++;
  }
  if (s.expect) {
    const failure = runner.run({ kind: "expect", expect: s.expect, index: -1, text: s.expectText, line: 0, answers: {} });
    if (failure) {
      outcome.failure = { ...failure, step: null, message: failure.message.replace("the expectations", "the closing expectations") };
      return outcome;
    }
  }
  outcome.passed = true;
  return outcome;
}

class StepRunner {
  private answers = new Map<string, Answer[]>();
  private actions = 0;
  /** 402.6: the dot a cast step's `at:` names for its summon, by card id, until the pawn is placed
   *  when the cast resolves (perhaps in a later step) or the cast ends without placing it. */
  private readonly placements = new Map<string, string>();

  constructor(private readonly sg: ScenarioGame) {}

  private get game() {
    return this.sg.game;
  }

  /** Runs one step; null when it did what the file says. */
  run(step: Step): Failure | null {
    const fail = (message: string, mismatches: Mismatch[] = []): Failure => ({ step: step.index, stepText: step.text, message, mismatches });
    if (step.kind === "expect") {
      try {
        const mismatches = this.check(step.expect);
        return mismatches.length > 0 ? fail("the expectations do not hold", mismatches) : null;
      } catch (err) {
        return fail(`the engine threw while the expectations were checked: ${errorText(err)}`);
      }
    }
    this.answers = new Map(Object.entries(step.answers).map(([p, list]) => [p, [...list]]));
    this.actions = 0;
    const before = step.error !== undefined ? canonical(this.game.state) : "";
    try {
      const refusal = this.body(step, step.error !== undefined);
      if (step.error !== undefined) {
        if (refusal === null) return fail(`the action was accepted, but the step expects it to be refused with "${step.error}"`);
        if (!refusal.toLowerCase().includes(step.error.toLowerCase())) {
          return fail("the action was refused with another message", [{ expectation: "error", expected: `a message containing "${step.error}"`, actual: refusal }]);
        }
        if (canonical(this.game.state) !== before) return fail(`the action was refused ("${refusal}") but the game state changed`);
        return null;
      }
      const left = [...this.answers].filter(([, list]) => list.length > 0);
      if (left.length > 0) {
        return fail(`answers left unused when the step ended: ${left.map(([p, l]) => `${p}: [${l.map((a) => a.text).join(", ")}]`).join("; ")}`);
      }
      return null;
    } catch (err) {
      if (err instanceof StepFailed) return fail(err.message);
      return fail(`the engine threw: ${errorText(err)}`);
    }
  }

  /** Performs the step's actions. Returns the engine's message when an action was refused and
   *  refusals are what the step expects; otherwise a refusal fails the step. */
  private body(step: Step, refusalExpected: boolean): string | null {
    const g = this.game;
    const perform = (action: Parameters<typeof g.perform>[0]): string | null => {
      this.count();
      const r = g.perform(action);
      if (!r.ok) {
        if (action.type === "cast") this.placements.delete(action.card);
        if (refusalExpected) return r.error;
        throw new StepFailed(`the engine refused ${describeAction(action)}: ${r.error}`);
      }
      this.answerDecisions();
      this.checkPlacements();
      return null;
    };
    switch (step.kind) {
      case "cast": {
        this.answerDecisions();
        const action = actionFor(this.sg, step)!;
        if (step.at !== undefined && action.type === "cast") {
          // 402.6: `at:` answers the placement when the cast resolves; a dot no summon of his can
          // ever go on is refused now, as the step's action.
          const refusal = placementError(this.sg, action.player, action.card, step.at);
          if (refusal !== null) {
            if (refusalExpected) return refusal;
            throw new StepFailed(`${describeAction(action)} at ${step.at}: ${refusal}`);
          }
          this.placements.set(action.card, step.at);
        }
        return perform(action);
      }
      case "activate":
      case "ability":
      case "move":
      case "attack":
      case "pass":
      case "concede":
        this.answerDecisions();
        return perform(actionFor(this.sg, step)!);
      case "passResolve":
        // Every player passes in priority order until the stack is empty (201.5).
        this.answerDecisions();
        while (g.state.stack.length > 0 && !g.result()) {
          const refused = perform({ type: "pass", player: this.holder("the stack is not empty") });
          if (refused !== null) return refused;
        }
        return null;
      case "passTop": {
        this.answerDecisions();
        const top = g.state.stack[g.state.stack.length - 1];
        if (!top) throw new StepFailed("`pass: top`, but the stack is empty");
        while (g.state.stack.some((e) => e.id === top.id) && !g.result()) {
          const refused = perform({ type: "pass", player: this.holder("the top entry has not resolved") });
          if (refused !== null) return refused;
        }
        return null;
      }
      case "endPhase":
      case "endTurn": {
        this.answerDecisions();
        const start = g.turn();
        const newTurn = () => {
          const t = g.turn();
          return t.number !== start.number || t.active !== start.active;
        };
        for (;;) {
          if (g.result()) return null;
          const t = g.turn();
          const holder = g.priority();
          if (step.kind === "endPhase" && holder !== null && (newTurn() || t.phase !== start.phase)) return null;
          // end: turn stops when the next active player first holds priority in his Action Phase.
          if (step.kind === "endTurn" && newTurn() && t.phase === "action" && holder === t.active) return null;
          const refused = perform({ type: "pass", player: this.holder(`the ${t.phase} phase has not ended`) });
          if (refused !== null) return refused;
        }
      }
    }
    return null;
  }

  private count(): void {
    if (++this.actions > MAX_ACTIONS_PER_STEP) {
      throw new StepFailed(`the step did not finish after ${MAX_ACTIONS_PER_STEP} actions (the game does not advance)`);
    }
  }

  /** Who holds priority; a composite step can't go on without one. */
  private holder(why: string): string {
    const p = this.game.priority();
    if (p === null) throw new StepFailed(`${why}, but nobody holds priority and no decision is pending`);
    return p;
  }

  /** Answers every pending decision from the step's answers, in order per player; a summon's
   *  placement (402.6) from its cast step's `at:`. */
  private answerDecisions(): void {
    const g = this.game;
    for (let d = g.pending(); d !== null && !g.result(); d = g.pending()) {
      this.count();
      const at = d.kind === "placeSummon" && d.card !== undefined ? this.placements.get(d.card) : undefined;
      if (at !== undefined) {
        const i = d.options.findIndex((o) => o.label === at);
        if (i < 0) throw new StepFailed(`${this.sg.nameOf(d.card!)} was cast with at: ${at}, but ${at} is not free when the cast resolves (402.6; ${optionList(d)})`);
        const r = g.perform({ type: "answer", player: d.player, choice: i });
        if (!r.ok) throw new StepFailed(`the engine refused the placement on ${at} of ${this.sg.nameOf(d.card!)}: ${r.error}`);
        continue;
      }
      const queue = this.answers.get(d.player) ?? [];
      const answer = queue.shift();
      if (!answer) {
        throw new StepFailed(`${d.player} was asked "${d.prompt}" (${optionList(d)}) and the step has no answer for him`);
      }
      const choice = this.choose(d, answer);
      const r = g.perform({ type: "answer", player: d.player, choice });
      if (!r.ok) throw new StepFailed(`the engine refused ${d.player}'s answer "${answer.text}" to "${d.prompt}": ${r.error}`);
    }
  }

  /** 402.6: a cast step's `at:` is the dot the pawn ends on. A pawn placed without a question (the
   *  only free dot) elsewhere fails the step; a cast that ended without placing one forgets it. */
  private checkPlacements(): void {
    for (const [card, at] of this.placements) {
      const c = this.game.state.cards[card];
      if (c?.zone === "cast") continue;
      this.placements.delete(card);
      if (c?.zone === "play" && c.at !== null && c.at !== at) {
        throw new StepFailed(`${c.name} was cast with at: ${at}, but its pawn was placed on ${c.at}, the only free dot when the cast resolved (402.6)`);
      }
    }
  }

  /** The option an answer picks: by card (a reference), by label (case-insensitive, then as a
   *  prefix when that is unambiguous), or by position (a number, 1 = first option). */
  private choose(d: Decision, a: Answer): number {
    const fail = () => {
      throw new StepFailed(`${d.player}'s answer "${a.text}" is not one of the options for "${d.prompt}" (${optionList(d)})`);
    };
    if (a.ref) {
      const id = this.sg.id(a.ref);
      const i = d.options.findIndex((o) => o.value === id || (isCardValue(o.value) && o.value.card === id));
      if (i >= 0) return i;
      // Options that stand for any copy of a name (which card to discard) are matched by name.
      const byName = d.options.map((o, k) => [o, k] as const).filter(([o]) => o.label.toLowerCase() === a.ref!.name.toLowerCase());
      return byName.length === 1 ? byName[0]![1] : fail();
    }
    const want = a.text.toLowerCase();
    const exact = d.options.findIndex((o) => o.label.toLowerCase() === want);
    if (exact >= 0) return exact;
    const named = d.options.findIndex((o) => typeof o.value === "string" && this.sg.nameOf(o.value).toLowerCase() === want);
    if (named >= 0) return named;
    const prefixed = d.options.map((o, i) => [o, i] as const).filter(([o]) => o.label.toLowerCase().startsWith(want));
    if (prefixed.length === 1) return prefixed[0]![1];
    if (/^\d+$/.test(a.text)) {
      const n = Number(a.text);
      if (n >= 1 && n <= d.options.length) return n - 1;
    }
    return fail();
  }

  // --- expectations ---------------------------------------------------------------------------

  check(ex: Expectations): Mismatch[] {
    const g = this.game;
    const out: Mismatch[] = [];
    const compare = (expectation: string, expected: string, actual: string) => {
      if (expected !== actual) out.push({ expectation, expected, actual });
    };
    for (const z of ex.zone) {
      const names = g.zone(z.player, z.zone).map((id) => this.sg.nameOf(id));
      compare(`zone ${z.player}/${z.zone}`, multiset(z.cards), multiset(names));
    }
    for (const c of ex.count) compare(`count ${c.player}/${c.zone}`, String(c.n), String(g.zone(c.player, c.zone).length));
    for (const d of ex.damage) compare(`damage ${d.card.text}`, String(d.n), String(g.damageOn(this.sg.id(d.card))));
    for (const s of ex.stats) {
      const actual = g.effectiveStats(this.sg.id(s.card));
      const keys = Object.keys(s.stats) as Array<keyof typeof s.stats>;
      compare(`stats ${s.card.text}`, keys.map((k) => `${k} ${s.stats[k]}`).join(", "), actual ? keys.map((k) => `${k} ${actual[k]}`).join(", ") : "no stats (not a summon in play)");
    }
    for (const a of ex.at) compare(`at ${a.card.text}`, a.dot ?? "none", g.dotOf(this.sg.id(a.card)) ?? "none");
    for (const s of ex.state) compare(`state ${s.card.text}`, s.state, String(g.stateOf(this.sg.id(s.card))));
    for (const c of ex.controller) compare(`controller ${c.card.text}`, c.player, String(g.controllerOf(this.sg.id(c.card))));
    for (const c of ex.counters) {
      const actual = g.counters(this.sg.id(c.card));
      compare(`counters ${c.card.text}`, counterText(c.counters), counterText({ activation: actual.activation ?? 0, time: actual.time ?? 0 }));
    }
    for (const p of ex.pool) compare(`pool ${p.player}`, costText(p.pool), costText(g.pool(p.player)));
    if (ex.stack) {
      compare("stack", listText(ex.stack), listText(g.stackView().map((e) => normalizeLabel(`${e.player}: ${e.label}`))));
    }
    if (ex.turn) {
      const t = g.turn();
      const keys = Object.keys(ex.turn) as Array<keyof typeof ex.turn>;
      compare("turn", keys.map((k) => `${k} ${ex.turn![k]}`).join(", "), keys.map((k) => `${k} ${t[k]}`).join(", "));
    }
    if (ex.priority !== undefined) compare("priority", ex.priority ?? "none", g.priority() ?? "none");
    const result = g.result();
    for (const key of ["winner", "loser"] as const) {
      const want = ex[key];
      if (!want) continue;
      const have = result ? (key === "winner" ? result.winners : result.losers) : null;
      const actual = have === null ? "none (the game goes on)" : listText([...have].sort());
      if (!winnerHolds(want, have)) out.push({ expectation: key, expected: winnerText(want), actual });
    }
    return out;
  }
}

function winnerHolds(want: WinnerExpectation, have: string[] | null): boolean {
  if ("none" in want) return have === null;
  if (have === null) return false;
  if (!want.exact) return want.players.every((p) => have.includes(p));
  return multiset(want.players) === multiset(have);
}

function winnerText(want: WinnerExpectation): string {
  if ("none" in want) return "none (the game goes on)";
  return want.exact ? listText([...want.players].sort()) : `${want.players[0]} among them`;
}

function isCardValue(v: unknown): v is { card: string } {
  return typeof v === "object" && v !== null && typeof (v as { card?: unknown }).card === "string";
}

function optionList(d: Decision): string {
  return d.options.length === 0 ? "no options" : `options: ${d.options.map((o) => o.label).join(", ")}`;
}

function describeAction(a: { type: string; player: string; card?: string }): string {
  return `${a.player}'s ${a.type}${a.card ? ` of ${a.card}` : ""}`;
}

const multiset = (names: string[]) => listText([...names].sort());
const listText = (items: string[]) => `[${items.join(", ")}]`;
const counterText = (c: { activation: number; time: number }) => `activation ${c.activation}, time ${c.time}`;

/** A pool or cost as `M1 B2`, letters sorted, zero amounts left out; `{}` is "empty". */
function costText(c: Record<string, number>): string {
  const parts = Object.keys(c)
    .filter((k) => c[k]! !== 0)
    .sort()
    .map((k) => `${k}${c[k]}`);
  return parts.length === 0 ? "empty" : parts.join(" ");
}

/** JSON with object keys sorted, so two equal states serialise identically (the refusal check). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const sorted: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
      return sorted;
    }
    return v;
  });
}

function errorText(err: unknown): string {
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}
