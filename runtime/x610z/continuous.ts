// Continuous effects (207.5) and the stat layers of 202.6-202.7: what applies to a permanent now,
// from its own continuous abilities, the Effects fixed on it, game-wide continuous abilities and
// the modifications with a duration that resolved effects left (state.mods).
import type { Ability, CardDefinition, Condition, Cost, Counted, Effect, ObjectRef, Stats, StatName } from "./abilities.ts";
import { cardTypeMatches, defOf, filterReads, hasAbilities, isEffectDef, isOpponent, matchesFilter, youOf, type Engine, cardIn } from "./cards.ts";
import { keepIn, keptTables, type Kept, type KeptTables } from "./kept.ts";
import { add, normalize, subtract } from "./energy.ts";
import { conditionDefinition, effectDefinition, effectDefinitions, forEachEffect } from "./effects/registry.ts";
import type { CardId, Ctx, Modifier, PlayerId } from "./types.ts";
import { STAT_IDS } from "./vocabulary.ts";
import { memo } from "./memo.ts";
import { getOwn } from "../core/own.ts";

/** Every stat at 0, in the vocabulary's order (copied with a spread, never changed). */
const NO_STATS = Object.freeze(Object.fromEntries(STAT_IDS.map((k) => [k, 0])) as Record<StatName, number>) satisfies Stats;

/** How many times a derivation here read beyond the permanents' own continuous abilities, fixed
 *  Effects and modifiers: a condition (`If ...`), an `all` filter or a count. The standing lethal
 *  check (damage.ts) that read none needs to look again only after events that change those. */
export const continuousReads = { n: 0 };

/** A continuous effect that applies to one permanent, with where it comes from. */
interface Applied {
  effect: Effect;
  source: CardId;
  you: PlayerId;
  ts: number;
}

/** Whether a continuous effect's object reference, on `source`, covers the permanent `x`. */
function covers(E: Engine, source: CardId, ref: ObjectRef, x: CardId): boolean {
  const src = cardIn(E.state, source);
  switch (ref.ref) {
    case "self":
      return x === source;
    case "fixed":
      return src.fixedOn === x;
    case "target":
      // The declared target of a permanent Effect is the permanent it is fixed on (207.5a).
      return ref.index === 0 && src.fixedOn === x;
    case "all":
      continuousReads.n++;
      // No stats here: a continuous effect's stat filter would read the stats it changes (the checker refuses one).
      if (!matchesFilter(E, x, ref.filter, youOf(E, source), { source })) return false;
      if (ref.ofPlayer) {
        if (ref.ofPlayer.ref === "you") return cardIn(E.state, x).controller === youOf(E, source);
        if (ref.ofPlayer.ref === "eachOpponent") return isOpponent(E, youOf(E, source), cardIn(E.state, x).controller);
        if (ref.ofPlayer.ref === "targetPlayer") return cardIn(E.state, x).controller === src.chosenPlayer;
        if (ref.ofPlayer.ref === "activePlayer") return cardIn(E.state, x).controller === E.state.turn.active;
      }
      return true;
    default:
      return false;
  }
}

function objectOf(e: Effect): ObjectRef | null {
  return "what" in e && typeof e.what === "object" && e.what !== null && "ref" in e.what ? (e.what as ObjectRef) : null;
}

/** The effects of a continuous ability in force now: an `If CONDITION, EFFECT.` counts while its
 *  condition holds. */
function inForce(E: Engine, source: CardId, effects: readonly Effect[], out: Effect[] = []): readonly Effect[] {
  if (out.length === 0 && !effects.some((e) => e.op === "if")) return effects;
  for (const e of effects) {
    if (e.op !== "if") out.push(e);
    else if (conditionHolds(E, e.cond, continuousCtx(E, source))) for (const t of inForce(E, source, e.then)) out.push(t);
  }
  return out;
}

function continuousCtx(E: Engine, source: CardId): Ctx {
  const fixedOn = cardIn(E.state, source).fixedOn;
  const you = youOf(E, source);
  return {
    you,
    controller: cardIn(E.state, source).controller,
    source,
    targets: fixedOn ? [{ card: fixedOn }] : [],
    extraPaid: 0,
    subject: null,
    attacker: null,
    entry: null,
    summonAbility: false,
  };
}

/** Every continuous effect that applies to permanent `x` (202.6 second layer sources). */
function continuousOn(E: Engine, x: CardId): Applied[] {
  return memo("on", x, () => deriveContinuousOn(E, x));
}

/** The effect ops a definition's continuous abilities hold, nested ones included (a superset of
 *  what they can apply), once per definition. */
const opsOfDefinition = new WeakMap<CardDefinition, ReadonlySet<string>>();

function continuousOps(def: CardDefinition): ReadonlySet<string> {
  let ops = opsOfDefinition.get(def);
  if (!ops) {
    const found = new Set<string>();
    for (const a of def.abilities) if (a.kind === "continuous") forEachEffect(a.effects, (e) => void found.add(e.op));
    opsOfDefinition.set(def, (ops = found));
  }
  return ops;
}

/** Whether permanent `id` holds a continuous ability with `op` (true when it is no card). */
export function holdsContinuousOp(E: Engine, id: CardId, op: string): boolean {
  const c = getOwn(E.state.cards, id);
  if (!c) return true;
  return c.zone === "play" && continuousOps(defOf(E, c)).has(op);
}

/** Whether a continuous ability with one of these ops could apply to permanent `x` now (from `x`,
 *  what is fixed on it or a static: where deriveContinuousOn looks). When none can, what
 *  continuousOn(x) holds has none of them, and the derivation is skipped. */
function mayApply(E: Engine, x: CardId, ops: readonly string[]): boolean {
  const s = E.state;
  const c = getOwn(s.cards, x);
  if (!c || c.zone !== "play") return false; // deriveContinuousOn: nothing applies
  if (holdsOp(E, x, ops)) return true;
  for (const a of c.attached) if (holdsOp(E, a, ops)) return true;
  for (const st of s.index.statics) if (holdsOp(E, st, ops)) return true;
  return false;
}

/** Whether permanent `id` holds a continuous ability with one of `ops` (true when it is no card:
 *  the derivation says what is wrong). */
function holdsOp(E: Engine, id: CardId, ops: readonly string[]): boolean {
  const sc = getOwn(E.state.cards, id);
  if (!sc) return true;
  if (sc.zone !== "play") return false;
  const have = continuousOps(defOf(E, sc));
  if (have.size === 0) return false;
  for (const op of ops) if (have.has(op)) return true;
  return false;
}

const STAT_OPS = ["setStat", "modifyStat"];
// The ops asked about one at a time, each list made once (asked for every candidate and summon).
const FORBID_OPS = ["forbid"];
const UNTARGETABLE_OPS = ["untargetable"];
const EXTRA_PRODUCE_OPS = ["extraProduce"];
const PREVENT_OPS = ["prevent"];
const NONE: readonly Applied[] = [];

function deriveContinuousOn(E: Engine, x: CardId): Applied[] {
  const s = E.state;
  const out: Applied[] = [];
  const c = s.cards[x];
  if (!c || c.zone !== "play") return out;
  collectFrom(E, x, x, out);
  for (const a of c.attached) collectFrom(E, a, x, out);
  for (const st of s.index.statics) if (st !== x && !c.attached.includes(st)) collectFrom(E, st, x, out);
  return out;
}

/** The continuous effects of permanent `source` that cover `x`. */
function collectFrom(E: Engine, source: CardId, x: CardId, out: Applied[]): void {
  const sc = cardIn(E.state, source);
  if (sc.zone !== "play") return;
  if (!hasAbilities(E, source)) return; // 402.10e it lost all abilities
  for (const a of defOf(E, sc).abilities) {
    if (a.kind !== "continuous") continue;
    for (const e of inForce(E, source, a.effects)) {
      const ref = objectOf(e);
      if (ref && covers(E, source, ref, x)) out.push({ effect: e, source, you: youOf(E, source), ts: sc.since });
    }
  }
}

function modsOn(E: Engine, x: CardId): Modifier[] {
  return E.state.mods.filter((m) => m.target === x);
}

/** 202.6: the total (effective) stats. First the basic stats, changed by the last base-changing
 *  effect; then the fixed +/-; then activated effects/abilities and cast non permanents; 202.7c:
 *  never below 0. */
export function effectiveStats(E: Engine, x: CardId): Stats {
  const t = keptTables(E);
  const k = t.stats.get(x);
  if (k !== undefined) return reread(k as Kept<Stats>);
  return keep(t, t.stats, x, () => deriveStats(E, x));
}

/** A kept value, counted as read again: the lethal check (damage.ts) knows from the counters what
 *  its last check read, whether the values it asked were derived now or kept. */
function reread<T>(k: Kept<T>): T {
  if (!k.plain) continuousReads.n++;
  if (k.readsState) filterReads.state++;
  return k.value;
}

/** Derives a value, frozen (it is handed out again until an event makes it stale: kept.ts), and
 *  keeps it with what the derivation read. */
function keep<T extends object>(t: KeptTables, table: Map<string, Kept<unknown>>, key: string, derive: () => T): T {
  const reads = continuousReads.n;
  const stateReads = filterReads.state;
  const value = Object.freeze(derive());
  keepIn(t, table, key, value, continuousReads.n === reads, filterReads.state !== stateReads);
  return value;
}

/** 202.6 the total Defense alone (the standing lethal check asks it of every summon after most
 *  events): with no continuous stat effect that could apply and no modifier on the summon it is
 *  the printed one (202.7c never below 0), found without deriving the whole stats. */
export function effectiveDefense(E: Engine, x: CardId): number {
  if (!mayApply(E, x, STAT_OPS)) {
    let modified = false;
    for (const m of E.state.mods) if (m.target === x) modified = true;
    if (!modified) return Math.max(0, defOf(E, x).stats?.defense ?? 0);
  }
  return effectiveStats(E, x).defense;
}

function deriveStats(E: Engine, x: CardId): Stats {
  const def = defOf(E, x);
  const printed = def.stats ?? NO_STATS;
  const applied = mayApply(E, x, STAT_OPS) ? continuousOn(E, x) : NONE;
  if (!changesStats(E, x, applied)) {
    // Nothing sets or changes a stat: the printed ones, never below 0 (202.7c).
    const out = { ...printed };
    for (const k of STAT_IDS) out[k] = Math.max(0, printed[k]);
    return out;
  }
  const base: Stats = { ...printed };
  const sets: Array<{ stat: StatName; value: number; ts: number }> = [];
  const fixedDelta: Stats = { ...NO_STATS };
  const tempDelta: Stats = { ...NO_STATS };
  for (const a of applied) {
    if (a.effect.op === "setStat") sets.push({ stat: a.effect.stat, value: a.effect.value, ts: a.ts });
    else if (a.effect.op === "modifyStat") fixedDelta[a.effect.stat] += typeof a.effect.delta === "number" ? a.effect.delta : countedNow(E, a.effect.delta, a.source);
  }
  for (const m of modsOn(E, x)) {
    if (m.op === "setStat") sets.push({ stat: m.stat!, value: m.value!, ts: m.ts });
    else if (m.op === "modifyStat") tempDelta[m.stat!] += m.delta!;
  }
  sets.sort((a, b) => a.ts - b.ts);
  for (const st of sets) base[st.stat] = st.value;
  const out = { ...base };
  for (const k of STAT_IDS) out[k] = Math.max(0, base[k] + fixedDelta[k] + tempDelta[k]);
  return out;
}

/** Whether a continuous effect applied to `x` or a modifier on it sets or changes a stat (202.6):
 *  without one, its stats are the printed ones. */
function changesStats(E: Engine, x: CardId, applied: readonly Applied[]): boolean {
  for (const a of applied) if (a.effect.op === "setStat" || a.effect.op === "modifyStat") return true;
  for (const m of E.state.mods) if (m.target === x && (m.op === "setStat" || m.op === "modifyStat")) return true;
  return false;
}

/**
 * A counted stat change of a continuous ability, counted whenever the stats are (207.5 it has
 * effect all the time): "This Summon gets Attack +1 for each damage on it", "... for each Summon you
 * control". A stat is never counted here (the checker refuses it: a stat counting stats loops).
 */
function countedNow(E: Engine, a: Counted, source: CardId): number {
  continuousReads.n++;
  const s = E.state;
  const one = (r: ObjectRef): CardId | null | undefined => (r.ref === "self" ? source : r.ref === "fixed" ? cardIn(s, source).fixedOn : null);
  switch (a.count) {
    case "damage": {
      const id = one(a.of);
      return id && s.cards[id]?.zone === "play" ? a.times * s.cards[id]!.damage : 0;
    }
    case "objects": {
      if (a.of.ref !== "all") return a.times * (one(a.of) ? 1 : 0);
      let n = 0;
      for (const p of s.players) {
        const ids = a.of.filter.kind === "card" ? [...p.zones.discard, ...p.zones.hand, ...p.zones.deck] : p.zones.play;
        for (const id of ids) if (covers(E, source, a.of, id)) n++;
      }
      return a.times * n;
    }
    default:
      return 0;
  }
}

/** 107.1b: "can't" beats "can". */
export function isForbidden(E: Engine, x: CardId, action: "move" | "attack" | "beActivated" | "beAttacked"): boolean {
  if (mayApply(E, x, FORBID_OPS)) for (const a of continuousOn(E, x)) if (a.effect.op === "forbid" && a.effect.action === action) return true;
  for (const m of E.state.mods) if (m.target === x && m.op === "forbid" && m.action === action) return true; // no filtered copy: asked for every candidate
  return false;
}

/** 208: "can't be targeted by Effects your opponents control" ("your": the ability's you). */
export function isUntargetableBy(E: Engine, x: CardId, sourceCard: CardId, sourceController: PlayerId): boolean {
  if (!isEffectDef(defOf(E, sourceCard))) return false;
  for (const a of mayApply(E, x, UNTARGETABLE_OPS) ? continuousOn(E, x) : NONE) {
    if (a.effect.op === "untargetable" && isOpponent(E, a.you, sourceController)) return true;
  }
  for (const m of E.state.mods) if (m.target === x && m.op === "untargetable" && isOpponent(E, m.you, sourceController)) return true;
  return false;
}

/** 200.1b, 401.4: what a crystal produces, with "produces an extra" effects on it; a crystal that
 *  produces one of several energies (`Produces M1 or B1.`) counts its first here (what the AI's
 *  payment plans assume); activated, its controller chooses (productionWith). Kept between
 *  actions (kept.ts): asked at every energy activation, a third of a game's actions. */
export function production(E: Engine, crystal: CardId): Cost {
  const t = keptTables(E);
  const k = t.production.get(crystal);
  if (k !== undefined) return reread(k as Kept<Cost>);
  return keep(t, t.production, crystal, () => {
    for (const a of defOf(E, crystal).abilities) if (a.kind === "producesOneOf") return productionWith(E, crystal, a.options[0] ?? {});
    return productionWith(E, crystal, NO_ENERGY);
  });
}
const NO_ENERGY: Cost = Object.freeze({});

/** What a crystal produces with `choice` the option chosen of a `producesOneOf` ability (403.4).
 *  Added up in one object (asked at every energy activation): the same keys, order and amounts as
 *  adding each into a fresh copy (energy.ts add). */
export function productionWith(E: Engine, crystal: CardId, choice: Cost): Cost {
  const out: Cost = { ...choice };
  for (const a of defOf(E, crystal).abilities) if (a.kind === "produces") addInto(out, a.energy);
  if (mayApply(E, crystal, EXTRA_PRODUCE_OPS)) for (const a of continuousOn(E, crystal)) if (a.effect.op === "extraProduce") addInto(out, a.effect.energy);
  for (const m of E.state.mods) if (m.target === crystal && m.op === "extraProduce") addInto(out, m.energy!);
  return out;
}

/** out + b in place, then zero amounts dropped (as energy.ts add, which normalizes). */
function addInto(out: Cost, b: Cost): void {
  for (const k in b) out[k] = (out[k] ?? 0) + b[k]!;
  for (const k in out) if (!(out[k]! > 0)) delete out[k];
}

/** A definition's printed cost made normal, once (frozen: shared by every cast it isn't changed for). */
const printedCosts = new WeakMap<CardDefinition, Cost>();

function printedCost(def: CardDefinition): Cost {
  let c = printedCosts.get(def);
  if (c === undefined) printedCosts.set(def, (c = Object.freeze(normalize(def.cost))));
  return c;
}

/** 204, LANGUAGE.md "Costs of KIND X casts are raised by COST": the cost of `player` casting `card`
 *  now, with every raise and reduction in force. Derived at every question: cheap (most games
 *  have no cost changes), so neither kept between actions nor memoised in a listing (the
 *  bookkeeping of either cost more than it spared). */
export function castCost(E: Engine, player: PlayerId, card: CardId): Cost {
  const def = defOf(E, card);
  let cost = printedCost(def);
  const s = E.state;
  for (const st of s.index.statics) {
    for (const a of defOf(E, st).abilities) {
      if (a.kind !== "continuous") continue;
      for (const e of inForce(E, st, a.effects)) if (e.op === "costModifier") cost = modified(E, cost, def, player, e, youOf(E, st));
    }
  }
  for (const m of s.mods) if (m.op === "costModifier" && m.cost) cost = modified(E, cost, def, player, m.cost, m.you);
  return cost;
}

/** A cost with one raise or reduction applied, when it concerns this card and this caster. */
function modified(E: Engine, cost: Cost, def: CardDefinition, player: PlayerId, m: { cardType: string | null; class: string | null; casters: string; change: string; by: Cost }, you: PlayerId): Cost {
  if (!cardTypeMatches(m.cardType, def)) return cost;
  if (m.class !== null && def.class !== m.class) return cost; // 402.2 `Dragon Summon Cards`
  if (m.casters === "you" && player !== you) return cost;
  if (m.casters === "opponents" && !isOpponent(E, you, player)) return cost;
  return m.change === "raise" ? add(cost, m.by) : subtract(cost, m.by);
}

/** 204.3, 204.5: what moving (its Movement Energy) or activating (its Activation Cost) `card` costs
 *  now, `base` changed by every "Movement Energy of X is reduced by ..." / "Activating X costs ...
 *  more" in force that names it (the filter read from that ability's controller). */
export function actionCost(E: Engine, action: "move" | "activate", card: CardId, base: Cost): Cost {
  let cost = normalize(base);
  const s = E.state;
  const apply = (m: { action: string; filter: import("./abilities.ts").Filter; change: string; by: Cost }, you: PlayerId) => {
    if (m.action === action && matchesFilter(E, card, m.filter, you)) cost = m.change === "raise" ? add(cost, m.by) : subtract(cost, m.by);
  };
  for (const st of s.index.statics) {
    for (const a of defOf(E, st).abilities) {
      if (a.kind !== "continuous") continue;
      for (const e of inForce(E, st, a.effects)) if (e.op === "actionCostModifier") apply(e, youOf(E, st));
    }
  }
  for (const m of s.mods) if (m.op === "actionCostModifier" && m.actionCost) apply(m.actionCost, m.you);
  return cost;
}

/** Continuous "prevent all damage" on a permanent. */
export function preventsAll(E: Engine, x: CardId): boolean {
  return mayApply(E, x, PREVENT_OPS) && continuousOn(E, x).some((a) => a.effect.op === "prevent" && a.effect.amount === "all");
}

/** Problems the engine would otherwise meet silently while playing these cards: a continuous
 *  ability whose effect has no lasting meaning (207.5, 402.10e: each op's definition says whether
 *  it has one), or that names an object it can't follow. */
export function libraryProblems(lib: Record<string, import("./abilities.ts").CardDefinition>): string[] {
  const out: string[] = [];
  for (const name in lib) {
    if (!Object.hasOwn(lib, name)) continue;
    const def = lib[name]!;
    // A frozen definition (abilities.ts defineCard freezes it whole) can't change: its problems
    // are found once, not at every game's start (1.6% of a random game was this). Only frozen
    // ones are kept, and frozen is for good: a kept one is looked up without asking again.
    const known = problemsOf.get(def);
    if (known !== undefined && known.name === name) {
      for (const p of known.problems) out.push(p);
      continue;
    }
    const problems: string[] = [];
    for (const a of def.abilities) abilityProblems(name, a, problems);
    if (Object.isFrozen(def) && Object.isFrozen(def.abilities) && def.abilities.every((a) => Object.isFrozen(a))) problemsOf.set(def, { name, problems });
    for (const p of problems) out.push(p);
  }
  return out;
}

/** libraryProblems of a frozen definition under the name it was listed by. */
const problemsOf = new WeakMap<CardDefinition, { name: string; problems: string[] }>();

/** libraryProblems of one ability of the card `name`, added to `out` (none unless it is
 *  continuous): the checker asks it of each card as it is compiled. */
export function abilityProblems(name: string, a: Ability, out: string[] = []): string[] {
  if (a.kind !== "continuous") return out;
  forEachEffect(a.effects, (e) => {
    const d = effectDefinition(e.op);
    const problem = d.continuous ? d.continuousProblem?.(e) : `a continuous ability can't "${e.op}" (only lasting effects: ${lastingOps().join(", ")})`;
    if (problem) out.push(`${name}: ${problem}`);
    const ref = objectOf(e);
    if (ref && (ref.ref === "triggerSubject" || ref.ref === "attacker" || ref.ref === "damageSource")) out.push(`${name}: a continuous ability can't refer to "${ref.ref}"`);
    // 202.6: which Summons it changes can't hang on the stats it changes (covers() reads no stats).
    if (ref?.ref === "all" && ref.filter.stat !== undefined)
      out.push(`${name}: a continuous ability can't choose its Summons by ${ref.filter.stat} ("with ${ref.filter.stat} ..."): the stats it changes would decide what it changes (202.6)`);
    return d.continuous; // what a non lasting effect holds is not looked at
  });
  return out;
}

let lasting: string[] | undefined;

/** The ops that can last (for a message), read from their definitions once. */
function lastingOps(): string[] {
  return (lasting ??= Object.entries(effectDefinitions()).flatMap(([op, d]) => (d.continuous ? [op] : [])));
}

/** Whether a condition of `If CONDITION, EFFECT.` holds now. */
export function conditionHolds(E: Engine, c: Condition, ctx: Ctx): boolean {
  continuousReads.n++;
  return conditionDefinition(c.cond).holds(E, c, ctx);
}
