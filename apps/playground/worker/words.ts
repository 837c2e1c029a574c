// A card in plain words: what each ability does, said without the card language's shorthand, for
// a designer to check the compiler read the card the way it was meant. Built from the card's
// ability objects (what the engine runs), so it describes what will happen, not what was written.
// Rule numbers in brackets point to the Comprehensive Rules the behaviour comes from.
import type { Ability, Amount, CardDefinition, Condition, Cost, Duration, Effect, Filter, Mode, ObjectRef, PlayerRef, TargetSpec, Trigger } from "../../../runtime/x610z/abilities.ts";
import { formatCost } from "../../play/describe.ts";

const STAT: Record<string, string> = { attack: "Attack Power", defense: "Defense", speed: "Speed", range: "Range" };
const PHASE: Record<string, string> = { reactivation: "Reactivation Phase", draw: "Draw Phase", action: "Action Phase", end: "End Phase" };
const ORDINAL = ["first", "second", "third", "fourth", "fifth"];

const cost = (c: Cost) => (Object.keys(c).some((k) => c[k]! > 0) ? formatCost(c) : "nothing");
const plural = (n: Amount, one: string, many = `${one}s`) => (typeof n === "number" ? `${n} ${n === 1 ? one : many}` : `X ${many}`);
const amount = (n: Amount) => (typeof n === "number" ? String(n) : "X");

/** The card in plain words: a summary line, then one line per ability. */
export function cardInWords(def: CardDefinition): string[] {
  const out: string[] = [summary(def)];
  if (def.fixedTarget) out.push(`When it resolves it is fixed on ${specNoun(def.fixedTarget, def)} chosen when casting; its text applies to that one while it stays fixed (207.5a).`);
  if (def.counters) {
    const parts = Object.entries(def.counters).map(([k, n]) => `${n} ${k} counter${n === 1 ? "" : "s"}`);
    out.push(`It comes into play with ${parts.join(" and ")} (209.2).`);
  }
  const ctx: Ctx = { def, targets: [] };
  for (const a of def.abilities) out.push(ability(a, ctx));
  if (def.abilities.length === 0 && !def.stats) out.push("It has no abilities.");
  return out;
}

interface Ctx {
  def: CardDefinition;
  /** The targets of the mode being described, for "the Summon you target". */
  targets: TargetSpec[];
  /** The trigger's subject, for "it" in a triggered effect. */
  subject?: string | undefined;
}

function summary(def: CardDefinition): string {
  const bits: string[] = [];
  const type = def.typeClass ? `${def.type} (${def.typeClass})` : def.type;
  bits.push(`${article(type)} ${type}`);
  if (def.class) bits.push(`of class ${def.class}${def.element ? `, element ${def.element}` : ""}`);
  let s = bits.join(" ");
  s += Object.keys(def.cost).length ? `; casting it costs ${cost(def.cost)}` : "; it costs nothing to cast";
  s += def.permanent ? "; it stays in play (permanent, 206.1)" : "; it goes to the discard pile after it resolves (non permanent, 206.2)";
  if (def.stats) {
    const st = def.stats;
    s += `. Attack Power ${st.attack}, Defense ${st.defense}, Speed ${st.speed}, Range ${st.range} (202.5)`;
    if (def.movementEnergy && Object.keys(def.movementEnergy).length) s += `; moving it costs ${cost(def.movementEnergy)} (204.5)`;
  }
  s += def.restriction === null ? "; any number of copies in a deck" : `; at most ${def.restriction} in a deck (304.3)`;
  return s + ".";
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "An" : "A";
}

function ability(a: Ability, ctx: Ctx): string {
  switch (a.kind) {
    case "effect":
      return `When it resolves (206.2b): ${modes(a.modes, ctx)}`;
    case "continuous": {
      const where = ctx.def.fixedTarget ? "While it is fixed" : ctx.def.stats ? "Always, while this Summon is in play" : "While it is in play";
      return `${where} (${ctx.def.stats ? "402.10e" : "207.5"}): ${effects(a.effects, ctx)}.`;
    }
    case "triggered": {
      const t = trigger(a.trigger, ctx);
      const sub = { ...ctx, subject: t.subject };
      return `${t.text} (207.4): ${modes([a.mode], sub)}${a.summon && a.mode.effects.some((e) => "duration" in e) ? " Changes last until end of turn unless stated (402.10e)." : ""}`;
    }
    case "activated":
      if (a.summon) return `Once a turn, rotate this Summon${Object.keys(a.cost).length ? ` and pay ${cost(a.cost)}` : ""}, so it can't move this turn (402.10f), to: ${modes(a.modes, ctx)}`;
      return `Activate it (☉)${Object.keys(a.cost).length ? ` and pay ${cost(a.cost)}` : ""}, using the stack (207.6), to: ${modes(a.modes, ctx)}`;
    case "paid":
      return `Once a turn, pay ${cost(a.cost)} (402.10g) to: ${modes([a.mode], ctx)}`;
    case "produces":
      return `Activate it to put ${cost(a.energy)} into your Energy Pool, at once, without the stack (200.1b, 403.4).`;
  }
}

function modes(list: Mode[], ctx: Ctx): string {
  if (list.length === 1) return mode(list[0]!, ctx);
  return `choose one when announcing it (207.1): ${list.map((m, i) => `(${i + 1}) ${mode(m, ctx)}`).join(" or ")}`;
}

function mode(m: Mode, ctx: Ctx): string {
  const c: Ctx = { ...ctx, targets: m.targets };
  const parts: string[] = [];
  if (m.targets.length) parts.push(`you choose ${m.targets.map((t) => specNoun(t, ctx.def)).join(" and ")} when announcing it (200.3);`);
  parts.push(`${effects(m.effects, c)}.`);
  for (const x of m.additional) {
    const what = effects(x.effects, c);
    if (x.kind === "forEachExtra") parts.push(`For each time you also pay ${cost(x.cost)} (any number of times, 204.4): ${what}.`);
    else parts.push(`If you also pay ${cost(x.cost)} (once, ${x.kind === "with" ? "With" : "With extra"}, 207.2): ${what}.`);
  }
  return parts.join(" ");
}

function effects(list: Effect[], ctx: Ctx): string {
  return list.map((e) => effect(e, ctx)).join(", then ") || "nothing";
}

function effect(e: Effect, ctx: Ctx): string {
  const o = (r: ObjectRef) => object(r, ctx);
  const p = (r: PlayerRef) => player(r, ctx);
  switch (e.op) {
    case "damage":
      return `deal ${amount(e.amount)} damage to ${o(e.to)} (210)`;
    case "heal":
      return `remove ${amount(e.amount)} damage from ${o(e.from)}`;
    case "destroy":
      return `destroy ${o(e.what)}: it goes to its owner's discard pile (205.3)`;
    case "removeFromGame":
      return `remove ${o(e.what)} from the game (506)`;
    case "draw":
      return `${p(e.who)} ${e.who.ref === "you" || e.who.ref === "allPlayers" ? "draw" : "draws"} ${plural(e.n, "card")} (212)`;
    case "discard":
      return `${p(e.who)} ${e.who.ref === "you" ? "discard" : "discards"} ${plural(e.n, "card")} of ${e.who.ref === "you" ? "your" : "their"} choice`;
    case "search":
      return `${p(e.who)} ${e.who.ref === "you" ? "search" : "searches"} ${e.who.ref === "you" ? "your" : "their"} deck for ${filterNoun(e.filter, "a")}, show it, put it into ${e.who.ref === "you" ? "your" : "their"} hand, and shuffle (211.2)`;
    case "returnToHand":
      return `return ${o(e.what)} to its owner's hand`;
    case "putIntoPlay":
      return `put ${o(e.what)} into play (402.6a)`;
    case "modifyStat":
      return `${o(e.what)} gets ${STAT[e.stat]} ${e.delta >= 0 ? "+" : ""}${e.delta}${duration(e.duration)} (202.6; never below 0, 202.7c)`;
    case "setStat":
      return `${o(e.what)}'s basic ${STAT[e.stat]} becomes ${e.value}${duration(e.duration)} (202.6)`;
    case "deactivate":
      return `deactivate ${o(e.what)}: it can't move or attack until it is reactivated (206.1g)`;
    case "reactivate":
      return `reactivate ${o(e.what)} (206.1g)`;
    case "move":
      return `move ${o(e.what)} up to ${plural(e.upTo, "dot")}, its controller choosing the path; no Movement Energy, and it isn't its move for the turn (202)`;
    case "forbid":
      return `${o(e.what)} can't ${e.action === "beActivated" ? "be activated" : e.action}${duration(e.duration)} (107.1b)`;
    case "extraAttack":
      return `${o(e.what)} can attack one more time this turn (202.3b)`;
    case "untargetable":
      return `${o(e.what)} can't be targeted by Effects your opponents control${duration(e.duration)} (208)`;
    case "extraProduce":
      return `${o(e.what)} produces an extra ${cost(e.energy)} when activated${duration(e.duration)} (200.1b)`;
    case "gainControl":
      return `you gain control of ${o(e.what)}${duration(e.duration)} (214)`;
    case "counter":
      return `counter ${o(e.what)}: it doesn't resolve, and a cast card goes to its owner's discard pile`;
    case "prevent":
      return `prevent ${e.amount === "all" ? "all damage" : `the next ${e.amount} damage`} that would be dealt to ${o(e.what)}${duration(e.duration)}`;
    case "addEnergy":
      return `add ${cost(e.energy)} to ${possessive(e.who, ctx)} Energy Pool (203)`;
    case "putCounters":
      return `put ${e.n} ${e.counter} counter${e.n === 1 ? "" : "s"} on ${o(e.what)} (209)`;
    case "removeCounters":
      return `remove up to ${e.n} ${e.counter} counter${e.n === 1 ? "" : "s"} from ${o(e.what)} (209.2)`;
    case "extraTurn":
      return `${p(e.who)} ${e.who.ref === "you" ? "take" : "takes"} an extra turn after this one (700.2)`;
    case "skipTurn":
      return `${p(e.who)} ${e.who.ref === "you" ? "skip" : "skips"} ${possessive(e.who, ctx)} next turn (700.2)`;
    case "skipPhase":
      return `${p(e.who)} ${e.who.ref === "you" ? "skip" : "skips"} ${possessive(e.who, ctx)} next ${PHASE[e.phase]} (700.2)`;
    case "costModifier": {
      const kind = e.cardType ? `${e.cardType}s` : "cards";
      const who = e.casters === "you" ? "you cast" : e.casters === "opponents" ? "your opponents cast" : "anyone casts";
      return `the costs of ${kind} ${who} are ${e.change === "raise" ? "raised" : "reduced"} by ${cost(e.by)}${duration(e.duration)} (204, 200.6)`;
    }
    case "if":
      return `if ${condition(e.cond, ctx)}, ${effects(e.then, ctx)}`;
    case "whenDone":
      return `${effects(e.first, ctx)}; only if that was done, ${effects(e.then, ctx)} (207.3)`;
    case "unless":
      return `${effects(e.effects, ctx)}, unless ${player(e.payer, ctx)} ${e.payer.ref === "you" ? "pay" : "pays"} ${cost(e.cost)} when it resolves (207.2)`;
  }
}

function duration(d: Duration): string {
  return d === "endOfTurn" ? " until end of turn" : d === "untilYourNextReactivation" ? " until your next Reactivation Phase" : "";
}

function condition(c: Condition, ctx: Ctx): string {
  switch (c.cond) {
    case "youControl":
      return `you control ${filterNoun(c.filter, "a")}`;
    case "damageAtLeast":
      return `${object(c.what, ctx)} has ${c.n} or more damage`;
    case "onNoAttackDot":
      return `${object(c.what, ctx)} is on a No Attack Dot (603)`;
    case "handAtMost":
      return `${player(c.who, ctx)} ${c.who.ref === "you" ? "have" : "has"} ${c.n} or fewer cards in hand`;
  }
}

function trigger(t: Trigger, ctx: Ctx): { text: string; subject?: string } {
  const self = ctx.def.stats ? "this Summon" : "this card";
  switch (t.on) {
    case "castEffectCard":
      return { text: "Whenever you cast an Effect Card" };
    case "phaseBegins":
      return { text: `At the beginning of ${t.whose === "you" ? "your" : "each player's"} ${PHASE[t.phase]}` };
    case "phaseEnds":
      return { text: t.phase === "end" && t.whose === "each" ? "At the end of each turn" : `At the end of ${t.whose === "you" ? "your" : "each player's"} ${PHASE[t.phase]}` };
    case "during":
      return { text: `During ${t.whose === "you" ? "your" : "the chosen player's"} ${PHASE[t.phase]}` };
    default: {
      const who = t.subject.ref === "self" ? self : t.subject.ref === "fixed" ? "the permanent it is fixed on" : filterNoun(t.subject.filter, "a");
      const what: Record<string, string> = {
        attacks: "attacks",
        moves: "moves",
        destroysSummon: "destroys a Summon",
        isDealtDamage: "is dealt damage",
        isDestroyed: "is destroyed",
        isCast: "is cast",
        comesIntoPlay: "comes into play",
        leavesPlay: "leaves play",
      };
      const subject = t.subject.ref === "any" ? `that ${filterNoun(t.subject.filter, "").trim()}` : who;
      return { text: `Whenever ${who} ${what[t.on] ?? t.on}`, subject };
    }
  }
}

function specNoun(t: TargetSpec, def: CardDefinition): string {
  if (t.kind === "player") return t.opponent ? "an opponent" : "a player";
  if (t.kind === "action") return "an action on the stack";
  const f = def.typeClass && t.filter.kind === "summon" && !t.filter.class ? { ...t.filter, class: def.typeClass } : t.filter;
  return `${filterNoun(f, "a")}${t.distinctFrom?.length ? " (another one)" : ""}`;
}

/** "a Dragon you control", "an Energy Crystal", "a Summon Card in your discard pile". */
function filterNoun(f: Filter, det: "a" | ""): string {
  let noun: string;
  switch (f.kind) {
    case "summon":
      noun = f.class ?? (f.lifeBase === true ? "Life Base" : f.lifeBase === false ? "Non Life Base Summon" : "Summon");
      break;
    case "crystal":
      noun = "Energy Crystal";
      break;
    case "effect":
      noun = "Effect in play";
      break;
    case "card":
      noun = f.cardType ?? "card";
      break;
  }
  const owner = f.controller === "you" ? " you control" : f.controller === "opponent" ? " an opponent controls" : "";
  const zone = f.zone ? ` in ${f.zoneOwner === "you" ? "your" : f.zoneOwner === "opponent" ? "an opponent's" : "a"} ${f.zone === "discard" ? "discard pile" : f.zone}` : "";
  const a = det === "" ? "" : /^[aeiou]/i.test(noun) ? "an " : "a ";
  return `${a}${noun}${owner}${zone}`;
}

function object(r: ObjectRef, ctx: Ctx): string {
  switch (r.ref) {
    case "target": {
      const spec = ctx.targets[r.index];
      const noun = spec
        ? specNoun(spec, ctx.def)
            .replace(/^an? /, "")
            .replace(/ \(another one\)$/, "")
        : "target";
      const which = ctx.targets.length > 1 ? `${ORDINAL[r.index] ?? `#${r.index + 1}`} ` : "";
      return `the ${which}${noun} you chose`;
    }
    case "self":
      return ctx.def.stats ? "this Summon" : "this card";
    case "fixed":
      return "the permanent it is fixed on";
    case "triggerSubject":
      return ctx.subject ?? "it (what triggered it)";
    case "attacker":
      return "the attacking Summon";
    case "damageSource":
      return "what dealt that damage";
    case "all": {
      const noun = filterNoun(r.filter, "")
        .replace(/^(\w+)/, "$1s")
        .replace(/ys\b/, "ies");
      return r.ofPlayer ? `all of ${possessive(r.ofPlayer, ctx)} ${noun}` : `all ${noun} (208.7)`;
    }
  }
}

function player(r: PlayerRef, ctx: Ctx): string {
  switch (r.ref) {
    case "you":
      return "you";
    case "targetPlayer":
      return "the player you chose";
    case "controllerOf":
      return `the controller of ${object(r.of, ctx)}`;
    case "ownerOf":
      return `the owner of ${object(r.of, ctx)}`;
    case "eachOpponent":
      return "each opponent";
    case "allPlayers":
      return "every player";
  }
}

function possessive(r: PlayerRef, ctx: Ctx): string {
  return r.ref === "you" ? "your" : r.ref === "allPlayers" ? "each player's" : r.ref === "eachOpponent" ? "each opponent's" : `${player(r, ctx)}'s`;
}
