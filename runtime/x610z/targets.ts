// Targets (200.3, 208): which objects a filter describes, whether a declared target is legal, and
// the legal choices for a target (for legalActions and trigger targets).
import type { Filter, TargetSpec } from "./abilities.ts";
import { cardTypeMatches, defOf, isCrystalDef, isEffectDef, isLifeBaseDef, isSummonDef, type Engine } from "./cards.ts";
import { isUntargetableBy } from "./continuous.ts";
import { getOwn } from "../core/own.ts";
import type { CardId, PlayerId, Target, TargetInput } from "./types.ts";

/** 104.2: any other player, except teammates in a Team Player Game (104.2b). */
export function isOpponent(E: Engine, a: PlayerId, b: PlayerId): boolean {
  if (a === b) return false;
  const pa = E.state.players.find((p) => p.id === a);
  const pb = E.state.players.find((p) => p.id === b);
  if (pb?.out) return false; // 106.1 out of the game
  if (pa?.team && pb?.team && pa.team === pb.team) return false;
  return true;
}

/** Whether card `id` is what `filter` describes, seen from player `you`. */
export function matchesFilter(E: Engine, id: CardId, f: Filter, you: PlayerId): boolean {
  const c = getOwn(E.state.cards, id);
  if (!c) return false;
  const d = defOf(E, c);
  if (f.kind === "card") {
    if (c.zone === "play" || c.zone === "cast") return false;
    if (f.zone && c.zone !== f.zone) return false;
    if (!cardTypeMatches(f.cardType, d)) return false;
    if (f.zoneOwner === "you" && c.owner !== you) return false;
    if (f.zoneOwner === "opponent" && !isOpponent(E, you, c.owner)) return false;
    return true;
  }
  if (c.zone !== "play") return false;
  if (f.kind === "summon" && !isSummonDef(d)) return false;
  if (f.kind === "crystal" && !isCrystalDef(d)) return false;
  if (f.kind === "effect" && !isEffectDef(d)) return false;
  if (f.lifeBase === true && !isLifeBaseDef(d)) return false;
  if (f.lifeBase === false && isLifeBaseDef(d)) return false;
  if (f.class && d.class !== f.class) return false;
  if (f.controller === "you" && c.controller !== you) return false;
  if (f.controller === "opponent" && !isOpponent(E, you, c.controller)) return false;
  if (f.cardType && !cardTypeMatches(f.cardType, d)) return false;
  return true;
}

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
  if (!matchesFilter(E, t.card, spec.filter, by.you)) return `208.1 ${c.name} is not ${describe(spec.filter)}`;
  if (spec.filter.kind !== "card" && isUntargetableBy(E, t.card, by.source, by.controller)) {
    return `208 ${c.name} can't be targeted by Effects ${by.controller} controls`;
  }
  for (const i of spec.distinctFrom ?? []) {
    const other = declared[i];
    if (other && "card" in other && other.card === t.card) return `208.1 ${c.name} is already a target ("another target")`;
  }
  return null;
}

export function describe(f: Filter): string {
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
  const consider = (t: Target) => {
    if (targetError(E, spec, t, by, declared) === null) out.push(t);
  };
  if (spec.kind === "player") for (const p of s.players) consider({ player: p.id });
  else if (spec.kind === "action") for (let i = s.stack.length - 1; i >= 0; i--) consider({ entry: s.stack[i]!.id });
  else if (spec.filter.kind === "card") {
    const zones = spec.filter.zone ? [spec.filter.zone] : (["discard", "hand", "deck"] as const);
    for (const p of s.players) for (const z of zones) for (const id of p.zones[z]) consider({ card: id });
  } else for (const p of s.players) for (const id of p.zones.play) consider({ card: id });
  return out;
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
  const name = E.state.cards[e.card]!.name;
  return e.kind === "move" ? `move ${name}` : e.kind === "attack" ? `attack ${name}` : name;
}
