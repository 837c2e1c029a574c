// Lowering: a checked card (the binder's result with no errors) -> its IR. Pronouns are already
// bound (binder.ts); this stage spells out the rest:
//   - fields, in the key order of runtime CardDefinition; `∞`, `unlimited` or no restriction
//     line is null (304.3b); `cost: none` or no cost is {};
//   - durations when the text states none: continuous effects last while in play (207.5), and
//     so does what a cast card's effect gives an object (`Gain control of target Summon.`: the
//     duration words are optional in LANGUAGE.md 3); a cast card's cost change, and every
//     activated, paid or triggered ability's effect, last until end of turn (402.10e for summon
//     abilities; the same for Effects and crystals);
//   - `If` / `When successfully done` / `unless` structure (207.2, 207.3);
//   - `X` as the count of For each extra payments (the engine repeats a For each extra line's
//     effects once per payment unless they count X).
import type { AmountNode, CountNode, EffectNode, EnergyListNode, LineNode, RefNode, SentenceNode, TriggerNode } from "../grammar/ast.ts";
import type { Ability, Additional, Amount, CardDefinition, Counted, Condition, Cost, Duration, Effect, Mode, ObjectRef, PlayerRef, Trigger } from "../runtime/x610z/abilities.ts";
import { NOTHING, frozen, frozenList, nounFilter, triggerPlayer, type CardFields, type BoundAbility, type BoundCard, type BoundMode } from "./binder.ts";
import { IR_VERSION, type IR } from "./ir.ts";
import { STAT_IDS, type StatName } from "../grammar/vocabulary.ts";

/** Lowers a card that checked without errors; `file` is how the IR names its source. */
export function lowerCard(bound: BoundCard, file: string): IR {
  const { card, type, fields } = bound;
  // Every object of the card is frozen as it is made, bottom up (binder.ts frozen); defineCard
  // freezes the card itself.
  const source = frozen({ file, line: card.headerRange.start.line });
  const typeClass = fields.type?.typeClass?.text;
  const cls = fields.class;
  const element = fields.element;
  const crew = fields.crew;
  const movement = fields.movementEnergy;
  const stats = fields.stats;
  const counters = fields.counters;
  const flavor = fields.flavor;
  const collector = fields.collector;
  const lower = new Lowerer(bound);
  // Keys in the order of runtime CardDefinition (compiler/schema.ts), so IR files read the same;
  // an optional field is set only when present (no spread of a temporary object per field).
  const def = { name: card.name, cost: energy(fields.cost?.value), type: type!.id } as CardDefinition; // abilities set in their place below
  if (typeClass !== undefined) def.typeClass = typeClass;
  if (cls) def.class = cls.value.text;
  if (element) def.element = element.value.text;
  if (crew) def.crew = crew.value.text;
  def.restriction = restriction(fields);
  def.permanent = bound.permanent;
  if (movement) def.movementEnergy = energy(movement.value);
  if (stats) {
    const values = {} as Record<StatName, number>;
    for (const s of STAT_IDS) values[s] = stats.entries.find((e) => e.stat.stat === s)!.value!;
    def.stats = frozen(values);
  }
  if (counters) def.counters = frozen({ [counters.counter!]: counters.n! });
  if (bound.fixedTarget) def.fixedTarget = bound.fixedTarget.spec;
  def.abilities = frozen(bound.abilities.map((a) => lower.ability(a)));
  if (flavor) def.flavor = flavor.text;
  if (collector) def.collector = collector.text;
  def.source = source;
  return {
    irVersion: IR_VERSION,
    source,
    abilityLines: abilityLines(bound),
    card: def,
  };
}

/** The source lines of each ability, in order. */
function abilityLines(bound: BoundCard): number[][] {
  const out: number[][] = new Array(bound.abilities.length);
  for (let i = 0; i < out.length; i++) {
    const lines = bound.abilities[i]!.lines;
    const numbers: number[] = new Array(lines.length);
    for (let j = 0; j < lines.length; j++) numbers[j] = lines[j]!.range.start.line;
    out[i] = numbers;
  }
  return out;
}

function restriction(fields: CardFields): number | null {
  const v = fields.restriction?.value;
  return typeof v === "number" ? v : null; // `∞`, `unlimited` or not written: no restriction (304.3b)
}

/** An energy list as a Cost, in the order written; `none` or nothing is {}. */
function energy(list: EnergyListNode | null | undefined): Cost {
  if (!list || list.items.length === 0) return NO_COST;
  const cost: Cost = {};
  for (const item of list.items) cost[item.letter] = item.amount;
  return frozen(cost);
}

/** No energy (`cost: none`, no cost): one frozen object for all cards. */
const NO_COST: Cost = frozen({});

/** The first mode of an ability: all but `produces` have one. */
function firstMode(a: BoundAbility, text: string): BoundMode {
  const first = a.modes[0];
  if (first === undefined) throw new Error(`lower: a ${a.kind} ability without a mode ("${text}")`);
  return first;
}

class Lowerer {
  /** Lowering a cast card's one-shot effect (206.2b), where "while in play" has no object for a
   *  cost change to follow. */
  private castEffect = false;

  constructor(private readonly bound: BoundCard) {}

  ability(a: BoundAbility): Ability {
    const text = a.lines.length === 1 ? lineText(a.lines[0]!) : a.lines.map((l) => lineText(l)).join("\n");
    const head = a.lines[0];
    // The binder makes each ability from its first line; all but `produces` have a first mode.
    if (head === undefined) throw new Error(`lower: an ability without a line ("${text}")`);
    switch (a.kind) {
      case "effect": {
        // LANGUAGE.md 3 writes `[until end of turn]` as optional words: without them a cast card's
        // change lasts while its object stays in play (runtime README, Durations).
        this.castEffect = true;
        const modes = frozen(a.modes.map((m) => this.mode(m, "whileInPlay")));
        this.castEffect = false;
        return frozen({ kind: "effect", modes, text });
      }
      case "continuous":
        return frozen({ kind: "continuous", effects: this.sentences(firstMode(a, text).line.sentences, "whileInPlay"), text });
      case "triggered": {
        if (head.kind !== "TriggeredLine") throw new Error(`lower: a triggered ability whose line is a ${head.kind}`);
        return frozen({ kind: "triggered", trigger: this.trigger(head.trigger), mode: this.mode(firstMode(a, text), "endOfTurn"), summon: a.summon, text });
      }
      case "activated": {
        const cost = head.kind === "ActivatedLine" ? energy(head.cost) : energy(undefined);
        return frozen({ kind: "activated", cost, modes: frozen(a.modes.map((m) => this.mode(m, "endOfTurn"))), summon: a.summon, text });
      }
      case "paid": {
        const cost = head.kind === "PaidLine" ? energy(head.cost) : energy(undefined);
        return frozen({ kind: "paid", cost, mode: this.mode(firstMode(a, text), "endOfTurn"), text });
      }
      case "produces":
        // 403.4: `Produces M1 or B1.`: one of them, chosen when the crystal is activated.
        if (head.kind === "ProducesLine" && head.or.length > 0) return frozen({ kind: "producesOneOf", options: frozen([energy(head.energy), ...head.or.map(energy)]), text });
        return frozen({ kind: "produces", energy: energy(head.kind === "ProducesLine" ? head.energy : undefined), text });
    }
  }

  mode(m: BoundMode, defaultDuration: Duration): Mode {
    const additional: Additional[] = m.additional.map((line) =>
      frozen({
        kind: line.additional,
        cost: energy(line.cost),
        effects: this.sentences(line.sentences, defaultDuration),
      }),
    );
    const targets = m.targets.length === 0 ? NOTHING : frozen(m.targets.map((t) => t.spec));
    return frozen({ targets, effects: this.sentences(m.line.sentences, defaultDuration), additional: additional.length === 0 ? NOTHING : frozen(additional) });
  }

  trigger(t: TriggerNode): Trigger {
    switch (t.kind) {
      case "EventTrigger": {
        const s = t.subject;
        const subject = frozen(
          s.kind === "ThisRef"
            ? { ref: "self" as const }
            : s.kind === "ThatRef"
              ? { ref: "fixed" as const }
              : { ref: "any" as const, filter: nounFilter((s as Extract<RefNode, { kind: "Indefinite" }>).noun)! },
        );
        return frozen({ on: t.event, subject });
      }
      case "CastTrigger": {
        const who = triggerPlayer(t.caster)!;
        const cardType = t.cardType.cardType!;
        // "Whenever you cast an Effect Card" keeps its own event (503.1, the cards written before `casts`).
        return frozen(who === "you" && cardType === "Effect Card" ? { on: "castEffectCard", who: "you" } : { on: "casts", who, cardType });
      }
      case "DrawTrigger":
        return frozen({ on: "draws", who: triggerPlayer(t.drawer)! });
      case "PhaseTrigger": {
        const w = t.whose.kind === "PlayerWord" ? t.whose.who : "you";
        const whose = w === "each" ? "each" : w === "eachOpponent" ? "opponent" : "you";
        // "At the end of each turn" has no phase word: the end of the turn's last phase.
        const phase = t.phase?.phase ?? (t.edge === "end" ? "end" : "reactivation");
        return frozen(t.edge === "beginning" ? { on: "phaseBegins", phase, whose } : { on: "phaseEnds", phase, whose });
      }
      case "DuringTrigger":
        return frozen({
          on: "during",
          phase: t.phase.phase!,
          whose: t.whose.kind === "TargetRef" ? "targetPlayer" : t.whose.kind === "PlayerWord" && t.whose.who === "eachOpponent" ? "opponent" : "you",
        });
      case "ErrorTrigger":
        throw new Error("lower: a card with an unparsed trigger has errors and is never lowered");
    }
  }

  /**
   * A line's sentences in order. `When successfully done, ...` makes the sentences before it its
   * first step (207.3); `If ..., ...` and `... unless ...` wrap their own sentence.
   */
  sentences(sentences: SentenceNode[], duration: Duration): Effect[] {
    let out: Effect[] = [];
    for (let i = 0; i < sentences.length; i++) {
      const s = sentences[i]!;
      // 208.1: a sentence that picks an object as it resolves runs its effects under the pick; a
      // `Choose ...` sentence, the rest of the line.
      const pick = this.bound.choices.get(s);
      if (pick?.rest) {
        out.push(frozen({ op: "choose", filter: pick.filter, effects: this.sentences(sentences.slice(i + 1), duration) }));
        break;
      }
      // `Target opponent may discard 1 card.`: the effects without a subject are that player's.
      const decider = s.may ? this.player(s.may.who) : undefined;
      const outer = this.implicitPlayer;
      if (decider) this.implicitPlayer = decider;
      let effects: Effect[] = [];
      for (const written of s.effects) for (const e of expand(written)) this.perTarget(e, duration, effects);
      this.implicitPlayer = outer;
      // Each wrapper holds the list before it, frozen first (bottom up).
      if (pick) effects = [frozen({ op: "choose", filter: pick.filter, effects: frozenList(effects) })];
      if (s.unless) effects = [frozen({ op: "unless", payer: this.player(s.unless.payer), cost: energy(s.unless.cost), effects: frozenList(effects) })];
      if (decider) effects = [frozen({ op: "may", who: decider, effects: frozenList(effects), otherwise: NOTHING })];
      if (s.lead?.kind === "If") effects = [frozen({ op: "if", cond: this.condition(s.lead.condition), then: frozenList(effects) })];
      if (s.lead?.kind === "WhenDone") out = [frozen({ op: "whenDone", first: frozenList(out), then: frozenList(effects) })];
      else if (s.lead?.kind === "IfNot") out = withOtherwise(out, frozenList(effects));
      else out.push(...effects);
    }
    return frozenList(out);
  }

  condition(c: Extract<SentenceNode["lead"], { kind: "If" }>["condition"]): Condition {
    switch (c.cond) {
      case "youControl":
        return frozen({ cond: "youControl", filter: nounFilter(c.noun)! });
      case "damageAtLeast":
        return frozen({ cond: "damageAtLeast", what: this.object(c.what), n: c.n });
      case "onNoAttackDot":
        return frozen({ cond: "onNoAttackDot", what: this.object(c.what) });
      case "handAtMost":
        return frozen({ cond: "handAtMost", who: this.player(c.who), n: c.n });
      case "destroyed":
        return frozen({ cond: "destroyed", what: this.object(c.what) });
      case "error":
        throw new Error("lower: a card with an unparsed condition has errors and is never lowered");
    }
  }

  effect(e: EffectNode, defaultDuration: Duration): Effect {
    switch (e.op) {
      case "damage":
        return { op: "damage", amount: this.amount(e.amount), to: this.object(e.to) };
      case "heal":
        return { op: "heal", amount: this.amount(e.amount), from: this.object(e.from) };
      case "destroy":
      case "removeFromGame":
      case "returnToHand":
      case "putIntoPlay":
      case "deactivate":
      case "reactivate":
      case "counter":
      case "extraAttack":
        return { op: e.op, what: this.object(e.what) };
      case "draw":
      case "discard":
        return { op: e.op, who: this.player(e.who), n: this.amount(e.n) };
      case "search":
        return { op: e.to === "play" ? "searchIntoPlay" : "search", who: this.player(e.who), filter: nounFilter(e.filter)! };
      // 211, 213, 501, 505, 506: decks and hands
      case "toDeck":
        return { op: "toDeck", what: this.object(e.what), where: e.where };
      case "topCards":
        return { op: "topCards", who: this.player(e.who), n: e.n, to: e.to };
      case "shuffleDiscard":
        return { op: "shuffleDiscard", who: this.player(e.who) };
      case "showHand":
        return { op: "showHand", who: this.player(e.who), to: e.to };
      case "reorderTop":
        return { op: "reorderTop", who: this.player(e.who), n: e.n };
      case "revealTop":
        return { op: "revealTop", who: this.player(e.who), filter: nounFilter(e.filter) ?? frozen({ kind: "card" }) };
      case "lookTake":
        return { op: "lookTake", who: this.player(e.who), n: e.n };
      case "modifyStat":
        return {
          op: "modifyStat",
          what: this.object(e.what),
          stat: e.stat.stat!,
          delta: e.deltaCount ? this.counted(e.deltaCount, e.delta) : e.delta,
          duration: e.duration?.duration ?? defaultDuration,
        };
      case "setStat":
        return { op: "setStat", what: this.object(e.what), stat: e.stat.stat!, value: e.value, duration: e.duration?.duration ?? defaultDuration };
      case "move":
        return { op: "move", what: this.object(e.what), upTo: e.upTo };
      case "forbid":
        return { op: "forbid", what: this.object(e.what), action: e.action, duration: e.duration?.duration ?? defaultDuration };
      case "untargetable":
        return { op: "untargetable", what: this.object(e.what), by: "opponentsEffects", duration: e.duration?.duration ?? defaultDuration };
      case "extraProduce":
        return { op: "extraProduce", what: this.object(e.what), energy: energy(e.energy), duration: e.duration?.duration ?? defaultDuration };
      case "loseAbilities":
        return { op: "loseAbilities", what: this.object(e.what), duration: e.duration?.duration ?? defaultDuration };
      case "gainControl":
        return { op: "gainControl", what: this.object(e.what), duration: e.duration?.duration ?? defaultDuration };
      case "prevent":
        return { op: "prevent", what: this.object(e.what), amount: e.amount === "all" ? "all" : (e.amount.value as number), duration: e.duration?.duration ?? defaultDuration };
      case "addEnergy":
        // 203: `Add M1 or B1 ...`: one of them, the player's choice.
        if (e.or.length > 0) return { op: "addEnergyOneOf", who: this.player(e.who), options: frozen([energy(e.energy), ...e.or.map(energy)]) };
        return { op: "addEnergy", who: this.player(e.who), energy: energy(e.energy) };
      case "pay":
        return { op: "pay", who: this.player(e.who), cost: energy(e.cost) };
      case "putCounters":
        return { op: "putCounters", what: this.object(e.what), counter: e.counter, n: e.n.value as number };
      case "removeCounters":
        return { op: "removeCounters", what: this.object(e.what), counter: e.counter, n: e.n };
      case "removeAllCounters":
        return { op: "removeAllCounters", what: this.object(e.what), counter: e.counter };
      case "extraTurn":
        return { op: "extraTurn", who: this.player(e.who) };
      case "skipPhase":
        return { op: "skipPhase", who: this.player(e.who), phase: e.phase.phase! };
      case "skipTurn":
        return { op: "skipTurn", who: this.player(e.who) };
      case "actionCostModifier":
        return {
          op: "actionCostModifier",
          action: e.action,
          filter: nounFilter(e.what) ?? frozen({ kind: "summon" }),
          change: e.change,
          by: energy(e.by),
          // As a cost change of a cast card: until end of turn (it has no object to stay in play with).
          duration: this.castEffect && defaultDuration === "whileInPlay" ? "endOfTurn" : defaultDuration,
        };
      case "costModifier": {
        const c = e.casters.kind === "PlayerWord" ? e.casters.who : "you";
        const casters = c === "you" || c === "your" ? "you" : c === "allPlayers" ? "all" : "opponents";
        return {
          op: "costModifier",
          cardType: e.cardType?.cardType ?? null,
          class: e.cardType?.class ?? null,
          casters,
          change: e.change,
          by: energy(e.by),
          // From a cast card it has no object to stay in play with: until end of turn, not for ever.
          duration: this.castEffect && defaultDuration === "whileInPlay" ? "endOfTurn" : defaultDuration,
        };
      }
      case "choose":
        throw new Error("lower: a `Choose ...` sentence is lowered with the sentences after it (sentences())");
      case "error":
        throw new Error("lower: a card with an unparsed effect has errors and is never lowered");
    }
  }

  /** A number, X of a For each extra line, or counted as it resolves (`value` per unit). */
  amount(a: AmountNode): Amount {
    if (a.count) return this.counted(a.count, a.value === "X" ? 1 : a.value);
    return a.value === "X" ? frozen({ count: "extraPaid" }) : a.value;
  }

  counted(c: CountNode, times: number): Counted {
    const of = this.object(c.of);
    if (c.count === "stat") return frozen({ count: "stat", stat: c.stat!.stat!, of, times });
    return frozen({ count: c.count, of, times });
  }

  /** The up-to reference being lowered for one of its targets (perTarget). */
  private upTo: { ref: RefNode; index: number } | undefined = undefined;

  /** An effect on `up to two target Summons` (208.1) is done to each target declared: once per
   *  target. The effects go to `out`. */
  perTarget(e: EffectNode, duration: Duration, out: Effect[]): void {
    const on = this.upToRef(e);
    // An effect's own objects are frozen as they are made (refs, amounts, filters, costs, lists).
    if (on === undefined) {
      out.push(frozen(this.effect(e, duration)));
      return;
    }
    for (const index of this.bound.upTo.get(on)!) {
      this.upTo = { ref: on, index };
      try {
        out.push(frozen(this.effect(e, duration)));
      } finally {
        this.upTo = undefined;
      }
    }
  }

  /** The first of the effect's objects (what, to, from) that is an up-to reference. */
  private upToRef(e: EffectNode): RefNode | undefined {
    const upTo = this.bound.upTo;
    if (upTo.size === 0) return undefined; // most cards have none
    return [("what" in e ? e.what : undefined) as RefNode | undefined, "to" in e ? e.to : undefined, "from" in e ? e.from : undefined].find(
      (r): r is RefNode => typeof r === "object" && r !== null && upTo.has(r),
    );
  }

  object(ref: RefNode): ObjectRef {
    if (this.upTo?.ref === ref) return frozen({ ref: "target", index: this.upTo.index });
    const r = this.bound.objects.get(ref);
    if (!r) throw new Error(`lower: unbound object reference at line ${ref.range.start.line} (the checker reports these)`);
    return r;
  }

  /** The player of a `Target opponent may ...` sentence, whose effects without a subject are his. */
  private implicitPlayer: PlayerRef | undefined = undefined;

  /** No subject means the caster (107.3, 208.4), or the player who may (`Target opponent may discard ...`). */
  player(ref: RefNode | null): PlayerRef {
    if (ref === null) return this.implicitPlayer ?? frozen({ ref: "you" });
    const r = this.bound.players.get(ref);
    if (!r) throw new Error(`lower: unbound player reference at line ${ref.range.start.line} (the checker reports these)`);
    return r;
  }
}

/**
 * `If you don't, EFFECT.`: the other branch of the optional action just before it (the checker
 * makes sure there is one: the last effect, or the first step of a `When successfully done`).
 */
function withOtherwise(out: Effect[], otherwise: Effect[]): Effect[] {
  const last = out[out.length - 1];
  if (last?.op === "may") return [...out.slice(0, -1), frozen({ ...last, otherwise })];
  if (last?.op === "whenDone") return [...out.slice(0, -1), frozen({ ...last, first: frozen(withOtherwise(last.first, otherwise)) })];
  throw new Error(`lower: "If you don't" without an optional action before it (the checker reports these)`);
}

/** One effect node per op: `gets Attack +2 and Speed +1` is two stat changes of one object,
 *  `can't move or attack` two prohibitions, in the order written. */
function expand(e: EffectNode): EffectNode[] {
  // `X and another target Y get ...`: X's effects, then Y's.
  if (e.and !== undefined && "what" in e) {
    const { and, ...first } = e;
    return [...expand(first as EffectNode), ...expand({ ...first, what: and } as EffectNode)];
  }
  if (e.op === "modifyStat" && e.also) {
    const { also: _rest, ...one } = e;
    return [e, ...e.also.map((c) => ({ ...one, stat: c.stat, delta: c.delta }))];
  }
  if (e.op === "forbid" && e.also) {
    const { also: _rest, ...one } = e;
    return [e, ...e.also.map((action) => ({ ...one, action }))];
  }
  return [e];
}

/**
 * An ability line's text as printed, with runs of spaces and tabs made one space: the layout of a
 * line is not part of the card (fmt writes lines this way, and the IR must not change under fmt).
 */
function lineText(line: LineNode): string {
  const text = line.text;
  return text.includes("  ") || text.includes("\t") ? text.replace(/[ \t]+/g, " ") : text; // most lines have no run to squeeze
}
