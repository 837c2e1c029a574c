// The checker: the rules a card must satisfy before it can exist. It runs after the grammar (whose
// errors it does not repeat) and reports everything in one pass, each problem at its place in the
// card (a missing field at the card's `card` line). Checks, by rule:
//   304.2, 402.2-402.5, 402.10  fields: a summon has class, element (never a Life Base: 402.5),
//                               movement energy and all four stats; other cards have none of them
//   304.4, 401                  permanence: summons, crystals and fixed Effects are permanent
//   401.2-401.5                 what a Summon / Class Specific / Energy Crystal / Effect Effect Card
//                               may target; 207.5a: a fixed Effect names exactly one target
//   207.1                       each `or` has an effect on both sides
//   207.2, 204.4                each additional effect has a cost; `X` only counts a For each extra
//   208                         every pronoun refers to something (binder.ts)
//   204.2                       each energy type once per energy list
//   208.1                       at most 16 targets a mode (E2017: each multiplies a player's choices)
//   LANGUAGE.md 1               names unique within a set, to the eye too (E2015, E2018, W2102: names.ts)
//   LANGUAGE.md 1, 3            no amount of 0 where it means nothing (`cost: M0`, `restriction: 0`,
//                               `counters: 0 time`, `Draw 0 cards.`); `1 card`, `2 cards` (warning)
//   210.4                       damage of an ability triggered by its own card leaving play is never
//                               dealt (W2103, a warning: the source has left play when it resolves)
import type { AmountNode, CardFileNode, CardNode, EffectNode, EnergyListNode, LineNode, RefNode, SentenceNode, SourceRange } from "../grammar/ast.ts";
import { diagnosticAt, sortDiagnostics, type Diagnostic } from "../grammar/diagnostics.ts";
import { bindCard, nounFilter, withArticle, type BoundCard, type Report } from "./binder.ts";
import { CHECK_CODES, CHECK_WARNINGS, type CheckCode, type CheckWarning } from "./codes.ts";
import { abilityProblems } from "../runtime/x610z/continuous.ts";
import type { IR } from "./ir.ts";
import { defineCard, type CardDefinition } from "../runtime/x610z/abilities.ts";
import { lowerCard } from "./lower.ts";
import { lookAlike, skeleton, skeletonHash } from "./names.ts";
import { STAT_IDS } from "../grammar/vocabulary.ts";

/** A checker warning: reported, but the card still builds. */
type Warn = (range: SourceRange, code: CheckWarning, message: string) => void;

/** Every rule problem of every card in a parsed file, sorted by position. */
export function checkCardFile(fileAst: CardFileNode, _text: string, file: string): Diagnostic[] {
  return sortDiagnostics(fileAst.cards.flatMap((card) => checkCard(card, file).diagnostics));
}

/** LANGUAGE.md 1: names are unique within a set (decks, scenarios and the generated index know a
 *  card by its name). Every definition after the first of a name, across the files given (a set
 *  checked together), is an error at its `card` line. Names that only look alike (the same
 *  Unicode TS #39 skeleton: look-alike letters of other scripts, invisible characters, fullwidth
 *  forms; compiler/names.ts) are an error in one file (E2018) and a warning across files (W2102). */
export function checkCardNames(files: ReadonlyArray<{ file: string; cards: ReadonlyArray<Pick<CardNode, "name" | "nameRange">> }>): Diagnostic[] {
  const names = new CardNames();
  const out: Diagnostic[] = [];
  for (const { file, cards } of files) for (const card of cards) for (const d of names.add(file, card)) out.push(d);
  return out;
}

/** checkCardNames a card at a time, in file order: what a card's name clashes with among the
 *  cards added before it (compile() checks each card as it is parsed, then drops it). */
export class CardNames {
  /** By the hash of the skeleton (names.ts skeletonHash, computed without building the skeleton
   *  for an ASCII name): the first name of that hash; different skeletons of one hash are chained
   *  (Look.next). A number key, one look-up a card: two string-keyed maps' look-ups were 3 % of a
   *  30,000-card pool's compile. */
  private readonly looks = new Map<number, Look>();

  add(file: string, card: Pick<CardNode, "name" | "nameRange">): Diagnostic[] {
    if (card.name === "") return []; // a nameless card line is the grammar's to report
    const hash = skeletonHash(card.name);
    const first = this.looks.get(hash);
    let alike = first;
    if (alike !== undefined && alike.name !== card.name) {
      // One skeleton a hash almost always; the same name is the same skeleton.
      const key = skeleton(card.name);
      while (alike !== undefined && (alike.skeleton ??= skeleton(alike.name)) !== key) alike = alike.next;
    }
    const line = card.nameRange.start.line;
    if (alike === undefined) {
      const look: Look = { file, line, name: card.name };
      if (first === undefined) this.looks.set(hash, look);
      else {
        if (first.next !== undefined) look.next = first.next;
        first.next = look;
      }
      return [];
    }
    const seen = alike.name === card.name ? alike : alike.others?.get(card.name);
    if (seen === undefined) {
      (alike.others ??= new Map()).set(card.name, { file, line });
      const same = alike.file === file;
      const where = same ? `line ${alike.line}` : `${alike.file}:${alike.line}`;
      const message = `card "${card.name}" looks like "${alike.name}" (${where}): ${lookAlike(card.name, alike.name)}; names must be told apart at a glance (LANGUAGE.md 1)`;
      return [
        same ? diagnosticAt(file, card.nameRange, "error", CHECK_CODES.confusableName.code, message) : diagnosticAt(file, card.nameRange, "warning", CHECK_WARNINGS.confusableName.code, message),
      ];
    }
    const where = seen.file === file ? `line ${seen.line}` : `${seen.file}:${seen.line}`;
    return [
      diagnosticAt(file, card.nameRange, "error", CHECK_CODES.duplicateName.code, `a card named "${card.name}" is already defined at ${where}; names must be unique within a set (LANGUAGE.md 1)`),
    ];
  }
}

/** A skeleton's first name and where it is. */
interface Look {
  file: string;
  line: number;
  name: string;
  /** The other names of this skeleton seen since. */
  others?: Map<string, { file: string; line: number }>;
  /** The skeleton, once computed (on a hash shared with another name). */
  skeleton?: string;
  /** The next skeleton of the same hash. */
  next?: Look;
}

/** Checks one card; without errors, its IR (the lowering of the bound card) and the card built
 *  from it come along. */
export function checkCard(card: CardNode, file: string): { diagnostics: Diagnostic[]; bound: BoundCard; ir: IR | null; built: CardDefinition | null } {
  const diagnostics: Diagnostic[] = [];
  const report: Report = (range: SourceRange, code: CheckCode, message: string) => void diagnostics.push(diagnosticAt(file, range, "error", CHECK_CODES[code].code, message));
  const warnings: Diagnostic[] = [];
  const warn: Warn = (range, code, message) => void warnings.push(diagnosticAt(file, range, "warning", CHECK_WARNINGS[code].code, message));
  const bound = bindCard(card, report);
  checkFields(bound, report);
  checkTargets(bound, report);
  checkLines(bound, report, warn);
  const all = () => (warnings.length === 0 ? diagnostics : diagnostics.concat(warnings));
  if (diagnostics.length > 0) return { diagnostics: all(), bound, ir: null, built: null };
  let ir: IR;
  try {
    ir = lowerCard(bound, file);
  } catch {
    return { diagnostics: all(), bound, ir: null, built: null }; // a line the grammar already reported (an error node)
  }
  // The lowered card is the built card's data, key for key (the constructors' call tree evaluates
  // to it: test/compiler/builder.test.ts), so it is frozen as it is, not rebuilt (a second copy of
  // every object: 11 % of a 30,000-card pool's compile).
  const built = defineCard(ir.card);
  checkPlayable(bound, built, report);
  checkSourceGone(bound, built, warn);
  return diagnostics.length > 0 ? { diagnostics: all(), bound, ir: null, built: null } : { diagnostics: all(), bound, ir, built };
}

/** A lasting line as an activated one: `☉: LINE`, `[☉: LINE]` for a summon's (207.6, 402.10f). */
function activatedForm(text: string): string {
  return text.startsWith("[") ? `[☉: ${text.slice(1)}` : `☉: ${text}`;
}

/** A permanent Effect's one-shot line (`Put a time counter on this Effect.`) read as happening when it
 *  comes into play (207.4): the closest supported wording, for the message. */
function onEntering(bound: BoundCard, line: BoundCard["abilities"][number]["lines"][number] | undefined): string {
  if (bound.type?.kind !== "effect" || line?.kind !== "EffectLine" || line.bracketed || line.text.length > 200) return "";
  const body = line.text.replace(/\b(a|an|one) (time|activation) counter\b/g, "1 $2 counter");
  return `; the closest supported wording is "When this Effect comes into play, ${body.charAt(0).toLowerCase()}${body.slice(1)}"`;
}

/** What the engine would refuse when a game starts (runtime/continuous.ts libraryProblems, ability by ability): a
 *  permanent's lasting ability must be an effect that can last (305), so `check` says so first. */
function checkPlayable(bound: BoundCard, card: CardDefinition, report: Report): void {
  // The problems of the whole card are those of its lasting abilities one by one, in order.
  for (let i = 0; i < card.abilities.length; i++) {
    const a = card.abilities[i]!;
    if (a.kind !== "continuous") continue;
    const problems = abilityProblems(card.name, a);
    if (problems.length === 0) continue;
    const line = bound.abilities[i]?.lines[0];
    const range = line?.range ?? bound.card.headerRange;
    // One error for the line (one mistake, one error), with the closest wording: a permanent Effect's
    // one-shot line as happening when it comes into play (207.4), else its activated form (207.6,
    // 402.10f): what a designer who wrote a one-shot effect there most likely meant.
    const closest = onEntering(bound, line) || (line ? `; the closest supported wording is "${activatedForm(line.text)}"` : "");
    report(
      range,
      "unsupported",
      `this line can't stay in force while the card is in play: a permanent's lasting text changes stats, forbids ("can't"), protects from targeting, adds energy, changes costs or prevents all damage; make the card non permanent, or start the line with a trigger ("Whenever ...:") or ☉ (${problems.map((p) => p.slice(card.name.length + 2)).join("; ")})${closest}`,
    );
  }
}

/** The events after which the trigger's own card has left play: an ability waiting on its own
 *  card's leaving resolves with its source out of play. */
const SOURCE_LEAVES: ReadonlySet<string> = new Set(["isDestroyed", "leavesPlay"]);

/**
 * An ability that can never take effect: one triggered by its own card leaving play ("When this
 * Summon is destroyed: ...") resolves with its source out of play, and damage is dealt only while
 * its source is in play (210.4). A warning (W2103) on each damage it would deal; the card builds.
 */
function checkSourceGone(bound: BoundCard, card: CardDefinition, warn: Warn): void {
  for (let i = 0; i < card.abilities.length; i++) {
    const a = card.abilities[i]!;
    if (a.kind !== "triggered" || !SOURCE_LEAVES.has(a.trigger.on) || !("subject" in a.trigger) || a.trigger.subject.ref !== "self") continue;
    const ability = bound.abilities[i];
    if (!ability) continue;
    const self = `this ${bound.type?.kind === "summon" ? "Summon" : bound.type?.kind === "crystal" ? "Energy Crystal" : bound.type?.kind === "effect" ? "Effect" : "card"}`;
    const event = a.trigger.on === "isDestroyed" ? "is destroyed" : "leaves play";
    for (const m of ability.modes) {
      for (const line of [m.line, ...m.additional]) {
        for (const s of sentencesOf(line)) {
          for (const e of s.effects) {
            if (e.op !== "damage") continue;
            warn(
              e.range,
              "sourceGone",
              `this damage is never dealt: the ability resolves after ${self} ${event}, and damage is dealt only while its source is in play (210.4); a trigger on ${self} leaving play can draw, heal, destroy or return, not deal damage`,
            );
          }
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Fields (304.2, 402, 403)
// ---------------------------------------------------------------------------------------------

function checkFields(bound: BoundCard, report0: Report): void {
  const { card, type, fields } = bound;
  const header = card.headerRange;
  // One mistake, one error: with a field line the grammar could not read (reported there), a
  // "missing" field may be that very line, so it is not reported as missing too.
  const report: Report = (range, code, message) => {
    if ((code === "missingField" || code === "permanence") && range === header && (card.unreadFields ?? 0) > 0) return;
    report0(range, code, message);
  };
  const typeField = fields.type;
  if (!typeField) {
    report(header, "missingField", `card "${card.name}" has no "type:" field (304.2)`);
    return;
  }
  if (!type) return; // an unknown type: reported by the grammar

  if (type.classSpecific && !typeField.typeClass) {
    report(typeField.range, "missingField", `a Class Specific Effect Card names its class, e.g. "type: Class Specific Effect Card (Dragon)" (401.3)`);
  }
  if (!type.classSpecific && typeField.typeClass) {
    report(typeField.typeClass.range, "fieldNotAllowed", `only a Class Specific Effect Card names a class in its type (401.3)`);
  }

  if (type.kind === "summon") {
    if (!fields.class) report(header, "missingField", `${withArticle(type.id)} needs a "class:" (402.2)`);
    const element = fields.element;
    if (type.lifeBase && element) {
      report(element.range, "fieldNotAllowed", `a Life Base has no element (402.5); remove "element: ${element.value.text}"`);
    }
    if (!type.lifeBase && !element) report(header, "missingField", `${withArticle(type.id)} needs an "element:" (402.4)`);
    if (!fields.movementEnergy) report(header, "missingField", `${withArticle(type.id)} needs "movement energy:" (204.5)`);
    if (!fields.stats) {
      report(header, "missingField", `${withArticle(type.id)} needs stats: "stats: attack N, defense N, speed N, range N" (402.10)`);
    }
    const crew = fields.crew;
    if (crew) report(crew.range, "fieldNotAllowed", `"crew:" is for Effect and Summon Effect Cards (304.2c), not ${withArticle(type.id)}`);
  } else {
    for (const f of SUMMON_ONLY) {
      const field = fields[f];
      if (field) report(field.range, "fieldNotAllowed", `"${field.label}:" is for summons only (304.2b, 402.10), not ${withArticle(type.id)}`);
    }
    const crew = fields.crew;
    if (crew && type.kind !== "effect") {
      report(crew.range, "fieldNotAllowed", `"crew:" is for Effect and Summon Effect Cards (304.2c), not ${withArticle(type.id)}`);
    }
  }

  const permanence = fields.permanent;
  if (type.alwaysPermanent || type.fixesOn) {
    if (permanence && !permanence.permanent) {
      const why = type.fixesOn ? `: it gets fixed on its target (${type.rule})` : ` (304.4)`;
      report(permanence.range, "permanence", `${withArticle(type.id)} is always permanent${why}`);
    }
  } else if (!permanence) {
    report(header, "permanence", `${withArticle(type.id)} says whether it is "permanent" or "non permanent" on a line of its own (304.4a)`);
  }
  const counters = fields.counters;
  if (counters && !bound.permanent) {
    report(counters.range, "fieldNotAllowed", `counters go on a permanent (209.2); this card is non permanent`);
  }
  if (counters && counters.n === 0) {
    report(counters.valueRange, "zeroAmount", `"counters: 0${counters.counter ? ` ${counters.counter}` : ""}" puts no counter on the card (209.2); write 1 or more, or leave the line out`);
  }
  const restriction = fields.restriction;
  if (restriction && restriction.value === 0) {
    report(restriction.valueRange, "zeroAmount", `"restriction: 0" would allow no copy of the card in a deck (304.3a); write 1 or more, or "∞"`);
  }

  const stats = fields.stats;
  if (stats && type.kind === "summon") {
    const seen: string[] = []; // four stats: a list, not a set
    let unknown = false;
    for (const e of stats.entries) {
      if (e.stat.stat === null) {
        unknown = true; // reported by the grammar, and maybe the one missing below
        continue;
      }
      if (seen.includes(e.stat.stat)) report(e.range, "incompleteStats", `stats: "${e.stat.written}" is given twice (402.10)`);
      else seen.push(e.stat.stat);
    }
    const missing = seen.length === STAT_IDS.length ? [] : STAT_IDS.filter((s) => !seen.includes(s));
    if (missing.length > 0 && !unknown) {
      const every = `${STAT_IDS.slice(0, -1).join(", ")} and ${STAT_IDS.at(-1)}`;
      report(stats.range, "incompleteStats", `stats: needs ${every} (402.10); missing ${missing.join(", ")}`);
    }
  }

  checkEnergyLists(bound, report);
}

/** The fields only a summon has (304.2b, 402.10). */
const SUMMON_ONLY = ["class", "element", "movementEnergy", "stats"] as const;

/** 204, 204.2 in every energy list of a card, in order: fields, line costs, effects (walked, not
 *  gathered into a list: an array or two per card). */
function checkEnergyLists(bound: BoundCard, report: Report): void {
  // The fields of each name (a second one is the grammar's error, its list still checked).
  const { card, fields } = bound;
  for (const f of card.fields) if (f.field === "cost" || f.field === "movementEnergy") checkEnergyList(f.value, report);
  for (const line of fields.textLines) {
    if (line.kind === "ActivatedLine" && line.cost) checkEnergyList(line.cost, report);
    if (line.kind === "PaidLine" || line.kind === "AdditionalLine") checkEnergyList(line.cost, report);
    if (line.kind === "ProducesLine") {
      checkEnergyList(line.energy, report);
      for (const l of line.or) checkEnergyList(l, report);
    }
    for (const s of sentencesOf(line)) {
      if (s.unless) checkEnergyList(s.unless.cost, report);
      for (const e of s.effects) {
        if (e.op === "extraProduce") checkEnergyList(e.energy, report);
        if (e.op === "addEnergy") {
          checkEnergyList(e.energy, report);
          for (const l of e.or) checkEnergyList(l, report);
        }
        if (e.op === "costModifier" || e.op === "actionCostModifier") checkEnergyList(e.by, report);
      }
    }
  }
}

function checkEnergyList(list: EnergyListNode, report: Report): void {
  const items = list.items;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.amount === 0) {
      report(item.range, "zeroAmount", `"${item.letter}0" is no energy (204); write an amount of 1 or more, or leave it out (a cost of nothing is "none" or no cost at all)`);
    }
    // A few letters a list: the items before this one, not a set.
    let twice = false;
    for (let j = 0; j < i && !twice; j++) twice = items[j]!.letter === item.letter;
    if (twice) report(item.range, "duplicateEnergy", `${item.letter} is given twice in one energy list; write the total once (204.2)`);
  }
}

// ---------------------------------------------------------------------------------------------
// Targets (401.2-401.5)
// ---------------------------------------------------------------------------------------------

const KIND_WORDS = { summon: "Summons", crystal: "Energy Crystals", effect: "Effects" } as const;

function checkTargets(bound: BoundCard, report: Report): void {
  const { type } = bound;
  if (!type?.fixesOn) return;
  const typeClass = bound.fields.type?.typeClass?.text;
  for (const ability of bound.abilities) {
    for (const mode of ability.modes) {
      for (const t of mode.targets) checkOneTarget(t.node, type.id, type.fixesOn, type.rule, typeClass, report);
    }
  }
  const fixed = bound.fixedTarget?.node;
  if (fixed) checkOneTarget(fixed, type.id, type.fixesOn, type.rule, typeClass, report);
}

function checkOneTarget(node: RefNode, typeName: string, fixesOn: "summon" | "crystal" | "effect", rule: string, typeClass: string | undefined, report: Report): void {
  if (node.kind !== "TargetRef" || node.noun.head === null) return;
  const noun = node.noun;
  if (noun.head !== fixesOn) {
    const only = typeClass ? `${typeClass} Summons` : KIND_WORDS[fixesOn];
    report(node.range, "wrongTarget", `"${node.written}": ${withArticle(typeName)} can only target ${only} (${rule}a)`);
  } else if (typeClass && noun.class?.toLowerCase() !== typeClass.toLowerCase()) {
    report(node.range, "wrongTarget", `"${node.written}": a Class Specific Effect Card (${typeClass}) can only target ${typeClass} Summons (401.3a)`);
  }
}

// ---------------------------------------------------------------------------------------------
// Lines: additional costs, X, phrases the runtime can't express
// ---------------------------------------------------------------------------------------------

function checkLines(bound: BoundCard, report: Report, warn: Warn): void {
  for (const line of bound.fields.textLines) {
    if (line.kind === "AdditionalLine" && line.cost.items.length === 0) {
      const lead = { with: "With", withExtra: "With extra", forEachExtra: "For each extra" }[line.additional];
      report(line.cost.range, "missingCost", `"${lead}" needs a cost to pay, e.g. "${lead} B1:" (207.2, 204.4)`);
    }
    const xAllowed = line.kind === "AdditionalLine" && line.additional === "forEachExtra";
    checkOptional(sentencesOf(line), report);
    for (const s of sentencesOf(line)) {
      for (const e of s.effects) {
        checkObjectZone(e, line.text, report);
        checkEffect(e, xAllowed, report);
        checkZero(e, report);
        if (e.op === "draw" || e.op === "discard") checkCardCount(line, e.n, e.range, warn);
      }
    }
  }
}

/**
 * 207.6 `If you don't, ...` is the other branch of the optional action (`You may ...`) just before
 * it, with `When successfully done` sentences between them at most; `If they don't` answers
 * `Target opponent may`, `If you don't` answers `You may`. `You may` must name you or a target player.
 */
function checkOptional(sentences: SentenceNode[], report: Report): void {
  let open: SentenceNode | undefined;
  for (const s of sentences) {
    if (s.may && !(s.may.who.kind === "PlayerWord" && s.may.who.who === "you") && !(s.may.who.kind === "TargetRef" && (s.may.who.noun.head === "player" || s.may.who.noun.head === "opponent"))) {
      report(s.may.who.range, "wrongReferent", `"may" is said of "you" or a target player (207.6)`);
    }
    if (s.lead?.kind === "IfNot") {
      const mayWho = open?.may?.who;
      const they = mayWho !== undefined && !(mayWho.kind === "PlayerWord" && mayWho.who === "you");
      if (open === undefined) report(s.lead.range, "unsupported", `"If ${s.lead.who} don't," follows an optional action ("You may ...") in the same line (207.6)`);
      else if (they !== (s.lead.who === "they"))
        report(
          s.lead.range,
          "wrongReferent",
          `"If ${s.lead.who} don't," answers "${they ? "If they don't," : "If you don't,"}" here: the optional action before it is ${they ? "another player's" : "yours"}`,
        );
      open = undefined;
      continue;
    }
    if (s.may) open = s;
    else if (s.lead?.kind !== "WhenDone") open = undefined;
  }
}

/**
 * A target's zone follows its verb (issue 26): a card named by its card type with no zone
 * (`target Effect Card`) is wherever the verb acts. `Counter` acts on the stack, where a card
 * being cast is an action (glossary: counter); the other verbs here act on permanents in play
 * (206), whose nouns drop `Card` (`target Summon`). Without this the card would be looked for in
 * a hand, deck or discard pile, and the line would do nothing to what it names.
 */
const OBJECT_OF: Partial<Record<EffectNode["op"], (e: never) => RefNode>> = {
  counter: (e: { what: RefNode }) => e.what,
  destroy: (e: { what: RefNode }) => e.what,
  deactivate: (e: { what: RefNode }) => e.what,
  reactivate: (e: { what: RefNode }) => e.what,
  removeFromGame: (e: { what: RefNode }) => e.what,
  returnToHand: (e: { what: RefNode }) => e.what,
  gainControl: (e: { what: RefNode }) => e.what,
  damage: (e: { to: RefNode }) => e.to,
  heal: (e: { from: RefNode }) => e.from,
};
const IN_PLAY_NOUN: Record<string, string> = { "Summon Card": "Summon", "Life Base Card": "Life Base", "Energy Crystal Card": "Energy Crystal" };

function checkObjectZone(e: EffectNode, lineText: string, report: Report): void {
  const object = OBJECT_OF[e.op]?.(e as never);
  if (object?.kind !== "TargetRef") return;
  if (e.op === "counter" && object.noun.head !== "action" && object.noun.head !== "card") {
    // A permanent in play is no action: what is countered is an action on the stack (glossary).
    const wording = lineText.replace(object.written, "target action");
    report(
      object.range,
      "unsupported",
      `"${object.written}" is a permanent in play, and "Counter" acts on an action on the stack (glossary: counter), such as an activated Effect's activation; the closest supported wording is "${wording}"`,
    );
    return;
  }
  if (object.noun.head !== "card" || object.noun.zone !== undefined) return;
  const written = object.written;
  const cardType = object.noun.cardType;
  const inPlay = cardType === undefined ? undefined : (IN_PLAY_NOUN[cardType] ?? (/effect card$/i.test(cardType) ? "Effect" : undefined));
  const counter = e.op === "counter";
  const instead = counter ? "target action" : inPlay === undefined ? undefined : `target ${inPlay}`;
  const wording = instead === undefined ? undefined : lineText.replace(written, instead);
  const why = counter
    ? `a card being cast is an action on the stack until it resolves, and "Counter" acts on the stack (glossary: counter)`
    : `this verb acts on a permanent in play (206), and a card in play is named without "Card"`;
  report(object.range, "unsupported", `"${written}" would name a card in a hand, deck or discard pile; ${why}${wording !== undefined ? `; the closest supported wording is "${wording}"` : ""}`);
}

function checkEffect(e: EffectNode, xAllowed: boolean, report: Report): void {
  // An effect has one amount at most: no list of them.
  const amount = e.op === "damage" || e.op === "heal" ? e.amount : e.op === "draw" || e.op === "discard" ? e.n : undefined;
  if (amount !== undefined && amount.value === "X" && !xAllowed) {
    report(amount.range, "misplacedX", `"X" counts how many times a "For each extra" cost was paid, so it belongs on a "For each extra" line (207.2)`);
  }
  if (e.op === "modifyStat" && e.deltaX && !e.deltaCount) {
    report(e.stat.range, "misplacedX", `"${e.stat.written} +X" needs ", where X is ..." at the end of the sentence, saying what X counts`);
  }
  const fixed = e.op === "prevent" && e.amount !== "all" ? e.amount : e.op === "putCounters" ? e.n : undefined;
  if (fixed !== undefined && fixed.value === "X") report(fixed.range, "misplacedX", `"X" can count damage, healing and cards, not this; write a number`);
  switch (e.op) {
    case "untargetable":
      if (!(e.by.head === "effect" && e.by.controller === "opponent")) {
        report(e.by.range, "unsupported", `only "can't be targeted by Effects your opponents control" is known (208)`);
      }
      return;
    case "search":
      if (!nounFilter(e.filter)) report(e.filter.range, "unsupported", `"${e.filter.written}" is not a kind of card to search for`);
      return;
    case "costModifier":
      if (e.cardType && !e.cardType.cardType) {
        report(e.cardType.range, "unsupported", `"Costs of ${e.cardType.written}": name a card type, e.g. "Effect Cards"`);
      }
      return;
  }
}

/** LANGUAGE.md 3: an amount of 0 makes a sentence do nothing (`Draw 0 cards.`, `Deal 0 damage`). */
function checkZero(e: EffectNode, report: Report): void {
  switch (e.op) {
    case "damage":
    case "heal":
      if (writtenZero(e.amount, e)) reportZero(report, e.amount.range, `${e.op === "damage" ? "dealing" : "healing"} 0 damage`);
      return;
    case "draw":
    case "discard":
      if (writtenZero(e.n, e)) reportZero(report, e.n.range, `${e.op === "draw" ? "drawing" : "discarding"} 0 cards (212)`);
      return;
    case "putCounters":
      if (writtenZero(e.n, e)) reportZero(report, e.n.range, `putting 0 counters (209.2)`);
      return;
    case "prevent":
      if (e.amount !== "all" && writtenZero(e.amount, e)) reportZero(report, e.amount.range, `preventing the next 0 damage`);
      return;
    case "modifyStat":
      if (e.delta === 0 || e.also?.some((c) => c.delta === 0)) reportZero(report, e.range, `a stat change of 0 (202.6)`);
      return;
    case "move":
      if (e.upTo === 0) reportZero(report, e.range, `moving up to 0 dots (202)`);
      return;
  }
}

/** An amount of 0 the card wrote: one the grammar could not read is 0 at the effect's own range
 *  (reported by the grammar). */
function writtenZero(a: AmountNode, e: EffectNode): boolean {
  return a.value === 0 && a.range.start.offset !== e.range.start.offset;
}

function reportZero(report: Report, range: SourceRange, what: string): void {
  report(range, "zeroAmount", `${what} does nothing; write an amount of 1 or more, or leave the sentence out`);
}

/** LANGUAGE.md 3: `1 card` when N is 1, `N cards` otherwise (in `Draw` and `Discard`). A warning:
 *  the number says what happens either way. */
function checkCardCount(line: LineNode, n: AmountNode, effect: SourceRange, warn: Warn): void {
  if (n.value === "X" || n.value === 0 || n.range.start.line !== effect.end.line || n.range.start.line !== line.range.start.line) return;
  const base = line.range.start.offset;
  const from = n.range.end.offset - base;
  const after = line.text.slice(from, effect.end.offset - base);
  const m = /^(\s+)(cards?)$/i.exec(after);
  if (!m) return;
  const word = m[2]!;
  const plural = word.toLowerCase() === "cards";
  if (plural === (n.value !== 1)) return;
  const start = n.range.end.column + m[1]!.length;
  const at = (column: number) => ({ line: n.range.end.line, column, offset: base + (column - line.range.start.column) });
  const right = n.value === 1 ? "1 card" : `${n.value} cards`;
  warn({ start: at(start), end: at(start + word.length) }, "cardCount", `"${n.value} ${word}": write "${right}" (LANGUAGE.md 3)`);
}

function sentencesOf(line: LineNode): SentenceNode[] {
  return "sentences" in line ? line.sentences : [];
}
