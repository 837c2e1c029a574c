// The stack (201): entries are pushed when announced and resolved last in, first out. Resolution
// is a task (so it can wait for decisions): 200.6 a cost raised since the announcement, then the
// entry's effect, then what happens to its card (206.2b, 209.2c, 209.2f), then priority (201.6).
import type { Ability, Additional, Effect, Mode, TargetSpec } from "./abilities.ts";
import { defOf, isSummonDef, type Engine, cardIn } from "./cards.ts";
import { castCost } from "./continuous.ts";
import { autoPayment, canPay, format, subtract, total } from "./energy.ts";
import { pushEffects } from "./effects.ts";
import { countsExtraPaid } from "./effects/registry.ts";
import { emit } from "./events.ts";
import { enforceClassLimit } from "./permanents.ts";
import { enterPlay, leavePlay, moveCard } from "./zones.ts";
import { playerState } from "../core/players.ts";
import { firstPriority } from "./turns.ts";
import { takeFromPool } from "./pool.ts";
import { placement, resolveAttack, resolveMove } from "./movement.ts";
import { castTargetSpecs, isDeclared, targetError, type Targeter } from "./targets.ts";
import { ask, yesNo } from "../core/decisions.ts";
import type { Ctx, StackEntry, Target, Task } from "./types.ts";

/** The mode an entry resolves with, and the target specs it declared. */
export function entryMode(E: Engine, e: StackEntry): Mode | null {
  const def = defOf(E, e.card);
  if (e.kind === "cast") {
    const a = def.abilities.find((x) => x.kind === "effect");
    return a && a.kind === "effect" ? (a.modes[e.mode] ?? null) : null;
  }
  if (e.kind === "move" || e.kind === "attack") return null;
  const a: Ability | undefined = def.abilities[e.ability];
  if (!a) return null;
  if (a.kind === "activated") return a.modes[e.mode] ?? null;
  if (a.kind === "paid" || a.kind === "triggered") return a.mode;
  return null;
}

function targeterOf(e: StackEntry): Targeter {
  return { you: e.you, source: e.card, controller: e.player, entry: e.id };
}

/** 208.5: which declared targets are still legal. */
function legalTargets(E: Engine, e: StackEntry, mode: Mode | null, specs: readonly TargetSpec[] = mode?.targets ?? []): boolean[] {
  return e.targets.map((t, i) => {
    const spec = specs[i];
    return spec ? targetError(E, spec, t, targeterOf(e), e.targets) === null : false;
  });
}

function ctxOf(E: Engine, e: StackEntry): Ctx {
  const def = defOf(E, e.card);
  const a = e.ability >= 0 ? def.abilities[e.ability] : undefined;
  const summonAbility = !!a && ((a.kind === "activated" && a.summon) || a.kind === "paid" || (a.kind === "triggered" && a.summon));
  const trig = a && a.kind === "triggered" ? a.trigger : null;
  return {
    you: e.you,
    controller: e.player,
    source: e.card,
    targets: e.targets,
    extraPaid: 0,
    subject: e.subject,
    attacker: e.attacker ?? (trig && trig.on === "attacks" ? e.subject : null),
    damageSource: e.damageSource ?? null,
    entry: e.id,
    summonAbility,
  };
}

/** The effects an entry runs: the mode's, then each additional effect paid for (204.4, 207.2). A
 *  "For each extra" runs once per payment, unless its text counts them itself ("X"). The payments
 *  are counted (`times`), never listed one by one: a million payments are one task (bounded). */
function effectsToRun(E: Engine, e: StackEntry, mode: Mode): Array<{ effects: Effect[]; extraPaid: number; times: number }> {
  const out = [{ effects: mode.effects, extraPaid: 0, times: 1 }];
  for (let i = 0; i < mode.additional.length; i++) {
    const add: Additional = mode.additional[i]!;
    const n = e.extra[i] ?? 0;
    if (n <= 0) continue;
    if (add.kind !== "forEachExtra" || countsExtra(add.effects)) out.push({ effects: add.effects, extraPaid: n, times: 1 });
    else out.push({ effects: add.effects, extraPaid: n, times: n });
  }
  return out;
}

function countsExtra(effects: readonly Effect[]): boolean {
  return countsExtraPaid(effects);
}

/** The entry with this id (a loop: a closure over `task` would make stepResolve allocate at every step). */
function entryOf(stack: readonly StackEntry[], id: number): StackEntry | undefined {
  for (const e of stack) if (e.id === id) return e;
  return undefined;
}

/** One step of resolving the top entry (201.5). */
export function stepResolve(E: Engine, task: Extract<Task, { t: "resolve" }>): "ask" | "done" | "progress" {
  const s = E.state;
  const e = entryOf(s.stack, task.entry);
  if (!e) {
    // Its controller left the game during its resolution (106.1): priority as after a resolution.
    if (!s.result) emit(E, { type: "priority", player: firstPriority(E) });
    return "done";
  }
  const card = cardIn(s, e.card);
  if (task.step === 0) {
    // 200.6: a cost raised after the announcement: the announcer pays the raise or the action fails.
    if (e.kind === "cast") {
      const raise = subtract(castCost(E, e.player, e.card), e.cost);
      if (total(raise) > 0) {
        const pool = playerState(E, e.player).pool;
        if (task.answer === true) {
          takeFromPool(E, e.player, autoPayment(pool, raise)!, `200.6 pays the raise ${format(raise)}`);
          task.answer = null;
        } else if (task.answer === false || !canPay(pool, raise)) {
          fail(E, e, "failed");
          return "done";
        } else {
          ask(E, {
            player: e.player,
            kind: "raisedCost",
            prompt: `200.6 ${e.player}: the cost of ${card.name} was raised by ${format(raise)}; pay it (or the cast fails)?`,
            options: yesNo(),
          });
          return "ask";
        }
      }
    }
    return begin(E, e, task);
  }
  if (task.step === 1) return place(E, e, task);
  finish(E, e);
  return "done";
}

/** 402.6: a Summon Card cast successfully: its caster places the pawn on his starting dot or a
 *  free ending dot, chosen now (a dot freed since the announcement counts; 200.3 fixes only
 *  targets then). With no such dot free the cast fails and the card goes to the discard pile. */
function place(E: Engine, e: StackEntry, task: Extract<Task, { t: "resolve" }>): "ask" | "done" | "progress" {
  const at = placement(E, e.player, e.card, "402.6", task.answer);
  task.answer = null;
  if (at === "ask") return "ask";
  if (at === null) {
    fail(E, e, "failed");
    return "done";
  }
  enterPlay(E, e.card, e.player, { at, caster: e.player });
  enforceClassLimit(E, e.card);
  task.step = 2;
  return "progress";
}

/** Starts an entry's effect; sets task.step to 2 (finish) when its effects are pushed or done. */
function begin(E: Engine, e: StackEntry, task: Extract<Task, { t: "resolve" }>): "progress" | "done" {
  const s = E.state;
  const card = cardIn(s, e.card);
  const def = defOf(E, card);
  task.step = 2;
  switch (e.kind) {
    case "move":
      resolveMove(E, e);
      return "progress";
    case "attack":
      resolveAttack(E, e);
      return "progress";
    case "cast": {
      if (def.permanent) {
        const specs = castTargetSpecs(E, e.card, e.mode);
        const ok = legalTargets(E, e, null, specs);
        if (specs.length && !ok.every(Boolean)) {
          fail(E, e, "fizzled"); // 208.5
          return "done";
        }
        if (isSummonDef(def)) {
          task.step = 1; // 402.6: its pawn is placed now that the cast has resolved
          return "progress";
        } else if (def.fixedTarget && e.targets[0] && "card" in e.targets[0]) {
          // 207.5a fixed on its target; 208.2 under the control of the target's controller.
          const on = e.targets[0].card;
          enterPlay(E, e.card, cardIn(s, on).controller, { caster: e.you, fixedOn: on });
        } else {
          const chosen = e.targets.find((t) => "player" in t);
          enterPlay(E, e.card, e.player, { caster: e.you, chosenPlayer: chosen && "player" in chosen ? chosen.player : null });
        }
        return "progress";
      }
      return runMode(E, e);
    }
    case "activate":
      // 200.7 an Effect that left play cancels its activation, also when it came back since (a new
      // object: it entered play after the announcement); 214.5 so does a change of controller.
      if (card.zone !== "play" || card.since > e.id) {
        remove(E, e, "cancelled");
        return "done";
      }
      if (card.controller !== e.sourceController) return "progress";
      return runMode(E, e);
    case "ability":
      // A summon that left play and came back since is another object (200.7 for Effects): its
      // earlier ability is not its own. One simply gone still resolves (210.4 decides its damage).
      if (card.zone === "play" && card.since > e.id) return "progress";
      return runMode(E, e);
    case "trigger":
      return runMode(E, e);
  }
}

function runMode(E: Engine, e: StackEntry): "progress" | "done" {
  const mode = entryMode(E, e);
  if (!mode) return "progress";
  const ok = legalTargets(E, e, mode);
  // A target of an additional effect that wasn't paid for was never declared (204.4, 207.2).
  const declared = e.targets.filter(isDeclared);
  if (declared.length > 0 && !ok.some(Boolean)) {
    // 208.5: no legal target left: the effect doesn't take place (a cast card goes to the discard pile).
    if (e.kind === "cast") {
      fail(E, e, "fizzled");
      return "done";
    }
    return "progress";
  }
  const base = ctxOf(E, e);
  // Targets no longer legal are left out; effects on them do nothing.
  const targets = e.targets.map((t, i) => (ok[i] ? t : ({ entry: -1 } as Target)));
  const runs = effectsToRun(E, e, mode);
  for (let i = runs.length - 1; i >= 0; i--) pushEffects(E, runs[i]!.effects, { ...base, targets, extraPaid: runs[i]!.extraPaid }, runs[i]!.times);
  return "progress";
}

/** After the effect: where the card goes and the counters (206.2b, 209.2c, 209.2f), then 201.6. */
function finish(E: Engine, e: StackEntry): void {
  const s = E.state;
  const card = cardIn(s, e.card);
  if (e.kind === "cast" && card.zone === "cast") moveCard(E, card.id, "discard");
  afterEffect(E, e);
  remove(E, e, "resolved");
}

/** 209.2c / 209.2f: a permanent whose activation or time counters are at 0 goes to the discard
 *  pile right after its effect (or movement) resolved or was countered. */
function afterEffect(E: Engine, e: StackEntry): void {
  const card = cardIn(E.state, e.card);
  if (card.zone !== "play" || e.kind === "cast") return;
  const { activation, time } = card.counters;
  // The entries whose announcement activated the card (209.2b): an Effect's or crystal's ☉, a
  // summon's move (202.2) or its ☉ ability (402.10f); not a paid ability, an attack or a trigger.
  const activated = e.kind === "activate" || e.kind === "move" || (e.kind === "ability" && defOf(E, card).abilities[e.ability]?.kind === "activated");
  if ((activated && activation === 0) || time === 0) leavePlay(E, card.id, "discard");
}

function remove(E: Engine, e: StackEntry, outcome: "resolved" | "countered" | "fizzled" | "failed" | "cancelled"): void {
  emit(E, { type: "stackRemoved", id: e.id, outcome });
  if (!E.state.result) emit(E, { type: "priority", player: firstPriority(E) });
}

/** A cast that fails or fizzles: its card goes to its owner's discard pile (200.6, 208.5). */
function fail(E: Engine, e: StackEntry, outcome: "fizzled" | "failed"): void {
  const card = cardIn(E.state, e.card);
  if (e.kind === "cast" && card.zone === "cast") moveCard(E, card.id, "discard");
  remove(E, e, outcome);
}

/** Glossary "Counter": the action doesn't resolve; a cast card goes to its owner's discard pile. */
export function counterEntry(E: Engine, id: number): boolean {
  const e = E.state.stack.find((x) => x.id === id);
  if (!e) return false;
  const card = cardIn(E.state, e.card);
  if (e.kind === "cast" && card.zone === "cast") moveCard(E, card.id, "discard");
  emit(E, { type: "stackRemoved", id: e.id, outcome: "countered" });
  afterEffect(E, e);
  return true;
}
