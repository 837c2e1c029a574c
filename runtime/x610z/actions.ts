// Players' actions: checking them against the rules (pure: a refused action changes nothing) and
// carrying them out. legalActions enumerates candidates and keeps those the same check accepts, so
// the list and perform never disagree.
import { checkAnswer } from "../core/decisions.ts";
import type { Ability, Additional, CardDefinition, Cost, Mode, TargetSpec } from "./abilities.ts";
import { defOf, hasAbilities, isCrystalDef, isEffectDef, isSummonDef, youOf, type Engine, cardIn } from "./cards.ts";
import { actionCost, castCost, isForbidden, production, productionWith } from "./continuous.ts";
import { add, autoPayment, canPay, chosenPayment, format, normalize, partialPayment, scale } from "./energy.ts";
import { emit } from "./events.ts";
import { attackRoute, attackRoutes, attackTargets, legalMovePaths, moveError, recordLine } from "./movement.ts";
import { addToPool, takeFromPool } from "./pool.ts";
import { enterPlay, leavePlay, moveCard } from "./zones.ts";
import { lose } from "../core/outcomes.ts";
import { getOwn } from "../core/own.ts";
import { nextFreeId, nextPlayer, playerState, playersInGame } from "../core/players.ts";
import { setCounter, setState } from "./permanents.ts";
import { updateTurnInfo } from "./turns.ts";
import { castTargetSpecs, declaredTargets, NOT_DECLARED, targetsOfAdditional } from "./targets.ts";
import { candidates, mayBeForbidden, readTarget, targetError, type Targeter } from "./targets.ts";
import type { Action, CardId, CardState, DotId, PlayerId, StackEntry, Target, TargetInput } from "./types.ts";
import { unchanging } from "./memo.ts";
import { RecentStates } from "./recent-states.ts";
import { carryFor, READS_CARDS, READS_STATS, READS_DOTS, READS_PLAY_KINDS, READS_POOL, READS_STACK, type Carry } from "./carry.ts";

/** A checked action: why it is refused, or how to carry it out and whether its cost is paid in
 *  full (false: it will fail as in 200.5). */
type Checked = { error: string } | { run: () => void; fullyPaid?: boolean };
const refuse = (error: string): Checked => ({ error });

// --- shared checks -------------------------------------------------------------------------------

/** 201.3: only the player holding priority announces a stackable action. */
function priorityError(E: Engine, player: PlayerId): string | null {
  return E.state.priority === player ? null : `201.3 ${player} does not hold priority${E.state.priority ? ` (${E.state.priority} does)` : ""}`;
}

/** Table 1 (200): who may do what in which phase. */
function phaseError(E: Engine, player: PlayerId, what: "permanent" | "nonPermanent" | "activate" | "ability" | "move" | "attack" | "crystal"): string | null {
  const { active, phase } = E.state.turn;
  const isActive = player === active;
  switch (what) {
    case "permanent":
      if (!isActive || phase !== "action") return `206.1a a permanent card is cast only by the active player in his Action Phase (Table 1)`;
      return null;
    case "crystal":
      if (!isActive) return `403.2 only the active player casts an Energy Crystal Card`;
      if (phase !== "action") return `Table 1: an Energy Crystal Card is cast in the Action Phase`;
      return null;
    case "move":
    case "attack":
      if (!isActive) return `202.1 only the active player ${what === "move" ? "moves" : "attacks"}`;
      if (phase !== "action") return `Table 1: summons ${what} in the Action Phase`;
      return null;
    default:
      if (phase !== "action" && phase !== "end") {
        const label = what === "nonPermanent" ? "non permanent cards are cast" : what === "activate" ? "Effects are activated" : "abilities are used";
        return `Table 1: ${label} in the Action or End Phase (${phase === "reactivation" ? "701.2" : "702.2"} only triggers now)`;
      }
      return null;
  }
}

function ownPermanent(E: Engine, player: PlayerId, card: unknown): { id: CardId } | { error: string } {
  if (typeof card !== "string" || !Object.hasOwn(E.state.cards, card)) return { error: `there is no card "${String(card)}"` };
  const c = cardIn(E.state, card);
  if (c.zone !== "play") return { error: `504.1 ${c.name} is not in play` };
  if (c.controller !== player) return { error: `214.2 ${player} doesn't control ${c.name} (${c.controller} does)` };
  return { id: card };
}

/** 200.3, 208.1: the declared targets of one mode, checked in order. `declared` leaves out the
 *  targets of additional effects whose cost is not paid (204.4, 207.2: declaredTargets); the list
 *  returned keeps their places (NOT_DECLARED), so an effect's target index still means its target. */
function readTargets(E: Engine, specs: readonly TargetSpec[], given: TargetInput[] | undefined, by: Targeter, declared?: readonly boolean[]): Target[] | string {
  const list = given ?? [];
  if (!Array.isArray(list)) return "200.3 targets must be a list";
  const count = targetCountError(specs, list.length, declared);
  if (count) return count;
  const out: Target[] = [];
  let next = 0;
  for (let i = 0; i < specs.length; i++) {
    if (declared && !declared[i]) {
      out.push(NOT_DECLARED);
      continue;
    }
    if (next >= list.length) break; // 208.1: the optional ones left out
    const t = readTarget(E, list[next++]!);
    if (typeof t === "string") return t;
    const err = targetError(E, specs[i]!, t, by, out);
    if (err) return err;
    out.push(t);
  }
  return out;
}

/** 200.3, 208.1: why `n` declared targets are not as many as the specs ask, or null. */
function targetCountError(specs: readonly TargetSpec[], n: number, declared: readonly boolean[] | undefined): string | null {
  // Every target declared: as many as the specs is never too few or too many (the optional ones only lower the least).
  if (declared === undefined && n === specs.length) return null;
  let wanted = 0;
  let optional = 0;
  for (let i = 0; i < specs.length; i++) {
    if (declared && declared[i] !== true) continue;
    wanted++;
    // 208.1 "up to two target Summons": optional targets come last, and may be left out.
    const sp = specs[i]!;
    if (sp.kind === "object" && sp.optional === true) optional++;
  }
  const least = wanted - optional;
  if (n >= least && n <= wanted) return null;
  const unpaid = wanted < specs.length ? ` (an additional effect's target is declared only when its cost is paid, 207.2)` : "";
  const howMany = least === wanted ? `${wanted}` : `${least} to ${wanted}`;
  return `200.3 ${wanted === 0 ? "this takes no target" : `declare ${howMany} target${wanted === 1 ? "" : "s"}`} (got ${n})${unpaid}`;
}

/** Which targets of a mode are declared for the `extra` an action gives (204.4, 207.2); all of them
 *  when the extra is not valid (readExtra says why, after the targets as before). */
function declaredFor(mode: Mode | undefined, extra: number | number[] | undefined): boolean[] | undefined {
  if (!mode) return undefined;
  // No additional effect: every target is the mode's own, always declared (as with no list).
  if (mode.additional.length === 0 && extra === undefined) return undefined;
  const paid = readExtra(extra, mode.additional);
  return declaredTargets(mode, typeof paid === "string" ? mode.additional.map(() => 1) : paid);
}

/** 204.4, 207.2: how many times each additional cost is paid (`extra: N` is the first one's). */
function readExtra(extra: number | number[] | undefined, additional: readonly Additional[]): number[] | string {
  const list = extra === undefined ? [] : Array.isArray(extra) ? extra : [extra];
  if (list.length > additional.length) return additional.length === 0 ? "204.4 this has no additional effect to pay for" : `204.4 only ${additional.length} additional effect(s)`;
  const out = additional.map((_, i) => list[i] ?? 0);
  for (let i = 0; i < out.length; i++) {
    const n = out[i]!;
    if (!Number.isInteger(n) || n < 0) return `204.4 extra must be a whole number, not ${String(n)}`;
    if (n > 1 && additional[i]!.kind !== "forEachExtra") return `204.4 a "${additional[i]!.kind === "with" ? "With" : "With extra"}" cost is paid at most once`;
  }
  return out;
}

function additionalCost(additional: readonly Additional[], extra: readonly number[]): Cost {
  let c: Cost = {};
  additional.forEach((a, i) => (c = add(c, scale(a.cost, extra[i] ?? 0))));
  return c;
}

/** 200.5, 203.5: what leaves the pool for a cost: the chosen or automatic payment, or, when the
 *  pool can't meet it, as much as possible (then the action fails). */
function payment(E: Engine, player: PlayerId, cost: Cost, pay: string[] | undefined): Payment | string {
  const pool = poolOf(E, player);
  if (!canPay(pool, cost)) return new Payment(false, pool, cost, null);
  if (pay !== undefined) {
    if (!Array.isArray(pay)) return "204.1 pay must be a list of energy letters";
    const units = chosenPayment(pool, cost, pay);
    return typeof units === "string" ? units : new Payment(true, pool, cost, units);
  }
  return new Payment(true, pool, cost, null);
}

/** A player's Energy Pool (a plain loop: asked for every candidate a listing checks). */
function poolOf(E: Engine, player: PlayerId): Cost {
  for (const p of E.state.players) if (p.id === player) return p.pool;
  return playerState(E, player).pool; // no such player: its error
}

/** Whether an additional cost is paid at all. */
function paysAny(extra: readonly number[]): boolean {
  for (const n of extra) if (n > 0) return true;
  return false;
}

/** A checked payment: whether it is in full, and its units, worked out when first asked (the
 *  listing checks every candidate, one is performed). The pool and cost it reads are never changed
 *  in place (a pool event puts a new pool), so the units are those of the state it was checked in. */
class Payment {
  constructor(
    readonly full: boolean,
    readonly pool: Cost,
    private readonly cost: Cost,
    private chosen: Cost | null,
  ) {}
  get units(): Cost {
    return (this.chosen ??= this.full ? autoPayment(this.pool, this.cost)! : partialPayment(this.pool, this.cost));
  }
  /** The payment now: this one (its pool was chosen from). */
  get now(): Payment {
    return this;
  }
}

/** The automatic payment of a cost from the pool as it is when asked (a listed action's check
 *  answers for the state it is asked in, the one it runs in: CoreGame trusts a listed check only
 *  while no event came), so the check stays right when the pool changes and can be carried over
 *  (carry.ts). Worked out again only when the pool is another object (a pool event puts a new one). */
class AutoPayment {
  /** Whether `pool`, the last one asked of, pays the cost in full (no object made per question:
   *  a random agent asks it of every listed action at every decision). */
  private pool: Cost | null = null;
  private canPay = false;
  constructor(
    private readonly E: Engine,
    private readonly player: PlayerId,
    private readonly cost: Cost,
  ) {}
  get full(): boolean {
    const pool = poolOf(this.E, this.player);
    if (pool !== this.pool) {
      this.canPay = canPay(pool, this.cost);
      this.pool = pool;
    }
    return this.canPay;
  }
  get now(): Payment {
    const full = this.full;
    return new Payment(full, this.pool!, this.cost, null);
  }
}

/** A payment given as chosen (pay) or automatic; what it is now. */
type Paying = Payment | AutoPayment;

/** 200.5, 203.5: the payment of a cost: automatic and read when asked, or the chosen one. */
function paying(E: Engine, player: PlayerId, cost: Cost, pay: string[] | undefined): Paying | string {
  return pay === undefined ? new AutoPayment(E, player, cost) : payment(E, player, cost, pay);
}

/** A cost with its additional costs paid `extra` times (204.4); the cost itself (a normalised one)
 *  when none is paid, as add() would give it. */
function withAdditional(cost: Cost, additional: readonly Additional[], extra: readonly number[]): Cost {
  for (let i = 0; i < additional.length; i++) if ((extra[i] ?? 0) !== 0) return add(cost, additionalCost(additional, extra));
  return normalize(cost);
}

function pushEntry(E: Engine, e: Omit<StackEntry, "id">): void {
  emit(E, { type: "stackPushed", entry: { id: nextFreeId(E), ...e } });
}

/** 201.4: after an announcement the next player clockwise gets priority. */
function passPriorityOn(E: Engine, announcer: PlayerId): void {
  emit(E, { type: "priority", player: nextPlayer(E, announcer) });
}

// --- the actions ----------------------------------------------------------------------------------

/** A cast: the card, its mode, targets (200.3), additional costs and payment. A summon's dot is
 *  chosen when the cast resolves (402.6, stack.ts), not here. */
function checkCast(E: Engine, a: Extract<Action, { type: "cast" }>): Checked {
  const s = E.state;
  const { player } = a;
  const c = typeof a.card === "string" ? getOwn(s.cards, a.card) : undefined;
  if (!c) return refuse(`there is no card "${String(a.card)}"`);
  if (c.owner !== player || c.zone !== "hand") return refuse(`502.1 ${c.name} is not in ${player}'s hand`);
  const def = defOf(E, c);
  const pe = priorityError(E, player);
  if (pe) return refuse(pe);
  if (isCrystalDef(def)) return checkCastCrystal(E, a, c.id);
  const phase = phaseError(E, player, def.permanent ? "permanent" : "nonPermanent");
  if (phase) return refuse(phase);
  if (isSummonDef(def)) {
    // 402.8: one summon of a class under a player's control.
    const cls = def.class;
    if (cls && s.index.summons.some((id) => cardIn(s, id).controller === player && defOf(E, id).class === cls)) {
      return refuse(`402.8 ${player} already controls a ${cls}`);
    }
  }
  const eff = def.abilities.find((x) => x.kind === "effect");
  const modes: readonly Mode[] = eff && eff.kind === "effect" ? eff.modes : [];
  const mode = a.mode ?? 0;
  if (!Number.isInteger(mode) || mode < 0 || mode >= Math.max(1, modes.length)) return refuse(`207.1 ${c.name} has ${Math.max(1, modes.length)} mode(s); mode ${mode} is not one`);
  const by: Targeter = { you: player, source: c.id, controller: player };
  const specs = castTargetSpecs(E, c.id, mode);
  const targets = readTargets(E, specs, a.targets, by, specs === modes[mode]?.targets ? declaredFor(modes[mode], a.extra) : undefined);
  if (typeof targets === "string") return refuse(targets);
  const additional = modes[mode]?.additional ?? [];
  const extra = readExtra(a.extra, additional);
  if (typeof extra === "string") return refuse(extra);
  return castChecked(E, player, c, def, mode, targets, extra, additional, a.pay, castCost(E, player, c.id));
}

/** A cast whose card, mode, targets and extra are checked (by checkCast, or built legal by the
 *  listing): its cost and payment, and how it is carried out. */
function castChecked(
  E: Engine,
  player: PlayerId,
  c: CardState,
  def: CardDefinition,
  mode: number,
  targets: Target[],
  extra: number[],
  additional: readonly Additional[],
  pay0: string[] | undefined,
  cost: Cost,
  listed = false,
): Checked {
  const pay = paying(E, player, withAdditional(cost, additional, extra), pay0);
  if (typeof pay === "string") return refuse(pay);
  return new Cast(E, player, c, def, mode, targets, extra, cost, pay, listed);
}

/** A checked cast as one object (the listing makes one for every cast it lists). */
class Cast {
  constructor(
    private readonly E: Engine,
    private readonly player: PlayerId,
    private readonly c: CardState,
    private readonly def: CardDefinition,
    private readonly mode: number,
    private readonly targets: Target[],
    private readonly extra: number[],
    private readonly cost: Cost,
    private readonly pay: Paying,
    private readonly listed: boolean,
  ) {}
  get fullyPaid(): boolean {
    return this.pay.full;
  }
  run(): void {
    const { E, player, c, listed } = this;
    const pay = this.pay.now;
    moveCard(E, c.id, "cast", { caster: player }); // 503.1
    takeFromPool(E, player, pay.units, `pays for ${c.name}`);
    if (!pay.full) {
      moveCard(E, c.id, "hand"); // 200.5: the cast fails, the card returns to hand
      return;
    }
    // A listed cast's targets and extra are also its action's (frozen): the entry gets its own.
    pushEntry(E, {
      kind: "cast",
      player,
      card: c.id,
      ability: -1,
      mode: this.mode,
      targets: entryTargets(this.targets, listed),
      extra: listed ? [...this.extra] : this.extra,
      you: player,
      cost: this.cost,
      path: null,
      subject: null,
      sourceController: player,
    });
    passPriorityOn(E, player);
    emit(E, { type: "isCast", card: c.id, player }); // 207.4b: action triggers fire on announcement
    if (isEffectDef(this.def)) emit(E, { type: "castEffectCard", card: c.id, player });
  }
}

function checkCastCrystal(E: Engine, a: Extract<Action, { type: "cast" }>, id: CardId): Checked {
  const { player } = a;
  const phase = phaseError(E, player, "crystal");
  if (phase) return refuse(phase);
  if ((getOwn(E.state.turnInfo.crystalsCast, player) ?? 0) >= 1) return refuse(`403.1 ${player} already cast an Energy Crystal Card this turn`);
  if (a.targets?.length) return refuse(`403.3 an Energy Crystal Card is cast under its caster's control, with no target`);
  if (a.mode !== undefined || a.extra !== undefined) return refuse(`403.3 an Energy Crystal Card is cast with no mode and no additional cost (mode, extra)`);
  return crystalCastChecked(E, player, id, a.pay);
}

/** A crystal's cast whose card, phase and details are checked (by checkCastCrystal, or built legal
 *  by the listing): its payment, and how it is carried out. */
function crystalCastChecked(E: Engine, player: PlayerId, id: CardId, pay0: string[] | undefined): Checked {
  return crystalCastPaid(E, player, id, castCost(E, player, id), pay0);
}

/** crystalCastChecked with its cost worked out. */
function crystalCastPaid(E: Engine, player: PlayerId, id: CardId, cost: Cost, pay0: string[] | undefined): Checked {
  const paid = paying(E, player, cost, pay0);
  if (typeof paid === "string") return refuse(paid);
  return new CrystalCast(E, player, id, paid);
}

/** A checked crystal cast as one object. A class, not an object literal with a getter: V8 makes
 *  such a literal a dictionary-mode object, and those kept their engine and state alive through
 *  the young collections (bench row 2: ~0.5 MB promoted per young collection). */
class CrystalCast {
  constructor(
    private readonly E: Engine,
    private readonly player: PlayerId,
    private readonly id: CardId,
    private readonly paid: Paying,
  ) {}
  get fullyPaid(): boolean {
    return this.paid.full;
  }
  run(): void {
    const { E, player, id } = this;
    const pay = this.paid.now;
    takeFromPool(E, player, pay.units, `pays for ${cardIn(E.state, id).name}`);
    if (!pay.full) return;
    updateTurnInfo(E, (t) => ({ ...t, crystalsCast: { ...t.crystalsCast, [player]: (getOwn(t.crystalsCast, player) ?? 0) + 1 } }));
    enterPlay(E, id, player, {}); // 200.1b, 200.2: non stackable, at once
    // 201.5 he did something: the passes before it no longer count as "in a row"; he keeps priority.
    emit(E, { type: "priority", player });
  }
}

/** Whether an activation of this crystal is for its energy (non stackable) rather than its ☉ effect. */
function forEnergy(E: Engine, a: Extract<Action, { type: "activate" }>, id: CardId): boolean {
  const def = defOf(E, id);
  if (!isCrystalDef(def) || !producesEnergy(def)) return false;
  return !(a.effect || (a.targets && a.targets.length > 0) || a.mode !== undefined || a.extra !== undefined);
}

/** Whether a definition has a "Produces" ability (200.1b), once per definition. */
function producesEnergy(def: CardDefinition): boolean {
  let p = producing.get(def);
  if (p === undefined) producing.set(def, (p = def.abilities.some((x) => x.kind === "produces" || x.kind === "producesOneOf")));
  return p;
}
const producing = new WeakMap<CardDefinition, boolean>();

/** Activates (rotates) a permanent for an action: an Effect's or crystal's ☉, a summon's move
 *  (202.2) or its activated ability (402.10f); 209.2b each time one activation counter comes off. */
function activateForAction(E: Engine, id: CardId): void {
  setState(E, id, "activated");
  const n = cardIn(E.state, id).counters.activation;
  if (n !== undefined) setCounter(E, id, "activation", Math.max(0, n - 1));
}

/** 200.1b, 203.3: a crystal activated for its energy (checked: his, in play, reactivated, not
 *  forbidden): the energy flows into the pool at once; no priority needed. */
function energyChecked(E: Engine, player: PlayerId, c: CardState, def: CardDefinition): Checked {
  return new EnergyActivation(E, player, c, def);
}

/** A checked energy activation as one object (the listing makes one for every crystal it lists). */
class EnergyActivation {
  constructor(
    private readonly E: Engine,
    private readonly player: PlayerId,
    private readonly c: CardState,
    private readonly def: CardDefinition,
  ) {}
  run(): void {
    const { E, player, c, def } = this;
    const id = c.id;
    setState(E, id, "activated");
    const oneOf = def.abilities.find((x) => x.kind === "producesOneOf");
    // 403.4: a crystal producing one of several energies: its controller chooses which (a decision, answered at once).
    if (oneOf?.kind === "producesOneOf")
      E.state.agenda.push({ t: "energyChoice", player, options: oneOf.options.map((o) => productionWith(E, id, o)), reason: `${c.name} produces`, effect: false, answer: null });
    else addToPool(E, player, production(E, id), `${c.name} produces`);
    const n = c.counters.activation;
    if (n !== undefined) {
      setCounter(E, id, "activation", Math.max(0, n - 1)); // 209.2b
      if (n - 1 <= 0) leavePlay(E, id, "discard"); // 209.2c
    }
    if (c.zone === "play" && c.counters.time === 0) leavePlay(E, id, "discard"); // 209.2f its effect is done
  }
}

function checkActivate(E: Engine, a: Extract<Action, { type: "activate" }>): Checked {
  const s = E.state;
  const { player } = a;
  const own = ownPermanent(E, player, a.card);
  if ("error" in own) return refuse(own.error);
  const id = own.id;
  const c = cardIn(s, id);
  const def = defOf(E, c);
  if (c.state !== "reactivated") return refuse(`206.1e ${c.name} is activated; it can be used again after reactivation`);
  if (isForbidden(E, id, "beActivated")) return refuse(`107.1b ${c.name} can't be activated`);
  if (forEnergy(E, a, id)) return energyChecked(E, player, c, def);
  const index = effectAbilityIndex(def);
  if (index < 0) return refuse(`207.6 ${c.name} has no activated effect (☉)`);
  const ability = def.abilities[index] as Extract<Ability, { kind: "activated" }>;
  const pe = priorityError(E, player);
  if (pe) return refuse(pe);
  const phase = phaseError(E, player, "activate");
  if (phase) return refuse(phase);
  const mode = a.mode ?? 0;
  if (!Number.isInteger(mode) || mode < 0 || mode >= ability.modes.length) return refuse(`207.1 ${c.name} has ${ability.modes.length} mode(s)`);
  const you = youOf(E, id);
  const targets = readTargets(E, ability.modes[mode]!.targets, a.targets, { you, source: id, controller: player }, declaredFor(ability.modes[mode], a.extra));
  if (typeof targets === "string") return refuse(targets);
  const extra = readExtra(a.extra, ability.modes[mode]!.additional);
  if (typeof extra === "string") return refuse(extra);
  return effectActivationChecked(E, player, c, index, ability, mode, targets, extra, you, a.pay);
}

/** The first activated Effect (☉, 207.6) of a definition, the one an activation uses, or -1. */
function effectAbilityIndex(def: CardDefinition): number {
  return def.abilities.findIndex((x) => x.kind === "activated" && !x.summon);
}

/** An activated Effect's use (207.6) whose card, ability, mode, targets and extra are checked (by
 *  checkActivate, or built legal by the listing): its cost and payment, and how it is carried out. */
function effectActivationChecked(
  E: Engine,
  player: PlayerId,
  c: CardState,
  index: number,
  ability: Extract<Ability, { kind: "activated" }>,
  mode: number,
  targets: Target[],
  extra: number[],
  you: PlayerId,
  pay0: string[] | undefined,
  listed = false,
): Checked {
  const id = c.id;
  const cost = actionCost(E, "activate", id, ability.cost); // 204.3 with its changes
  const pay = payment(E, player, withAdditional(cost, ability.modes[mode]!.additional, extra), pay0);
  if (typeof pay === "string") return refuse(pay);
  return {
    fullyPaid: pay.full,
    run: () => {
      takeFromPool(E, player, pay.units, `pays to activate ${c.name}`);
      if (!pay.full) return; // 200.5: the Effect stays reactivated, the energy is lost
      activateForAction(E, id);
      // A listed action's targets and extra are also its action's (frozen): the entry gets its own.
      pushEntry(E, {
        kind: "activate",
        player,
        card: id,
        ability: index,
        mode,
        targets: entryTargets(targets, listed),
        extra: listed ? [...extra] : extra,
        you,
        cost,
        path: null,
        subject: null,
        sourceController: player,
      });
      passPriorityOn(E, player);
    },
  };
}

/** The targets a stack entry keeps: its own copies when they are a listed action's (frozen). */
function entryTargets(targets: Target[], listed: boolean): Target[] {
  return listed ? targets.map((t) => (t === NOT_DECLARED ? t : { ...t })) : targets;
}

function checkAbility(E: Engine, a: Extract<Action, { type: "ability" }>): Checked {
  const s = E.state;
  const { player } = a;
  const own = ownPermanent(E, player, a.card);
  if ("error" in own) return refuse(own.error);
  const id = own.id;
  const c = cardIn(s, id);
  const def = defOf(E, c);
  const usable = hasAbilities(E, id) ? def.abilities.map((x, i) => ({ x, i })).filter(({ x }) => (x.kind === "activated" && x.summon) || x.kind === "paid") : []; // 402.10e
  const pick = a.index === undefined ? usable[0] : usable.find((u) => u.i === a.index);
  if (!pick) return refuse(`402.10 ${c.name} has no ${a.index === undefined ? "activated or paid ability" : `ability ${a.index}`}`);
  const ability = pick.x as Extract<Ability, { kind: "activated" | "paid" }>;
  const pe = priorityError(E, player);
  if (pe) return refuse(pe);
  const phase = phaseError(E, player, "ability");
  if (phase) return refuse(phase);
  const key = `${id}:${pick.i}`;
  if (s.turnInfo.abilitiesUsed.includes(key)) return refuse(`${ability.kind === "paid" ? "402.10g" : "402.10f"} ${c.name}'s ability is used once per turn`);
  if (ability.kind === "activated" && (c.state !== "reactivated" || c.deactivated)) {
    return refuse(`402.10f ${c.name} is activated: its activated ability needs a reactivated summon`);
  }
  // 402.10f using it activates the summon, which a "can't be activated" forbids (107.1b).
  if (ability.kind === "activated" && isForbidden(E, id, "beActivated")) return refuse(`107.1b ${c.name} can't be activated`);
  const modes = ability.kind === "activated" ? ability.modes : [ability.mode];
  const mode = a.mode ?? 0;
  if (!Number.isInteger(mode) || mode < 0 || mode >= modes.length) return refuse(`207.1 ${c.name}'s ability has ${modes.length} mode(s)`);
  const targets = readTargets(E, modes[mode]!.targets, a.targets, { you: player, source: id, controller: player }, declaredFor(modes[mode], a.extra));
  if (typeof targets === "string") return refuse(targets);
  const extra = readExtra(a.extra, modes[mode]!.additional);
  if (typeof extra === "string") return refuse(extra);
  return abilityChecked(E, player, c, pick.i, ability, modes[mode]!, mode, targets, extra, a.pay);
}

/** A summon's activated or paid ability's use (402.10) whose card, ability, mode, targets and extra
 *  are checked (by checkAbility, or built legal by the listing): its cost and payment, and how it
 *  is carried out. */
function abilityChecked(
  E: Engine,
  player: PlayerId,
  c: CardState,
  index: number,
  ability: Extract<Ability, { kind: "activated" | "paid" }>,
  m: Mode,
  mode: number,
  targets: Target[],
  extra: number[],
  pay0: string[] | undefined,
  listed = false,
): Checked {
  const id = c.id;
  const key = `${id}:${index}`;
  const cost = normalize(ability.cost);
  const pay = payment(E, player, withAdditional(cost, m.additional, extra), pay0);
  if (typeof pay === "string") return refuse(pay);
  return {
    fullyPaid: pay.full,
    run: () => {
      takeFromPool(E, player, pay.units, `pays for ${c.name}'s ability`);
      if (!pay.full) return; // 200.5
      updateTurnInfo(E, (t) => ({ ...t, abilitiesUsed: [...t.abilitiesUsed, key] }));
      if (ability.kind === "activated") activateForAction(E, id); // 402.10f: rotates the summon
      pushEntry(E, {
        kind: "ability",
        player,
        card: id,
        ability: index,
        mode,
        targets: entryTargets(targets, listed),
        extra: listed ? [...extra] : extra,
        you: player,
        cost,
        path: null,
        subject: null,
        sourceController: player,
      });
      passPriorityOn(E, player);
    },
  };
}

function checkMove(E: Engine, a: Extract<Action, { type: "move" }>): Checked {
  const { player } = a;
  const own = ownPermanent(E, player, a.card);
  if ("error" in own) return refuse(own.error);
  const id = own.id;
  const c = cardIn(E.state, id);
  const def = defOf(E, c);
  if (!isSummonDef(def) || c.at === null) return refuse(`202 only a summon on the board moves`);
  const pe = priorityError(E, player);
  if (pe) return refuse(pe);
  const phase = phaseError(E, player, "move");
  if (phase) return refuse(phase);
  if (c.deactivated) return refuse(`202.4 ${c.name} was deactivated; it can't move until after reactivation`);
  if (c.state !== "reactivated") return refuse(`202.2b ${c.name} is activated; a summon moves only from a reactivated state`);
  if (isForbidden(E, id, "move")) return refuse(`107.1b ${c.name} can't move`);
  // 202.2 a move activates the summon, which a "can't be activated" forbids (107.1b).
  if (isForbidden(E, id, "beActivated")) return refuse(`107.1b ${c.name} can't be activated, so it can't move (202.2)`);
  const err = moveError(E, id, a.path);
  if (err) return refuse(err);
  const energy = actionCost(E, "move", id, def.movementEnergy ?? {}); // 204.5 with its changes
  const pool = playerState(E, player).pool;
  if (!canPay(pool, energy)) return refuse(`202.2a ${c.name} moves only when its Movement Energy (${format(energy)}) is paid; the pool holds ${format(pool)}`);
  return moveChecked(E, player, c, energy, a.path, a.pay);
}

/** A move whose summon, path and Movement Energy are checked (by checkMove, or built legal by the
 *  listing): its payment, and how it is carried out. */
function moveChecked(E: Engine, player: PlayerId, c: CardState, energy: Cost, announced: readonly DotId[], pay0: string[] | undefined): Checked {
  const id = c.id;
  const paid = paying(E, player, energy, pay0);
  if (typeof paid === "string") return refuse(paid);
  return {
    run: () => {
      const pay = paid.now;
      const path = [...announced]; // the entry's own (a listed action's path is frozen)
      takeFromPool(E, player, pay.units, `Movement Energy of ${c.name}`);
      activateForAction(E, id); // 202.2
      recordLine(E, id, "move", path);
      pushEntry(E, { kind: "move", player, card: id, ability: -1, mode: 0, targets: [], extra: [], you: player, cost: energy, path, subject: null, sourceController: player });
      passPriorityOn(E, player);
      emit(E, { type: "moves", card: id });
    },
  };
}

function checkAttack(E: Engine, a: Extract<Action, { type: "attack" }>): Checked {
  const s = E.state;
  const { player } = a;
  const own = ownPermanent(E, player, a.card);
  if ("error" in own) return refuse(own.error);
  const id = own.id;
  const c = cardIn(s, id);
  if (!isSummonDef(defOf(E, c)) || c.at === null) return refuse(`202 only a summon on the board attacks`);
  const pe = priorityError(E, player);
  if (pe) return refuse(pe);
  const phase = phaseError(E, player, "attack");
  if (phase) return refuse(phase);
  if (c.deactivated) return refuse(`202.4 ${c.name} was deactivated; it can't attack until after reactivation`);
  if (isForbidden(E, id, "attack")) return refuse(`107.1b ${c.name} can't attack`);
  const used = getOwn(s.turnInfo.attacks, id) ?? 0;
  if (used >= 1 + (getOwn(s.turnInfo.extraAttacks, id) ?? 0)) return refuse(`202.3b ${c.name} already attacked this turn`);
  const target = typeof a.target === "string" ? a.target : a.target && typeof a.target === "object" ? a.target.card : undefined;
  if (typeof target !== "string" || !Object.hasOwn(s.cards, target)) return refuse(`202.3 an attack names its target summon`);
  const route = attackRoute(E, id, target, a.path);
  if ("error" in route) return refuse(route.error);
  return {
    run: () => {
      updateTurnInfo(E, (t) => ({ ...t, attacks: { ...t.attacks, [id]: used + 1 } }));
      recordLine(E, id, "attack", route.path);
      pushEntry(E, { kind: "attack", player, card: id, ability: -1, mode: 0, targets: [], extra: [], you: player, cost: {}, path: route.path, subject: target, sourceController: player });
      passPriorityOn(E, player);
      emit(E, { type: "attacks", card: id, target });
    },
  };
}

function checkPass(E: Engine, a: Extract<Action, { type: "pass" }>): Checked {
  const pe = priorityError(E, a.player);
  if (pe) return refuse(pe);
  return passChecked(E, a.player);
}

/** A pass by the priority holder (checked). */
function passChecked(E: Engine, player: PlayerId): Checked {
  return new Pass(E, player);
}

/** A checked pass as one object (listed at every decision with priority). */
class Pass {
  constructor(
    private readonly E: Engine,
    private readonly player: PlayerId,
  ) {}
  run(): void {
    const { E, player } = this;
    emit(E, { type: "passed", player });
    // 201.5: all players passed in a row; the engine resolves the top entry or ends the phase.
    if (E.state.passes >= playersInGame(E)) emit(E, { type: "priority", player: null });
  }
}

/** 106.3 a player in the game gives up, at any time (checked). */
function concedeChecked(E: Engine, player: PlayerId): Checked {
  return new Concession(E, player);
}

/** A checked concession as one object (listed at every decision). */
class Concession {
  constructor(
    private readonly E: Engine,
    private readonly player: PlayerId,
  ) {}
  run(): void {
    emit(this.E, { type: "conceded", player: this.player });
    lose(this.E, [this.player], "concession");
  }
}

// --- the edge: actions from outside ----------------------------------------------------------------

/** Items in a list of an action (targets, path, pay, extra), at most. */
const MAX_ACTION_LIST = 10_000;
/** Characters in a name or id an action gives (a card, a player, a dot, an answer's label). */
const MAX_ACTION_STRING = 256;
/** Payments of one additional cost in one action (204.4 "For each extra"), at most. */
const MAX_EXTRA = 1_000_000;

const FIELDS: Readonly<Record<Action["type"], readonly string[]>> = {
  cast: ["card", "targets", "mode", "extra", "pay"],
  activate: ["card", "targets", "mode", "extra", "pay", "effect"],
  ability: ["card", "targets", "mode", "extra", "pay", "index"],
  move: ["card", "path", "pay"],
  attack: ["card", "target", "path"],
  pass: [],
  answer: ["choice"],
  concede: [],
};

/** An action from outside as plain data: its type's known fields only, each of the right kind and
 *  size (unknown fields are dropped; a value of the wrong kind refuses the action). Whether the
 *  ids name anything is the rules' to say (check). GameRules.normalize. */
export function normalizeAction(_E: Engine, raw: object): Action | string {
  const a = raw as Record<string, unknown>;
  const type = a.type as string;
  if (!Object.hasOwn(FIELDS, type)) return `unknown action type "${short(type)}"`;
  const out: Record<string, unknown> = { type, player: a.player };
  if (!isName(a.player)) return `an action's player is a name of 1 to ${MAX_ACTION_STRING} characters`;
  for (const k of FIELDS[type as Action["type"]]) {
    const v = a[k];
    if (v === undefined) continue;
    const err = fieldError(k, v);
    if (err) return `${type}: ${err}`;
    out[k] = k === "targets" ? (v as object[]).map(plainTarget) : k === "target" && typeof v === "object" ? { card: (v as { card: string }).card } : Array.isArray(v) ? [...v] : v;
  }
  if ((type === "cast" || type === "activate" || type === "ability" || type === "move" || type === "attack") && out.card === undefined) return `${type}: an action names its card`;
  if (type === "move" && out.path === undefined) return "move: a move names its path";
  if (type === "attack" && out.target === undefined) return "202.3 an attack names its target summon";
  if (type === "answer" && out.choice === undefined) return "answer: an answer names its choice (an index or a label)";
  return out as Action;
}

function fieldError(k: string, v: unknown): string | null {
  switch (k) {
    case "card":
      return isName(v) ? null : `${k} is an id of 1 to ${MAX_ACTION_STRING} characters`;
    case "target":
      return isName(v) || (isObject(v) && isName(v.card)) ? null : "target is a card id (or { card })";
    case "mode":
    case "index":
      return Number.isSafeInteger(v) && (v as number) >= 0 ? null : `${k} is a whole number from 0`;
    case "effect":
      return typeof v === "boolean" ? null : "effect is true or false";
    case "choice":
      return (Number.isSafeInteger(v) && (v as number) >= 0) || (typeof v === "string" && v.length <= MAX_ACTION_STRING) ? null : "choice is an option's index or label";
    case "extra": {
      const list = Array.isArray(v) ? v : [v];
      if (list.length > MAX_ACTION_LIST) return `extra lists at most ${MAX_ACTION_LIST} counts`;
      return list.every((n) => Number.isSafeInteger(n) && n >= 0 && n <= MAX_EXTRA) ? null : `204.4 extra is a whole number from 0 to ${MAX_EXTRA} (or a list of them)`;
    }
    case "pay":
    case "path":
      if (!Array.isArray(v) || v.length > MAX_ACTION_LIST) return `${k} is a list of at most ${MAX_ACTION_LIST} ${k === "pay" ? "energy letters" : "dot ids"}`;
      return v.every(isName) ? null : `${k} is a list of ${k === "pay" ? "energy letters" : "dot ids"}`;
    case "targets":
      if (!Array.isArray(v) || v.length > MAX_ACTION_LIST) return `200.3 targets is a list of at most ${MAX_ACTION_LIST} targets`;
      for (const t of v) {
        const ok = isObject(t) && (isName(t.card) || isName(t.player) || (Number.isSafeInteger(t.stack) && (t.stack as number) >= 1));
        if (!ok) return `208.1 ${short(JSON.stringify(t) ?? String(t))} is not a target ({ card }, { player } or { stack: n })`;
      }
      return null;
    default:
      return null;
  }
}

/** A target as plain data: the one field that says what it is. */
function plainTarget(t: object): TargetInput {
  const x = t as Record<string, unknown>;
  if (isName(x.card)) return { card: x.card };
  if (isName(x.player)) return { player: x.player };
  return { stack: x.stack as number };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isName = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= MAX_ACTION_STRING;
const short = (t: string): string => (t.length > 60 ? `${t.slice(0, 60)}…` : t);

/** Checks an action; `run` carries it out. */
export function check(E: Engine, a: Action): Checked {
  return checkAction(E, a);
}

function checkAction(E: Engine, a: Action): Checked {
  const s = E.state;
  if (!a || typeof a !== "object" || typeof (a as { type?: unknown }).type !== "string") return refuse("an action is an object with a type");
  if (typeof a.player !== "string" || !s.players.some((p) => p.id === a.player)) return refuse(`there is no player "${String(a.player)}"`);
  if (s.result) return refuse("106 the game is over");
  if (s.players.find((p) => p.id === a.player)!.out) return refuse(`106.1 ${a.player} is out of the game`);
  // 106.3 a player may give up at any time, even while someone must decide.
  if (s.pending && a.type !== "answer" && a.type !== "concede") return refuse(`a decision is pending: ${s.pending.prompt} (only ${s.pending.player}'s answer, or a concession, is legal now)`);
  switch (a.type) {
    case "cast":
      return checkCast(E, a);
    case "activate":
      return checkActivate(E, a);
    case "ability":
      return checkAbility(E, a);
    case "move":
      return checkMove(E, a);
    case "attack":
      return checkAttack(E, a);
    case "pass":
      return checkPass(E, a);
    case "answer":
      return checkAnswer(E, a.player, a.choice);
    case "concede":
      return concedeChecked(E, a.player);
    default:
      return refuse(`unknown action type "${(a as { type: string }).type}"`);
  }
}

// --- enumeration ----------------------------------------------------------------------------------

/** Target lists listed per mode at most: the choices multiply with every target, so a card with
 *  many targets (or a hostile one) would otherwise make legalActions exponential. Beyond this the
 *  first lists in a stable order are listed; perform still accepts every legal list. */
export const MAX_TARGET_LISTS = 2000;
/** Candidate actions considered per decision (one player's listing), at most: modes, extras,
 *  copies in hand and dots multiply too, so the bound is on the listing as a whole, not per mode.
 *  The first candidates in the stable order are kept (the concession and the pass come first);
 *  perform still accepts every legal action. The golden games' longest listing has 153. */
export const MAX_CANDIDATES = 5000;

/** What is left of a decision's MAX_CANDIDATES while its candidates are listed. */
interface Budget {
  left: number;
}

/** Every list of targets for these specs (200.3), each legal in turn, at most `max`; as the check
 *  reads them back (readTargets: stored targets, NOT_DECLARED in the places of undeclared ones). */
function targetListsRead(E: Engine, specs: readonly TargetSpec[], by: Targeter, max = MAX_TARGET_LISTS, declared?: readonly boolean[]): Target[][] {
  const cap = Math.min(MAX_TARGET_LISTS, max);
  if (cap <= 0) return [];
  if (specs.length === 0) return [[]];
  let lists: Target[][] = [[]];
  // 208.1: lists that leave the optional targets from here on undeclared ("up to two").
  const shorter: Target[][] = [];
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    if (declared && !declared[i]) {
      for (let j = 0; j < lists.length; j++) lists[j] = [...lists[j]!, NOT_DECLARED];
      continue;
    }
    if (spec.kind === "object" && spec.optional === true) for (const l of lists) if (shorter.length + lists.length < cap) shorter.push(l);
    const next: Target[][] = [];
    for (const l of lists) {
      for (const t of candidates(E, spec, by, l)) {
        next.push(l.length === 0 ? [t] : [...l, t]);
        if (next.length >= cap) break;
      }
      if (next.length >= cap) break;
    }
    lists = next;
  }
  if (shorter.length === 0) return lists.length > cap ? lists.slice(0, cap) : lists;
  return [...shorter, ...lists].slice(0, cap);
}

/** A read target list as the action declares it: the declared ones only, a stack entry by its
 *  place from the top; the list itself when it holds no other kind. */
function inputsOf(E: Engine, read: Target[]): TargetInput[] {
  let plain = true;
  for (const t of read) if ("entry" in t) plain = false;
  if (plain) return read as TargetInput[]; // cards and players are declared as they are read
  const out: TargetInput[] = [];
  for (const t of read) {
    if (t === NOT_DECLARED) continue;
    out.push("entry" in t ? { stack: E.state.stack.length - E.state.stack.findIndex((e) => e.id === t.entry) } : t);
  }
  return out;
}

/** No additional cost paid: the one extra choice of a mode without additional effects (shared:
 *  never changed; a listed cast's entry gets a copy, castChecked). */
const NO_EXTRA: number[][] = [[]];

/** Extra counts worth listing: With once or not; For each extra as often as the pool could pay;
 *  at most `max` lists. */
function extraChoices(E: Engine, player: PlayerId, base: Cost, additional: readonly Additional[], max = Infinity): number[][] {
  if (additional.length === 0) return [[]];
  let lists: number[][] = [[]];
  for (const a of additional) {
    const next: number[][] = [];
    for (const l of lists) {
      const most = a.kind === "forEachExtra" ? 20 : 1;
      for (let n = 0; n <= most && next.length < max; n++) {
        const total = add(add(base, additionalCost(additional.slice(0, l.length), l)), scale(a.cost, n));
        if (n > 0 && !canPay(poolOf(E, player), total)) break;
        next.push([...l, n]);
      }
    }
    lists = next;
  }
  return lists;
}

/** What the listing does with each (targets, extra, read targets) of a mode; false stops it. */
type EachChoice = (targets: TargetInput[], extra: number[], read: Target[]) => boolean;

/** The (targets, extra) pairs worth listing for a mode, each given to `each` in order until it
 *  returns false (then false): each target list with each extra choice; a mode whose additional
 *  effect has a target of its own (204.4, 207.2) declares it only with its cost paid, so there the
 *  extra choice comes first and picks the targets listed (at most `max`). */
function targetsAndExtras(E: Engine, player: PlayerId, base: Cost, m: Mode, specs: readonly TargetSpec[], by: Targeter, max: number, each: EachChoice): boolean {
  if (specs !== m.targets || !hasAdditionalTargets(m)) {
    const reads = targetListsRead(E, specs, by, max);
    if (reads.length === 0) return true;
    // The extra choices read the pool and costs only, not the targets: the same for every list.
    const extras = m.additional.length === 0 ? NO_EXTRA : extraChoices(E, player, base, m.additional, max);
    for (const read of reads) {
      const targets = inputsOf(E, read);
      for (const extra of extras) if (!each(targets, extra, read)) return false;
    }
    return true;
  }
  for (const extra of extraChoices(E, player, base, m.additional, max)) {
    const declared = declaredTargets(m, extra);
    for (const read of targetListsRead(E, specs, by, max, declared)) if (!each(inputsOf(E, read), extra, read)) return false;
  }
  return true;
}

/** Whether an additional effect of the mode has a target of its own (targetsOfAdditional). */
function hasAdditionalTargets(m: Mode): boolean {
  for (const k of targetsOfAdditional(m)) if (k !== null) return true;
  return false;
}

/** The choices of an activated or paid ability's modes (targets, extra), built as actions by
 *  `make`; with `keep`, taken from and kept in the carry-over under the permanent's slot. */
function modeCandidates(
  E: Engine,
  player: PlayerId,
  modes: readonly Mode[],
  by: Targeter,
  base: Cost,
  budget: Budget,
  out: Action[],
  make: (mode: number, targets: TargetInput[], extra: number[]) => Action,
  pre: Array<Checked | undefined> | null,
  checkBuilt: ((mode: number, read: Target[], extra: number[]) => Checked) | null,
  keep: { carry: Carry; slot: number } | null,
): void {
  // As the last listing built them when nothing they read changed (carry.ts), checked anew; only
  // while the budget can't run out in them. "You" is the Effect's (youOf), kept with them.
  const kept = keep?.carry.take(by.source, keep.slot) as KeptChoices | undefined;
  if (kept !== undefined && kept.you === by.you && kept.choices.length < budget.left) {
    budget.left -= kept.choices.length;
    for (const ch of kept.choices) {
      if (pre && checkBuilt) pre[out.length] = ch.count !== null ? refuse(ch.count) : checkBuilt(ch.mode, ch.read, ch.extra);
      out.push(ch.action);
    }
    return;
  }
  const made: Choice[] | null = keep ? [] : null;
  let deps = 0;
  for (let mode = 0; mode < modes.length && budget.left > 0; mode++) {
    const m = modes[mode]!;
    if (made) deps |= choiceDeps(m, m.targets);
    const go = targetsAndExtras(E, player, base, m, m.targets, by, budget.left, (targets, extra, read) => {
      if (budget.left <= 0) return false;
      budget.left--;
      const a = freezeAction(make(mode, targets, extra));
      // Built legal but for what is left of its check: the count of targets (as the check reads
      // them back, declared targets only with their cost paid), then checkBuilt.
      if (pre && (checkBuilt || made)) {
        const count = targetCountError(m.targets, targets.length, declaredFor(m, (a as { extra?: number[] }).extra));
        if (checkBuilt) pre[out.length] = count ? refuse(count) : checkBuilt(mode, read, extra);
        made?.push({ action: a, mode, read, extra, count });
      }
      out.push(a);
      return true;
    });
    if (!go) return;
  }
  if (made && budget.left > 0) keep!.carry.keep(by.source, keep!.slot, { base, you: by.you, choices: made } satisfies KeptChoices, deps);
}

/** One choice a listing built (carry.ts keeps them): the action, its mode, targets as the check
 *  reads them, extra, and why its count of targets is refused (null: it is not). Its fields are
 *  the listing's to change (a cast's check made again). */
interface Choice {
  action: Action;
  mode: number;
  read: Target[];
  extra: number[];
  count: string | null;
  /** A cast's check, made while the card was this object. */
  check?: Checked;
  card?: CardState;
}

/** A card's choices kept for its next listing: for a cast, with the cost its extras were worked
 *  out for; for an ability, with the "you" its targets were. */
interface KeptChoices {
  base: Cost;
  you?: PlayerId;
  choices: Choice[];
}

/** A summon's moves kept for its next listing, with their checks (made while the summon was this
 *  object; their payment is read from the pool when asked) and its Movement Energy. */
interface KeptMoves {
  energy: Cost;
  /** 202.8 its line this turn when they were listed. */
  line: unknown;
  /** null: not listed yet (the pool could not pay the energy). */
  moves: Array<Extract<Action, { type: "move" }>> | null;
  checks: Checked[];
  card: CardState;
}

/** A summon's attacks kept for its next listing, listed with or without asking "can't be attacked". */
interface KeptAttacks {
  forbids: boolean;
  /** 202.8 its line this turn when they were listed (turnInfo.lines: an entry is replaced, never changed). */
  line: unknown;
  attacks: Action[];
}

/** A player's hand's casts kept for his next listing (carry.ts sections): for the phase's gates
 *  (crystal, permanent, non permanent cards) and the cards in his hand then, with their checks and
 *  the budget they spent. */
interface HandSection {
  gates: number;
  cards: CardId[];
  actions: Action[];
  checks: Array<Checked | undefined>;
  spent: number;
}
const HAND_SECTION = "hand";

/** Whether two lists hold the same items in the same order. */
function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The carry-over's slots of a card: its cast, its moves, its attacks, then per ability its ☉
 *  activation and its use. */
const CAST_SLOT = 0;
const MOVE_SLOT = 1;
const ATTACK_SLOT = 2;
const activationSlot = (i: number): number => 3 + 2 * i;
const abilitySlot = (i: number): number => 4 + 2 * i;

/** What a mode's choices read beyond the cards in play (carry.ts): the stack (an action target,
 *  and its place from the top), cards outside play (a card target), the pool (its additional
 *  costs worth listing, extraChoices). */
function choiceDeps(m: Mode, specs: readonly TargetSpec[]): number {
  let d = m.additional.length > 0 ? READS_POOL : 0;
  for (const sp of specs) {
    if (sp.kind === "action") d |= READS_STACK;
    else if (sp.kind === "object") {
      const f = sp.filter;
      if (f.kind === "card") d |= READS_CARDS;
      if (f.kind !== "summon") d |= READS_PLAY_KINDS;
      if (f.dot !== undefined) d |= READS_DOTS;
      if (f.minDamage !== undefined || f.stat !== undefined) d |= READS_STATS;
    }
  }
  return d;
}

/** No cards to look at (a phase where they can do nothing). */
const NO_CARDS: readonly CardId[] = [];

/** A player's concession and pass: built and frozen once, listed again at every decision where
 *  they are legal (the object listed is the one performed and logged: the same plain data each
 *  time). Kept with the player's state object (a copied or restored state gets its own). */
interface OwnActions {
  concede: Action;
  pass: Action;
}
const ownActionsOf = new WeakMap<object, OwnActions>();

function ownActions(me: { id: PlayerId }): OwnActions {
  let own = ownActionsOf.get(me);
  if (!own || own.pass.player !== me.id) {
    own = { concede: Object.freeze({ type: "concede", player: me.id }), pass: Object.freeze({ type: "pass", player: me.id }) };
    ownActionsOf.set(me, own);
  }
  return own;
}

/** The checks of a player's concession and pass (they read the state only when they run). */
interface OwnChecks {
  concede: Checked;
  pass: Checked;
}

/** Those checks for the engines listed last, per player: kept apart from ownActionsOf because a
 *  WeakMap value that reaches its own key (check -> engine -> state -> player) outlives the young
 *  collections: V8 promoted every lookahead copy's state this way (bench row 2: ~0.6 MB promoted
 *  per young collection against ~0.02 MB without). */
const ownChecksOf = new RecentStates<Map<PlayerId, OwnChecks>>(2);

function ownChecks(E: Engine, player: PlayerId): OwnChecks {
  const byPlayer = ownChecksOf.get(E) ?? ownChecksOf.put(E, new Map<PlayerId, OwnChecks>());
  let checks = byPlayer.get(player);
  if (checks === undefined) byPlayer.set(player, (checks = { concede: concedeChecked(E, player), pass: passChecked(E, player) }));
  return checks;
}

/** A crystal card's cast (403) as at his last listing while its cost is (carry.ts): built legal,
 *  checked for the payment as checkCastCrystal does (read from the pool when asked). */
function crystalCast(E: Engine, player: PlayerId, id: CardId, carry: Carry, pre: Array<Checked | undefined>, out: Action[]): void {
  let kept = carry.take(id, CAST_SLOT) as KeptChoices | undefined;
  if (kept === undefined) {
    const base = castCost(E, player, id);
    const action: Action = Object.freeze({ type: "cast", player, card: id });
    kept = { base, choices: [{ action, mode: 0, read: [], extra: [], count: null, check: crystalCastPaid(E, player, id, base, undefined) }] };
    carry.keep(id, CAST_SLOT, kept, 0);
  }
  const ch = kept.choices[0]!;
  pre[out.length] = ch.check;
  out.push(ch.action);
}

/** The places of a definition's activated and paid abilities (what a player uses, 207.6,
 *  402.10), once per definition: most permanents (a crystal) have none. */
function usedAbilities(def: CardDefinition): readonly number[] {
  let list = used.get(def);
  if (list === undefined) {
    list = [];
    for (let i = 0; i < def.abilities.length; i++) if (def.abilities[i]!.kind === "activated" || def.abilities[i]!.kind === "paid") list.push(i);
    used.set(def, list);
  }
  return list;
}
const used = new WeakMap<CardDefinition, number[]>();

/** A card's Effect (its modes, 207.1), once per definition. */
function effectOf(def: CardDefinition): Extract<Ability, { kind: "effect" }> | null {
  let eff = effects.get(def);
  if (eff === undefined) {
    const found = def.abilities.find((x) => x.kind === "effect");
    effects.set(def, (eff = found && found.kind === "effect" ? found : null));
  }
  return eff;
}
const effects = new WeakMap<CardDefinition, Extract<Ability, { kind: "effect" }> | null>();

/** The one mode of a cast without an Effect (a summon, a permanent with no Effect text): no
 *  target, no effect, no additional cost. Shared, never changed. */
const CAST_WITHOUT_EFFECT: readonly Mode[] = [{ targets: [], effects: [], additional: [] }];

/** A listed action's choices set on it, each only when made and in this order (targets, mode,
 *  extra: the order of the fields in the log), without spread temporaries. */
function withChoices<A extends { targets?: TargetInput[]; mode?: number; extra?: number | number[] }>(a: A, targets: TargetInput[], mode: number | undefined, extra: number[]): A {
  if (targets.length) a.targets = targets;
  if (mode !== undefined) a.mode = mode;
  if (paysAny(extra)) a.extra = extra;
  return a;
}

/** The candidates `player` may have now, in the listing's order; `pre[i]` gets the check of the
 *  i-th when it is built legal but for what that check does (the others are checked in full by
 *  listLegal). Without `pre` (legalActionsInFull): every candidate, none left out by the shortcuts
 *  that need it. */
function candidateActions(E: Engine, player: PlayerId, pre: Array<Checked | undefined> | null): Action[] {
  const s = E.state;
  const budget: Budget = { left: MAX_CANDIDATES };
  // The choices worked out at his last listing (carry.ts); legalActionsInFull works all out.
  const carry = pre ? carryFor(E, player) : null;
  // Conceding and passing are built legal (no decision pending, the game on, the player in it;
  // the pass only with priority): checked as they are built.
  const me = playerState(E, player);
  const own = ownActions(me);
  const checks = pre ? ownChecks(E, player) : null;
  if (pre) pre[0] = checks!.concede;
  const out: Action[] = [own.concede];
  // 107.1b asked of a candidate only when some "can't" could be in force (none, mostly).
  const forbids = pre !== null && (carry ? carry.forbids(mayBeForbidden) : mayBeForbidden(E));
  const play = playView(E, player, me.zones.play, carry);
  for (let k = 0; k < play.ids.length; k++) {
    // 206.1e an activated crystal is refused whatever else: left out before it is built.
    const c = play.cards[k]!;
    if (pre && c.state !== "reactivated") continue;
    if (!play.energy[k]) continue;
    const id = play.ids[k]!;
    const def = play.defs[k]!;
    if (pre) {
      // Built legal (his crystal in play, reactivated, producing, for its energy): 107.1b is what
      // is left of checkActivate; one that can't be activated is left out unbuilt.
      if (forbids && isForbidden(E, id, "beActivated")) continue;
      // The same action and check as at his last listing (kept with the cards in play).
      if (carry) {
        pre[out.length] = play.energyChecks[k];
        out.push(play.energyActions[k]!);
        continue;
      }
      pre[out.length] = energyChecked(E, player, c, def);
    }
    out.push(Object.freeze({ type: "activate", player, card: id }));
  }
  if (s.priority !== player) return out;
  if (pre) pre[out.length] = checks!.pass;
  out.push(own.pass);
  // Candidates the check would refuse whatever their details are left out before they are built
  // (the phase, a crystal already cast, 402.8's one summon of a class).
  const crystalOk = phaseError(E, player, "crystal") === null && (getOwn(s.turnInfo.crystalsCast, player) ?? 0) < 1;
  const permanentOk = phaseError(E, player, "permanent") === null;
  const nonPermanentOk = phaseError(E, player, "nonPermanent") === null;
  // Table 1 (200): in a phase where he casts nothing (the Draw Phase, say) his hand is not looked at.
  const castsOk = crystalOk || permanentOk || nonPermanentOk;
  // His hand's casts as at his last listing, with their checks (which read the pool when asked),
  // when the same cards are in it in the same order, the phase allows the same, and no event
  // changed what any of its cards' choices read (carry.ts); only while the budget can't run out.
  const gates = (crystalOk ? 1 : 0) | (permanentOk ? 2 : 0) | (nonPermanentOk ? 4 : 0);
  const hand = carry && castsOk ? (carry.takeSection(HAND_SECTION) as HandSection | undefined) : undefined;
  const handStart = out.length;
  const budgetBefore = budget.left;
  const handKept = hand !== undefined && hand.gates === gates && hand.spent < budget.left && sameItems(hand.cards, me.zones.hand);
  if (handKept) {
    budget.left -= hand!.spent;
    for (let k = 0; k < hand!.actions.length; k++) {
      pre![out.length] = hand!.checks[k];
      out.push(hand!.actions[k]!);
    }
  } else carry?.beginSection();
  for (const id of castsOk && !handKept ? me.zones.hand : NO_CARDS) {
    if (budget.left <= 0) return out;
    const def = defOf(E, id);
    if (isCrystalDef(def)) {
      if (crystalOk) {
        // Built legal (his crystal in hand, priority, 403.2 the phase, 403.1 none cast yet this
        // turn, no target, mode or extra): checked for the payment, as checkCastCrystal does.
        if (carry) {
          crystalCast(E, player, id, carry, pre!, out);
          continue;
        }
        if (pre) pre[out.length] = crystalCastChecked(E, player, id, undefined);
        out.push(Object.freeze({ type: "cast", player, card: id }));
      }
      continue;
    }
    if (!(def.permanent ? permanentOk : nonPermanentOk)) continue;
    if (isSummonDef(def) && def.class) {
      const cls = def.class;
      if (summonOfClass(E, player, cls)) continue;
    }
    const eff = effectOf(def);
    const modes: readonly Mode[] = eff ? eff.modes : CAST_WITHOUT_EFFECT;
    const c = cardIn(s, id);
    // Its choices and cost as the last listing worked them out, when nothing they read changed
    // (carry.ts; the cost reads the statics and modifiers, and conditions only as any part may):
    // checked anew for the payment when the pool changed. Only while the budget can't run out in
    // them (else as before).
    const kept = carry?.take(id, CAST_SLOT) as KeptChoices | undefined;
    if (kept !== undefined && kept.choices.length < budget.left) {
      const base = kept.base;
      budget.left -= kept.choices.length;
      for (const ch of kept.choices) {
        // The check as at the last listing while the card is the same object (its payment is read
        // from the pool when asked: AutoPayment).
        if (pre) {
          if (ch.card !== c) {
            ch.check = ch.count !== null ? refuse(ch.count) : castChecked(E, player, c, def, ch.mode, ch.read, ch.extra, modes[ch.mode]!.additional, undefined, base, true);
            ch.card = c;
          }
          pre[out.length] = ch.check;
        }
        out.push(ch.action);
      }
      continue;
    }
    const base = castCost(E, player, id);
    const by = { you: player, source: id, controller: player };
    const made: Choice[] | null = carry ? [] : null;
    let deps = 0;
    for (let mode = 0; mode < modes.length && budget.left > 0; mode++) {
      const m = modes[mode]!;
      const specs = castTargetSpecs(E, id, mode);
      if (made) deps |= choiceDeps(m, specs);
      // What checkCast would read back from the action: declared targets only with their cost paid.
      const readsDeclared = specs === (eff ? m.targets : undefined);
      const go = targetsAndExtras(E, player, base, m, specs, by, budget.left, (targets, extra, read) => {
        if (budget.left <= 0) return false;
        budget.left--;
        const a = freezeAction(withChoices<Extract<Action, { type: "cast" }>>({ type: "cast", player, card: id }, targets, modes.length > 1 ? mode : undefined, extra));
        // Built legal (the card in hand, priority, the phase, 402.8, the mode, each target from
        // `candidates`, the extra from `extraChoices`): checked for what is left, the count of
        // targets and the payment, as checkCast does after reading them.
        if (pre) {
          const count = targetCountError(specs, targets.length, readsDeclared ? declaredFor(m, a.extra) : undefined);
          const checked = count ? refuse(count) : castChecked(E, player, c, def, mode, read, extra, m.additional, undefined, base, true);
          pre[out.length] = checked;
          made?.push({ action: a, mode, read, extra, count, check: checked, card: c });
        }
        out.push(a);
        return true;
      });
      if (!go) return out;
    }
    if (made && budget.left > 0) carry!.keep(id, CAST_SLOT, { base, choices: made } satisfies KeptChoices, deps);
  }
  if (carry && castsOk && !handKept) {
    carry.keepSection(HAND_SECTION, { gates, cards: me.zones.hand.slice(), actions: out.slice(handStart), checks: pre!.slice(handStart), spent: budgetBefore - budget.left } satisfies HandSection);
  }
  const activateOk = phaseError(E, player, "activate") === null;
  const abilityOk = phaseError(E, player, "ability") === null;
  const moveOk = s.turn.active === player && s.turn.phase === "action";
  // Table 1 (200): in a phase where his permanents do nothing (no ☉, ability, move or attack) they
  // are not looked at.
  for (let k = 0; k < (activateOk || abilityOk || moveOk ? play.ids.length : 0); k++) {
    if (budget.left <= 0) return out;
    const id = play.ids[k]!;
    const c = play.cards[k]!;
    const def = play.defs[k]!;
    const usedHere = play.used[k]!;
    if (usedHere.length > 0) abilityCandidates(E, player, c, def, usedHere, activateOk, abilityOk, forbids, budget, pre, out, carry);
    if (moveOk && c.at !== null && isSummonDef(def)) {
      if (c.state === "reactivated" && !c.deactivated) movesOf(E, player, me.pool, c, def, pre, out, forbids, carry);
      if (!c.deactivated && (getOwn(s.turnInfo.attacks, id) ?? 0) < 1 + (getOwn(s.turnInfo.extraAttacks, id) ?? 0)) {
        // Its attacks as at his last listing when nothing they read changed (carry.ts): where the
        // pawns stand, its Range (its stats), a "can't be attacked", and 202.8 its line this turn
        // the same entry (their checks are made in full).
        const wide = pre === null || forbids;
        const line = getOwn(s.turnInfo.lines, id);
        const kept = carry?.take(id, ATTACK_SLOT) as KeptAttacks | undefined;
        if (kept !== undefined && kept.forbids === wide && kept.line === line) for (const a of kept.attacks) out.push(a);
        else {
          const attacks: Action[] = [];
          for (const target of attackTargets(E, id, wide)) {
            // One action per direction when the target is in range both ways (the choice binds 202.8).
            const routes = attackRoutes(E, id, target);
            if (routes.length > 1) for (const path of routes) attacks.push(freezeAction({ type: "attack", player, card: id, target, path }));
            else attacks.push(Object.freeze({ type: "attack", player, card: id, target }));
          }
          for (const a of attacks) out.push(a);
          carry?.keep(id, ATTACK_SLOT, { forbids: wide, line, attacks } satisfies KeptAttacks, READS_DOTS | READS_STATS);
        }
      }
    }
  }
  return out;
}

/** The cards in a player's play zone, their definitions and what the listing asks of those: kept
 *  with his carry-over while the same ids are there in the same order (on one state a card is one
 *  object, made at setup, and its name never changes, so its definition is the same). */
interface PlayView {
  ids: CardId[];
  cards: CardState[];
  defs: CardDefinition[];
  /** 206.1e a crystal that produces energy (its ☉ for energy listed). */
  energy: boolean[];
  /** usedAbilities of each. */
  used: Array<readonly number[]>;
  /** With a carry-over, each energy crystal's ☉ for energy and its check (EnergyActivation: it
   *  reads the state when it runs), the same objects while the crystal is (carry.ts energy). */
  energyActions: Array<Action | undefined>;
  energyChecks: Array<Checked | undefined>;
}

function playView(E: Engine, player: PlayerId, play: readonly CardId[], carry: Carry | null): PlayView {
  const kept = carry?.play as PlayView | null | undefined;
  if (kept && sameItems(kept.ids, play)) return kept;
  const v: PlayView = { ids: play.slice(), cards: [], defs: [], energy: [], used: [], energyActions: [], energyChecks: [] };
  for (const id of play) {
    const c = cardIn(E.state, id);
    const def = defOf(E, c);
    const energy = isCrystalDef(def) && producesEnergy(def);
    v.cards.push(c);
    v.defs.push(def);
    v.energy.push(energy);
    v.used.push(usedAbilities(def));
    let kept = energy ? carry?.energy.get(id) : undefined;
    if (energy && carry && kept?.card !== c) carry.energy.set(id, (kept = { card: c, action: Object.freeze({ type: "activate", player, card: id }), check: energyChecked(E, player, c, def) }));
    v.energyActions.push(kept?.action as Action | undefined);
    v.energyChecks.push(kept?.check as Checked | undefined);
  }
  if (carry) carry.play = v;
  return v;
}

/** 402.8 whether `player` controls a summon of class `cls` in play (a plain loop: candidateActions
 *  holds no closure). */
function summonOfClass(E: Engine, player: PlayerId, cls: string): boolean {
  const s = E.state;
  for (const sid of s.index.summons) if (cardIn(s, sid).controller === player && defOf(E, sid).class === cls) return true;
  return false;
}

/** A permanent's activated and paid abilities' candidates (candidateActions), apart from it so
 *  that their closures are made only for a permanent that has such abilities. */
function abilityCandidates(
  E: Engine,
  player: PlayerId,
  c: CardState,
  def: CardDefinition,
  used: readonly number[],
  activateOk: boolean,
  abilityOk: boolean,
  forbids: boolean,
  budget: Budget,
  pre: Array<Checked | undefined> | null,
  out: Action[],
  carry: Carry | null,
): void {
  const s = E.state;
  const id = c.id;
  const abilities = def.abilities;
  for (const i of used) {
    const ab = abilities[i] as Extract<Ability, { kind: "activated" | "paid" }>;
    if (ab.kind === "activated" && !ab.summon && c.state === "reactivated" && activateOk) {
      const you = youOf(E, id);
      const by = { you, source: id, controller: player };
      const many = ab.modes.length > 1;
      // Built legal (his Effect in play, reactivated, priority, the phase, the mode, targets and
      // extra as listed): checked for 107.1b and what is left, as checkActivate does; only for
      // the ☉ an activation uses (the first), the others are checked in full.
      const built = pre && i === effectAbilityIndex(def) && !(forbids && isForbidden(E, id, "beActivated"));
      const checkBuilt = built ? (mode: number, read: Target[], extra: number[]) => effectActivationChecked(E, player, c, i, ab, mode, read, extra, you, undefined, true) : null;
      modeCandidates(
        E,
        player,
        ab.modes,
        by,
        ab.cost,
        budget,
        out,
        (mode, targets, extra) => withChoices<Extract<Action, { type: "activate" }>>({ type: "activate", player, card: id, effect: true }, targets, many ? mode : undefined, extra),
        pre,
        checkBuilt,
        carry && { carry, slot: activationSlot(i) },
      );
    }
    // 402.10f an activated ability needs a reactivated summon that was not deactivated: refused whatever else.
    const usable = ab.kind === "paid" || (ab.summon === true && (!pre || (c.state === "reactivated" && !c.deactivated)));
    if (usable && abilityOk && hasAbilities(E, id) && !s.turnInfo.abilitiesUsed.includes(`${id}:${i}`)) {
      const modes = ab.kind === "activated" ? ab.modes : [ab.mode];
      const by = { you: player, source: id, controller: player };
      const many = modes.length > 1;
      // Built legal (his summon in play with its abilities, priority, the phase, not used this
      // turn, 402.10f reactivated, the mode, targets and extra as listed): checked for 107.1b
      // (402.10f using it activates the summon) and what is left, as checkAbility does.
      const built = pre && !(ab.kind === "activated" && forbids && isForbidden(E, id, "beActivated"));
      const checkBuilt = built ? (mode: number, read: Target[], extra: number[]) => abilityChecked(E, player, c, i, ab, modes[mode]!, mode, read, extra, undefined, true) : null;
      modeCandidates(
        E,
        player,
        modes,
        by,
        ab.cost,
        budget,
        out,
        (mode, targets, extra) => withChoices<Extract<Action, { type: "ability" }>>({ type: "ability", player, card: id, index: i }, targets, many ? mode : undefined, extra),
        pre,
        checkBuilt,
        carry && { carry, slot: abilitySlot(i) },
      );
    }
  }
}

/** A reactivated summon's moves (202.2), each with its check when `pre` is given: as at his last
 *  listing when nothing they read changed (carry.ts): its Movement Energy (the statics and
 *  modifiers, a filter's damage or state), where the pawns stand, its Speed, and 202.8 its line
 *  this turn the same entry; their checks read the pool when asked (AutoPayment). */
function movesOf(E: Engine, player: PlayerId, pool: Cost, c: CardState, def: CardDefinition, pre: Array<Checked | undefined> | null, out: Action[], forbids: boolean, carry: Carry | null): void {
  const id = c.id;
  const line = getOwn(E.state.turnInfo.lines, id);
  let kept = carry?.take(id, MOVE_SLOT) as KeptMoves | undefined;
  const energy = kept ? kept.energy : actionCost(E, "move", id, def.movementEnergy ?? {});
  if (kept && kept.line !== line) kept = undefined; // its paths follow its new line (202.8); its energy is as it was
  let moves = kept?.moves ?? null;
  if (!canPay(pool, energy)) {
    if (carry && !kept) carry.keep(id, MOVE_SLOT, { energy, line, moves: null, checks: [], card: c } satisfies KeptMoves, READS_DOTS | READS_STATS);
    return;
  }
  // 107.1b a summon that can't move, or can't be activated (202.2), is refused whatever its path.
  if (pre !== null && forbids && (isForbidden(E, id, "move") || isForbidden(E, id, "beActivated"))) return;
  if (kept && moves) {
    const again = kept.card !== c;
    for (let k = 0; k < moves.length; k++) {
      const a = moves[k]!;
      if (again && pre) kept.checks[k] = moveChecked(E, player, c, energy, a.path, undefined);
      if (pre) pre[out.length] = kept.checks[k];
      out.push(a);
    }
    if (again) kept.card = c;
    return;
  }
  moves = [];
  const checks: Checked[] = [];
  for (const path of legalMovePaths(E, id)) {
    // Built legal (the summon, priority, the phase, its state, the energy, the path one of its
    // legal moves): checked for the payment, as checkMove does.
    const a: Extract<Action, { type: "move" }> = Object.freeze({ type: "move", player, card: id, path: path as DotId[] }); // its path frozen already (movePaths)
    if (pre) pre[out.length] = checks[moves.length] = moveChecked(E, player, c, energy, path, undefined);
    moves.push(a);
    out.push(a);
  }
  if (carry) carry.keep(id, MOVE_SLOT, { energy, line, moves, checks, card: c } satisfies KeptMoves, READS_DOTS | READS_STATS);
}

/** The listing as it was before its shortcuts (candidates left out unbuilt, casts checked as they
 *  are built): every candidate checked in full by `check`, for one player who holds the floor.
 *  The reference the tests hold legalActions to (same actions, same order). */
export function legalActionsInFull(E: Engine, player: PlayerId): Action[] {
  return unchanging(() => (E.state.pending || E.state.result ? listLegal(E, player, undefined) : candidateActions(E, player, null).filter((a) => "run" in check(E, a))));
}

/** Exactly the actions the rules allow `player` (or every player) now, with automatic payment. */
export function legalActions(E: Engine, player?: PlayerId, checked?: Checked[]): Action[] {
  return unchanging(() => listLegal(E, player, checked));
}

function listLegal(E: Engine, player: PlayerId | undefined, checked: Checked[] | undefined): Action[] {
  const s = E.state;
  if (s.result) return [];
  if (player !== undefined && !s.players.some((p) => p.id === player)) return []; // no such player: nothing to do
  if (s.pending) {
    const d = s.pending;
    const answers: Action[] = player !== undefined && player !== d.player ? [] : d.options.map((_, i) => ({ type: "answer", player: d.player, choice: i }));
    const conceders = player === undefined ? s.players.filter((p) => !p.out).map((p) => p.id) : s.players.some((p) => p.id === player && !p.out) ? [player] : [];
    return [...answers, ...conceders.map((p): Action => ({ type: "concede", player: p }))]; // 106.3
  }
  // One player's listing (every decision of a game) made in the candidates' own list.
  if (player !== undefined) return s.players.find((x) => x.id === player)!.out ? [] : legalOf(E, player, checked); // 106.1: checkAction refuses all his actions
  const out: Action[] = [];
  for (const p of s.players) if (!p.out) for (const a of legalOf(E, p.id, checked)) out.push(a);
  return out;
}

/** The legal ones of `player`'s candidates, in their order, kept in the candidates' list (each
 *  frozen: the object listed is the one performed and logged), their checks pushed to `checked`. */
function legalOf(E: Engine, player: PlayerId, checked: Checked[] | undefined): Action[] {
  const pre: Array<Checked | undefined> = [];
  const candidates = candidateActions(E, player, pre);
  let n = 0;
  for (let i = 0; i < candidates.length; i++) {
    const a = candidates[i]!;
    const c = pre[i] ?? check(E, a);
    if (!("run" in c)) continue;
    candidates[n++] = a; // frozen as built: the object listed is the one performed and logged
    checked?.push(c);
  }
  if (n < candidates.length) candidates.length = n;
  return candidates;
}

/** Freezes an action as the listing builds it, with the lists and targets it holds (CoreGame.
 *  legalActions takes an action frozen at its top as frozen whole; a carried one is listed again as
 *  it is). By type: the listing builds each type with its own fields (never `pay`; an attack's
 *  target is a card id). */
function freezeAction<A extends Action>(a: A): A {
  switch (a.type) {
    case "cast":
    case "activate":
    case "ability":
      if (a.targets) {
        for (const t of a.targets) Object.freeze(t);
        Object.freeze(a.targets);
      }
      if (a.extra !== undefined) Object.freeze(a.extra);
      break;
    case "move":
      Object.freeze(a.path);
      break;
    case "attack":
      if (a.path !== undefined) Object.freeze(a.path);
      break;
    default:
      break;
  }
  return Object.freeze(a);
}
