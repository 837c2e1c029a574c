// The binder: what each line of a card is (which ability it starts or joins) and what each
// reference means. It groups the `text:` lines into abilities (`or` joins two effect lines into
// one ability with two modes, 207.1; `With ...` lines join the ability above, 207.2), declares the
// targets of each mode in the order they are written (208.1), and resolves every pronoun:
//   - `that Summon` / `that Dragon`: a target named earlier in the same line, else the target of
//     the line above (207.2); on a permanent Effect that gets fixed, the object it is fixed on
//     (207.5a);
//   - `that Dragon` must name what that target is sure to be: after `target Summon` it is an error,
//     `that Summon` after `target Dragon` is fine (a Dragon is a Summon);
//   - `this Summon` / `this Effect` / `this Energy Crystal`: the card it is written on, which must
//     be one (`this card` is any card);
//   - `its` in `EFFECT unless its controller pays COST` (207.2): the object of that EFFECT (the
//     target it destroys), in a triggered effect too;
//   - `it` / `its` otherwise, in a triggered effect: the subject of the trigger condition (207.4);
//     elsewhere the last object the line named before it; in a `With ...` line that has named none,
//     the one target of the line above, like `that Summon` (207.2);
//   - `the attacking Summon`: only where the engine knows an attacker, in an `attacks` or an `is
//     dealt damage` trigger (runtime/triggers.ts attackerOf); `the source`: what dealt the damage,
//     in an `is dealt damage` trigger only;
//   - `another target X`: differs from an object target named before it in the mode (208.1), so
//     one must be named before it;
//   - `you` / `your` and no subject at all: the caster, or the controller of a summon or crystal
//     (107.3, 208.3, 208.4).
// The checker reports what the binder could not bind; the lowering reads the bindings. Both run
// the binder, so they always agree on what a card says.
import type { AdditionalLine, CardNode, ConditionNode, FieldNode, CountNode, EffectNode, LineNode, NounNode, RefNode, SentenceNode, SourceRange, TargetRef, TriggerNode } from "../grammar/ast.ts";
import { CARD_TYPES, type CardType } from "../grammar/vocabulary.ts";
import type { Filter, ObjectRef, PlayerRef, TargetSpec } from "../runtime/x610z/abilities.ts";
import type { CheckCode } from "./codes.ts";

export type Report = (range: SourceRange, code: CheckCode, message: string) => void;

type AbilityKind = "effect" | "continuous" | "triggered" | "activated" | "paid" | "produces";

/** One way an ability resolves: its main line, the `With ...` lines under it, its targets. */
export interface BoundMode {
  line: LineNode & { sentences: SentenceNode[] };
  additional: AdditionalLine[];
  targets: { spec: TargetSpec; node: RefNode }[];
}

export interface BoundAbility {
  kind: AbilityKind;
  /** Every source line of the ability in order (`or` lines included): its printed text. */
  lines: LineNode[];
  summon: boolean;
  modes: BoundMode[];
}

export interface BoundCard {
  card: CardNode;
  /** The first field of each name. */
  fields: CardFields;
  type: CardType | undefined;
  /** From the `permanent` line or the type (304.4). */
  permanent: boolean;
  /** A permanent Effect fixed on a target (401.2-401.5, 207.5a): that target. */
  fixedTarget: { spec: TargetSpec; node: TargetRef } | undefined;
  abilities: BoundAbility[];
  /** What each reference means. Player refs map to PlayerRef, object refs to ObjectRef. */
  objects: Map<RefNode, ObjectRef>;
  players: Map<RefNode, PlayerRef>;
  /** Sentences that pick an object as they resolve (208.1: `Destroy a Summon you control.`): what
   *  they pick among; `rest` for `Choose ...`, whose pick the line's later sentences act on. */
  choices: ReadonlyMap<SentenceNode, { filter: Filter; rest: boolean }>;
  /** `up to two target Summons` (208.1): the target indexes it declared (the effect is done to each). */
  upTo: ReadonlyMap<RefNode, number[]>;
}

/** `choices` and `upTo` of a card that has none (most cards): one shared map each, never written
 *  (the binder gives a card its own on its first entry: two maps fewer a card). */
const NO_CHOICES: BoundCard["choices"] = new Map();
const NO_UP_TO: BoundCard["upTo"] = new Map();

/** The objects an effect names, in the order they are written (its player: playerRef). */
function objectRefs(e: EffectNode): RefNode[] {
  const own = ownObjects(e);
  if (!counts(e)) return own; // most effects count nothing
  // What an amount counts (`equal to target Summon's Attack`) is an object too, bound in written order.
  const counted = countsOf(e)
    .map((c) => c.of)
    .filter((r) => !own.includes(r));
  if (counted.length === 0) return own;
  return [...own, ...counted].sort((a, b) => a.range.start.offset - b.range.start.offset);
}

/** Whether an effect's amount counts something (issue 14, variable amounts). */
function counts(e: EffectNode): boolean {
  return (
    ((e.op === "damage" || e.op === "heal") && e.amount.count !== undefined) ||
    ((e.op === "draw" || e.op === "discard") && e.n.count !== undefined) ||
    (e.op === "modifyStat" && e.deltaCount !== undefined)
  );
}

/** The counts of an effect's amounts (issue 14, variable amounts). */
function countsOf(e: EffectNode): CountNode[] {
  const out: CountNode[] = [];
  if ((e.op === "damage" || e.op === "heal") && e.amount.count) out.push(e.amount.count);
  if ((e.op === "draw" || e.op === "discard") && e.n.count) out.push(e.n.count);
  if (e.op === "modifyStat" && e.deltaCount) out.push(e.deltaCount);
  return out;
}

function ownObjects(e: EffectNode): RefNode[] {
  if (isPlayerEffect(e)) return NONE;
  switch (e.op) {
    case "damage":
      return [e.to];
    case "heal":
      return [e.from];
    case "costModifier": // `casters` is a player word (bindCasters), not a reference to bind
    case "actionCostModifier": // a kind of object, not a reference
    case "error":
      return NONE;
    default:
      return e.and ? [e.what, e.and] : [e.what];
  }
}

/** The effects done by or to a player (`who`), not to objects. */
const PLAYER_EFFECTS = [
  "draw",
  "discard",
  "extraTurn",
  "search",
  "addEnergy",
  "skipPhase",
  "skipTurn",
  "pay",
  "topCards",
  "shuffleDiscard",
  "showHand",
  "reorderTop",
  "lookTake",
  "revealTop",
] as const;
const playerEffects: ReadonlySet<string> = new Set(PLAYER_EFFECTS);

function isPlayerEffect(e: EffectNode): e is Extract<EffectNode, { op: (typeof PLAYER_EFFECTS)[number] }> {
  return playerEffects.has(e.op);
}

/** The player an effect names (null: no subject, the caster, 208.4); undefined when it names none. */
function playerRef(e: EffectNode): RefNode | null | undefined {
  return isPlayerEffect(e) ? e.who : undefined;
}

/**
 * A value frozen as it is made, its objects frozen before it: what the lowering makes of a card
 * (meanings, filters, targets, effects) is frozen bottom up, so defineCard's deep freeze stops at
 * the card's own fields (walking every object of a 30,000-card pool was 2.5 % of its compile).
 */
export function frozen<T>(value: T): T {
  return Object.freeze(value) as T;
}

/** A list grown by push, frozen at its length: such a list keeps room for 16 more items, which
 *  frozen in a card would stay for as long as the card. */
export function frozenList<T>(list: T[]): T[] {
  return list.length === 0 ? NOTHING : (Object.freeze(list.slice()) as T[]);
}

/** An empty list in a card (a mode's additional effects, targets): one frozen list for all, as
 *  nothing can be added to it (a card held one or two of its own). */
export const NOTHING: never[] = Object.freeze([]) as never[];

/** No lines: one shared list, never written. */
const NO_LINES: LineNode[] = Object.freeze([]) as unknown as LineNode[];

/** No references: one shared list, read only (objectRefs' callers only read). */
const NONE: RefNode[] = Object.freeze([]) as unknown as RefNode[];

type FieldOf<F extends FieldNode["field"]> = Extract<FieldNode, { field: F }> | undefined;

/** The first field of each name of a card, found in one pass over its fields: a look-up by name
 *  scanned them (27 scans a card, each reading \`field\` of a dozen node shapes). One shape, so
 *  each read of a field here is a plain load. */
export class CardFields {
  cost: FieldOf<"cost"> = undefined;
  type: FieldOf<"type"> = undefined;
  class: FieldOf<"class"> = undefined;
  element: FieldOf<"element"> = undefined;
  crew: FieldOf<"crew"> = undefined;
  restriction: FieldOf<"restriction"> = undefined;
  permanent: FieldOf<"permanent"> = undefined;
  movementEnergy: FieldOf<"movementEnergy"> = undefined;
  stats: FieldOf<"stats"> = undefined;
  counters: FieldOf<"counters"> = undefined;
  text: FieldOf<"text"> = undefined;
  flavor: FieldOf<"flavor"> = undefined;
  collector: FieldOf<"collector"> = undefined;
  /** The lines of every text field in order (a second text field is the grammar's error): the one
   *  field's own list, no copy. */
  textLines: LineNode[] = NO_LINES;

  constructor(card: CardNode) {
    let own = true; // textLines is a text field's own list
    for (const f of card.fields) {
      switch (f.field) {
        case "cost":
          this.cost ??= f;
          break;
        case "type":
          this.type ??= f;
          break;
        case "class":
          this.class ??= f;
          break;
        case "element":
          this.element ??= f;
          break;
        case "crew":
          this.crew ??= f;
          break;
        case "restriction":
          this.restriction ??= f;
          break;
        case "permanent":
          this.permanent ??= f;
          break;
        case "movementEnergy":
          this.movementEnergy ??= f;
          break;
        case "stats":
          this.stats ??= f;
          break;
        case "counters":
          this.counters ??= f;
          break;
        case "text":
          if (this.text === undefined) {
            this.text = f;
            this.textLines = f.lines;
          } else {
            if (own) this.textLines = [...this.textLines];
            own = false;
            for (const l of f.lines) this.textLines.push(l);
          }
          break;
        case "flavor":
          this.flavor ??= f;
          break;
        case "collector":
          this.collector ??= f;
          break;
      }
    }
  }
}

function cardTypeOf(fields: CardFields): CardType | undefined {
  const id = fields.type?.typeId;
  if (!id) return undefined;
  for (const t of CARD_TYPES) if (t.id === id) return t;
  return undefined;
}

function isPermanent(fields: CardFields, type: CardType | undefined): boolean {
  const written = fields.permanent;
  if (type && (type.alwaysPermanent || type.fixesOn)) return true;
  return written?.permanent ?? false;
}

/** Binds one card; problems go to `report` (the checker collects them, the lowering expects none). */
export function bindCard(card: CardNode, report: Report): BoundCard {
  const fields = new CardFields(card);
  const type = cardTypeOf(fields);
  const permanent = isPermanent(fields, type);
  const bound: BoundCard = {
    card,
    fields,
    type,
    permanent,
    fixedTarget: undefined,
    abilities: groupAbilities(fields, type, permanent, report),
    objects: new Map(),
    players: new Map(),
    choices: NO_CHOICES,
    upTo: NO_UP_TO,
  };
  findFixedTarget(bound, report);
  for (const ability of bound.abilities) bindAbility(bound, ability, report);
  return bound;
}

// ---------------------------------------------------------------------------------------------
// Lines -> abilities (LANGUAGE.md section 2)
// ---------------------------------------------------------------------------------------------

function groupAbilities(fields: CardFields, type: CardType | undefined, permanent: boolean, report: Report): BoundAbility[] {
  const text = fields.text;
  if (!text) return [];
  const summonCard = type?.kind === "summon";
  const crystal = type?.kind === "crystal";
  const abilities: BoundAbility[] = [];
  const lines = text.lines;
  // After a line the grammar reported, the `or` and `With ...` lines that would join it have
  // nothing to join: that is the same mistake, reported once (on the broken line).
  let broken = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === undefined) break;
    const last = abilities.at(-1);
    if (broken && (line.kind === "OrLine" || line.kind === "AdditionalLine")) continue;
    broken = line.kind === "ErrorLine";
    switch (line.kind) {
      case "ErrorLine":
        continue; // reported by the grammar
      case "OrLine": {
        const next = lines[i + 1];
        const canChoose = last !== undefined && (last.kind === "effect" || last.kind === "activated");
        const above = lines[i - 1];
        const lineAboveIsSide = last !== undefined && above !== undefined && last.lines.includes(above);
        if (!last || !canChoose || !lineAboveIsSide || !next || next.kind !== "EffectLine" || next.bracketed) {
          const missing = !canChoose || !lineAboveIsSide ? "above it" : "below it";
          report(line.range, "oneSidedOr", `"or" needs an effect on both sides (207.1): there is no effect line ${missing} to choose between`);
          continue;
        }
        last.lines.push(line, next);
        last.modes.push({ line: next, additional: [], targets: [] });
        i++; // the line after `or` is the second side
        continue;
      }
      case "AdditionalLine": {
        const mode = last?.modes.at(-1);
        const above = lines[i - 1];
        if (!last || !mode || last.kind === "continuous" || above === undefined || !last.lines.includes(above)) {
          report(line.range, "lineNotAllowed", `"${line.text}" adds to the effect of the line above it (207.2), but there is no such effect line`);
          continue;
        }
        last.lines.push(line);
        mode.additional.push(line);
        continue;
      }
      case "ProducesLine":
        if (!crystal) report(line.range, "lineNotAllowed", `only an Energy Crystal produces energy (403.4); this is ${type ? withArticle(type.id) : "a card"}`);
        abilities.push({ kind: "produces", lines: [line], summon: false, modes: [] });
        continue;
    }
    // A line that starts an ability: effect, triggered, activated or paid.
    if (line.bracketed && !summonCard) {
      report(line.range, "lineNotAllowed", `brackets mark a summon's abilities (402.10); ${type ? withArticle(type.id) : "a card"} has none`);
    }
    if (!line.bracketed && summonCard) {
      report(line.range, "lineNotAllowed", `a summon's abilities are written in brackets, "[${line.text}]" (402.10)`);
    }
    const summon = summonCard;
    const mode = (l: BoundMode["line"]): BoundMode => ({ line: l, additional: [], targets: [] });
    switch (line.kind) {
      case "EffectLine": {
        const kind: AbilityKind = permanent ? "continuous" : "effect";
        abilities.push({ kind, lines: [line], summon, modes: [mode(line)] });
        break;
      }
      case "TriggeredLine":
        if (!permanent) {
          report(line.range, "lineNotAllowed", `a triggered effect needs a permanent to wait on (207.4); this card is non permanent`);
        }
        abilities.push({ kind: "triggered", lines: [line], summon, modes: [mode(line)] });
        break;
      case "ActivatedLine":
        if (!permanent) {
          report(line.range, "lineNotAllowed", `only a permanent can be activated (207.6); this card is non permanent`);
        }
        abilities.push({ kind: "activated", lines: [line], summon, modes: [mode(line)] });
        break;
      case "PaidLine":
        abilities.push({ kind: "paid", lines: [line], summon, modes: [mode(line)] });
        break;
    }
  }
  return abilities;
}

// ---------------------------------------------------------------------------------------------
// The fixed target (401.2-401.5, 207.5a)
// ---------------------------------------------------------------------------------------------

/**
 * A permanent Effect gets fixed on the one target its continuous lines name. Types 401.2-401.5
 * always get fixed, so they must name exactly one; a permanent Effect Card gets fixed when its
 * continuous lines name a target (and then also exactly one).
 */
function findFixedTarget(bound: BoundCard, report: Report): void {
  const { type } = bound;
  if (!type || type.kind !== "effect" || !bound.permanent) return;
  const targets: TargetRef[] = [];
  for (const a of bound.abilities) {
    if (a.kind !== "continuous") continue;
    for (const m of a.modes) forEachRef(m.line.sentences, (ref) => ref.kind === "TargetRef" && targets.push(ref));
  }
  const rule = type.rule;
  if (targets.length === 0) {
    // A line the grammar reported may be the one that names the target: one mistake, one error.
    const unread = bound.card.fields.some((f) => f.field === "text" && f.lines.some((l) => l.kind === "ErrorLine"));
    if (type.fixesOn && !unread) {
      report(bound.card.headerRange, "fixedTarget", `${withArticle(type.id)} gets fixed on its target (${rule}), so its text must name exactly one target, e.g. "${exampleOfFix(type)}"`);
    }
    return;
  }
  const first = targets[0];
  if (first === undefined) return;
  for (const extra of targets.slice(1)) {
    report(extra.range, "fixedTarget", `a permanent Effect gets fixed on exactly one target (207.5a); "${extra.written}" would be a second one (use "that ${first.noun.headWritten}")`);
  }
  const spec = targetSpec(first, []);
  if (spec) bound.fixedTarget = { spec, node: first };
}

function exampleOfFix(type: CardType): string {
  if (type.fixesOn === "crystal") return "Target Energy Crystal produces an extra M1.";
  if (type.fixesOn === "effect") return "Target Effect can't be activated.";
  return type.classSpecific ? "Target Dragon gets Attack Power +2." : "Target Summon gets Defense +2.";
}

/** "a Summon Card", "an Effect Card". */
export function withArticle(name: string): string {
  return `${"AEIOUaeiou".includes(name.charAt(0)) && name !== "" ? "an" : "a"} ${name}`;
}

// ---------------------------------------------------------------------------------------------
// References
// ---------------------------------------------------------------------------------------------

interface LineScope {
  mode: BoundMode;
  /** Object targets of the line above in the same mode (for `that Summon`). */
  above: { index: number; node: RefNode }[];
  /** The last object this line named (for `it` outside triggers). */
  lastObject: ObjectRef | undefined;
  /** `it` in a triggered effect: the trigger's subject. */
  subject: ObjectRef | undefined;
  /** The trigger whose event knows "the attacking Summon" (`attacks`, `is dealt damage`), if any. */
  attackerTrigger: boolean;
  /** An `is dealt damage` trigger: "the source" is what dealt the damage. */
  damageTrigger: boolean;
  /** A trigger for each player's or each opponent's phase: "that player" / "they" is whose turn it is (700.1). */
  phasePlayer?: boolean;
  /** While binding `unless its controller pays`: the object of the sentence `unless` modifies. */
  unlessObject?: ObjectRef | undefined;
  /** Object targets this line declared. */
  declared: { index: number; node: RefNode }[];
  /** The line being bound (for the closest supported wording of a message). */
  line?: LineNode;
  /** The sentence being bound (where a pick as it resolves belongs, BoundCard.choices). */
  sentence?: SentenceNode;
  /** The kind of the ability the line belongs to. */
  ability?: AbilityKind;
  /** In a With line under a line with several targets: what `it` could mean (so it means none). */
  itCouldBe?: string[];
}

/** A main line has no line above it: one shared empty list, only read. */
const NO_TARGETS: LineScope["above"] = Object.freeze([]) as unknown as LineScope["above"];

function bindAbility(bound: BoundCard, ability: BoundAbility, report: Report): void {
  for (const mode of ability.modes) {
    bindMode(bound, mode, report, ability.kind);
    // A continuous ability acts all the time, so it has no moment to choose targets; only a
    // permanent Effect's fixed target (chosen when it is cast) is allowed, see findFixedTarget.
    if (ability.kind === "continuous" && bound.type?.kind !== "effect" && mode.targets.length > 0) {
      // One error for the line, with its activated form (402.10f) as the closest wording.
      const t = mode.targets[0]!;
      const text = mode.line.text;
      const closest = text.startsWith("[") ? `; the closest supported wording is "[☉: ${text.slice(1)}"` : "";
      report(
        t.node.range,
        "wrongReferent",
        `a continuous ability has no moment to choose "${mode.targets.map((x) => textOf(x.node)).join('", "')}" (207.5); name "this ${bound.type?.kind === "crystal" ? "Energy Crystal" : "Summon"}" or "all ..."${closest}`,
      );
    }
  }
}

function bindMode(bound: BoundCard, mode: BoundMode, report: Report, ability: AbilityKind): void {
  {
    let subject: ObjectRef | undefined;
    const line = mode.line;
    if (line.kind === "TriggeredLine") subject = bindTrigger(bound, line.trigger, mode, report);
    const attackerTrigger =
      line.kind === "TriggeredLine" && line.trigger.kind === "EventTrigger" && (line.trigger.event === "attacks" || line.trigger.event === "isDealtDamage" || line.trigger.event === "isAttacked");
    const damageTrigger = line.kind === "TriggeredLine" && line.trigger.kind === "EventTrigger" && line.trigger.event === "isDealtDamage";
    const phasePlayer = line.kind === "TriggeredLine" && isEachPhase(line.trigger);
    const scope: LineScope = { mode, above: NO_TARGETS, lastObject: undefined, subject, attackerTrigger, damageTrigger, phasePlayer, declared: [], line, ability };
    bindSentences(bound, line.sentences, scope, report);
    for (const add of mode.additional) {
      // `that Summon` in a With line is what the main line targets (207.2), and so is `it` until
      // the With line names an object itself: the one target of the line above, else the last
      // object it named ("this Summon"). With two targets above, `it` could be either.
      const only = scope.declared.length === 1 ? scope.declared[0]! : undefined;
      const lastObject = only ? { ref: "target" as const, index: only.index } : scope.declared.length === 0 ? scope.lastObject : undefined;
      const next: LineScope = { mode, above: scope.declared, lastObject, subject, attackerTrigger, damageTrigger, phasePlayer, declared: [], line: add, ability };
      if (scope.declared.length > 1) next.itCouldBe = scope.declared.map((t) => textOf(t.node));
      bindSentences(bound, add.sentences, next, report);
    }
    checkOptionalLast(mode, report);
  }
}

function bindSentences(bound: BoundCard, sentences: SentenceNode[], scope: LineScope, report: Report): void {
  for (const s of sentences) {
    scope.sentence = s;
    if (s.lead?.kind === "If") bindCondition(bound, s.lead.condition, scope, report);
    // `Target opponent may ...`: the player who decides is named (and targeted) first.
    if (s.may) bindPlayer(bound, s.may.who, scope, report);
    // The object the sentence's effects act on (the last one named, never "all ..."): what `its`
    // means in `EFFECT unless its controller pays COST` (207.2), in a triggered effect too.
    let acted: ObjectRef | undefined;
    // A subject two verbs share (`Target player draws 2 cards and discards 1 card.`) is one node,
    // bound once: one target, declared once (208.1). One effect names each of its refs once.
    const seen: RefNode[] | undefined = s.effects.length > 1 ? [] : undefined; // a sentence names a few: a list, not a set
    for (const e of s.effects) {
      // Written order: the subject (`Target Summon gets ...`, `X draws`) comes first either way.
      for (const o of objectRefs(e)) {
        if (seen === undefined || !seen.includes(o)) {
          bindObject(bound, o, scope, report);
          seen?.push(o);
        }
        // `Choose a Summon you control.`: the line's later sentences act on the pick.
        if (e.op === "choose" && bound.choices.has(s)) bound.choices.get(s)!.rest = true;
        const meaning = bound.objects.get(o);
        if (meaning && o.kind !== "AllRef") acted = meaning;
      }
      const p = playerRef(e);
      if (p !== undefined && !(p !== null && seen?.includes(p))) {
        bindPlayer(bound, p, scope, report);
        if (p !== null) seen?.push(p);
      }
      if (e.op === "costModifier") bindCasters(bound, e.casters, report);
    }
    if (s.unless) {
      scope.unlessObject = acted;
      bindPlayer(bound, s.unless.payer, scope, report);
      scope.unlessObject = undefined;
    }
  }
}

function bindCondition(bound: BoundCard, c: ConditionNode, scope: LineScope, report: Report): void {
  switch (c.cond) {
    case "youControl":
      if (!(c.who.kind === "PlayerWord" && (c.who.who === "you" || c.who.who === "your"))) {
        report(c.who.range, "unsupported", `only "if you control ..." is known here`);
      }
      if (!nounFilter(c.noun)) report(c.noun.range, "wrongReferent", `"${c.noun.written}" is not something a player controls`);
      return;
    case "damageAtLeast":
    case "onNoAttackDot":
    case "destroyed":
      bindObject(bound, c.what, scope, report);
      return;
    case "handAtMost":
      bindPlayer(bound, c.who, scope, report);
      return;
    case "error":
      return;
  }
}

function bindTrigger(bound: BoundCard, t: TriggerNode, mode: BoundMode, report: Report): ObjectRef | undefined {
  switch (t.kind) {
    case "EventTrigger": {
      const s = t.subject;
      if (
        t.object &&
        !(t.object.kind === "Indefinite" && t.object.noun.head === "summon" && nounFilter(t.object.noun)?.class === undefined && Object.keys(nounFilter(t.object.noun) ?? {}).length === 1)
      ) {
        const what = t.event === "dealsDamage" ? "deals damage to a Summon" : "destroys a Summon";
        report(t.object.range, "unsupported", `a trigger "${what}" names any Summon; "${textOf(t.object)}" can't be used there`);
      }
      if (s.kind === "ThisRef") {
        checkThisNoun(bound, s, report);
        bound.objects.set(s, frozen({ ref: "self" }));
        return { ref: "self" };
      }
      if (s.kind === "ThatRef") {
        if (bound.fixedTarget) {
          checkThatNoun(s.noun, bound.fixedTarget.node.noun, s.range, report);
          bound.objects.set(s, frozen({ ref: "fixed" }));
          return { ref: "fixed" };
        }
        report(s.range, "unboundPronoun", `"that ${s.noun.written}" in a trigger refers to the target this Effect is fixed on, but this card is not fixed on a target`);
        return undefined;
      }
      if (s.kind === "Indefinite") {
        if (s.noun.theirs) report(s.noun.theirs, "unsupported", `"they control" names the player of a phase trigger ("During each opponent's End Phase, ..."), not a trigger's subject`);
        if (!nounFilter(s.noun)) report(s.range, "wrongReferent", `"${textOf(s)}" can't ${t.event}`);
        return { ref: "triggerSubject" };
      }
      if (s.kind !== "ErrorRef") {
        report(s.range, "unsupported", `a trigger condition names "this ...", "that ..." or "a ..." as its subject, not "${textOf(s)}"`);
      }
      return undefined;
    }
    case "CastTrigger":
      // 503.1: "Whenever you|an opponent cast(s) a CARD TYPE".
      if (triggerPlayer(t.caster) === undefined || t.cardType.cardType === undefined) {
        report(t.range, "unsupported", `a cast trigger is "Whenever you cast" or "Whenever an opponent casts", with a card type ("an Effect Card", "a Summon Card")`);
      }
      return undefined;
    case "DrawTrigger":
      // 212.1: each card drawn is one event.
      if (triggerPlayer(t.drawer) === undefined || t.n.value !== 1) {
        report(t.range, "unsupported", `a draw trigger is "Whenever you draw a card" or "Whenever an opponent draws a card" (each card drawn, 212.1)`);
      }
      return undefined;
    case "PhaseTrigger":
      if (!(t.whose.kind === "PlayerWord" && ["you", "your", "each", "eachOpponent"].includes(t.whose.who))) {
        report(t.whose.range, "unsupported", `a phase trigger is "your", "each player's" or "each opponent's" phase`);
      }
      return undefined;
    case "DuringTrigger": {
      const w = t.whose;
      if (w.kind === "TargetRef" && (w.noun.head === "player" || w.noun.head === "opponent")) {
        // 208.1: "In target player's Reactivation Phase": the player is the ability's first target.
        mode.targets.push({ spec: targetSpec(w, [])!, node: w });
        bound.players.set(w, frozen({ ref: "targetPlayer", index: mode.targets.length - 1 }));
      } else if (!(w.kind === "PlayerWord" && (w.who === "you" || w.who === "your" || w.who === "eachOpponent"))) {
        report(w.range, "unsupported", `"During ..." is your phase, each opponent's phase or target player's phase`);
      }
      return undefined;
    }
    case "ErrorTrigger":
      return undefined;
  }
}

/** A trigger for each player's or each opponent's phase (not only yours): it names whose phase. */
function isEachPhase(t: TriggerNode): boolean {
  if (t.kind !== "PhaseTrigger" && t.kind !== "DuringTrigger") return false;
  return t.whose.kind === "PlayerWord" && (t.whose.who === "each" || t.whose.who === "eachOpponent");
}

/** The player of a cast or draw trigger: `you` or `an opponent` (undefined for anything else). */
export function triggerPlayer(r: RefNode): "you" | "opponent" | undefined {
  if (r.kind === "PlayerWord" && r.who === "you") return "you";
  if (r.kind === "Indefinite" && r.noun.head === "opponent") return "opponent";
  return undefined;
}

/** Binds a reference in a place that names an object (a Summon, crystal, Effect, card, action). */
function bindObject(bound: BoundCard, ref: RefNode, scope: LineScope, report: Report): void {
  const meaning = objectMeaning(bound, ref, scope, report);
  if (meaning) {
    bound.objects.set(ref, frozen(meaning));
    if (ref.kind !== "AllRef") scope.lastObject = meaning; // "it" is one object, never "all ..."
  }
}

/** What an object reference means; undefined when it can't mean anything (reported). */
function objectMeaning(bound: BoundCard, ref: RefNode, scope: LineScope, report: Report): ObjectRef | undefined {
  switch (ref.kind) {
    case "TargetRef": {
      if (ref.another && nounFilter(ref.noun) && !otherThanSource(bound, ref) && !scope.mode.targets.slice(0, MAX_TARGETS).some((t) => t.spec.kind === "object")) {
        report(
          ref.range,
          "unboundPronoun",
          `"${ref.written}" must differ from a target named before it in this ability (208.1), but nothing is targeted before it; write "target ${ref.noun.written}"`,
        );
      }
      if (bound.fixedTarget?.node === ref) return { ref: "fixed" };
      if (ref.noun.head === "player" || ref.noun.head === "opponent") {
        report(ref.range, "wrongReferent", `"${ref.written}" is a player; this needs a Summon, crystal, Effect, card or action`);
        return undefined;
      }
      if (ref.noun.head === null) return undefined; // unknown target: reported by the grammar
      if (ref.noun.theirs) {
        // 208.1: targets are chosen when the ability is announced or stacked; "they" can't say whose.
        const wording = scope.line ? rewordLine(scope.line, ref.noun.theirs, "an opponent controls") : undefined;
        const closest = wording ? `; the closest supported wording is "${wording}"` : "";
        report(ref.noun.theirs, "wrongReferent", `"${ref.written}": a target is chosen when the ability goes on the stack (208.1), and "they control" says whose only as it resolves${closest}`);
        return undefined;
      }
      if (ref.upTo !== undefined) return declareUpTo(bound, scope, ref, report);
      const index = declareTarget(bound, scope, ref, report);
      return index === undefined ? undefined : { ref: "target", index };
    }
    case "ThisRef":
      checkThisNoun(bound, ref, report);
      return { ref: "self" };
    case "Source":
      // What dealt the damage (runtime: the event's source); nowhere else does it name one thing.
      if (!scope.damageTrigger) {
        report(
          ref.range,
          "unboundPronoun",
          `"the source" is known only in a triggered effect whose condition is "... is dealt damage" (what dealt it) (207.4); for the card this text is on, write "this card"`,
        );
        return undefined;
      }
      return { ref: "damageSource" };
    case "Attacker":
      if (!scope.attackerTrigger) {
        report(
          ref.range,
          "unboundPronoun",
          `"the attacking Summon" is known only in a triggered effect whose condition is "... attacks" or "... is dealt damage" (the summon whose attack dealt it) (207.4); here there is no attack to refer to`,
        );
        return undefined;
      }
      return { ref: "attacker" };
    case "It":
      if (ref.word === "it" || ref.word === "its") {
        const meaning = scope.unlessObject ?? scope.subject ?? scope.lastObject;
        if (meaning) return meaning;
        if (scope.itCouldBe) {
          const [first] = scope.itCouldBe;
          report(
            ref.range,
            "unboundPronoun",
            `"${ref.word}" could mean ${scope.itCouldBe.map((t) => `"${t}"`).join(" or ")} of the line above (207.2); name which, e.g. "that ${(first ?? "").replace(/^(another )?target /, "")}" for "${first ?? ""}"`,
          );
          return undefined;
        }
        report(ref.range, "unboundPronoun", `"${ref.word}" refers to nothing: name the object first (e.g. "target Summon")`);
      }
      return undefined;
    case "ThatRef": {
      if (bound.fixedTarget) {
        checkThatNoun(ref.noun, bound.fixedTarget.node.noun, ref.range, report);
        return { ref: "fixed" };
      }
      // An earlier target of the same line ("Deal 2 damage to target Summon. If that Summon ..."),
      // else the line above's (a With line's "deal 2 more damage to that Summon").
      const match = scope.declared.find((t) => matchesNoun(ref.noun, t.node)) ?? scope.above.find((t) => matchesNoun(ref.noun, t.node));
      if (match) return { ref: "target", index: match.index };
      // A target of the same kind, but not sure to be what "that" names (`target Summon` ... `that Dragon`).
      const broader = [...scope.declared, ...scope.above].find((t) => t.node.kind === "TargetRef" && t.node.noun.head === ref.noun.head);
      if (broader && broader.node.kind === "TargetRef") {
        report(
          ref.range,
          "unboundPronoun",
          `"that ${ref.noun.written}" refers to a target named before it (207.2), but "${broader.node.written}" need not be ${withArticle(ref.noun.written)}; write "that ${broader.node.noun.written}", or "target ${ref.noun.written}" where it is targeted`,
        );
        return undefined;
      }
      // In a triggered effect, "that Summon" may be the trigger's subject, as "it" is (207.4):
      // `Whenever a Summon an opponent controls moves, deal 1 damage to that Summon.`
      const trigger = scope.line?.kind === "TriggeredLine" ? scope.line.trigger : undefined;
      if (scope.subject?.ref === "triggerSubject" && trigger?.kind === "EventTrigger" && trigger.subject.kind === "Indefinite" && nounCovers(ref.noun, trigger.subject.noun)) return scope.subject;
      report(
        ref.range,
        "unboundPronoun",
        `"that ${ref.noun.written}" refers to a target named before it, in its line or the line above (207.2), but ${
          scope.above.length === 0 && scope.declared.length === 0 ? "nothing is targeted before it in this ability" : `no ${ref.noun.headWritten} is targeted before it`
        }`,
      );
      return undefined;
    }
    case "AllRef": {
      const filter = nounFilter(ref.noun);
      if (!filter) {
        report(ref.range, "wrongReferent", `"all ${ref.noun.written}" names no Summons, crystals, Effects or cards`);
        return undefined;
      }
      let ofPlayer: PlayerRef | undefined;
      if (ref.noun.theirs) {
        // 700.1: in a trigger for each player's or each opponent's phase, "they" is whose turn it is.
        if (!scope.phasePlayer) {
          report(
            ref.noun.theirs,
            "unboundPronoun",
            `"they control" names the player whose phase it is, in a trigger for each player's or each opponent's phase ("During each opponent's End Phase, ..."); here it names no one`,
          );
          return undefined;
        }
        ofPlayer = frozen({ ref: "activePlayer" });
      }
      if (ref.ofPlayer) {
        bindPlayer(bound, ref.ofPlayer, scope, report);
        ofPlayer = bound.players.get(ref.ofPlayer);
      }
      return ofPlayer ? { ref: "all", filter, ofPlayer } : { ref: "all", filter };
    }
    case "Indefinite": {
      // 208.1: without "target" nothing is declared on announcement: the caster (208.3) picks one
      // as the effect resolves (runtime "choose"); 208.4: with no controller named, one he controls.
      const filter = nounFilter(ref.noun);
      const picked = filter !== undefined && filter.kind !== "card" && scope.sentence !== undefined && scope.ability !== "continuous";
      if (picked && bound.choices.has(scope.sentence!)) {
        report(
          ref.range,
          "unsupported",
          `"${textOf(ref)}": a sentence picks one object as it resolves (208.1); name the second as a target ("target ${ref.noun.written}") or write it in a sentence of its own`,
        );
        return undefined;
      }
      if (picked) {
        if (bound.choices === NO_CHOICES) bound.choices = new Map();
        (bound.choices as Map<SentenceNode, { filter: Filter; rest: boolean }>).set(scope.sentence!, {
          filter: filter.controller === undefined ? frozen({ ...filter, controller: "you" }) : filter,
          rest: false,
        });
        return { ref: "chosen" };
      }
      const wording = scope.line ? rewordLine(scope.line, ref.range, `${ref.range.start.offset === lineStart(scope.line) ? "Target" : "target"} ${ref.noun.written}`) : undefined;
      const closest = wording ? `the closest supported wording is "${wording}"` : `write "target ${ref.noun.written}" or "all ..."`;
      report(ref.range, "wrongReferent", `"${textOf(ref)}" (one picked as the effect resolves) is not supported: an effect acts on a target chosen when it is announced (208.1); ${closest}`);
      return undefined;
    }
    case "PlayerWord":
    case "ControllerOf":
    case "OwnerOf":
      report(ref.range, "wrongReferent", `"${textOf(ref)}" is a player; this needs a Summon, crystal, Effect, card or action`);
      return undefined;
    case "ErrorRef":
      return undefined;
  }
}

/** Binds a reference in a place that names a player; null (no subject) is the caster (208.4). */
function bindPlayer(bound: BoundCard, ref: RefNode | null, scope: LineScope, report: Report): void {
  if (ref === null) return;
  switch (ref.kind) {
    case "PlayerWord": {
      const r = playerWord(ref.who);
      if (r) bound.players.set(ref, frozen(r));
      else report(ref.range, "wrongReferent", `"${ref.who}" names no particular player here`);
      return;
    }
    case "TargetRef": {
      if (ref.noun.head !== "player" && ref.noun.head !== "opponent") {
        if (ref.noun.head !== null) report(ref.range, "wrongReferent", `"${ref.written}" is not a player`);
        return;
      }
      if (ref.another) anotherNotKept(ref, report);
      scope.mode.targets.push({ spec: targetSpec(ref, [])!, node: ref });
      bound.players.set(ref, frozen({ ref: "targetPlayer", index: scope.mode.targets.length - 1 }));
      return;
    }
    case "ControllerOf":
    case "OwnerOf": {
      bindObject(bound, ref.of, scope, report);
      const of = bound.objects.get(ref.of);
      if (of) bound.players.set(ref, frozen({ ref: ref.kind === "ControllerOf" ? "controllerOf" : "ownerOf", of }));
      return;
    }
    case "ThatRef":
      // 700.1 "that player" in a trigger for each player's phase: whose turn it is.
      if (ref.noun.head === "player" && scope.phasePlayer) {
        bound.players.set(ref, frozen({ ref: "activePlayer" }));
        return;
      }
      report(
        ref.range,
        "wrongReferent",
        `"${textOf(ref)}" is not a player${ref.noun.head === "player" ? ` here: "that player" is the player whose phase a trigger for each player's phase names` : ""}`,
      );
      return;
    case "ErrorRef":
      return;
    default:
      report(ref.range, "wrongReferent", `"${textOf(ref)}" is not a player`);
  }
}

/** The player a player word names (a new object each time); undefined for one that names none. */
function playerWord(who: Extract<RefNode, { kind: "PlayerWord" }>["who"]): PlayerRef | undefined {
  switch (who) {
    case "you":
    case "your":
      return { ref: "you" };
    case "yourOpponents":
    case "eachOpponent":
      return { ref: "eachOpponent" };
    case "allPlayers":
    case "each": // `Each player draws 1 card.`
      return { ref: "allPlayers" };
    default:
      return undefined;
  }
}

function bindCasters(bound: BoundCard, ref: RefNode, report: Report): void {
  if (ref.kind === "PlayerWord" && ["you", "your", "yourOpponents", "eachOpponent", "allPlayers"].includes(ref.who)) return;
  if (ref.kind !== "ErrorRef") report(ref.range, "unsupported", `costs change for cards "you", "your opponents" or "all players" cast`);
}

/** Targets one mode declares, at most (208.1): real cards name one to three; every target
 *  multiplies a player's choices, and each `another target` lists those before it. */
export const MAX_TARGETS = 16;

/** Declares a target of the mode (208.1); `another` must differ from the mode's earlier object targets. */
function declareTarget(bound: BoundCard, scope: LineScope, ref: TargetRef, report: Report): number | undefined {
  const count = scope.mode.targets.length;
  if (count === MAX_TARGETS) report(ref.range, "tooManyTargets", `this declares target ${count + 1}; an ability's mode declares at most ${MAX_TARGETS} targets (208.1)`);
  // Only "another target" needs the earlier object targets, and only up to the bound (a line with
  // thousands of targets, already an error, stays linear).
  const earlier = ref.another && count < MAX_TARGETS ? scope.mode.targets.flatMap((t, i) => (t.spec.kind === "object" ? [i] : [])) : [];
  if (ref.another && ref.noun.head === "action") anotherNotKept(ref, report);
  const spec = targetSpec(ref, earlier, bound);
  if (!spec) return undefined;
  scope.mode.targets.push({ spec, node: ref });
  const index = scope.mode.targets.length - 1;
  scope.declared.push({ index, node: ref });
  return index;
}

/**
 * 208.1 `up to two target Summons`: that many optional targets, each apart from the ones before it
 * (a target is declared once); the caster declares none, one or all of them. Only where targets
 * are declared by the caster (a cast card's effect, an activated ability) and as the mode's last
 * targets (the ones left out are the last ones).
 */
function declareUpTo(bound: BoundCard, scope: LineScope, ref: TargetRef, report: Report): ObjectRef | undefined {
  const n = ref.upTo!;
  const filter = nounFilter(ref.noun);
  if (!filter || scope.ability === "triggered" || scope.ability === "continuous" || n > 6) {
    report(
      ref.range,
      "unsupported",
      `"${ref.written}": up to ${n > 6 ? "six" : "N"} targets ${filter ? "are declared by the caster of a card or an activated ability (208.1), not here" : "are Summons, crystals, Effects or cards"}`,
    );
    return undefined;
  }
  const first = scope.mode.targets.length;
  if (first + n > MAX_TARGETS) {
    report(ref.range, "tooManyTargets", `this declares ${first + n} targets; an ability's mode declares at most ${MAX_TARGETS} targets (208.1)`);
    return undefined;
  }
  const indexes: number[] = [];
  for (let k = 0; k < n; k++) {
    const earlier = scope.mode.targets.flatMap((t, i) => (t.spec.kind === "object" && i >= first ? [i] : []));
    scope.mode.targets.push({ spec: frozen({ kind: "object", filter, distinctFrom: frozen(earlier), optional: true }), node: ref });
    indexes.push(first + k);
  }
  for (const index of indexes) scope.declared.push({ index, node: ref });
  if (bound.upTo === NO_UP_TO) bound.upTo = new Map();
  (bound.upTo as Map<RefNode, number[]>).set(ref, indexes);
  return { ref: "target", index: first };
}

/** 208.1: targets the caster may leave out come after every other target of the mode. */
function checkOptionalLast(mode: BoundMode, report: Report): void {
  const firstOptional = mode.targets.findIndex((t) => t.spec.kind === "object" && t.spec.optional === true);
  if (firstOptional < 0) return;
  const after = mode.targets.slice(firstOptional).find((t) => !(t.spec.kind === "object" && t.spec.optional === true));
  if (after) report(after.node.range, "unsupported", `"${textOf(after.node)}" comes after "up to ..." targets, which the caster may leave out; name it first (208.1)`);
}

/** `another target Summon` on a Summon (an Effect on an Effect) with no target before it: one other
 *  than the card itself, as `other Summons` is (208.1). */
function otherThanSource(bound: BoundCard, ref: TargetRef): boolean {
  return ref.another && ref.noun.head !== null && ref.noun.head === bound.type?.kind;
}

function targetSpec(ref: TargetRef, distinctFrom: number[], bound?: BoundCard): TargetSpec | undefined {
  const head = ref.noun.head;
  if (head === "player") return frozen({ kind: "player" });
  if (head === "opponent") return frozen({ kind: "player", opponent: true });
  if (head === "action") return frozen({ kind: "action" });
  const found = nounFilter(ref.noun);
  if (!found) return undefined;
  const filter = distinctFrom.length === 0 && bound !== undefined && otherThanSource(bound, ref) ? frozen({ ...found, other: true }) : found;
  return frozen(distinctFrom.length > 0 ? { kind: "object", filter, distinctFrom: frozen(distinctFrom) } : { kind: "object", filter });
}

/** The runtime Filter of a noun phrase; undefined for players and actions. */
export function nounFilter(n: NounNode): Filter | undefined {
  if (n.head !== "summon" && n.head !== "crystal" && n.head !== "effect" && n.head !== "card") return undefined;
  const f: Filter = { kind: n.head };
  if (n.lifeBase !== undefined) f.lifeBase = n.lifeBase;
  if (n.class !== undefined) f.class = n.class;
  if (n.controller !== undefined) f.controller = n.controller;
  if (n.cardType !== undefined) f.cardType = n.cardType;
  if (n.zone !== undefined) f.zone = n.zone;
  if (n.zoneOwner !== undefined) f.zoneOwner = n.zoneOwner;
  if (n.other !== undefined) f.other = n.other;
  if (n.notClass !== undefined) f.notClass = n.notClass;
  if (n.state !== undefined) f.state = n.state;
  if (n.minDamage !== undefined) f.minDamage = n.minDamage;
  if (n.stat !== undefined) f.stat = n.stat;
  if (n.atLeast !== undefined) f.atLeast = n.atLeast;
  if (n.atMost !== undefined) f.atMost = n.atMost;
  if (n.dot !== undefined) f.dot = n.dot;
  if (n.fixedOn !== undefined && (n.fixedOn.head === "summon" || n.fixedOn.head === "crystal" || n.fixedOn.head === "effect")) {
    f.fixedOnKind = n.fixedOn.head;
    if (n.fixedOn.controller !== undefined) f.fixedOnController = n.fixedOn.controller;
  }
  return frozen(f);
}

/** `that Summon` may refer to a target Dragon (a Dragon is a Summon), `that Dragon` only to a
 *  target Dragon: what `that` names must hold of every object the target may be. */
function matchesNoun(that: NounNode, target: RefNode): boolean {
  return target.kind === "TargetRef" && nounCovers(that, target.noun);
}

/** Whether every object `target` may name is also what `that` names (head and qualifiers). */
function nounCovers(that: NounNode, target: NounNode): boolean {
  if (that.head === null || that.head !== target.head) return false;
  if (that.class !== undefined && that.class.toLowerCase() !== target.class?.toLowerCase()) return false;
  if (that.lifeBase !== undefined) {
    // A class (`Dragon`) names Non Life Base summons; `Life Base` is a noun of its own.
    const lifeBase = target.lifeBase ?? (target.class !== undefined ? false : undefined);
    if (lifeBase !== that.lifeBase) return false;
  }
  if (that.cardType !== undefined && that.cardType !== target.cardType) return false;
  if (that.controller !== undefined && that.controller !== target.controller) return false;
  if (that.zone !== undefined && that.zone !== target.zone) return false;
  if (that.zoneOwner !== undefined && that.zoneOwner !== target.zoneOwner) return false;
  return true;
}

function checkThatNoun(that: NounNode, fixed: NounNode, range: SourceRange, report: Report): void {
  if (that.head === null || fixed.head === null || nounCovers(that, fixed)) return;
  const which = that.head === fixed.head ? `"target ${fixed.written}", which need not be ${withArticle(that.written)}` : `which is ${withArticle(fixed.headWritten)}`;
  report(range, "unboundPronoun", `"that ${that.written}" refers to the fixed target, ${which}`);
}

/** `this Summon`, `this Effect`, `this Energy Crystal`, `this Dragon` name the card they are
 *  written on, so the card must be one (`this card` is any card). */
function checkThisNoun(bound: BoundCard, ref: Extract<RefNode, { kind: "ThisRef" }>, report: Report): void {
  const { type } = bound;
  const noun = ref.noun;
  if (!type || noun.head === null) return;
  const self = { summon: "Summon", effect: "Effect", crystal: "Energy Crystal" }[type.kind];
  const fix = `write "this ${self}" or "this card"`;
  const wrong = (what: string) => report(ref.range, "wrongReferent", `"this ${noun.written}" is the card it is written on, and this card is ${withArticle(type.id)}, ${what}; ${fix}`);
  switch (noun.head) {
    case "card":
      if (noun.cardType !== undefined && noun.cardType !== type.id) wrong(`not ${withArticle(noun.cardType)}`);
      return;
    case "summon": {
      if (type.kind !== "summon") return wrong("not a Summon");
      if (noun.lifeBase !== undefined && noun.lifeBase !== type.lifeBase) return wrong(type.lifeBase ? "a Life Base" : "not a Life Base");
      const cls = bound.fields.class?.value.text;
      if (noun.class !== undefined && cls !== undefined && noun.class.toLowerCase() !== cls.toLowerCase()) {
        return wrong(`${withArticle(cls)}, not ${withArticle(noun.class)}`);
      }
      return;
    }
    case "effect":
      if (type.kind !== "effect") wrong("not an Effect");
      return;
    case "crystal":
      if (type.kind !== "crystal") wrong("not an Energy Crystal");
      return;
    default:
      wrong(`not ${withArticle(noun.written)}`);
  }
}

/** 208.1 `another target player` / `another target action`: the engine keeps only object targets
 *  apart (TargetSpec.distinctFrom), so the text would let the same one be chosen twice. */
function anotherNotKept(ref: TargetRef, report: Report): void {
  report(ref.range, "unsupported", `"${ref.written}": only Summons, crystals, Effects and cards can be kept apart from earlier targets (208.1); write "target ${ref.noun.written}"`);
}

/** Calls `fn` on every reference in the sentences, in written order (nested refs included). */
function forEachRef(sentences: SentenceNode[], fn: (ref: RefNode) => void): void {
  const visit = (r: RefNode | null | undefined) => {
    if (!r) return;
    fn(r);
    if (r.kind === "ControllerOf" || r.kind === "OwnerOf") visit(r.of);
    if (r.kind === "AllRef") visit(r.ofPlayer);
  };
  for (const s of sentences) {
    if (s.lead?.kind === "If") {
      const c = s.lead.condition;
      if (c.cond === "youControl") visit(c.who);
      else if (c.cond === "damageAtLeast" || c.cond === "onNoAttackDot" || c.cond === "destroyed") visit(c.what);
      else if (c.cond === "handAtMost") visit(c.who);
    }
    if (s.may) visit(s.may.who);
    for (const e of s.effects) {
      for (const o of objectRefs(e)) visit(o);
      visit(playerRef(e));
      if (e.op === "costModifier") visit(e.casters);
    }
    if (s.unless) visit(s.unless.payer);
  }
}

/** Where a line's own text starts: after the `[` of a summon ability. */
function lineStart(line: LineNode): number {
  return line.range.start.offset + (line.text.startsWith("[") ? 1 : 0);
}

/** A line's text with `range` replaced by `by`, brackets kept; undefined when too long to quote. */
function rewordLine(line: LineNode, range: SourceRange, by: string): string | undefined {
  const base = line.range.start.offset;
  const from = range.start.offset - base;
  const to = range.end.offset - base;
  if (from < 0 || to > line.text.length || line.text.length > 200) return undefined;
  return line.text.slice(0, from) + by + line.text.slice(to);
}

/** A reference as the designer wrote it, for messages. */
function textOf(ref: RefNode): string {
  switch (ref.kind) {
    case "TargetRef":
      return ref.written;
    case "ThisRef":
      return `this ${ref.noun.written}`;
    case "ThatRef":
      return `that ${ref.noun.written}`;
    case "It":
      return ref.word;
    case "ControllerOf":
      return `${textOf(ref.of)}'s controller`;
    case "OwnerOf":
      return `${textOf(ref.of)}'s owner`;
    case "PlayerWord":
      return { you: "you", your: "your", yourOpponents: "your opponents", eachOpponent: "each opponent", allPlayers: "all players", each: "each", his: "his" }[ref.who];
    case "AllRef":
      return `all ${ref.noun.written}`;
    case "Indefinite":
      return `${ref.article} ${ref.noun.written}`;
    case "Attacker":
      return "the attacking Summon";
    case "Source":
      return "the source";
    case "ErrorRef":
      return ref.text;
  }
}
