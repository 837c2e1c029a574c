// Targets (200.3, 208): which objects a filter describes, whether a declared target is legal, and
// the legal choices for a target (for legalActions and trigger targets).
import type { CardDefinition, Filter, Mode, Stats, TargetSpec } from "./abilities.ts";
import { memo } from "./memo.ts";
import { defOf, isCrystalDef, isEffectDef, isOpponent, isSummonDef, matchesFilter, type Engine, type FilterLook, cardIn } from "./cards.ts";
import { effectiveStats, holdsContinuousOp, isUntargetableBy } from "./continuous.ts";
import { getOwn } from "../core/own.ts";
import type { CardId, PlayerId, Target, TargetInput } from "./types.ts";

/** Who targets: the ability's "you", its source card and who controls that source (208, 107.3a). */
export interface Targeter {
  you: PlayerId;
  source: CardId;
  controller: PlayerId;
  /** The stack entry doing the targeting, which can't target itself. */
  entry?: number;
}

/** Why target `t` is not a legal choice for `spec`, or null when it is. */
export function targetError(E: Engine, spec: TargetSpec, t: Target, by: Targeter, declared: readonly Target[]): string | null {
  const s = E.state;
  if (spec.kind === "player") {
    if (!("player" in t)) return "208.1 the target must be a player";
    const tp = s.players.find((p) => p.id === t.player);
    if (!tp) return `208.1 there is no player "${t.player}"`;
    if (tp.out) return `106.1 ${t.player} is out of the game`;
    if (spec.opponent && !isOpponent(E, by.you, t.player)) return `208.1 ${t.player} is not an opponent`;
    return null;
  }
  if (spec.kind === "action") {
    if (!("entry" in t)) return "208.1 the target must be an action on the stack";
    if (!s.stack.some((e) => e.id === t.entry)) return "208.5 that action is not on the stack";
    if (by.entry !== undefined && t.entry === by.entry) return "208.1 an action can't target itself";
    return null;
  }
  if (!("card" in t)) return "208.1 the target must be a card";
  const c = getOwn(s.cards, t.card);
  if (!c) return `208.1 there is no card "${t.card}"`;
  const why = cardTargetRefusal(E, spec, t.card, by, declared, { source: by.source, stats: (id) => effectiveStats(E, id) });
  if (why === NOT_DESCRIBED) return `208.1 ${c.name} is not ${describe(spec.filter)}`;
  if (why === UNTARGETABLE) return `208 ${c.name} can't be targeted by Effects ${by.controller} controls`;
  if (why === ALREADY) return `208.1 ${c.name} is already a target ("another target")`;
  return null;
}

const NOT_DESCRIBED = 1;
const UNTARGETABLE = 2;
const ALREADY = 3;

/** Why card `id` (which exists) is not a legal choice for an object spec, as a number (0: it is),
 *  so that listing refuses candidates without writing their messages; targetError writes them. */
function cardTargetRefusal(E: Engine, spec: Extract<TargetSpec, { kind: "object" }>, id: CardId, by: Targeter, declared: readonly Target[], look: FilterLook, mayBeUntargetable = true): number {
  if (!matchesFilter(E, id, spec.filter, by.you, look)) return NOT_DESCRIBED;
  if (mayBeUntargetable && spec.filter.kind !== "card" && isUntargetableBy(E, id, by.source, by.controller)) return UNTARGETABLE;
  if (spec.distinctFrom && isDeclaredCard(declared, spec.distinctFrom, id)) return ALREADY;
  return 0;
}

function describe(f: Filter): string {
  const who = f.controller === "you" ? " you control" : f.controller === "opponent" ? " an opponent controls" : "";
  const what =
    f.kind === "summon"
      ? `${f.lifeBase === false ? "a Non Life Base " : f.lifeBase ? "a Life Base " : "a "}${f.class ?? "Summon"}`
      : f.kind === "crystal"
        ? "an Energy Crystal"
        : f.kind === "effect"
          ? "an Effect"
          : `a ${f.cardType ?? "card"}${f.zone ? ` in ${f.zoneOwner === "you" ? "your" : "a"} ${f.zone}` : ""}`;
  return what + who;
}

/** Every legal choice for one target, in a stable order (player order, then zone order). */
export function candidates(E: Engine, spec: TargetSpec, by: Targeter, declared: readonly Target[]): Target[] {
  const s = E.state;
  const out: Target[] = [];
  if (spec.kind === "player") {
    for (const p of s.players) if (targetError(E, spec, { player: p.id }, by, declared) === null) out.push({ player: p.id });
    return out;
  }
  if (spec.kind === "action") {
    for (let i = s.stack.length - 1; i >= 0; i--) if (targetError(E, spec, { entry: s.stack[i]!.id }, by, declared) === null) out.push({ entry: s.stack[i]!.id });
    return out;
  }
  // Cards: the same test as targetError's, without a target object or a message per card refused:
  // the cards the spec describes and this targeter may target, then those already declared for
  // "another target" (208.1) left out.
  const distinct = spec.distinctFrom;
  for (const id of targetableCards(E, spec, by)) {
    if (distinct && isDeclaredCard(declared, distinct, id)) continue;
    out.push({ card: id });
  }
  return out;
}

/** Whether card `id` is one of the targets declared at these places. */
function isDeclaredCard(declared: readonly Target[], places: readonly number[], id: CardId): boolean {
  for (const i of places) {
    const other = declared[i];
    if (other && "card" in other && other.card === id) return true;
  }
  return false;
}

/** The cards an object spec describes and the targeter may target (cardTargetRefusal but for
 *  "another target"), in a stable order (player order, then zone order). What they depend on, the
 *  spec, the targeter's "you" and controller, whether its source is an Effect (208: only Effects
 *  are refused by "can't be targeted") and, for an "other" filter, the source itself, makes the key
 *  under which they are found once per stretch of listing (memo). */
function targetableCards(E: Engine, spec: Extract<TargetSpec, { kind: "object" }>, by: Targeter): readonly CardId[] {
  const src = getOwn(E.state.cards, by.source);
  if (src === undefined) return findTargetableCards(E, spec, by); // a missing source: asked per card, as before
  const table = memo("listing", "targetable", () => new Map<TargetSpec, Map<string, readonly CardId[]>>());
  let byWho = table.get(spec);
  if (!byWho) table.set(spec, (byWho = new Map()));
  const key = `${by.you}\u0000${by.controller}\u0000${isEffectDef(defOf(E, src)) ? "E" : ""}\u0000${spec.filter.other ? by.source : ""}`;
  let ids = byWho.get(key);
  if (!ids) byWho.set(key, (ids = findTargetableCards(E, spec, by)));
  return ids;
}

function findTargetableCards(E: Engine, spec: Extract<TargetSpec, { kind: "object" }>, by: Targeter): CardId[] {
  const s = E.state;
  const look: FilterLook = { source: by.source, stats: statsOf(E) };
  const untargetable = mayBeUntargetable(E, by.source);
  const cards = s.cards;
  const out: CardId[] = [];
  if (spec.filter.kind === "card") {
    const zones = spec.filter.zone ? [spec.filter.zone] : (["discard", "hand", "deck"] as const);
    for (const p of s.players)
      for (const z of zones) for (const id of p.zones[z]) if (Object.hasOwn(cards, id) && cardTargetRefusal(E, spec, id, by, NONE_DECLARED, look, untargetable) === 0) out.push(id);
  } else for (const id of inPlayOfKind(E, spec.filter.kind)) if (Object.hasOwn(cards, id) && cardTargetRefusal(E, spec, id, by, NONE_DECLARED, look, untargetable) === 0) out.push(id);
  return out;
}

const NONE_DECLARED: readonly Target[] = [];

/** The cards in play a filter of this kind may describe (matchesFilter refuses the others: a
 *  summon filter only summons, 400), in player order then zone order (inPlayView). */
function inPlayOfKind(E: Engine, kind: Filter["kind"]): readonly CardId[] {
  const view = inPlayView(E);
  let out = view.kinds.get(kind);
  if (out === undefined) {
    const is = kind === "summon" ? isSummonDef : kind === "crystal" ? isCrystalDef : kind === "effect" ? isEffectDef : null;
    out = [];
    for (const p of E.state.players) for (const id of p.zones.play) if (is === null || !Object.hasOwn(E.state.cards, id) || is(defOf(E, id))) out.push(id);
    view.kinds.set(kind, out);
  }
  return out;
}

/** What target listing reads of the permanents in play as a whole: the cards of each kind and
 *  whether any could be untargetable (208). Kept per state from one listing to the next while it
 *  is still true: the play zones hold the same cards in the same order (a card entering, leaving
 *  or changing controller, 214, changes them), the modifiers are the same objects (a modifier's op
 *  never changes; modChanged changes only what remains of it) and the library is the same (a
 *  card's definition is read by its name, which never changes). Checked once per listing. */
interface InPlayView {
  lib: object;
  play: CardId[][];
  mods: readonly object[];
  kinds: Map<Filter["kind"], CardId[]>;
  untargetable: boolean | undefined;
  forbidding: boolean | undefined;
}
const inPlayViews = new WeakMap<object, InPlayView>();

function inPlayView(E: Engine): InPlayView {
  return memo("listing", "in play", () => {
    const s = E.state;
    let view = inPlayViews.get(s);
    if (!view || view.lib !== E.lib || !samePlay(view.play, s.players) || !sameItems(view.mods, s.mods)) {
      view = { lib: E.lib, play: s.players.map((p) => p.zones.play.slice()), mods: s.mods.slice(), kinds: new Map(), untargetable: undefined, forbidding: undefined };
      inPlayViews.set(s, view);
    }
    return view;
  });
}

function samePlay(play: readonly CardId[][], players: readonly { zones: { play: readonly CardId[] } }[]): boolean {
  if (play.length !== players.length) return false;
  for (let i = 0; i < play.length; i++) if (!sameItems(play[i]!, players[i]!.zones.play)) return false;
  return true;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A summon's total stats (202.6) as a filter reads them: one function per stretch of listing. */
function statsOf(E: Engine): (id: CardId) => Stats {
  return memo("listing", "stats", () => (id: CardId) => effectiveStats(E, id));
}

/** Whether any card could be untargetable by this source now (isUntargetableBy): only Effects
 *  are refused (208), and only by an "untargetable" continuous ability of a card in play (where
 *  mayApply looks: the card, what is fixed on it, the statics) or an "untargetable" modifier. When
 *  none is, listing the targets skips the question for every card. What is in play is looked at
 *  once, not per target (inPlayView). */
function mayBeUntargetable(E: Engine, source: CardId): boolean {
  const s = E.state;
  const src = getOwn(s.cards, source);
  if (!src || !isEffectDef(defOf(E, src))) return src === undefined; // a missing source: asked per card, as before
  const view = inPlayView(E);
  if (view.untargetable === undefined) view.untargetable = anyUntargetable(E);
  return view.untargetable;
}

/** 107.1b: whether any "can't" (forbid: move, attack, be activated, be attacked) could be in force
 *  now: a "forbid" continuous ability of a card in play (where isForbidden looks: the card, what is
 *  fixed on it, the statics) or a "forbid" modifier. When none is, the listing skips isForbidden
 *  for every candidate. Looked at once per state while what is in play holds (inPlayView). */
export function mayBeForbidden(E: Engine): boolean {
  const view = inPlayView(E);
  if (view.forbidding === undefined) view.forbidding = anyHolding(E, "forbid");
  return view.forbidding;
}

function anyUntargetable(E: Engine): boolean {
  return anyHolding(E, "untargetable");
}

/** Whether a modifier or a continuous ability of a card in play has this op. */
function anyHolding(E: Engine, op: "untargetable" | "forbid"): boolean {
  const s = E.state;
  for (const m of s.mods) if (m.op === op) return true;
  for (const p of s.players) for (const id of p.zones.play) if (holdsContinuousOp(E, id, op)) return true;
  return false;
}

/** Turns an action's target (with `stack: n` counted from the top) into a stored target. */
export function readTarget(E: Engine, t: TargetInput): Target | string {
  if (t && typeof t === "object") {
    if ("card" in t && typeof t.card === "string") return { card: t.card };
    if ("player" in t && typeof t.player === "string") return { player: t.player };
    if ("stack" in t && typeof t.stack === "number") {
      const e = E.state.stack[E.state.stack.length - t.stack];
      if (!Number.isInteger(t.stack) || t.stack < 1 || !e) return `208.1 there is no stack entry ${t.stack}`;
      return { entry: e.id };
    }
  }
  return `208.1 ${JSON.stringify(t)} is not a target`;
}

export function targetLabel(E: Engine, t: Target): string {
  if ("card" in t) return getOwn(E.state.cards, t.card)?.name ?? t.card;
  if ("player" in t) return t.player;
  const e = E.state.stack.find((x) => x.id === t.entry);
  return e ? `the action ${entryLabel(E, e)}` : `action ${t.entry}`;
}

export function entryLabel(E: Engine, e: { kind: string; card: CardId }): string {
  const name = cardIn(E.state, e.card).name;
  return e.kind === "move" ? `move ${name}` : e.kind === "attack" ? `attack ${name}` : name;
}

/** What a cast declares targets for: a fixed target (401.2-401.5), the chosen mode's targets
 *  (207.1), or the player of an "In target player's PHASE" trigger (207.4). */
export function castTargetSpecs(E: Engine, cardId: string, mode: number): readonly TargetSpec[] {
  const def = defOf(E, cardId);
  if (!Number.isInteger(mode) || mode < 0 || mode >= 64) return deriveCastTargetSpecs(def, mode);
  let byMode = specsOf.get(def);
  if (!byMode) specsOf.set(def, (byMode = []));
  return (byMode[mode] ??= deriveCastTargetSpecs(def, mode));
}

/** A definition's cast target specs by mode, derived once (a definition never changes). */
const specsOf = new WeakMap<CardDefinition, Array<readonly TargetSpec[]>>();

function deriveCastTargetSpecs(def: CardDefinition, mode: number): readonly TargetSpec[] {
  if (def.fixedTarget) {
    const t = def.fixedTarget;
    // 401.3: a Class Specific Effect Card only targets summons of its class.
    if (def.typeClass && t.kind === "object" && !t.filter.class) return [{ ...t, filter: { ...t.filter, class: def.typeClass } }];
    return [t];
  }
  const eff = def.abilities.find((a) => a.kind === "effect");
  if (eff && eff.kind === "effect") return eff.modes[mode]?.targets ?? [];
  if (def.abilities.some((a) => a.kind === "triggered" && a.trigger.on === "during" && a.trigger.whose === "targetPlayer")) {
    return [{ kind: "player" }];
  }
  return [];
}

/** The target indexes (`{ ref: "target" | "targetPlayer", index }`) a piece of ability data names. */
function namedTargets(value: unknown, into: Set<number>): Set<number> {
  if (Array.isArray(value)) for (const v of value) namedTargets(v, into);
  else if (value !== null && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if ((o.ref === "target" || o.ref === "targetPlayer") && typeof o.index === "number") into.add(o.index);
    for (const v of Object.values(o)) namedTargets(v, into);
  }
  return into;
}

/**
 * 204.4, 207.2: which of a mode's targets are declared, given how often each additional cost was
 * paid (`extra`). A target only an additional effect names ("With extra M1: return target Effect
 * ...") belongs to that effect: it is declared with its cost, so only when the cost is paid (200.3);
 * a target the mode's own effects name, or none names, is always declared.
 */
export function declaredTargets(mode: Mode, extra: readonly number[]): boolean[] {
  return targetsOfAdditional(mode).map((k) => k === null || (extra[k] ?? 0) > 0);
}

/** The additional effect whose cost declares each target of a mode (204.4, 207.2), or null for a
 *  target the mode always declares (see declaredTargets). */
export function targetsOfAdditional(mode: Mode): readonly (number | null)[] {
  let found = additionalTargets.get(mode);
  if (!found) additionalTargets.set(mode, (found = deriveTargetsOfAdditional(mode)));
  return found;
}

/** targetsOfAdditional by mode, derived once (a definition's modes never change). */
const additionalTargets = new WeakMap<Mode, readonly (number | null)[]>();

function deriveTargetsOfAdditional(mode: Mode): (number | null)[] {
  if (mode.additional.length === 0) return mode.targets.map(() => null); // every target is the mode's
  const main = namedTargets(mode.effects, new Set());
  const byAdditional = mode.additional.map((a) => namedTargets(a.effects, new Set()));
  return mode.targets.map((_, i) => {
    if (main.has(i)) return null;
    const k = byAdditional.findIndex((s) => s.has(i));
    return k < 0 ? null : k;
  });
}

/** A declared-target list's place for a target that was not declared (its additional cost unpaid). */
export const NOT_DECLARED: Target = Object.freeze({ entry: -1 });

/** Whether a stored target was declared (not the place of an unpaid additional effect's target). */
export const isDeclared = (t: Target): boolean => !("entry" in t && t.entry === NOT_DECLARED.entry);
