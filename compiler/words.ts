// A card in plain words: what each ability does, said without the card language's shorthand, for a
// designer to check the compiler read the card the way it was meant (`orrery explain`, the
// playground). Built from the card's ability objects, what the engine runs, so it describes what
// will happen, not what was written: when an ability triggers, what it targets and when that is
// chosen, what each cost buys, how long each change lasts, with the rule numbers in brackets.
//
// The one plain-words renderer of the project. Each effect op, condition and trigger has its
// sentence here, in a table typed over the ops (a missing one is a compile error, and
// test/compiler/words.test.ts renders every op the registry defines); the rule after it is the
// one its definition names (runtime/x610z/effects/, `rule`), never a second copy here.
import type { Ability, Amount, CardDefinition, Condition, Cost, Duration, Effect, Filter, Mode, ObjectRef, PlayerRef, TargetSpec, Trigger } from "../runtime/x610z/abilities.ts";
import { conditionDefinition, effectDefinition, triggerDefinition } from "../runtime/x610z/effects/registry.ts";
import type { VariantOf } from "../runtime/x610z/effects/define.ts";
import { targetsOfAdditional } from "../runtime/x610z/targets.ts";
import { ENERGY_LETTERS, PHASES, STATS } from "../grammar/vocabulary.ts";

const STAT = Object.fromEntries(STATS.map((s) => [s.id, s.names[0]!])) as Record<string, string>;
const PHASE = Object.fromEntries(PHASES.map((p) => [p.id, p.name])) as Record<string, string>;
const ORDINAL = ["first", "second", "third", "fourth", "fifth"];

/** `M1 C2` in the energy table's order; "nothing" for no energy. */
function costWords(c: Cost): string {
  const rank = (k: string) => (ENERGY_LETTERS.indexOf(k) < 0 ? ENERGY_LETTERS.length : ENERGY_LETTERS.indexOf(k));
  const parts = Object.keys(c)
    .filter((k) => c[k]! > 0)
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map((k) => `${k}${c[k]}`);
  return parts.length ? parts.join(" ") : "nothing";
}
const plural = (n: Amount, one: string, many = `${one}s`, s?: Say) =>
  typeof n === "number" ? `${n} ${n === 1 ? one : many}` : n.count === "extraPaid" || s === undefined ? `X ${many}` : `${counted(n, s)} ${many}`;
const amount = (n: Amount, s?: Say) => (typeof n === "number" ? String(n) : n.count === "extraPaid" || s === undefined ? "X (once per payment)" : counted(n, s));
/** A number counted as the effect resolves, in words. */
function counted(n: Exclude<Amount, number | { count: "extraPaid" }>, s: Say): string {
  const per = n.times === 1 ? "" : `${n.times} times `;
  switch (n.count) {
    case "objects":
      return `${n.times} for each of ${s.o(n.of)} (counted as it resolves)`;
    case "stat":
      return `${per}the ${STAT[n.stat]} of ${s.o(n.of)} (as it resolves, 202.6)`;
    case "damage":
      return `${per}the damage on ${s.o(n.of)} (as it resolves, 209.3)`;
  }
}

/** One ability: its printed text and what it does. */
interface AbilityWords {
  text: string;
  words: string;
}

/** The card in plain words: a summary, facts about how it enters play, then each ability. */
function explainCard(def: CardDefinition): { summary: string[]; abilities: AbilityWords[] } {
  const summary: string[] = [summaryOf(def)];
  if (def.fixedTarget) summary.push(`When it resolves it is fixed on ${specNoun(def.fixedTarget, def)} chosen when casting; its text applies to that one while it stays fixed (207.5a).`);
  if (def.counters) {
    const parts = Object.entries(def.counters).map(([k, n]) => `${n} ${k} counter${n === 1 ? "" : "s"}`);
    summary.push(`It comes into play with ${parts.join(" and ")} (209.2).`);
  }
  const ctx: Ctx = { def, targets: [] };
  const abilities = def.abilities.map((a) => ({ text: a.text, words: ability(a, ctx) }));
  if (def.abilities.length === 0 && !def.stats) summary.push("It has no abilities.");
  return { summary, abilities };
}

/** The card in plain words as lines: the summary, then one line per ability. */
export function cardInWords(def: CardDefinition): string[] {
  const { summary, abilities } = explainCard(def);
  return [...summary, ...abilities.map((a) => a.words)];
}

interface Ctx {
  def: CardDefinition;
  /** The targets of the mode being described, for "the Summon you chose". */
  targets: TargetSpec[];
  /** The trigger's subject, for "it" in a triggered effect. */
  subject?: string;
  /** Inside a continuous ability: a change lasts while the card is in play (said once, up front). */
  lasting?: boolean;
}

function summaryOf(def: CardDefinition): string {
  const type = def.typeClass ? `${def.type} (${def.typeClass})` : def.type;
  let s = `${article(type)} ${type}`;
  if (def.class) s += ` of class ${def.class}${def.element ? `, element ${def.element}` : ""}`;
  s += Object.keys(def.cost).length ? `; casting it costs ${costWords(def.cost)} (204.2)` : "; it costs nothing to cast (204.2c)";
  s += def.permanent ? "; it stays in play (permanent, 206.1)" : "; it goes to the discard pile after it resolves (non permanent, 206.2b)";
  if (def.stats) {
    const st = def.stats;
    s += `. Attack Power ${st.attack}, Defense ${st.defense}, Speed ${st.speed}, Range ${st.range} (402.10)`;
    if (def.movementEnergy && Object.keys(def.movementEnergy).length) s += `; moving it costs ${costWords(def.movementEnergy)} (204.5)`;
  }
  s += def.restriction === null ? "; any number of copies in a deck (304.3b)" : `; at most ${def.restriction} in a deck (304.3)`;
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
      return `${where} (${ctx.def.stats ? "402.10e" : "207.5"}): ${effects(a.effects, { ...ctx, lasting: true })}.`;
    }
    case "triggered": {
      const t = trigger(a.trigger, ctx);
      const sub: Ctx = t.subject === undefined ? ctx : { ...ctx, subject: t.subject };
      const lasts = a.summon && a.mode.effects.some((e) => "duration" in e) ? " Changes last until end of turn unless stated (402.10e)." : "";
      return `${t.text}, it triggers and goes on the stack (207.4): ${modes([a.mode], sub)}${lasts}`;
    }
    case "activated":
      if (a.summon) return `Once a turn, rotate this Summon${Object.keys(a.cost).length ? ` and pay ${costWords(a.cost)}` : ""}, so it can't move this turn (402.10f), to: ${modes(a.modes, ctx)}`;
      return `Activate it (☉)${Object.keys(a.cost).length ? ` and pay ${costWords(a.cost)} (204.3)` : ""}, using the stack (207.6), to: ${modes(a.modes, ctx)}`;
    case "paid":
      return `Once a turn, pay ${costWords(a.cost)} (204.6, 402.10g) to: ${modes([a.mode], ctx)}`;
    case "produces":
      return `Activate it to put ${costWords(a.energy)} into your Energy Pool, at once, without the stack (200.1b, 403.4).`;
  }
}

function modes(list: Mode[], ctx: Ctx): string {
  if (list.length === 1) return mode(list[0]!, ctx);
  return `choose one when announcing it (207.1): ${list.map((m, i) => `(${i + 1}) ${mode(m, ctx)}`).join(" or ")}`;
}

function mode(m: Mode, ctx: Ctx): string {
  const c: Ctx = { ...ctx, targets: m.targets };
  const parts: string[] = [];
  // 207.2: a target only an additional effect names is chosen with that effect's cost, if it is paid.
  const owner = targetsOfAdditional(m);
  const chosen = (k: number | null) => m.targets.filter((_, i) => owner[i] === k).map((t) => specNoun(t, ctx.def));
  const always = chosen(null);
  if (always.length) parts.push(`you choose ${always.join(" and ")} when announcing it (200.3, 208.1);`);
  parts.push(`${effects(m.effects, c)}.`);
  for (const [k, x] of m.additional.entries()) {
    const own = chosen(k);
    const what = (own.length ? `you also choose ${own.join(" and ")} when announcing it (200.3, 208.1); ` : "") + effects(x.effects, c);
    if (x.kind === "forEachExtra") parts.push(`For each time you also pay ${costWords(x.cost)} (any number of times, 204.4): ${what}.`);
    else parts.push(`If you also pay ${costWords(x.cost)} (once, ${x.kind === "with" ? "With" : "With extra"}, 207.2): ${what}.`);
  }
  return parts.join(" ");
}

function effects(list: Effect[], ctx: Ctx): string {
  return list.map((e) => effect(e, ctx)).join(", then ") || "nothing";
}

/** How words name objects and players, for the sentences below. */
interface Say {
  o(r: ObjectRef): string;
  p(r: PlayerRef): string;
  /** "your", "each opponent's", ... */
  of(r: PlayerRef): string;
  /** " until end of turn" and the like, with its rule; "" where nothing ends it early. */
  lasting(d: Duration): string;
  effects(list: Effect[]): string;
  condition(c: Condition): string;
}

type EffectWords = { [K in Effect["op"]]: (e: Extract<Effect, { op: K }>, say: Say) => string };
const you = (r: PlayerRef) => r.ref === "you";
/** "all Summons ..." takes a plural verb and pronoun. */
const many = (r: ObjectRef) => r.ref === "all";

/** Each op's plain sentence (its rule is added from its definition). */
export const EFFECT_WORDS: EffectWords = {
  damage: (e, s) => `deal ${amount(e.amount, s)} damage to ${s.o(e.to)}`,
  heal: (e, s) => `remove ${amount(e.amount, s)} damage from ${s.o(e.from)}`,
  destroy: (e, s) => `destroy ${s.o(e.what)}: ${many(e.what) ? "they go to their owners' discard piles" : "it goes to its owner's discard pile"}`,
  removeFromGame: (e, s) => `remove ${s.o(e.what)} from the game`,
  draw: (e, s) => `${s.p(e.who)} ${you(e.who) || e.who.ref === "allPlayers" ? "draw" : "draws"} ${plural(e.n, "card", "cards", s)} from the top of the deck`,
  discard: (e, s) => `${s.p(e.who)} ${you(e.who) || e.who.ref === "allPlayers" ? "discard" : "discards"} ${plural(e.n, "card", "cards", s)} of ${you(e.who) ? "your" : "their"} choice`,
  search: (e, s) => `${s.p(e.who)} ${you(e.who) ? "search" : "searches"} ${s.of(e.who)} deck for ${filterNoun(e.filter, "a")}, show it, put it into ${s.of(e.who)} hand, and shuffle`,
  returnToHand: (e, s) => `return ${s.o(e.what)} to ${many(e.what) ? "their owners' hands" : "its owner's hand"}`,
  putIntoPlay: (e, s) => `put ${s.o(e.what)} into play`,
  modifyStat: (e, s) =>
    `${s.o(e.what)} ${many(e.what) ? "get" : "gets"} ${STAT[e.stat]} ${typeof e.delta === "number" ? `${e.delta >= 0 ? "+" : ""}${e.delta}` : `+(${amount(e.delta, s)})`}${s.lasting(e.duration)}, never below 0`,
  setStat: (e, s) => `${s.o(e.what)}'s basic ${STAT[e.stat]} ${many(e.what) ? "become" : "becomes"} ${e.value}${s.lasting(e.duration)}`,
  deactivate: (e, s) => `deactivate ${s.o(e.what)}: ${many(e.what) ? "they" : "it"} can't move or attack until reactivated`,
  reactivate: (e, s) => `reactivate ${s.o(e.what)}`,
  move: (e, s) => `move ${s.o(e.what)} up to ${plural(e.upTo, "dot")}, its controller choosing the path; no Movement Energy, and it isn't its move for the turn`,
  forbid: (e, s) => `${s.o(e.what)} can't ${e.action === "beActivated" ? "be activated" : e.action}${s.lasting(e.duration)}`,
  extraAttack: (e, s) => `${s.o(e.what)} can attack one more time this turn`,
  untargetable: (e, s) => `${s.o(e.what)} can't be targeted by Effects your opponents control${s.lasting(e.duration)}`,
  extraProduce: (e, s) => `${s.o(e.what)} ${many(e.what) ? "produce" : "produces"} an extra ${costWords(e.energy)} when activated${s.lasting(e.duration)}`,
  gainControl: (e, s) => `you gain control of ${s.o(e.what)}${s.lasting(e.duration)}`,
  counter: (e, s) => `counter ${s.o(e.what)}: it doesn't resolve, and a cast card goes to its owner's discard pile`,
  prevent: (e, s) => `prevent ${e.amount === "all" ? "all damage" : `the next ${e.amount} damage`} that would be dealt to ${s.o(e.what)}${s.lasting(e.duration)}`,
  addEnergy: (e, s) => `add ${costWords(e.energy)} to ${s.of(e.who)} Energy Pool`,
  putCounters: (e, s) => `put ${e.n} ${e.counter} counter${e.n === 1 ? "" : "s"} on ${s.o(e.what)}`,
  removeCounters: (e, s) => `remove up to ${e.n} ${e.counter} counter${e.n === 1 ? "" : "s"} from ${s.o(e.what)}`,
  extraTurn: (e, s) => `${s.p(e.who)} ${you(e.who) ? "take" : "takes"} an extra turn after this one`,
  skipTurn: (e, s) => `${s.p(e.who)} ${you(e.who) ? "skip" : "skips"} ${s.of(e.who)} next turn`,
  skipPhase: (e, s) => `${s.p(e.who)} ${you(e.who) ? "skip" : "skips"} ${s.of(e.who)} next ${PHASE[e.phase]}`,
  costModifier: (e, s) => {
    const kind = e.cardType ? `${e.cardType}s` : "cards";
    const who = e.casters === "you" ? "you cast" : e.casters === "opponents" ? "your opponents cast" : "anyone casts";
    return `the costs of ${kind} ${who} are ${e.change === "raise" ? "raised" : "reduced"} by ${costWords(e.by)}${s.lasting(e.duration)}`;
  },
  if: (e, s) => `if ${s.condition(e.cond)}, ${s.effects(e.then)}`,
  whenDone: (e, s) => `${s.effects(e.first)}; only if that was done, ${s.effects(e.then)}`,
  unless: (e, s) => `${s.effects(e.effects)}, unless ${s.p(e.payer)} ${you(e.payer) ? "pay" : "pays"} ${costWords(e.cost)} when it resolves`,
  may: (e, s) =>
    `${s.p(e.who)} may choose, when it resolves, to ${s.effects(e.effects)}${e.otherwise.length ? `; if ${you(e.who) ? "you" : "they"} don't (or it isn't done), ${s.effects(e.otherwise)}` : ""}`,
  pay: (e, s) => `${s.p(e.who)} ${you(e.who) ? "pay" : "pays"} ${costWords(e.cost)} from ${s.of(e.who)} Energy Pool, if ${you(e.who) ? "you" : "they"} can`,
};

type ConditionWords = { [K in Condition["cond"]]: (c: Extract<Condition, { cond: K }>, say: Say) => string };

/** Each condition's plain words (its rule is added from its definition). */
export const CONDITION_WORDS: ConditionWords = {
  youControl: (c) => `you control ${filterNoun(c.filter, "a")}`,
  damageAtLeast: (c, s) => `${s.o(c.what)} has ${c.n} or more damage`,
  onNoAttackDot: (c, s) => `${s.o(c.what)} is on a No Attack Dot`,
  handAtMost: (c, s) => `${s.p(c.who)} ${you(c.who) ? "have" : "has"} ${c.n} or fewer cards in hand`,
  destroyed: (c, s) => `${s.o(c.what)} was destroyed by the effects before it`,
};

const EVENT_WORDS: Record<Extract<Trigger, { subject: unknown }>["on"], string> = {
  attacks: "attacks",
  moves: "moves",
  destroysSummon: "destroys a Summon",
  isDealtDamage: "is dealt damage",
  isDestroyed: "is destroyed",
  isCast: "is cast",
  comesIntoPlay: "comes into play",
  leavesPlay: "leaves play",
  isAttacked: "is attacked",
  dealsDamage: "deals damage to a Summon",
};

type TriggerWords = { [K in Trigger["on"]]: (t: VariantOf<Trigger, "on", K>, ctx: Ctx) => { text: string; subject?: string } };

/** Each trigger's plain words: when it triggers, and what "it" then names. */
export const TRIGGER_WORDS: TriggerWords = Object.assign(
  Object.fromEntries(
    (Object.keys(EVENT_WORDS) as (keyof typeof EVENT_WORDS)[]).map((on) => [
      on,
      (t: Extract<Trigger, { subject: unknown }>, ctx: Ctx) => {
        const self = ctx.def.stats ? "this Summon" : "this card";
        const who = t.subject.ref === "self" ? self : t.subject.ref === "fixed" ? "the permanent it is fixed on" : filterNoun(t.subject.filter, "a");
        const subject = t.subject.ref === "any" ? `that ${filterNoun(t.subject.filter, "").trim()}` : who;
        return { text: `Whenever ${who} ${EVENT_WORDS[t.on]}`, subject };
      },
    ]),
  ) as unknown as Pick<TriggerWords, keyof typeof EVENT_WORDS>,
  {
    castEffectCard: () => ({ text: "Whenever you cast an Effect Card" }),
    casts: (t) => ({ text: `Whenever ${t.who === "you" ? "you cast" : "an opponent casts"} ${/^[AEIOU]/.test(t.cardType) ? "an" : "a"} ${t.cardType}` }),
    draws: (t) => ({ text: `Whenever ${t.who === "you" ? "you draw" : "an opponent draws"} a card (each card drawn)` }),
    phaseBegins: (t) => ({ text: `At the beginning of ${t.whose === "you" ? "your" : t.whose === "opponent" ? "each opponent's" : "each player's"} ${PHASE[t.phase]}` }),
    phaseEnds: (t) => ({
      text:
        t.phase === "end" && t.whose === "each"
          ? "At the end of each turn"
          : `At the end of ${t.whose === "you" ? "your" : t.whose === "opponent" ? "each opponent's" : "each player's"} ${PHASE[t.phase]}`,
    }),
    during: (t) => ({ text: `During ${t.whose === "you" ? "your" : t.whose === "opponent" ? "each opponent's" : "the chosen player's"} ${PHASE[t.phase]}` }),
  } satisfies Omit<TriggerWords, keyof typeof EVENT_WORDS>,
);

/** `(210)`, `(202.6; 402.10e)`: the rule of a definition, and more; "" when there is none. */
function rules(...list: string[]): string {
  const kept = list.filter((r) => r !== "" && r !== "glossary");
  return kept.length ? ` (${kept.join("; ")})` : "";
}

function sayFor(ctx: Ctx): Say {
  return {
    o: (r) => object(r, ctx),
    p: (r) => player(r, ctx),
    of: (r) => possessive(r, ctx),
    lasting: (d) => lasting(d, ctx),
    effects: (list) => effects(list, ctx),
    condition: (c) => condition(c, ctx),
  };
}

/** Rules an op's words say beyond its definition's (stats never go below 0). */
const MORE_RULES: Partial<Record<Effect["op"], string>> = { modifyStat: "202.7c" };

/** An effect in plain words, with the rule its definition names. */
function effect(e: Effect, ctx: Ctx): string {
  const words = (EFFECT_WORDS[e.op] as (e: Effect, s: Say) => string)(e, sayFor(ctx));
  return `${words}${rules(effectDefinition(e.op).rule, MORE_RULES[e.op] ?? "")}`;
}

function condition(c: Condition, ctx: Ctx): string {
  const words = (CONDITION_WORDS[c.cond] as (c: Condition, s: Say) => string)(c, sayFor(ctx));
  return `${words}${rules(conditionDefinition(c.cond).rule)}`;
}

function trigger(t: Trigger, ctx: Ctx): { text: string; subject?: string } {
  const w = (TRIGGER_WORDS[t.on] as (t: Trigger, ctx: Ctx) => { text: string; subject?: string })(t, ctx);
  return { ...w, text: `${w.text}${rules(triggerDefinition(t.on).rule)}` };
}

/** How long a change lasts: the words and the rule. */
function lasting(d: Duration, ctx: Ctx): string {
  switch (d) {
    case "endOfTurn":
      return " until end of turn";
    case "untilYourNextReactivation":
      return " until your next Reactivation Phase (701)";
    case "whileInPlay":
      return ctx.lasting ? "" : " for as long as it stays in play";
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
      // "the Summon you chose", but "the chosen Summon you control" (not "... you control you chose").
      const qualified = / (?:you control|an opponent controls|in .*)$/.exec(noun);
      return qualified ? `the ${which}chosen ${noun}` : `the ${which}${noun} you chose`;
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
    case "activePlayer":
      return "the player whose turn it is";
  }
}

function possessive(r: PlayerRef, ctx: Ctx): string {
  return r.ref === "you" ? "your" : r.ref === "allPlayers" ? "each player's" : r.ref === "eachOpponent" ? "each opponent's" : `${player(r, ctx)}'s`;
}

/** A bare effect in plain words (for tests and tools): no card around it. */
export function effectInWords(e: Effect, def: CardDefinition = { name: "", cost: {}, type: "Effect Card", restriction: null, permanent: false, abilities: [] }): string {
  return effect(e, { def, targets: [] });
}

/** A bare condition or trigger in plain words (for tests and tools). */
export function conditionInWords(c: Condition): string {
  return condition(c, { def: { name: "", cost: {}, type: "Effect Card", restriction: null, permanent: false, abilities: [] }, targets: [] });
}
export function triggerInWords(t: Trigger): string {
  return trigger(t, { def: { name: "", cost: {}, type: "Effect Card", restriction: null, permanent: true, abilities: [] }, targets: [] }).text;
}

/** Lines wrapped at `width` columns, continuation lines indented by `indent` more. */
function wrapWords(text: string, width: number, indent: string): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > width) {
      out.push(line);
      line = indent + word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") out.push(line);
  return out;
}

/**
 * `orrery explain`'s default: the card in plain words, each ability under its printed text and the
 * source lines it came from (`abilityLines` of its IR), wrapped at `width` columns.
 */
export function wordsOutline(ir: { source: { file: string; line: number }; abilityLines: number[][]; card: CardDefinition }, width = 100): string {
  const c = ir.card;
  const { summary, abilities } = explainCard(c);
  const out = [`${c.name} (${ir.source.file}:${ir.source.line})`];
  for (const s of summary) out.push(...wrapWords(s, width, "  "));
  abilities.forEach((a, i) => {
    const lines = ir.abilityLines[i] ?? [];
    const where = lines.length ? ` (line${lines.length > 1 ? "s" : ""} ${lines[0]}${lines.length > 1 ? `-${lines.at(-1)}` : ""})` : "";
    out.push(`ability ${i + 1}${where}:`);
    for (const l of a.text.split("\n")) out.push(`  | ${l}`);
    out.push(...wrapWords(a.words, width - 2, "  ").map((l) => `  ${l}`));
  });
  return out.join("\n");
}
