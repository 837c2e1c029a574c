// CST -> typed AST (ast.ts). One visitor method per grammar rule (validateVisitor checks that the
// two stay in step). This is where words meet the vocabulary: nouns, stats, phases, energy types,
// card types, classes and field labels are looked up in vocabulary.ts, and unknown ones get a
// diagnostic with a did-you-mean. Recovered CST nodes (after a syntax error, already reported by
// the parser) may lack children: every method is defensive and yields an error node instead.
import type { IToken } from "chevrotain";
import type * as A from "./ast.ts";
import { didYouMean, closest, grammarDiagnostic, type Diagnostic, type GrammarDiagnosticName } from "./diagnostics.ts";
import { CardCstNode, matchCase, NUMBER_WORDS, parser, type CardCstNode as CstNode } from "./parser.ts";
import { FIELD_LABELS, FIELD_LABEL_TOKENS } from "./tokens.ts";
import { endOffsetOf, LineMap, OffsetRange, startOffsetOf } from "./positions.ts";
import type { CanonicalRule } from "./wording.ts";
import { allNouns, CARD_TYPES, CLASSES, COUNTER_KINDS, CREWS, ELEMENTS, ENERGY_TYPES, FIELDS, NUMBERED_RARITIES, PHASES, RARITIES, STATS, type NounEntry } from "./vocabulary.ts";

/** A CST node as its children (parser.ts CardCstNode), read through tok, tokens, node1, nodes, has and firstChild. */
type Ctx = CardCstNode;
/** The children of a node that is not there. */
const NO_CHILDREN: Ctx = new CardCstNode("none");

// ---------------------------------------------------------------------------------------------
// Vocabulary lookups, built once from the tables
// ---------------------------------------------------------------------------------------------

const lower = (s: string) => s.toLowerCase();
/** The largest number card text may hold (costs, damage, stats, counters, restrictions). */
const MAX_NUMBER = 9999;
const ENERGY_LETTERS = new Set(ENERGY_TYPES.map((e) => e.letter));
const NOUNS = new Map<string, NounEntry>();
for (const n of allNouns()) if (!NOUNS.has(lower(n.words))) NOUNS.set(lower(n.words), n);
const NOUN_PHRASES = [...NOUNS.values()].map((n) => n.words);
const STAT_BY_NAME = new Map(STATS.flatMap((s) => s.names.map((n) => [lower(n), s.id] as const)));
const STAT_NAMES = STATS.flatMap((s) => s.names);
const PHASE_BY_NAME = new Map(PHASES.map((p) => [lower(p.name), p.id]));
const PHASE_NAMES = PHASES.map((p) => p.name);
const CARD_TYPE_BY_NAME = new Map<string, string>();
for (const t of CARD_TYPES) {
  CARD_TYPE_BY_NAME.set(lower(t.id), t.id);
  CARD_TYPE_BY_NAME.set(lower(t.id.replace(/ Card$/, "")), t.id);
}
const CLASS_NAMES = CLASSES.map((c) => c.name);
const FIELD_DISPLAY = new Map(FIELDS.map((f) => [f.name, f.label]));
const RARITY_RE = new RegExp(`^(\\d+\\.\\d+)/(\\d+)/(\\d+)-(${[...RARITIES.map((r) => r.code), ...NUMBERED_RARITIES.map((r) => `X\\d+-${r}`)].join("|")})$`);
/** Words an ability line can start with, for the did-you-mean of a line that starts otherwise. */
const LINE_STARTERS = [
  "deal",
  "heal",
  "destroy",
  "remove",
  "draw",
  "discard",
  "search",
  "return",
  "put",
  "deactivate",
  "reactivate",
  "move",
  "gain",
  "counter",
  "prevent",
  "add",
  "take",
  "costs",
  "target",
  "another",
  "this",
  "that",
  "it",
  "its",
  "all",
  "each",
  "the",
  "you",
  "your",
  "if",
  "when",
  "whenever",
  "at",
  "during",
  "in",
  "with",
  "for",
  "produces",
  "or",
];
// Control characters are not allowed in names (LANGUAGE.md section 1); tabs count as control.
const CONTROL_RE = /[\u0000-\u0008\u0009\u000b-\u001f\u007f-\u009f]/;

const BaseVisitor = parser.getBaseCstVisitorConstructor();

/** The builder's method of each grammar rule, by the rule's name: found once, not looked up by
 *  name on the instance for each node (a keyed lookup on a class of 150 methods). */
const METHODS = new Map<string, (ctx: Ctx, node: CstNode) => unknown>();

/** Builds the AST of one file's cards; collects the builder's diagnostics. */
export class AstBuilder extends BaseVisitor {
  readonly diagnostics: Diagnostic[] = [];
  private readonly lines: LineMap;
  /** The canonical-wording edits of the line being built (LineBase.rewrites). */
  private rewrites: A.Rewrite[] = [];
  /** The card's rewrites from the phrase layer (phrases.ts), each given to the line it is on. */
  phraseRewrites: A.Rewrite[] = [];
  /** Subjects written in the singular that the canonical wording makes plural (`Each Summon ...
   *  gets` -> `All Summons ... get`): their verb follows them. */
  private readonly singularSubjects = new WeakSet<A.RefNode>();

  constructor(
    private readonly file: string,
    private readonly text: string,
  ) {
    super();
    this.lines = new LineMap(text);
    this.validateVisitor();
  }

  // -------------------------------------------------------------------------------------------
  // Positions
  // -------------------------------------------------------------------------------------------

  /** [start, end) offsets -> range. */
  span(start: number, end: number): A.SourceRange {
    return new OffsetRange(start, Math.max(start, end), this.lines);
  }

  tokRange(t: IToken): A.SourceRange {
    return this.span(t.startOffset, t.startOffset + t.image.length);
  }

  /** The range a CST node covers; nodes left empty by recovery fall back to `fallback`. */
  nodeRange(n: CstNode | undefined, fallback?: A.SourceRange): A.SourceRange {
    const loc = n?.location;
    if (loc !== undefined && loc.startOffset >= 0 && Number.isFinite(loc.endOffset) && loc.endOffset! >= loc.startOffset) {
      return this.span(loc.startOffset, loc.endOffset! + 1);
    }
    const toks = n === undefined ? [] : realTokens(n);
    return (toks.length > 0 ? this.tokensRange(toks) : undefined) ?? fallback ?? this.span(0, 0);
  }

  /** The source text of a range, as written. */
  textOf(r: A.SourceRange): string {
    return this.text.slice(startOffsetOf(r), endOffsetOf(r));
  }

  /** Calls the method of a child's rule with its children and the node itself (for its range). */
  private dispatch(n: CstNode): unknown {
    let method = METHODS.get(n.name);
    if (method === undefined) {
      method = (this as unknown as Record<string, ((ctx: Ctx, node: CstNode) => unknown) | undefined>)[n.name];
      if (method === undefined) throw new Error(`no AST builder method for the grammar rule "${n.name}"`);
      METHODS.set(n.name, method);
    }
    return method.call(this, n.children as Ctx, n);
  }

  /** A number token's value; E1017 past MAX_NUMBER (a typo or a hostile card, never a real card). */
  private num(t: IToken): number {
    return this.bounded(t.image, this.tokRange(t));
  }

  private bounded(digits: string, range: A.SourceRange): number {
    const value = Number(digits);
    if (value > MAX_NUMBER) {
      const shown = digits.length > 12 ? `${digits.slice(0, 12)}…` : digits;
      this.report("numberTooLarge", range, `${shown} is more than a card needs: numbers on a card are at most ${MAX_NUMBER}`);
    }
    return value;
  }

  private numberOf(ctx: Ctx): number {
    const t = tok(ctx, "Number");
    return t !== undefined && real(t) ? this.num(t) : 0;
  }

  report(name: GrammarDiagnosticName, range: A.SourceRange, message: string): void {
    this.diagnostics.push(grammarDiagnostic(name, this.file, range, message));
  }

  // -------------------------------------------------------------------------------------------
  // Card and fields
  // -------------------------------------------------------------------------------------------

  card(ctx: Ctx): A.CardNode {
    const header = tok(ctx, "CardHeader")!;
    const headerRange = this.tokRange(header);
    // The name is the rest of the header token after `card`, trimmed.
    const raw = header.image.slice(4);
    const lead = raw.length - raw.trimStart().length;
    const written = raw.trim();
    const nameStart = header.startOffset + 4 + lead;
    const nameRange = this.span(nameStart, nameStart + written.length);
    // NFC: "Café" typed with a combining accent is the same name as "Café" typed with é.
    const name = belowCombiningMarks(written) ? written : written.normalize("NFC");
    if (name === "") this.report("badCardName", headerRange, 'a card needs a name after "card"');
    else if (CONTROL_RE.test(name)) this.report("badCardName", nameRange, "a card name can't contain tabs or control characters");
    const fields: A.FieldNode[] = [];
    let unreadFields = 0;
    // Every sub-rule child is a field line's rule (costField, textField, strayLine, ...).
    const list = ctx.list;
    for (let i = 1; i < list.length; i += 2) {
      const f = list[i] as CstNode | IToken;
      if (isToken(f)) continue;
      const built = this.dispatch(f) as A.FieldNode | undefined;
      if (built !== undefined) fields.push(built);
      if (built === undefined || built.field === "unknown") unreadFields++;
    }
    this.reportDuplicates(fields);
    const end = fields.at(-1)?.range.end ?? headerRange.end;
    return { kind: "Card", name, nameRange, headerRange, fields, range: { start: headerRange.start, end }, ...(unreadFields > 0 ? { unreadFields } : {}) };
  }

  /** E1010: the second (third, ...) field of a name, at its label. */
  private reportDuplicates(fields: A.FieldNode[]): void {
    // A card has a dozen fields at most: a scan of the earlier ones, not a Map per card.
    for (let i = 0; i < fields.length; i++) {
      const f = fields[i]!;
      if (f.field === "unknown") continue;
      let earlier: A.FieldNode | undefined;
      for (let j = 0; j < i && earlier === undefined; j++) if (fields[j]!.field === f.field) earlier = fields[j];
      if (earlier !== undefined) {
        const label = FIELD_DISPLAY.get(f.field) ?? f.field;
        this.report("duplicateField", f.labelRange, `"${label}" is given twice (first at line ${earlier.labelRange.start.line}); each field may appear once`);
      }
    }
  }

  /** Label text and range of a label token (`Cost :` -> `Cost`). */
  private label(t: IToken): { label: string; labelRange: A.SourceRange } {
    const colon = t.image.indexOf(":");
    let label = (colon === -1 ? t.image : t.image.slice(0, colon)).trim();
    if (label.includes("  ") || label.includes("\t")) label = label.replace(/\s+/g, " ");
    const end = colon === -1 ? t.startOffset + t.image.length : t.startOffset + colon + 1;
    return { label, labelRange: this.span(t.startOffset, end) };
  }

  /** The value part of a label token that runs to the end of the line (flavor, collector). */
  private restOfLabel(t: IToken): { text: string; range: A.SourceRange } {
    const colon = t.image.indexOf(":");
    const rest = t.image.slice(colon + 1);
    const lead = rest.length - rest.trimStart().length;
    const text = rest.trim();
    const start = t.startOffset + colon + 1 + lead;
    return { text, range: this.span(start, start + text.length) };
  }

  private fieldBase(ctx: Ctx, labelToken: string, node: CstNode | undefined): A.FieldBase | undefined {
    const t = tok(ctx, labelToken);
    if (t === undefined) return undefined;
    const { label, labelRange } = this.label(t);
    const range = node !== undefined ? this.lineRange(node, labelRange) : labelRange;
    return { kind: "Field", label, labelRange, range };
  }

  /** A field's range: from its first token to the last one before its (final) Newline. */
  private lineRange(node: CstNode, fallback: A.SourceRange): A.SourceRange {
    const start = node.location?.startOffset ?? -1;
    const end = contentEnd(node);
    if (!(start >= 0) || end <= start) return fallback;
    return this.span(start, end);
  }

  costField(ctx: Ctx, node?: CstNode): A.CostField | undefined {
    const base = this.fieldBase(ctx, FIELD_LABEL_TOKENS.cost.name, node);
    if (base === undefined) return undefined;
    return { ...base, field: "cost", value: this.energyListOr(ctx, base.labelRange) };
  }

  typeField(ctx: Ctx, node?: CstNode): A.TypeField | undefined {
    const base = this.fieldBase(ctx, FIELD_LABEL_TOKENS.type.name, node);
    if (base === undefined) return undefined;
    const all = tokens(ctx, "AnyWord");
    const open = tok(ctx, "LParen");
    const typeWords = open === undefined ? all : all.filter((t) => t.startOffset < open.startOffset);
    const classWords = open === undefined ? [] : all.filter((t) => t.startOffset > open.startOffset);
    const written = images(typeWords);
    const writtenRange = typeWords.length > 0 ? this.tokensRange(typeWords) : base.labelRange;
    const typeId = CARD_TYPE_BY_NAME.get(lower(written)) ?? null;
    if (typeId === null && typeWords.length > 0) {
      this.report(
        "unknownCardType",
        writtenRange,
        `unknown card type "${written}"${didYouMean(
          written,
          CARD_TYPES.map((t) => t.id),
        )}`,
      );
    }
    const typeClass = classWords.length > 0 ? this.words(classWords) : null;
    if (typeClass !== null) this.checkSubtype("unknownClass", "class", typeClass, CLASS_NAMES);
    return {
      ...base,
      field: "type",
      typeId,
      written,
      writtenRange,
      cardWord: lower(typeWords.at(-1)?.image ?? "") === "card",
      typeClass,
    };
  }

  classField(ctx: Ctx, node?: CstNode): A.ClassField | undefined {
    const base = this.fieldBase(ctx, FIELD_LABEL_TOKENS.class.name, node);
    if (base === undefined) return undefined;
    const value = this.words(tokens(ctx, "AnyWord"), base.labelRange);
    this.checkSubtype("unknownClass", "class", value, CLASS_NAMES);
    return { ...base, field: "class", value };
  }

  elementField(ctx: Ctx, node?: CstNode): A.ElementField | undefined {
    const base = this.fieldBase(ctx, FIELD_LABEL_TOKENS.element.name, node);
    if (base === undefined) return undefined;
    const value = this.words(tokens(ctx, "AnyWord"), base.labelRange);
    this.checkSubtype("unknownElement", "element", value, ELEMENTS);
    return { ...base, field: "element", value };
  }

  crewField(ctx: Ctx, node?: CstNode): A.CrewField | undefined {
    const base = this.fieldBase(ctx, FIELD_LABEL_TOKENS.crew.name, node);
    if (base === undefined) return undefined;
    const value = this.words(tokens(ctx, "AnyWord"), base.labelRange);
    this.checkSubtype("unknownCrew", "crew", value, CREWS);
    return { ...base, field: "crew", value };
  }

  /** W1101-W1103: subtypes outside the tables are allowed (a new act), with a warning. */
  private checkSubtype(name: GrammarDiagnosticName, what: string, value: A.WordsNode, known: readonly string[]): void {
    if (value.text === "" || known.some((k) => lower(k) === lower(value.text))) return;
    const hint = didYouMean(value.text, known);
    this.report(name, value.range, `unknown ${what} "${value.text}"${hint || `; known: ${known.join(", ")}`}`);
  }

  restrictionField(ctx: Ctx, node?: CstNode): A.RestrictionField | undefined {
    const base = this.fieldBase(ctx, FIELD_LABEL_TOKENS.restriction.name, node);
    if (base === undefined) return undefined;
    const t = tok(ctx, "Number") ?? tok(ctx, "Infinity") ?? tok(ctx, "KUnlimited");
    if (t === undefined || !real(t)) return { ...base, field: "restriction", value: null, written: "", valueRange: base.labelRange };
    const value = t.tokenType.name === "Number" ? this.num(t) : "unlimited";
    return { ...base, field: "restriction", value, written: t.image, valueRange: this.tokRange(t) };
  }

  permanenceField(ctx: Ctx, node?: CstNode): A.PermanenceField | undefined {
    const base = this.fieldBase(ctx, FIELD_LABEL_TOKENS.permanent.name, node);
    if (base === undefined) return undefined;
    return { ...base, field: "permanent", permanent: !/^non/i.test(base.label) };
  }

  movementEnergyField(ctx: Ctx, node?: CstNode): A.MovementEnergyField | undefined {
    const base = this.fieldBase(ctx, FIELD_LABEL_TOKENS.movementEnergy.name, node);
    if (base === undefined) return undefined;
    return { ...base, field: "movementEnergy", value: this.energyListOr(ctx, base.labelRange) };
  }

  statsField(ctx: Ctx, node?: CstNode): A.StatsField | undefined {
    const base = this.fieldBase(ctx, FIELD_LABEL_TOKENS.stats.name, node);
    if (base === undefined) return undefined;
    const entries = nodes(ctx, "statEntry").map((n) => this.statEntry(n.children, n));
    return { ...base, field: "stats", entries };
  }

  statEntry(ctx: Ctx, node?: CstNode): A.StatEntryNode {
    const range = this.nodeRange(node);
    const phrase = node1(ctx, "statPhrase");
    const stat = phrase !== undefined ? this.statPhrase(phrase.children, phrase) : this.unknownStat(range);
    const n = tok(ctx, "Number");
    return { kind: "StatEntry", stat, value: n !== undefined && real(n) ? this.num(n) : null, range };
  }

  countersField(ctx: Ctx, node?: CstNode): A.CountersField | undefined {
    const base = this.fieldBase(ctx, FIELD_LABEL_TOKENS.counters.name, node);
    if (base === undefined) return undefined;
    const n = tok(ctx, "Number");
    const w = tok(ctx, "AnyWord");
    let counter: "activation" | "time" | null = null;
    if (w !== undefined && real(w)) {
      const word = lower(w.image);
      counter = COUNTER_KINDS.find((k) => k === word) ?? null;
      if (counter === null) {
        this.report("unknownCounter", this.tokRange(w), `unknown kind of counter "${w.image}"${didYouMean(w.image, COUNTER_KINDS) || `; known: ${COUNTER_KINDS.join(", ")}`}`);
      }
    }
    const valueToks = [n, w].filter((t): t is IToken => t !== undefined && real(t));
    return {
      ...base,
      field: "counters",
      n: n !== undefined && real(n) ? this.num(n) : null,
      counter,
      valueRange: valueToks.length > 0 ? this.tokensRange(valueToks) : base.labelRange,
    };
  }

  textField(ctx: Ctx, node?: CstNode): A.TextField | undefined {
    const base = this.fieldBase(ctx, FIELD_LABEL_TOKENS.text.name, node);
    if (base === undefined) return undefined;
    const lines: A.LineNode[] = [];
    const sameLine = node1(ctx, "lineBody");
    if (sameLine !== undefined) lines.push(this.lineBody(sameLine.children, sameLine));
    for (const n of nodes(ctx, "textLine")) {
      const line = this.textLine(n.children, n);
      if (line !== undefined) lines.push(line);
    }
    return { ...base, field: "text", lines };
  }

  flavorField(ctx: Ctx, node?: CstNode): A.FlavorField | undefined {
    const base = this.fieldBase(ctx, FIELD_LABEL_TOKENS.flavor.name, node);
    if (base === undefined) return undefined;
    const { text, range } = this.restOfLabel(tok(ctx, FIELD_LABEL_TOKENS.flavor.name)!);
    return { ...base, field: "flavor", text, valueRange: range };
  }

  collectorField(ctx: Ctx, node?: CstNode): A.CollectorField | undefined {
    const base = this.fieldBase(ctx, FIELD_LABEL_TOKENS.collector.name, node);
    if (base === undefined) return undefined;
    const { text, range } = this.restOfLabel(tok(ctx, FIELD_LABEL_TOKENS.collector.name)!);
    const m = RARITY_RE.exec(text);
    if (m === null) {
      this.report(
        "badCollector",
        text === "" ? base.labelRange : range,
        `collector information "${text}" is not of the form Act.PR/CardNR/Total-Rarity, e.g. "1.1/045/089-U" (rarity ${RARITIES.map((r) => r.code).join(", ")}, X7-Unique or X2-Promo)`,
      );
    }
    const [, act, number, total, rarity] = m ?? [];
    // RARITY_RE has four groups, none optional: a match has all of them.
    const parts = act === undefined || number === undefined || total === undefined || rarity === undefined ? null : { act, number, total, rarity };
    return { ...base, field: "collector", text, valueRange: range, parts };
  }

  unknownField(ctx: Ctx, node?: CstNode): A.UnknownField | undefined {
    const base = this.fieldBase(ctx, "UnknownLabel", node);
    if (base === undefined) return undefined;
    const { text } = this.restOfLabel(tok(ctx, "UnknownLabel")!);
    this.report("unknownField", base.labelRange, `unknown field "${base.label}"${didYouMean(base.label, FIELD_LABELS)}`);
    return { ...base, field: "unknown", value: text };
  }

  /** E1012: a line among the fields that is none (a field label misspelt without colon, or ability text). */
  strayLine(ctx: Ctx): undefined {
    const toks = tokens(ctx, "AnyContent").filter(real);
    if (toks.length === 0) return undefined;
    const range = this.tokensRange(toks);
    const [head, second] = toks;
    if (head === undefined) return undefined;
    const first = head.image;
    const twoWords = second !== undefined ? `${first} ${second.image}` : first;
    const label = closest(lower(twoWords), [...FIELD_LABELS, "non permanent"]) ?? closest(lower(first), [...FIELD_LABELS, "permanent", "non permanent"]);
    const hint = label !== undefined ? `; did you mean "${label}${label.endsWith("permanent") ? "" : ":"}"?` : '; ability lines go under "text:"';
    this.report("notAField", range, `"${this.textOf(range)}" is not a field${hint}`);
    return undefined;
  }

  energyList(ctx: Ctx, node?: CstNode): A.EnergyListNode {
    const range = this.nodeRange(node);
    const none = tok(ctx, "KNone");
    const items: A.EnergyAmountNode[] = [];
    for (const t of tokens(ctx, "Energy")) {
      if (!real(t)) continue;
      const [letter, digits] = energyParts(t.image);
      const known = ENERGY_LETTERS.has(letter);
      const r = this.tokRange(t);
      if (!known) {
        this.report("unknownEnergyType", r, `unknown energy type "${t.image}"; energy types are ${ENERGY_TYPES.map((e) => `${e.letter} (${e.name})`).join(", ")}`);
      }
      items.push({ kind: "Energy", letter, amount: this.bounded(digits, r), known, range: r });
    }
    return { kind: "EnergyList", none: none !== undefined && real(none), items, range };
  }

  /** The energyList child of ctx, or an empty list placed after `after`. */
  private energyListOr(ctx: Ctx, after: A.SourceRange): A.EnergyListNode {
    const n = node1(ctx, "energyList");
    if (n !== undefined) return this.energyList(n.children, n);
    return { kind: "EnergyList", none: false, items: [], range: { start: after.end, end: after.end } };
  }

  // -------------------------------------------------------------------------------------------
  // Ability lines
  // -------------------------------------------------------------------------------------------

  textLine(ctx: Ctx, node?: CstNode): A.LineNode | undefined {
    const body = node1(ctx, "lineBody");
    const start = node?.location?.startOffset;
    if (body === undefined) return start !== undefined && start >= 0 ? this.errorLineAt(start) : undefined;
    return this.lineBody(body.children, body, start);
  }

  /** One ability line; a line that recovery cut short becomes an ErrorLine of the whole line. */
  lineBody(ctx: Ctx, node?: CstNode, lineStart?: number): A.LineNode {
    this.rewrites = [];
    const line = this.lineBodyOf(ctx, node, lineStart);
    if (this.phraseRewrites.length > 0) {
      const from = line.range.start.offset;
      const to = line.range.end.offset;
      for (const r of this.phraseRewrites) if (r.range.start.offset >= from && r.range.end.offset <= to) this.rewrites.push(r);
    }
    if (this.rewrites.length > 0 && line.kind !== "ErrorLine") line.rewrites = this.rewrites;
    this.rewrites = [];
    return line;
  }

  /** Natural wording with a canonical spelling: `fmt` writes `text` over `range` (rule named). */
  private rewrite(rule: CanonicalRule, range: A.SourceRange, text: string): void {
    this.rewrites.push({ rule, range, text });
  }

  private lineBodyOf(ctx: Ctx, node?: CstNode, lineStart?: number): A.LineNode {
    const child = firstChild(ctx);
    if (child === undefined || node?.recoveredNode === true || child.recoveredNode === true) {
      const start = node?.location?.startOffset;
      const at = start !== undefined && start >= 0 ? start : lineStart;
      if (at !== undefined && at >= 0) return this.errorLineAt(at);
      const range = this.nodeRange(node);
      return { kind: "ErrorLine", text: this.textOf(range), range };
    }
    const line = this.dispatch(child) as A.LineNode | undefined;
    if (line !== undefined) return line;
    const range = this.nodeRange(node);
    return { kind: "ErrorLine", text: this.textOf(range), range };
  }

  /** An ErrorLine from `start` to the end of its line (comment and trailing blanks excluded). */
  private errorLineAt(start: number): A.ErrorLine {
    const nl = this.text.indexOf("\n", start);
    let end = nl === -1 ? this.text.length : nl;
    const hash = this.text.indexOf("#", start);
    if (hash !== -1 && hash < end) end = hash;
    while (end > start && /\s/.test(this.text.charAt(end - 1))) end--;
    const range = this.span(start, end);
    return { kind: "ErrorLine", text: this.textOf(range), range };
  }

  /** Common parts of a line: range and printed text. */
  private lineParts(node: CstNode | undefined): { range: A.SourceRange; text: string } {
    const range = this.nodeRange(node);
    return { range, text: this.textOf(range) };
  }

  bracketLine(ctx: Ctx, node?: CstNode): A.LineNode {
    const { range, text } = this.lineParts(node);
    const inner = firstChildOf(ctx, ["activatedLine", "paidLine", "triggeredLine", "effectLine"]);
    const line = inner === undefined ? undefined : (this.dispatch(inner) as A.LineNode | undefined);
    if (line === undefined || line.kind === "ErrorLine" || line.kind === "OrLine" || line.kind === "ProducesLine" || line.kind === "AdditionalLine") {
      return { kind: "ErrorLine", text, range };
    }
    return { ...line, bracketed: true, range, text } as A.LineNode;
  }

  orLine(_ctx: Ctx, node?: CstNode): A.OrLine {
    return { kind: "OrLine", ...this.lineParts(node) };
  }

  activatedLine(ctx: Ctx, node?: CstNode): A.ActivatedLine {
    const symbol = tok(ctx, "Activate");
    const cost = node1(ctx, "energyList");
    return {
      kind: "ActivatedLine",
      ...this.lineParts(node),
      bracketed: false,
      symbol: symbol?.image === "☉" ? "☉" : "(A)",
      symbolRange: symbol !== undefined ? this.tokRange(symbol) : this.nodeRange(node),
      cost: cost !== undefined ? this.energyList(cost.children, cost) : null,
      sentences: this.sentencesOf(ctx),
    };
  }

  paidLine(ctx: Ctx, node?: CstNode): A.PaidLine {
    const parts = this.lineParts(node);
    return {
      kind: "PaidLine",
      ...parts,
      bracketed: true,
      cost: this.energyListOr(ctx, { start: parts.range.start, end: parts.range.start }),
      sentences: this.sentencesOf(ctx),
    };
  }

  producesLine(ctx: Ctx, node?: CstNode): A.ProducesLine {
    const parts = this.lineParts(node);
    // `This Energy Crystal produces ...` (canonical: `Produces ...`).
    const self = tok(ctx, "KThis");
    const produces = tok(ctx, "KProduces");
    if (self !== undefined && real(self) && produces !== undefined) {
      const words = tokens(ctx, "Word").filter(real);
      if (words.map((w) => lower(w.image)).join(" ") !== "energy crystal") this.report("syntaxError", this.tokensRange(words), `expected "This Energy Crystal produces ..."`);
      this.rewrite("this crystal", this.span(self.startOffset, produces.startOffset + produces.image.length), "Produces");
    }
    // 403.4: `or` between energies: one of them, chosen when activated; `and`: both, as one list (204.2).
    const choices = nodes(ctx, "energyChoice").map((n) => this.energyChoice(n.children, n));
    const joins = [...tokens(ctx, "KOr"), ...tokens(ctx, "KAnd")].filter(real).sort((a, b) => a.startOffset - b.startOffset);
    const groups = choices.length > 0 ? [choices[0]!] : [this.energyListOr(ctx, parts.range)];
    joins.forEach((j, i) => {
      const next = choices[i + 1];
      if (next === undefined) return;
      if (j.tokenType.name === "KOr") {
        groups.push(next);
        return;
      }
      const prev = groups[groups.length - 1]!;
      this.rewrite("energy and", this.span(prev.range.end.offset, next.range.start.offset), " ");
      groups[groups.length - 1] = { kind: "EnergyList", none: false, items: [...prev.items, ...next.items], range: { start: prev.range.start, end: next.range.end } };
    });
    return { kind: "ProducesLine", ...parts, energy: groups[0]!, or: groups.slice(1) };
  }

  /** An energy list, or one energy in words (`one Mystic energy`, canonical `M1`). */
  energyChoice(ctx: Ctx, node?: CstNode): A.EnergyListNode {
    const list = node1(ctx, "energyList");
    if (list !== undefined) return this.energyList(list.children, list);
    const range = this.nodeRange(node);
    const [name, energyWord] = tokens(ctx, "Word").filter(real);
    const num = tok(ctx, "Number");
    const amount = num !== undefined && real(num) ? this.bounded(num.image, this.tokRange(num)) : 1;
    const type = name === undefined ? undefined : ENERGY_TYPES.find((e) => e.name.toLowerCase() === lower(name.image));
    if (name !== undefined && type === undefined) {
      this.report("unknownEnergyType", this.tokRange(name), `unknown energy type "${name.image}"; energy types are ${ENERGY_TYPES.map((e) => `${e.letter} (${e.name})`).join(", ")}`);
    }
    if (energyWord !== undefined && lower(energyWord.image) !== "energy") this.report("unknownWord", this.tokRange(energyWord), `unknown word "${energyWord.image}"; expected "energy"`);
    const letter = type?.letter ?? "";
    if (type !== undefined) this.rewrite("energy words", range, `${letter}${amount}`);
    return { kind: "EnergyList", none: false, items: [{ kind: "Energy", letter, amount, known: type !== undefined, range }], range };
  }

  additionalLine(ctx: Ctx, node?: CstNode): A.AdditionalLine {
    const parts = this.lineParts(node);
    const additional = tok(ctx, "KFor") !== undefined ? "forEachExtra" : tok(ctx, "KExtra") !== undefined ? "withExtra" : "with";
    // No cost written: an empty list at the colon, where the checker's "needs a cost" points.
    const colon = tok(ctx, "Colon");
    const at = colon !== undefined && real(colon) ? this.tokRange(colon) : parts.range;
    const cost = this.energyListOr(ctx, { start: at.start, end: at.start });
    return { kind: "AdditionalLine", ...parts, additional, cost, sentences: this.sentencesOf(ctx) };
  }

  triggeredLine(ctx: Ctx, node?: CstNode): A.TriggeredLine | A.ErrorLine {
    const parts = this.lineParts(node);
    const t = node1(ctx, "trigger");
    if (t === undefined) return { kind: "ErrorLine", ...parts };
    return {
      kind: "TriggeredLine",
      ...parts,
      bracketed: false,
      trigger: this.trigger(t.children, t),
      sentences: this.sentencesOf(ctx),
    };
  }

  effectLine(ctx: Ctx, node?: CstNode): A.EffectLine {
    return { kind: "EffectLine", ...this.lineParts(node), bracketed: false, sentences: this.sentencesOf(ctx) };
  }

  /** A line that starts like no ability: E1003 with a did-you-mean, or E1002. */
  errorLine(ctx: Ctx, node?: CstNode): A.ErrorLine {
    const parts = this.lineParts(node);
    const first = tokens(ctx, "AnyContent").find(real);
    if (first !== undefined) {
      const fix = /^[A-Za-z']+$/.test(first.image) ? closest(first.image, LINE_STARTERS) : undefined;
      if (fix !== undefined && fix !== lower(first.image)) {
        this.report("unknownWord", this.tokRange(first), `unknown word "${first.image}"; did you mean "${matchCase(fix, first.image)}"?`);
      } else {
        this.report(
          "syntaxError",
          this.tokRange(first),
          `a line can't start with "${first.image}": expected an effect (such as "Draw 1 card."), a trigger ("When ..."), "☉:", "[...]", "With ...:" or "or"`,
        );
      }
    }
    return { kind: "ErrorLine", ...parts };
  }

  // -------------------------------------------------------------------------------------------
  // Sentences and effects
  // -------------------------------------------------------------------------------------------

  private sentencesOf(ctx: Ctx): A.SentenceNode[] {
    const n = node1(ctx, "sentences");
    return n === undefined ? [] : this.sentences(n.children);
  }

  sentences(ctx: Ctx): A.SentenceNode[] {
    return nodes(ctx, "sentence").map((n) => this.sentence(n.children, n));
  }

  sentence(ctx: Ctx, node?: CstNode): A.SentenceNode {
    const range = this.nodeRange(node);
    const leadNode = node1(ctx, "lead");
    const leadDuration = leadNode !== undefined ? node1(leadNode.children as Ctx, "duration") : undefined;
    const lead = leadNode !== undefined && leadDuration === undefined ? this.lead(leadNode.children, leadNode) : null;
    // Effects and `and N damage to X` parts, in source order.
    const parts = [...nodes(ctx, "effect"), ...nodes(ctx, "damagePart"), ...nodes(ctx, "predicate")].sort((a, b) => startOf(a) - startOf(b));
    const effects: A.EffectNode[] = [];
    // The subject a verb after `and` takes (`Target player draws 2 cards and discards 1 card.`):
    // the very node of the sentence's subject, so it is one target, declared once (208.1).
    let subject: A.RefNode | undefined;
    for (const p of parts) {
      if (p.name === "effect") {
        const e = this.effect(p.children, p);
        effects.push(e);
        subject = node1(p.children as Ctx, "subjectEffect") !== undefined ? subjectOf(e) : undefined;
      } else if (p.name === "predicate") {
        const child = firstChild(p.children);
        const at = this.nodeRange(p);
        if (subject === undefined || child === undefined || child.recoveredNode === true) {
          if (child !== undefined && child.recoveredNode !== true)
            this.report(
              "syntaxError",
              at,
              `"${this.textOf(at)}" takes the subject of its sentence, and this sentence names none: write who, e.g. "target player ${this.textOf(at)}", or the verb without "s" for you`,
            );
          effects.push(this.errorEffect(at));
        } else effects.push(this.predicateOf(child, subject, at));
      } else {
        effects.push(this.damagePart(p.children, p));
        subject = undefined;
      }
    }
    if (effects.length === 0) effects.push(this.errorEffect(range));
    // `, then` joins effects as `and` does: they happen in order (canonical: `and`).
    const commas = tokens(ctx, "Comma").filter(real);
    for (const then of tokens(ctx, "KThen").filter(real)) {
      const comma = commas.filter((c) => c.startOffset < then.startOffset).at(-1);
      if (comma) this.rewrite("then", this.span(comma.startOffset, then.startOffset + then.image.length), " and");
    }
    if (leadNode !== undefined && leadDuration !== undefined) this.leadDuration(leadNode, leadDuration, effects);
    const where = node1(ctx, "whereClause");
    if (where !== undefined) {
      // `Deal X damage to target Summon, where X is ...`: X counted as it resolves.
      const count = this.countPhraseOf(node1(where.children as Ctx, "countPhrase"), this.nodeRange(where));
      const counted = effects.filter((e) => this.countOn(e, count, true));
      if (counted.length === 0) this.report("syntaxError", this.nodeRange(where), `"where X is ..." says what X counts, and this sentence has no X`);
    }
    const u = node1(ctx, "unlessClause");
    const m = node1(ctx, "mayClause");
    return {
      kind: "Sentence",
      lead,
      ...(m !== undefined && { may: this.mayClause(m.children as Ctx, m) }),
      effects,
      unless: u !== undefined ? this.unlessClause(u.children, u) : null,
      range,
    };
  }

  /**
   * `Until end of turn, EFFECT.`: the duration of each effect of the sentence that lasts
   * (canonical: written after it, `EFFECT until end of turn.`).
   */
  private leadDuration(leadNode: CstNode, d: CstNode, effects: A.EffectNode[]): void {
    const duration = this.duration(d.children as Ctx, d);
    if (duration === null) return;
    const leadRange = this.nodeRange(leadNode);
    const first = effects[0]!;
    // The lead and the blanks after it go; the sentence's first letter becomes a capital.
    this.rewrites.push({ rule: "duration first" satisfies CanonicalRule, range: { start: leadRange.start, end: first.range.start }, text: "", sentenceStart: true });
    const after = ` ${duration.written[0]!.toLowerCase()}${duration.written.slice(1)}`;
    for (const e of effects) {
      if (!("duration" in e)) {
        if (e.op !== "error") this.report("syntaxError", duration.range, `"${duration.written}," says how long a change lasts, and "${this.textOf(e.range)}" doesn't last`);
        continue;
      }
      if (e.duration !== null) {
        this.report("syntaxError", e.duration.range, `"${e.duration.written}": this sentence already says how long it lasts ("${duration.written},")`);
        continue;
      }
      (e as { duration: A.DurationNode | null }).duration = duration;
      this.rewrite("duration first", { start: e.range.end, end: e.range.end }, after);
    }
  }

  lead(ctx: Ctx, node?: CstNode): A.LeadNode {
    const range = this.nodeRange(node);
    const c = node1(ctx, "condition");
    const ifYou = tok(ctx, "KDo");
    if (ifYou !== undefined) {
      // `If you do,` (207.3): the second step happens only if the first did (canonical:
      // `When successfully done,`).
      const at = tok(ctx, "KIf")!;
      this.rewrite("if you do", this.span(at.startOffset, ifYou.startOffset + ifYou.image.length), `${at.image[0] === "i" ? "when" : "When"} successfully done`);
      return { kind: "WhenDone", range };
    }
    if (tok(ctx, "KDont") !== undefined) return { kind: "IfNot", who: tok(ctx, "KThey") !== undefined ? "they" : "you", range };
    if (tok(ctx, "KIf") !== undefined) {
      return {
        kind: "If",
        condition: c !== undefined ? this.condition(c.children, c) : this.errorCondition(range),
        range,
      };
    }
    return { kind: "WhenDone", range };
  }

  mayClause(ctx: Ctx, node?: CstNode): A.MayNode {
    const range = this.nodeRange(node);
    return { kind: "May", who: this.refOf(ctx, range), range };
  }

  unlessClause(ctx: Ctx, node?: CstNode): A.UnlessNode {
    const range = this.nodeRange(node);
    return { kind: "Unless", payer: this.refOf(ctx, range), cost: this.energyListOr(ctx, range), range };
  }

  /** `and N damage to X`: a damage (or with `from`, a heal) like the effect before it. */
  damagePart(ctx: Ctx, node?: CstNode): A.EffectNode {
    const range = this.nodeRange(node);
    if (node?.recoveredNode) return this.errorEffect(range);
    const amount = this.amountOf(ctx, range);
    const more = tok(ctx, "KMore") !== undefined;
    const target = this.refOf(ctx, range);
    if (tok(ctx, "KFrom") !== undefined) return { kind: "Effect", op: "heal", amount, more, from: target, range };
    return { kind: "Effect", op: "damage", amount, more, to: target, range };
  }

  effect(ctx: Ctx, node?: CstNode): A.EffectNode {
    const range = this.nodeRange(node);
    const perEach = node1(ctx, "perEach");
    const child = firstChild(ctx, "perEach");
    if (child === undefined || child.recoveredNode === true || node?.recoveredNode === true) return this.errorEffect(range);
    const e = (this.dispatch(child) as A.EffectNode | undefined) ?? this.errorEffect(range);
    const per = perEach;
    if (per !== undefined && !isToken(per)) {
      const count = this.perEachOf(per);
      if (!this.countOn(e, count, false) && e.op !== "error")
        this.report("syntaxError", count.range, `"${this.textOf(count.range)}" counts damage, healing, cards or a stat change; "${this.textOf(e.range)}" has no amount to count`);
    }
    return e;
  }

  private errorEffect(range: A.SourceRange): A.ErrorEffect {
    return { kind: "Effect", op: "error", text: this.textOf(range), range };
  }

  /** `Choose a Summon you control` (208.1). */
  chooseEffect(ctx: Ctx, node?: CstNode): A.EffectNode {
    const range = this.nodeRange(node);
    const r = node1(ctx, "indefiniteRef");
    if (r === undefined || r.recoveredNode === true) return this.errorEffect(range);
    return { kind: "Effect", op: "choose", what: this.indefiniteRef(r.children as Ctx, r), range };
  }

  /** `Give X Attack +1 [until end of turn]`: X gets it (canonical: `X gets Attack +1 ...`). */
  giveEffect(ctx: Ctx, node?: CstNode): A.EffectNode {
    const range = this.nodeRange(node);
    const what = this.refOf(ctx, range);
    const give = tok(ctx, "KGive");
    const changes = nodes(ctx, "statChange").map((c) => this.statChange(c.children, c));
    const first = changes[0];
    if (give === undefined || first === undefined || what.kind === "ErrorRef") return this.errorEffect(range);
    // `Give ` goes (what follows starts the sentence), and ` gets` follows the object.
    this.rewrites.push({ rule: "give" satisfies CanonicalRule, range: { start: this.tokRange(give).start, end: what.range.start }, text: "", sentenceStart: true });
    this.rewrite("give", { start: what.range.end, end: what.range.end }, what.kind === "AllRef" ? " get" : " gets");
    return {
      kind: "Effect",
      op: "modifyStat",
      what,
      stat: first.stat,
      delta: first.delta,
      duration: this.durationOf(ctx),
      ...(changes.length > 1 && { also: changes.slice(1).map(({ stat, delta }) => ({ stat, delta })) }),
      range,
    };
  }

  dealEffect(ctx: Ctx, node?: CstNode): A.DamageEffect {
    const range = this.nodeRange(node);
    const w = node1(ctx, "damageWords");
    return this.damageWordsOf(w !== undefined ? w.children : NO_CHILDREN, range);
  }

  /** `N [more] damage [equal to ...] to X [equal to ...]` (dealEffect, dealsPredicate). */
  private damageWordsOf(ctx: Ctx, range: A.SourceRange): A.DamageEffect {
    return {
      kind: "Effect",
      op: "damage",
      amount: this.amountOrEqual(ctx, range, "damage"),
      more: tok(ctx, "KMore") !== undefined,
      to: this.refOf(ctx, range),
      range,
    };
  }

  /** The amount of `Deal N damage`, or what `equal to ...` counts (one of them, 208). */
  private amountOrEqual(ctx: Ctx, range: A.SourceRange, what: string): A.AmountNode {
    const eq = node1(ctx, "equalTo");
    const a = node1(ctx, "amount") ?? node1(ctx, "count");
    if (eq !== undefined) {
      const count = this.countPhraseOf(node1(eq.children as Ctx, "countPhrase"), this.nodeRange(eq));
      if (a !== undefined) this.report("syntaxError", this.nodeRange(eq), `"${this.textOf(this.nodeRange(eq))}" says how much ${what} already written as a number; write one of them`);
      return { kind: "Amount", value: 1, count, range: this.nodeRange(eq) };
    }
    if (a === undefined) {
      this.report("syntaxError", range, `say how much ${what}: a number ("2 ${what}") or "${what} equal to ..."`);
      return { kind: "Amount", value: 0, range };
    }
    return a.name === "count" ? this.count(a.children, a) : this.amount(a.children, a);
  }

  /** `its Attack`, `target Summon's Attack`, `the number of Summons you control`. */
  private countPhraseOf(n: CstNode | undefined, fallback: A.SourceRange): A.CountNode {
    if (n === undefined) return { kind: "Count", count: "objects", of: { kind: "ErrorRef", text: "", range: fallback }, stat: null, range: fallback };
    const ctx = n.children as Ctx;
    const range = this.nodeRange(n);
    const stat = node1(ctx, "statPhrase");
    if (tok(ctx, "KNumber") !== undefined) return { kind: "Count", count: "objects", of: this.countedNoun(node1(ctx, "noun"), range), stat: null, range };
    const its = tok(ctx, "KIts");
    const of: A.RefNode = its !== undefined ? { kind: "It", word: "its", range: this.tokRange(its) } : this.refOf(ctx, range);
    return { kind: "Count", count: "stat", of, stat: stat !== undefined ? this.statPhrase(stat.children, stat) : this.unknownStat(range), range };
  }

  /** `Summons you control` counted: all of them (208.7). */
  private countedNoun(n: CstNode | undefined, range: A.SourceRange): A.RefNode {
    const noun = this.nounOf(n, "the number of", range);
    return { kind: "AllRef", noun, ofPlayer: null, range: noun.range };
  }

  /** `for each Summon you control`, `for each damage on it`. */
  private perEachOf(n: CstNode): A.CountNode {
    const ctx = n.children as Ctx;
    const range = this.nodeRange(n);
    if (tok(ctx, "KDamage") !== undefined) return { kind: "Count", count: "damage", of: this.refOf(ctx, range), stat: null, range };
    return { kind: "Count", count: "objects", of: this.countedNoun(node1(ctx, "noun"), range), stat: null, range };
  }

  /** Puts a count on the amount of an effect (`for each`, `where X is`); false when it has none. */
  private countOn(e: A.EffectNode, count: A.CountNode, onlyX: boolean): boolean {
    const put = (a: A.AmountNode): boolean => {
      if (onlyX && a.value !== "X") return false;
      if (onlyX) a.value = 1;
      a.count = count;
      return true;
    };
    switch (e.op) {
      case "damage":
      case "heal":
        return put(e.amount);
      case "draw":
      case "discard":
        return put(e.n);
      case "modifyStat":
        if (onlyX && !e.deltaX) return false;
        if (e.also !== undefined) return false;
        e.deltaCount = count;
        return true;
      default:
        return false;
    }
  }

  perEach(): undefined {
    return undefined;
  }
  equalTo(): undefined {
    return undefined;
  }
  countPhrase(): undefined {
    return undefined;
  }
  whereClause(): undefined {
    return undefined;
  }
  damageWords(): undefined {
    return undefined;
  }
  dealsPredicate(): undefined {
    return undefined;
  }

  healEffect(ctx: Ctx, node?: CstNode): A.HealEffect {
    const range = this.nodeRange(node);
    const from = this.refOf(ctx, range);
    const all = tok(ctx, "KAll");
    // `Heal all damage from X`: the damage on X as it resolves (209.3).
    const amount: A.AmountNode =
      all !== undefined
        ? { kind: "Amount", value: 1, count: { kind: "Count", count: "damage", of: from, stat: null, range: this.tokRange(all) }, range: this.tokRange(all) }
        : this.amountOrEqual(ctx, range, "damage");
    return { kind: "Effect", op: "heal", amount, more: tok(ctx, "KMore") !== undefined, from, range };
  }

  destroyEffect(ctx: Ctx, node?: CstNode): A.DestroyEffect {
    const range = this.nodeRange(node);
    return { kind: "Effect", op: "destroy", what: this.refOf(ctx, range), range };
  }

  removeEffect(ctx: Ctx, node?: CstNode): A.RemoveFromGameEffect | A.RemoveCountersEffect | A.RemoveAllCountersEffect {
    const range = this.nodeRange(node);
    if (tok(ctx, "KAll") !== undefined) {
      const counter = tok(ctx, "KTime") !== undefined ? "time" : tok(ctx, "KActivation") !== undefined ? "activation" : "all";
      return { kind: "Effect", op: "removeAllCounters", what: this.refOf(ctx, range), counter, range };
    }
    if (tok(ctx, "KCounters") !== undefined || tok(ctx, "KCounter") !== undefined) {
      return {
        kind: "Effect",
        op: "removeCounters",
        what: this.refOf(ctx, range),
        counter: tok(ctx, "KTime") !== undefined ? "time" : "activation",
        n: this.counterCount(ctx, range),
        range,
      };
    }
    return { kind: "Effect", op: "removeFromGame", what: this.refOf(ctx, range), range };
  }

  drawEffect(ctx: Ctx, node?: CstNode): A.DrawEffect {
    const range = this.nodeRange(node);
    const additional = tok(ctx, "KAdditional");
    const count = node1(ctx, "count");
    // `draw an additional card`: one card more than otherwise (canonical: `draw 1 card`).
    if (additional !== undefined && count !== undefined) this.rewrite("additional card", this.span(this.nodeRange(count).end.offset, additional.startOffset + additional.image.length), "");
    this.checkCards(tok(ctx, "Word"));
    this.fromYourOf(ctx, "deck");
    return { kind: "Effect", op: "draw", who: null, n: this.amountOrEqual(ctx, range, "cards"), range };
  }

  discardEffect(ctx: Ctx, node?: CstNode): A.DiscardEffect {
    const range = this.nodeRange(node);
    this.checkCards(tok(ctx, "Word"));
    this.fromYourOf(ctx, "hand");
    return { kind: "Effect", op: "discard", who: null, n: this.countOf(ctx, range), range };
  }

  /** `from your deck` of a draw (212.1), `from your hand` of a discard: where the cards always come
   *  from, so the canonical wording leaves it out; the other zone is an error. */
  private fromYourOf(ctx: Ctx, zone: "deck" | "hand"): void {
    const n = node1(ctx, "fromYour");
    if (n === undefined || n.recoveredNode === true) return;
    const r = this.nodeRange(n);
    if (tok(n.children as Ctx, zone === "deck" ? "KDeck" : "KHand") === undefined) {
      this.report("syntaxError", r, zone === "deck" ? `cards are drawn from the deck (212.1), not "${this.textOf(r)}"` : `cards are discarded from the hand, not "${this.textOf(r)}"`);
      return;
    }
    // The blank before it goes too.
    const before = r.start.offset - (this.text.slice(0, r.start.offset).length - this.text.slice(0, r.start.offset).trimEnd().length);
    this.rewrite("from your deck", this.span(before, r.end.offset), "");
  }

  /** How many counters `Remove N ... counters` takes off: a number (not X). */
  private counterCount(ctx: Ctx, fallback: A.SourceRange): number {
    const n = this.countOf(ctx, fallback);
    if (n.value !== "X") return n.value;
    this.report("syntaxError", n.range, `"X" can count damage, healing and cards, not counters taken off; write a number`);
    return 0;
  }

  /** A plural canonical subject (`All players`) takes its verb without `s` (`draws` -> `draw`). */
  private verbAgrees(subject: A.RefNode, verb: IToken | undefined, plain: string): void {
    if (verb !== undefined && this.singularSubjects.has(subject) && lower(verb.image) !== plain) {
      this.rewrite("each", this.tokRange(verb), matchCase(plain, verb.image));
    }
  }

  /** The noun of `Draw N cards`: `card` or `cards`. */
  private checkCards(word: IToken | undefined): void {
    if (word === undefined || !real(word)) return;
    const w = lower(word.image);
    if (w === "card" || w === "cards") return;
    this.report("unknownWord", this.tokRange(word), `unknown word "${word.image}"${didYouMean(word.image, ["cards", "card"]) || '; expected "cards"'}`);
  }

  searchEffect(ctx: Ctx, node?: CstNode): A.SearchEffect {
    const range = this.nodeRange(node);
    const yours = tok(ctx, "KYour");
    const who: A.RefNode = {
      kind: "PlayerWord",
      who: "your",
      range: yours !== undefined ? this.tokRange(yours) : range,
    };
    const n = node1(ctx, "noun");
    const filter = this.nounOf(n, "a", range);
    // 212.2, 213.1: the card found is shown; `, show it` may go unsaid (canonical: said).
    const show = tok(ctx, "KShow");
    const commas = tokens(ctx, "Comma").filter(real);
    if (show === undefined) this.rewrite("show it", { start: filter.range.end, end: filter.range.end }, ", show it");
    else if (commas.length === 2) this.rewrite("show it", this.tokRange(commas[1]!), "");
    // 211.2: `. Then shuffle your deck` says what a search does anyway.
    const then = tok(ctx, "KThen");
    const dots = tokens(ctx, "Dot").filter(real);
    if (then !== undefined && dots.length > 0) this.rewrite("then shuffle", this.span(dots[0]!.startOffset, this.nodeRange(node).end.offset), "");
    return { kind: "Effect", op: "search", who, filter, to: tok(ctx, "KPlay") !== undefined ? "play" : "hand", range };
  }

  // Decks and hands (211, 213, 501, 505, 506)

  /** Whose deck or hand: a player reference; null for `their` / `its owner's` (the subject's, the card's owner's). */
  deckOwner(ctx: Ctx, node?: CstNode): A.RefNode | null {
    if (tok(ctx, "KTheir") !== undefined || tok(ctx, "KIts") !== undefined) return null;
    return this.phaseOwner(ctx, node);
  }

  deckPlace(ctx: Ctx): "top" | "bottom" {
    return tok(ctx, "KBottom") !== undefined ? "bottom" : "top";
  }

  /** `the top N cards of X's deck`: whose deck and how many (1 for `the top card`). */
  topOfDeck(ctx: Ctx, node?: CstNode): { who: A.RefNode; n: number } {
    const range = this.nodeRange(node);
    const word = tok(ctx, "Word");
    const num = tok(ctx, "Number");
    const n = num !== undefined && real(num) ? this.bounded(num.image, this.tokRange(num)) : 1;
    if (word !== undefined && real(word)) {
      const w = lower(word.image);
      if (w !== (n === 1 && num === undefined ? "card" : "cards") && w !== "card" && w !== "cards") this.report("unknownWord", this.tokRange(word), `unknown word "${word.image}"; expected "cards"`);
    }
    const owner = node1(ctx, "deckOwner");
    const who = owner === undefined ? null : this.deckOwner(owner.children, owner);
    return { who: who ?? { kind: "ErrorRef", text: this.textOf(range), range }, n };
  }

  private topOfDeckOf(ctx: Ctx, range: A.SourceRange): { who: A.RefNode; n: number } {
    const t = node1(ctx, "topOfDeck");
    return t !== undefined ? this.topOfDeck(t.children, t) : { who: { kind: "ErrorRef", text: "", range }, n: 0 };
  }

  topCardsEffect(ctx: Ctx, node?: CstNode): A.TopCardsEffect {
    const range = this.nodeRange(node);
    const { who, n } = this.topOfDeckOf(ctx, range);
    return { kind: "Effect", op: "topCards", who, n, to: tok(ctx, "KRemove") !== undefined ? "removed" : "discard", range };
  }

  shuffleEffect(ctx: Ctx, node?: CstNode): A.ShuffleDiscardEffect | A.ToDeckEffect {
    const range = this.nodeRange(node);
    if (tok(ctx, "KDiscard") !== undefined) {
      const yours = tok(ctx, "KYour");
      return { kind: "Effect", op: "shuffleDiscard", who: { kind: "PlayerWord", who: "your", range: yours !== undefined ? this.tokRange(yours) : range }, range };
    }
    return { kind: "Effect", op: "toDeck", what: this.refOf(ctx, range), where: "shuffle", range };
  }

  showEffect(ctx: Ctx, node?: CstNode): A.ShowHandEffect {
    const range = this.nodeRange(node);
    return { kind: "Effect", op: "showHand", who: this.ownerOrYou(ctx, range), to: "all", range };
  }

  lookEffect(ctx: Ctx, node?: CstNode): A.ShowHandEffect | A.ReorderTopEffect | A.LookTakeEffect {
    const range = this.nodeRange(node);
    if (node1(ctx, "topOfDeck") === undefined) return { kind: "Effect", op: "showHand", who: this.ownerOrYou(ctx, range), to: "you", range };
    const rest = node1(ctx, "putOneRest");
    if (rest !== undefined) {
      const words = tokens(rest.children as Ctx, "Word").filter(real);
      if (words.map((w) => lower(w.image)).join(" ") !== "them rest")
        this.report("syntaxError", this.nodeRange(rest), `expected "Put one of them into your hand and the rest on the bottom of your deck"`);
      const { who, n } = this.topOfDeckOf(ctx, range);
      return { kind: "Effect", op: "lookTake", who, n, range };
    }
    const words = tokens(ctx, "Word").filter(real);
    const written = words.map((w) => lower(w.image)).join(" ");
    if (words.length === 4 && written !== "them back any order") this.report("syntaxError", this.tokensRange(words), `expected "put them back in any order"`);
    const comma = tok(ctx, "Comma");
    const then = tok(ctx, "KThen");
    if (comma !== undefined && then !== undefined && real(comma)) this.rewrite("then", this.span(comma.startOffset, then.startOffset + then.image.length), " and");
    const { who, n } = this.topOfDeckOf(ctx, range);
    return { kind: "Effect", op: "reorderTop", who, n, range };
  }

  revealEffect(ctx: Ctx, node?: CstNode): A.RevealTopEffect | A.EffectNode {
    const range = this.nodeRange(node);
    const { who, n } = this.topOfDeckOf(ctx, range);
    if (n !== 1) this.report("syntaxError", range, `only the top card is revealed: "Reveal the top card of your deck."`);
    return { kind: "Effect", op: "revealTop", who, filter: this.nounOf(node1(ctx, "noun"), "a", range), range };
  }

  /** The player of a `deckOwner` child; `your` when it names none. */
  private ownerOrYou(ctx: Ctx, range: A.SourceRange): A.RefNode {
    const owner = node1(ctx, "deckOwner");
    return (owner === undefined ? null : this.deckOwner(owner.children, owner)) ?? { kind: "PlayerWord", who: "your", range };
  }

  returnEffect(ctx: Ctx, node?: CstNode): A.ReturnToHandEffect {
    const range = this.nodeRange(node);
    // `to their owners' hands`: the words are checked here (the grammar reads two plain words).
    const words = tokens(ctx, "Word").filter(real);
    if (tok(ctx, "KTheir") !== undefined && words.length === 2 && (lower(words[0]!.image) !== "owners" || lower(words[1]!.image) !== "hands")) {
      this.report("syntaxError", this.tokensRange(words), `expected "to their owners' hands" (or "to its owner's hand")`);
    }
    // 214.1 `to your hand`: a card goes to its owner's hand, the caster's when he owns it (canonical: `to its owner's hand`).
    const hand = tok(ctx, "KHand");
    const yours = tok(ctx, "KYour");
    if (hand !== undefined && yours !== undefined && real(yours)) this.rewrite("to your hand", this.span(yours.startOffset, hand.startOffset + hand.image.length), "its owner's hand");
    return { kind: "Effect", op: "returnToHand", what: this.refOf(ctx, range), range };
  }

  putEffect(ctx: Ctx, node?: CstNode): A.PutIntoPlayEffect | A.PutCountersEffect | A.ToDeckEffect | A.TopCardsEffect {
    const range = this.nodeRange(node);
    if (tok(ctx, "KCounters") !== undefined || tok(ctx, "KCounter") !== undefined) {
      return {
        kind: "Effect",
        op: "putCounters",
        what: this.refOf(ctx, range),
        counter: tok(ctx, "KTime") !== undefined ? "time" : "activation",
        n: this.countOf(ctx, range),
        range,
      };
    }
    const place = node1(ctx, "deckPlace");
    if (place !== undefined) return { kind: "Effect", op: "toDeck", what: this.refOf(ctx, range), where: this.deckPlace(place.children as Ctx), range };
    const top = node1(ctx, "topOfDeck");
    if (top !== undefined) return this.topCardsEffect(ctx, node);
    return { kind: "Effect", op: "putIntoPlay", what: this.refOf(ctx, range), range };
  }

  deactivateEffect(ctx: Ctx, node?: CstNode): A.DeactivateEffect {
    const range = this.nodeRange(node);
    return { kind: "Effect", op: "deactivate", what: this.refOf(ctx, range), range };
  }

  reactivateEffect(ctx: Ctx, node?: CstNode): A.ReactivateEffect {
    const range = this.nodeRange(node);
    return { kind: "Effect", op: "reactivate", what: this.refOf(ctx, range), range };
  }

  moveEffect(ctx: Ctx, node?: CstNode): A.MoveEffect {
    const range = this.nodeRange(node);
    return { kind: "Effect", op: "move", what: this.refOf(ctx, range), upTo: this.numberOf(ctx), range };
  }

  gainControlEffect(ctx: Ctx, node?: CstNode): A.GainControlEffect {
    const range = this.nodeRange(node);
    return { kind: "Effect", op: "gainControl", what: this.refOf(ctx, range), duration: this.durationOf(ctx), range };
  }

  counterEffect(ctx: Ctx, node?: CstNode): A.CounterEffect {
    const range = this.nodeRange(node);
    return { kind: "Effect", op: "counter", what: this.refOf(ctx, range), range };
  }

  preventEffect(ctx: Ctx, node?: CstNode): A.PreventEffect {
    const range = this.nodeRange(node);
    const amount = node1(ctx, "amount") !== undefined ? this.amountOf(ctx, range) : "all";
    return {
      kind: "Effect",
      op: "prevent",
      what: this.refOf(ctx, range),
      amount,
      duration: this.durationOf(ctx),
      range,
    };
  }

  addEnergyEffect(ctx: Ctx, node?: CstNode): A.AddEnergyEffect {
    const range = this.nodeRange(node);
    const yours = tok(ctx, "KYour");
    const pool = tokens(ctx, "Word").filter(real);
    const written = images(pool);
    if (pool.length > 0 && lower(written) !== "energy pool") {
      this.report("unknownWord", this.tokensRange(pool), `unknown words "${written}"; energy is added to "your Energy Pool"`);
    }
    return {
      kind: "Effect",
      op: "addEnergy",
      who: { kind: "PlayerWord", who: "your", range: yours !== undefined ? this.tokRange(yours) : range },
      energy: this.energyListOr(ctx, range),
      or: nodes(ctx, "energyList")
        .slice(1)
        .map((n) => this.energyList(n.children, n)),
      range,
    };
  }

  takeTurnEffect(_ctx: Ctx, node?: CstNode): A.ExtraTurnEffect {
    return { kind: "Effect", op: "extraTurn", who: null, range: this.nodeRange(node) };
  }

  costModifierEffect(ctx: Ctx, node?: CstNode): A.CostModifierEffect {
    const range = this.nodeRange(node);
    const n = node1(ctx, "noun");
    const { noun, caster } = n !== undefined ? this.nounWithCaster(n, "Costs of") : { noun: null, caster: undefined };
    // `Costs of cards ...` names no card type: every card.
    const cardType = noun !== null && noun.head === "card" && noun.cardType === undefined ? null : noun;
    const casters: A.RefNode = caster ?? { kind: "PlayerWord", who: "allPlayers", range: noun?.range ?? range };
    const change = tok(ctx, "KReduced") !== undefined ? "reduce" : "raise";
    return { kind: "Effect", op: "costModifier", cardType, casters, change, by: this.energyListOr(ctx, range), range };
  }

  payEffect(ctx: Ctx, node?: CstNode): A.PayEffect {
    const range = this.nodeRange(node);
    return { kind: "Effect", op: "pay", who: null, cost: this.energyListOr(ctx, range), range };
  }

  subjectEffect(ctx: Ctx, node?: CstNode): A.EffectNode {
    const range = this.nodeRange(node);
    const p = node1(ctx, "predicate");
    const child = p === undefined ? undefined : firstChild(p.children);
    if (child !== undefined && child.name === "costsPredicate" && child.recoveredNode !== true) return this.costsOf(ctx, child, range);
    const subject = this.refOf(ctx, range);
    if (child === undefined || child.recoveredNode === true) return this.errorEffect(range);
    const refs = nodes(ctx, "ref");
    const second = refs.length > 1 ? this.ref(refs[1]!.children as Ctx, refs[1]) : undefined;
    const out = this.predicateOf(child, subject, range);
    if (second !== undefined) {
      if (out.op === "modifyStat" || out.op === "forbid" || out.op === "extraAttack") out.and = second;
      else
        this.report(
          "syntaxError",
          second.range,
          `two subjects ("... and ${this.textOf(second.range)}") share a stat change or a "can't", not "${this.textOf(child.location ? this.nodeRange(child) : range)}"`,
        );
    }
    return out;
  }

  /** `Movement Energy of Summons you control is reduced by C1.` (204.5), `Activating Effects costs
   *  C1 more.` (204.3): what moving or activating costs. */
  actionCostEffect(ctx: Ctx, node?: CstNode): A.EffectNode {
    const range = this.nodeRange(node);
    const words = tokens(ctx, "Word").filter(real);
    const move = words[0] !== undefined && lower(words[0].image) === "movement";
    if (move && words[1] !== undefined && lower(words[1].image) !== "energy") this.report("syntaxError", this.tokRange(words[1]), `expected "Movement Energy of ..."`);
    const what = this.nounOf(node1(ctx, "noun"), move ? "Movement Energy of" : "Activating", range);
    const change = tok(ctx, "KReduced") !== undefined || tok(ctx, "KLess") !== undefined ? "reduce" : "raise";
    return this.actionCostOf(move ? "move" : "activate", what, change, this.energyListOr(ctx, range), range);
  }

  /** The cost change of moving (204.5: a Summon's) or activating (204.3: an Effect's or a crystal's). */
  private actionCostOf(action: "move" | "activate", what: A.NounNode, change: "raise" | "reduce", by: A.EnergyListNode, range: A.SourceRange): A.EffectNode {
    const fits = action === "move" ? what.head === "summon" : what.head === "effect" || what.head === "crystal";
    if (what.head !== null && !fits) {
      this.report(
        "unknownTarget",
        what.range,
        action === "move" ? `only a Summon moves and has a Movement Energy (204.5), not "${what.written}"` : `an Activation Cost is an Effect's or an Energy Crystal's (204.3), not "${what.written}"`,
      );
      return this.errorEffect(range);
    }
    return { kind: "Effect", op: "actionCostModifier", action, what, change, by, range };
  }

  /** `Summon Cards you cast cost C1 less.` (204): a cost change (canonical: `Costs of Summon Cards
   *  you cast are reduced by C1.`). Its subject names the cards and who casts them. */
  private costsOf(ctx: Ctx, p: CstNode, range: A.SourceRange): A.EffectNode {
    const r = node1(ctx, "ref");
    const inner = r === undefined ? undefined : firstChildOf(r.children as Ctx, ["pluralRef", "playerGroupRef"]);
    const n = inner === undefined ? undefined : node1(inner.children as Ctx, "noun");
    const your = inner !== undefined && tok(inner.children as Ctx, "KYour") !== undefined;
    if (n === undefined || (inner!.name === "playerGroupRef" && !your)) {
      this.report("unknownTarget", r !== undefined ? this.nodeRange(r) : range, `a cost change names the cards whose cost changes, e.g. "Summon Cards you cast cost C1 less." (204)`);
      return this.errorEffect(range);
    }
    const pc0 = p.children as Ctx;
    if (tok(pc0, "KMove") !== undefined) {
      // `Summons you control cost C1 less to move.` (204.5; canonical: `Movement Energy of Summons you control is reduced by C1.`)
      const noun = this.nounOf(n, your ? "your" : "", range);
      // `Your Summons ...`: the ones you control (214.2).
      const what: A.NounNode = your && noun.controller === undefined ? { ...noun, controller: "you", written: `${noun.written} you control` } : noun;
      const change = tok(pc0, "KLess") !== undefined ? "reduce" : "raise";
      const by = this.energyListOr(pc0, range);
      const energy = by.items.map((i) => `${i.letter}${i.amount}`).join(" ");
      this.rewrite("cost less to move", range, `Movement Energy of ${what.written} is ${change === "reduce" ? "reduced" : "raised"} by ${energy}`);
      return this.actionCostOf("move", what, change, by, range);
    }
    const { noun, caster } = this.nounWithCaster(n, your ? "your" : "");
    const casters: A.RefNode = caster ?? (your ? { kind: "PlayerWord", who: "you", range: noun.range } : { kind: "PlayerWord", who: "allPlayers", range: noun.range });
    const pc = p.children as Ctx;
    const change = tok(pc, "KLess") !== undefined ? "reduce" : "raise";
    const by = this.energyListOr(pc, range);
    const who = casters.kind === "PlayerWord" ? casters.who : "allPlayers";
    const castBy = who === "you" || who === "your" ? " you cast" : who === "yourOpponents" ? " your opponents cast" : "";
    const energy = by.items.map((i) => `${i.letter}${i.amount}`).join(" ");
    const start = this.text.slice(0, range.start.offset).trimEnd();
    const costs = start === "" || /[.[:]$/.test(start) ? "Costs" : "costs";
    this.rewrite("cost less", range, `${costs} of ${noun.headWritten}${castBy} are ${change === "reduce" ? "reduced" : "raised"} by ${energy}`);
    const cardType = noun.head === "card" && noun.cardType === undefined ? null : noun;
    return { kind: "Effect", op: "costModifier", cardType, casters, change, by, range };
  }

  private predicateOf(p: CstNode, what: A.RefNode, range: A.SourceRange): A.EffectNode {
    const ctx = p.children as Ctx;
    switch (p.name) {
      case "getsPredicate": {
        this.verbAgrees(what, tok(ctx, "KGets"), "get");
        const changes = nodes(ctx, "statChange").map((c) => this.statChange(c.children, c));
        const first = changes[0] ?? { stat: this.unknownStat(range), delta: 0, x: false };
        for (const c of changes.slice(1)) if (c.x) this.report("syntaxError", c.range, `"X" is one stat change's amount; write the others as numbers`);
        const per = node1(ctx, "perEach");
        const count = per !== undefined ? this.perEachOf(per) : undefined;
        if (count !== undefined && changes.length > 1) this.report("syntaxError", count.range, `"${this.textOf(count.range)}" counts one stat change; write one change before it`);
        return {
          kind: "Effect",
          op: "modifyStat",
          what,
          stat: first.stat,
          delta: first.delta,
          ...(first.x && { deltaX: true }),
          ...(count !== undefined && { deltaCount: count }),
          duration: this.durationOf(ctx),
          ...(changes.length > 1 && { also: changes.slice(1).map(({ stat, delta }) => ({ stat, delta })) }),
          range,
        };
      }
      case "dealsPredicate": {
        // 210.3: the source of the damage is the card the ability is on ("This Summon deals ...").
        if (what.kind !== "ThisRef")
          this.report("syntaxError", what.range, `"${this.textOf(what.range)} deals damage": damage comes from the card the text is on; write "This Summon deals ..." or "Deal ..."`);
        const w = node1(ctx, "damageWords");
        const e = this.damageWordsOf(w !== undefined ? w.children : NO_CHILDREN, range);
        // `equal to its Attack`: the subject's.
        const c = e.amount.count;
        if (c && c.of.kind === "It" && c.of.word === "its") c.of = what;
        return e;
      }
      case "becomesPredicate":
        return {
          kind: "Effect",
          op: "setStat",
          what,
          stat: this.statOf(ctx, range),
          value: this.numberOf(ctx),
          duration: this.durationOf(ctx),
          range,
        };
      case "cantPredicate": {
        const moveTok = tok(ctx, "KMove");
        const attackTok = tok(ctx, "KAttack");
        if (moveTok !== undefined && attackTok !== undefined) {
          // `can't move or attack`, `can't attack or move`: both, in the order written.
          const [action, also] = moveTok.startOffset < attackTok.startOffset ? (["move", "attack"] as const) : (["attack", "move"] as const);
          return { kind: "Effect", op: "forbid", what, action, also: [also], duration: this.durationOf(ctx), range };
        }
        if (tok(ctx, "KTargeted") !== undefined) {
          return {
            kind: "Effect",
            op: "untargetable",
            what,
            by: this.nounOf(node1(ctx, "noun"), "by", range),
            duration: this.durationOf(ctx),
            range,
          };
        }
        const action = tok(ctx, "KMove") !== undefined ? "move" : tok(ctx, "KAttack") !== undefined ? "attack" : tok(ctx, "KAttacked") !== undefined ? "beAttacked" : "beActivated";
        return { kind: "Effect", op: "forbid", what, action, duration: this.durationOf(ctx), range };
      }
      case "losesPredicate": {
        const w = tok(ctx, "Word");
        if (w !== undefined && real(w) && lower(w.image) !== "abilities") this.report("syntaxError", this.tokRange(w), `expected "loses all abilities" but found "${w.image}"`);
        return { kind: "Effect", op: "loseAbilities", what, duration: this.durationOf(ctx), range };
      }
      case "canAttackPredicate":
        return { kind: "Effect", op: "extraAttack", what, duration: this.durationOf(ctx), range };
      case "drawsPredicate":
        this.checkCards(tok(ctx, "Word"));
        this.verbAgrees(what, tok(ctx, "KDraws"), "draw");
        return { kind: "Effect", op: "draw", who: what, n: this.countOf(ctx, range), range };
      case "discardsPredicate":
        this.checkCards(tok(ctx, "Word"));
        this.verbAgrees(what, tok(ctx, "KDiscards"), "discard");
        return { kind: "Effect", op: "discard", who: what, n: this.countOf(ctx, range), range };
      case "producesPredicate":
        return {
          kind: "Effect",
          op: "extraProduce",
          what,
          energy: this.energyListOr(ctx, range),
          duration: this.durationOf(ctx),
          range,
        };
      case "skipsPredicate": {
        if (tok(ctx, "KTurn")) return { kind: "Effect", op: "skipTurn", who: what, range };
        const ph = node1(ctx, "phasePhrase");
        return {
          kind: "Effect",
          op: "skipPhase",
          who: what,
          phase: ph !== undefined ? this.phasePhrase(ph.children, ph) : this.unknownPhase(range),
          range,
        };
      }
      case "takesPredicate":
        return { kind: "Effect", op: "extraTurn", who: what, range };
      case "shufflesPredicate":
        this.verbAgrees(what, tok(ctx, "KShuffle"), "shuffle");
        return { kind: "Effect", op: "shuffleDiscard", who: what, range };
      case "showsPredicate":
        this.verbAgrees(what, tok(ctx, "KShow"), "show");
        return { kind: "Effect", op: "showHand", who: what, to: "all", range };
      default:
        return this.errorEffect(range);
    }
  }

  /** `Attack +2`, or `+2 Attack` (canonical: the stat first). */
  statChange(ctx: Ctx, node?: CstNode): { stat: A.StatPhraseNode; delta: number; range: A.SourceRange; x: boolean } {
    const range = this.nodeRange(node);
    const sign = tok(ctx, "Minus") !== undefined ? -1 : 1;
    const stat = this.statOf(ctx, range);
    // `Defense +X`: one per unit its `where X is` counts.
    const x = tok(ctx, "KX") !== undefined;
    const delta = sign * (x ? 1 : this.numberOf(ctx));
    const signTok = tok(ctx, "Minus") ?? tok(ctx, "Plus");
    if (signTok !== undefined && stat.stat !== null && signTok.startOffset < stat.range.start.offset) {
      this.rewrite("amount first", range, `${stat.written} ${sign < 0 ? "-" : "+"}${Math.abs(delta)}`);
    }
    return { stat, delta, range, x };
  }

  amount(ctx: Ctx, node?: CstNode): A.AmountNode {
    const range = this.nodeRange(node);
    const n = tok(ctx, "Number");
    if (n !== undefined && real(n)) return { kind: "Amount", value: this.num(n), range };
    return { kind: "Amount", value: "X", range };
  }

  private amountOf(ctx: Ctx, fallback: A.SourceRange): A.AmountNode {
    const a = node1(ctx, "amount");
    return a !== undefined ? this.amount(a.children, a) : { kind: "Amount", value: 0, range: fallback };
  }

  /** `2`, `X`, or one written `a`, `an`, `one` (canonical: `1`). */
  count(ctx: Ctx, node?: CstNode): A.AmountNode {
    const range = this.nodeRange(node);
    const a = node1(ctx, "amount");
    if (a !== undefined) return this.amount(a.children, a);
    const word = tok(ctx, "Word");
    const n = word !== undefined ? NUMBER_WORDS.get(word.image.toLowerCase()) : undefined;
    if (n !== undefined) {
      this.rewrite("number words", range, String(n));
      return { kind: "Amount", value: n, range };
    }
    this.rewrite(tok(ctx, "KOne") !== undefined ? "one" : "a card", range, "1");
    return { kind: "Amount", value: 1, range };
  }

  private countOf(ctx: Ctx, fallback: A.SourceRange): A.AmountNode {
    const c = node1(ctx, "count");
    return c !== undefined ? this.count(c.children, c) : { kind: "Amount", value: 0, range: fallback };
  }

  statPhrase(ctx: Ctx, node?: CstNode): A.StatPhraseNode {
    const words = tokens(ctx, "StatWord").filter(real);
    const range = words.length > 0 ? this.tokensRange(words) : this.nodeRange(node);
    const written = images(words);
    const stat = STAT_BY_NAME.get(lower(written)) ?? null;
    if (stat === null && words.length > 0) {
      this.report("unknownStat", range, `unknown stat "${written}"${didYouMean(written, STAT_NAMES) || `; stats are ${STAT_NAMES.join(", ")}`}`);
    }
    return { kind: "Stat", stat, written, range };
  }

  private statOf(ctx: Ctx, fallback: A.SourceRange): A.StatPhraseNode {
    const s = node1(ctx, "statPhrase");
    return s !== undefined ? this.statPhrase(s.children, s) : this.unknownStat(fallback);
  }

  private unknownStat(range: A.SourceRange): A.StatPhraseNode {
    return { kind: "Stat", stat: null, written: "", range };
  }

  phasePhrase(ctx: Ctx, node?: CstNode): A.PhasePhraseNode {
    const words = tokens(ctx, "PhaseWord").filter(real);
    const range = words.length > 0 ? this.tokensRange(words) : this.nodeRange(node);
    const written = images(words);
    const phase = PHASE_BY_NAME.get(lower(written)) ?? null;
    if (phase === null && words.length > 0) {
      this.report("unknownPhase", range, `unknown phase "${written}"${didYouMean(written, PHASE_NAMES) || `; phases are ${PHASE_NAMES.join(", ")}`}`);
    }
    return { kind: "Phase", phase, written, range };
  }

  private unknownPhase(range: A.SourceRange): A.PhasePhraseNode {
    return { kind: "Phase", phase: null, written: "", range };
  }

  duration(ctx: Ctx, node?: CstNode): A.DurationNode | null {
    const range = this.nodeRange(node);
    const written = singleSpaced(this.textOf(range));
    if (tok(ctx, "KThis") !== undefined || tok(ctx, "KEnd") !== undefined) return { kind: "Duration", duration: "endOfTurn", written, range };
    const turn = tok(ctx, "KTurn");
    if (turn !== undefined && tok(ctx, "KYour") !== undefined) {
      // `until your next turn`: a turn starts with its Reactivation Phase (700.1).
      this.rewrite("next turn", this.tokRange(turn), "Reactivation Phase");
      return { kind: "Duration", duration: "untilYourNextReactivation", written: written.replace(/turn$/i, "Reactivation Phase"), range };
    }
    const ph = node1(ctx, "phasePhrase");
    if (ph === undefined) return null;
    const phase = this.phasePhrase(ph.children, ph);
    if (phase.phase === "reactivation") return { kind: "Duration", duration: "untilYourNextReactivation", written, range };
    if (phase.phase !== null) {
      this.report("syntaxError", phase.range, `"until your next ${phase.written}" is not a duration; use "until your next Reactivation Phase" or "until end of turn"`);
    }
    return null;
  }

  private durationOf(ctx: Ctx): A.DurationNode | null {
    const d = node1(ctx, "duration");
    return d !== undefined ? this.duration(d.children, d) : null;
  }

  // -------------------------------------------------------------------------------------------
  // Conditions and triggers
  // -------------------------------------------------------------------------------------------

  condition(ctx: Ctx, node?: CstNode): A.ConditionNode {
    const range = this.nodeRange(node);
    const child = firstChild(ctx);
    if (child === undefined || child.recoveredNode === true) return this.errorCondition(range);
    const c = child.children as Ctx;
    const r = this.nodeRange(child);
    const you = tok(c, "KYou");
    const youRef: A.RefNode = { kind: "PlayerWord", who: "you", range: you !== undefined ? this.tokRange(you) : r };
    switch (child.name) {
      case "controlCondition": {
        const art = articleOf(node1(c, "article"));
        return {
          kind: "Condition",
          cond: "youControl",
          who: youRef,
          noun: this.nounOf(node1(c, "noun"), art, r),
          range: r,
        };
      }
      case "handCondition":
        this.checkCards(tok(c, "Word"));
        return { kind: "Condition", cond: "handAtMost", who: youRef, n: this.numberOf(c), range: r };
      default: {
        const what = this.refOf(c, r);
        if (tok(c, "KHas") !== undefined) return { kind: "Condition", cond: "damageAtLeast", what, n: this.numberOf(c), range: r };
        if (tok(c, "KDestroyed") !== undefined) return { kind: "Condition", cond: "destroyed", what, range: r };
        return { kind: "Condition", cond: "onNoAttackDot", what, range: r };
      }
    }
  }

  private errorCondition(range: A.SourceRange): A.ErrorCondition {
    return { kind: "Condition", cond: "error", text: this.textOf(range), range };
  }

  trigger(ctx: Ctx, node?: CstNode): A.TriggerNode {
    const range = this.nodeRange(node);
    const child = firstChild(ctx);
    const word = triggerWordOf(child);
    if (child === undefined || child.recoveredNode === true) {
      return { kind: "ErrorTrigger", word, text: this.textOf(range), range };
    }
    return this.dispatch(child) as A.TriggerNode;
  }

  eventTrigger(ctx: Ctx, node?: CstNode): A.TriggerNode {
    const range = this.nodeRange(node);
    const word: A.TriggerWord = tok(ctx, "KWhenever") !== undefined ? "whenever" : "when";
    const subject = this.refOf(ctx, range);
    // `When a Summon is destroyed`: any Summon, not one you control (indefiniteRef's 208.4 edit).
    if (subject.kind === "Indefinite") this.rewrites = this.rewrites.filter((r) => !(r.rule === "a Summon" && r.range.start.offset === subject.noun.headRange.end.offset));
    const ev = node1(ctx, "triggerEvent");
    if (ev === undefined || ev.recoveredNode === true) return { kind: "ErrorTrigger", word, text: this.textOf(range), range };
    const e = ev.children as Ctx;
    const er = this.nodeRange(ev);
    if (tok(e, "KDraw") !== undefined || tok(e, "KDraws") !== undefined) {
      this.checkCards(tok(e, "Word"));
      return { kind: "DrawTrigger", word, drawer: subject, n: this.countOf(e, er), range };
    }
    if (tok(e, "KCast") !== undefined && tok(e, "KIs") === undefined) {
      const cardType = this.nounOf(node1(e, "noun"), articleOf(node1(e, "article")), er);
      return { kind: "CastTrigger", word, caster: subject, cardType, range };
    }
    let event: A.EventTrigger["event"];
    let object: A.RefNode | null = null;
    if (tok(e, "KAttacks")) event = "attacks";
    else if (tok(e, "KMoves")) event = "moves";
    else if (tok(e, "KDestroys") || tok(e, "KDeal")) {
      // "destroys a Summon", "deals damage to a Summon": what it happens to, from its article on.
      event = tok(e, "KDestroys") ? "destroysSummon" : "dealsDamage";
      const art = node1(e, "article");
      object = {
        kind: "Indefinite",
        article: articleOf(art),
        noun: this.nounOf(node1(e, "noun"), articleOf(art), er),
        range: this.span(this.nodeRange(art, er).start.offset, er.end.offset),
      };
    } else if (tok(e, "KAttacked")) event = "isAttacked";
    else if (tok(e, "KDealt")) event = "isDealtDamage";
    else if (tok(e, "KDestroyed")) event = "isDestroyed";
    else if (tok(e, "KCast")) event = "isCast";
    else if (tok(e, "KComes")) event = "comesIntoPlay";
    else event = "leavesPlay";
    return { kind: "EventTrigger", word, subject, event, object, range };
  }

  phaseTrigger(ctx: Ctx, node?: CstNode): A.PhaseTrigger {
    const range = this.nodeRange(node);
    const edge = tok(ctx, "KEnd") !== undefined ? "end" : "beginning";
    const start = tok(ctx, "KStart");
    if (start !== undefined) this.rewrite("start of a phase", this.tokRange(start), "beginning");
    const owner = node1(ctx, "phaseOwner");
    const ph = node1(ctx, "phasePhrase");
    const your = tok(ctx, "KYour");
    const turn = tok(ctx, "KTurn");
    if (owner === undefined && your !== undefined && turn !== undefined) {
      // `At the end of your turn` is the end of your End Phase, `At the beginning of your turn` the
      // beginning of your Reactivation Phase (700.1).
      const name = edge === "end" ? "End Phase" : "Reactivation Phase";
      this.rewrite("your turn", this.tokRange(turn), name);
      const phase: A.PhasePhraseNode = { kind: "Phase", phase: edge === "end" ? "end" : "reactivation", written: name, range: this.tokRange(turn) };
      return { kind: "PhaseTrigger", word: "at", edge, whose: { kind: "PlayerWord", who: "your", range: this.tokRange(your) }, phase, range };
    }
    if (owner === undefined && ph !== undefined) {
      // `At the beginning of each Draw Phase`: each player's (canonical: `each player's Draw Phase`).
      const each = tok(ctx, "KEach")!;
      this.rewrite("each phase", this.tokRange(each), `${each.image} player's`);
      return { kind: "PhaseTrigger", word: "at", edge, whose: { kind: "PlayerWord", who: "each", range: this.tokRange(each) }, phase: this.phasePhrase(ph.children, ph), range };
    }
    if (owner === undefined) {
      const each = tok(ctx, "KEach");
      const whose: A.RefNode = {
        kind: "PlayerWord",
        who: "each",
        range: each !== undefined ? this.tokRange(each) : range,
      };
      return { kind: "PhaseTrigger", word: "at", edge, whose, phase: null, range };
    }
    return {
      kind: "PhaseTrigger",
      word: "at",
      edge,
      whose: this.phaseOwner(owner.children, owner),
      phase: ph !== undefined ? this.phasePhrase(ph.children, ph) : this.unknownPhase(range),
      range,
    };
  }

  duringTrigger(ctx: Ctx, node?: CstNode): A.DuringTrigger {
    const range = this.nodeRange(node);
    const owner = node1(ctx, "phaseOwner");
    const ph = node1(ctx, "phasePhrase");
    return {
      kind: "DuringTrigger",
      word: tok(ctx, "KIn") !== undefined ? "in" : "during",
      whose: owner !== undefined ? this.phaseOwner(owner.children, owner) : { kind: "ErrorRef", text: "", range },
      phase: ph !== undefined ? this.phasePhrase(ph.children, ph) : this.unknownPhase(range),
      range,
    };
  }

  phaseOwner(ctx: Ctx, node?: CstNode): A.RefNode {
    const range = this.nodeRange(node);
    if (tok(ctx, "KYour") !== undefined) return { kind: "PlayerWord", who: "your", range };
    if (tok(ctx, "KTarget") !== undefined) {
      const noun = this.nounOf(node1(ctx, "noun"), "target", range, range.start);
      const end = noun.range.end;
      return {
        kind: "TargetRef",
        another: false,
        noun,
        written: `target ${noun.written}`,
        range: { start: range.start, end },
      };
    }
    const w = tok(ctx, "Word");
    return this.playerGroup("each", w, range);
  }

  // -------------------------------------------------------------------------------------------
  // References
  // -------------------------------------------------------------------------------------------

  private refOf(ctx: Ctx, fallback: A.SourceRange): A.RefNode {
    const r = node1(ctx, "ref");
    return r !== undefined ? this.ref(r.children, r) : { kind: "ErrorRef", text: "", range: fallback };
  }

  ref(ctx: Ctx, node?: CstNode): A.RefNode {
    const range = this.nodeRange(node);
    if (node?.recoveredNode === true) return { kind: "ErrorRef", text: this.textOf(range), range };
    let head: A.RefNode;
    const it = tok(ctx, "KIt");
    const you = tok(ctx, "KYou");
    const child = firstChildOf(ctx, ["targetRef", "upToRef", "thisRef", "thatRef", "itsRef", "allRef", "indefiniteRef", "theRef", "playerGroupRef", "pluralRef"]);
    if (it !== undefined) head = { kind: "It", word: "it", range: this.tokRange(it) };
    else if (you !== undefined) head = { kind: "PlayerWord", who: "you", range: this.tokRange(you) };
    else if (child !== undefined && child.recoveredNode !== true) head = this.dispatch(child) as A.RefNode;
    else return { kind: "ErrorRef", text: this.textOf(range), range };
    const pos = node1(ctx, "possessor");
    if (pos !== undefined) {
      const owner = tok(pos.children as Ctx, "KOwner") !== undefined;
      return owner ? { kind: "OwnerOf", of: head, range } : { kind: "ControllerOf", of: head, range };
    }
    return head;
  }

  targetRef(ctx: Ctx, node?: CstNode): A.TargetRef {
    const range = this.nodeRange(node);
    const another = tok(ctx, "KAnother") !== undefined;
    const t = tok(ctx, "KTarget");
    const noun = this.nounOf(node1(ctx, "noun"), "target", range, t !== undefined ? this.tokRange(t).start : undefined);
    return { kind: "TargetRef", another, noun, written: `${another ? "another " : ""}target ${noun.written}`, range };
  }

  upToRef(ctx: Ctx, node?: CstNode): A.TargetRef {
    const range = this.nodeRange(node);
    const t = tok(ctx, "KTarget");
    const noun = this.nounOf(node1(ctx, "noun"), "target", range, t !== undefined ? this.tokRange(t).start : undefined);
    const num = tok(ctx, "Number");
    const word = tok(ctx, "Word");
    const n = num !== undefined ? Number(num.image) : (UP_TO_WORDS[lower(word?.image ?? "")] ?? 0);
    if (n < 1) this.report("syntaxError", word !== undefined ? this.tokRange(word) : range, `"up to" takes a number of targets, e.g. "up to two target Summons"`);
    return { kind: "TargetRef", another: false, noun, written: singleSpaced(this.textOf(range)), upTo: Math.max(1, n), range };
  }

  thisRef(ctx: Ctx, node?: CstNode): A.ThisRef {
    const range = this.nodeRange(node);
    return { kind: "ThisRef", noun: this.nounOf(node1(ctx, "noun"), "this", range, range.start), range };
  }

  thatRef(ctx: Ctx, node?: CstNode): A.ThatRef {
    const range = this.nodeRange(node);
    return { kind: "ThatRef", noun: this.nounOf(node1(ctx, "noun"), "that", range, range.start), range };
  }

  itsRef(ctx: Ctx, node?: CstNode): A.RefNode {
    const range = this.nodeRange(node);
    const its = tok(ctx, "KIts");
    const of: A.ItRef = { kind: "It", word: "its", range: its !== undefined ? this.tokRange(its) : range };
    return tok(ctx, "KOwner") !== undefined ? { kind: "OwnerOf", of, range } : { kind: "ControllerOf", of, range };
  }

  allRef(ctx: Ctx, node?: CstNode): A.RefNode {
    const range = this.nodeRange(node);
    const ns = nodes(ctx, "noun");
    if (ns.length >= 2) {
      const player = this.nounOf(ns[0], "target", range);
      const t = tok(ctx, "KTarget");
      const ofPlayer: A.TargetRef = {
        kind: "TargetRef",
        another: false,
        noun: player,
        written: `target ${player.written}`,
        range: { start: t !== undefined ? this.tokRange(t).start : range.start, end: player.range.end },
      };
      return { kind: "AllRef", noun: this.nounOf(ns[1], "all", range), ofPlayer, range };
    }
    const noun = this.nounOf(ns[0], "all", range);
    if (noun.head === "player") return { kind: "PlayerWord", who: "allPlayers", range };
    return { kind: "AllRef", noun, ofPlayer: null, range };
  }

  indefiniteRef(ctx: Ctx, node?: CstNode): A.IndefiniteRef {
    const range = this.nodeRange(node);
    const article = articleOf(node1(ctx, "article"));
    const noun = this.nounOf(node1(ctx, "noun"), article, range, range.start);
    // 208.4: an effect's `a Summon` (no "target", no controller) is one the caster controls; fmt
    // says so (a trigger's subject, `When a Summon ...`, takes the edit back: eventTrigger).
    if (noun.controller === undefined && (noun.head === "summon" || noun.head === "crystal" || noun.head === "effect")) {
      this.rewrite("a Summon", { start: noun.headRange.end, end: noun.headRange.end }, " you control");
    }
    return { kind: "Indefinite", article, noun, range };
  }

  theRef(ctx: Ctx, node?: CstNode): A.RefNode {
    const range = this.nodeRange(node);
    if (tok(ctx, "KSource") !== undefined) return { kind: "Source", range };
    const n = node1(ctx, "noun");
    if (n !== undefined) this.nounOf(n, "the attacking", range);
    return { kind: "Attacker", range };
  }

  playerGroupRef(ctx: Ctx, node?: CstNode): A.RefNode {
    const range = this.nodeRange(node);
    const det = tok(ctx, "KYour") ?? tok(ctx, "KEach");
    const n = node1(ctx, "noun");
    const words = n === undefined ? [] : tokens(n.children as Ctx, "Word").filter(real);
    const player = words.length === 1 && ["opponents", "opponent", "player", "players"].includes(lower(words[0]!.image));
    if (det === undefined || n === undefined || words.length === 0 || player || readHead(words).entry === undefined) {
      const ref = this.playerGroup(tok(ctx, "KYour") !== undefined ? "your" : "each", words[0], range, words.length > 1 ? this.tokensRange(words) : undefined);
      // `Each player draws` (canonical: `All players draw`).
      if (ref.kind === "PlayerWord" && ref.who === "each" && det !== undefined) {
        this.rewrite("each", range, `${det.image[0] === "E" ? "All" : "all"} players`);
        this.singularSubjects.add(ref);
      }
      return ref;
    }
    const noun = this.nounOf(n, lower(det.image), range, this.tokRange(det).start);
    const headEnd = noun.headRange.end;
    if (lower(det.image) === "your") {
      // `your Summons` are the Summons you control (canonical: `all Summons you control`).
      noun.controller = "you";
      this.rewrite("your", { start: this.tokRange(det).start, end: headEnd }, `${det.image[0] === "Y" ? "All" : "all"} ${noun.headWritten} you control`);
      return { kind: "AllRef", noun, ofPlayer: null, range };
    }
    // `each Summon an opponent controls` (canonical: `all Summons an opponent controls`).
    const plural = noun.plural ? noun.headWritten : `${noun.headWritten}s`;
    this.rewrite("each", { start: this.tokRange(det).start, end: headEnd }, `${det.image[0] === "E" ? "All" : "all"} ${plural}`);
    const ref: A.RefNode = { kind: "AllRef", noun, ofPlayer: null, range };
    this.singularSubjects.add(ref);
    return ref;
  }

  /** `Summons you control`: all of them (canonical: `all Summons you control`). */
  pluralRef(ctx: Ctx, node?: CstNode): A.RefNode {
    const range = this.nodeRange(node);
    const noun = this.nounOf(node1(ctx, "noun"), "", range, range.start);
    const before = this.text.slice(0, range.start.offset).trimEnd();
    this.rewrite("plural", { start: range.start, end: range.start }, /(^|[.[:])$/.test(before) || /\n$/.test(this.text.slice(0, range.start.offset).replace(/[ \t]+$/, "")) ? "All " : "all ");
    return { kind: "AllRef", noun, ofPlayer: null, range };
  }

  /** `your opponents`, `each opponent`, `each player`; `more` is the rest of a longer phrase. */
  private playerGroup(det: "your" | "each", w: IToken | undefined, range: A.SourceRange, more?: A.SourceRange): A.RefNode {
    const word = w !== undefined && real(w) ? lower(w.image) : "";
    if (more === undefined) {
      if (det === "your" && word === "opponents") return { kind: "PlayerWord", who: "yourOpponents", range };
      if (det === "each" && word === "opponent") return { kind: "PlayerWord", who: "eachOpponent", range };
      if (det === "each" && word === "player") return { kind: "PlayerWord", who: "each", range };
    }
    const known = det === "your" ? ["opponents"] : ["opponent", "player"];
    if (w !== undefined && real(w)) {
      const written = more === undefined ? w.image : this.textOf({ start: this.tokRange(w).start, end: more.end });
      this.report("unknownTarget", range, `"${det} ${written}" is not a known player or kind of object${didYouMean(written, [...known, ...NOUN_PHRASES], `${det} `)}`);
    }
    return { kind: "ErrorRef", text: this.textOf(range), range };
  }

  article(ctx: Ctx): "a" | "an" {
    return tok(ctx, "KAn") !== undefined ? "an" : "a";
  }

  // -------------------------------------------------------------------------------------------
  // Nouns
  // -------------------------------------------------------------------------------------------

  /** The noun of a phrase; `prefix` (`target`, `a`, ...) and `from` (where it starts) are for messages. */
  private nounOf(n: CstNode | undefined, prefix: string, fallback: A.SourceRange, from?: A.Position): A.NounNode {
    if (n === undefined) {
      return {
        kind: "Noun",
        written: "",
        headWritten: "",
        headRange: fallback,
        head: null,
        plural: false,
        range: fallback,
      };
    }
    const { noun, caster } = this.nounWithCaster(n, prefix, from);
    if (caster !== undefined) {
      this.report("syntaxError", caster.range, `"${this.textOf(caster.range)}" can only follow the cards of "Costs of ..."`);
    }
    return noun;
  }

  /** A noun and, from a `you cast` / `your opponents cast` qualifier, who casts. */
  private nounWithCaster(n: CstNode, prefix: string, from?: A.Position): { noun: A.NounNode; caster: A.RefNode | undefined } {
    const ctx = n.children as Ctx;
    const range = this.nodeRange(n);
    const words = tokens(ctx, "Word").filter(real);
    const headWritten = images(words);
    const headRange = words.length > 0 ? this.tokensRange(words) : range;
    const noun: A.NounNode = {
      kind: "Noun",
      written: headWritten,
      headWritten,
      headRange,
      head: null,
      plural: false,
      range,
    };
    const { entry, adjectives } = readHead(words, headWritten);
    Object.assign(noun, adjectives);
    if (tok(ctx, "KActivated") !== undefined) noun.state = "activated"; // 206.1d
    if (entry !== undefined) {
      noun.head = entry.entry.head;
      noun.plural = entry.plural;
      if (entry.entry.lifeBase !== undefined) noun.lifeBase = entry.entry.lifeBase;
      if (entry.entry.class !== undefined) noun.class = entry.entry.class;
      if (entry.entry.cardType !== undefined) noun.cardType = entry.entry.cardType;
    } else if (words.length > 0) {
      // The message quotes the phrase as the designer wrote it: `"target Sumon" is not a known target`.
      const phrase = `${prefix} ${headWritten}`;
      const what = prefix === "target" ? "target" : "kind of card or object";
      this.report("unknownTarget", { start: from ?? headRange.start, end: headRange.end }, `"${phrase}" is not a known ${what}${didYouMean(headWritten, NOUN_PHRASES, `${prefix} `)}`);
    }
    let caster: A.RefNode | undefined;
    const written: string[] = [headWritten];
    if (noun.state !== undefined && tok(ctx, "KActivated") !== undefined) written.unshift("activated");
    for (const q of nodes(ctx, "qualifier")) {
      const qc = q.children as Ctx;
      const qr = this.nodeRange(q);
      written.push(singleSpaced(this.textOf(qr)));
      if (q.recoveredNode === true) continue;
      if (this.stateQualifier(qc, qr, noun)) continue;
      const word = tok(qc, "Word");
      const w = word !== undefined ? lower(word.image) : "";
      const isCast = tok(qc, "KCast") !== undefined;
      if (tok(qc, "KIn") !== undefined || tok(qc, "KFrom") !== undefined) {
        noun.zone = tok(qc, "KHand") !== undefined ? "hand" : tok(qc, "KDeck") !== undefined ? "deck" : "discard";
        if (tok(qc, "KYour") !== undefined) noun.zoneOwner = "you";
        if (tok(qc, "KDeck") === undefined && tok(qc, "KHand") === undefined && tok(qc, "KDiscard") === undefined) {
          this.report("syntaxError", qr, `expected "discard pile", "hand" or "deck" in "${this.textOf(qr)}"`);
        }
      } else if (tok(qc, "KThey") !== undefined) {
        noun.theirs = qr;
      } else if (tok(qc, "KYou") !== undefined) {
        if (isCast) caster = { kind: "PlayerWord", who: "you", range: qr };
        else noun.controller = "you";
      } else if ((tok(qc, "KYour") !== undefined && w === "opponents") || (tok(qc, "KYour") === undefined && w === "opponent")) {
        if (isCast) caster = { kind: "PlayerWord", who: "yourOpponents", range: qr };
        else noun.controller = "opponent";
      } else if (word !== undefined) {
        const known = tok(qc, "KYour") !== undefined ? "your opponents" : "an opponent";
        this.report("unknownTarget", qr, `"${this.textOf(qr)}" is not a known controller${didYouMean(w, ["opponents", "opponent"]) ? `; did you mean "${known}"?` : ""}`);
      }
    }
    noun.written = written.join(" ");
    return { noun, caster };
  }

  /** `with Attack 2 or less`, `on an Ending Dot`, `fixed on a Summon you control`: what they narrow
   *  the noun to; false when the qualifier is another kind. */
  private stateQualifier(qc: Ctx, qr: A.SourceRange, noun: A.NounNode): boolean {
    const st = node1(qc, "statQualifier");
    if (st !== undefined) {
      const c = st.children as Ctx;
      const n = Number(tok(c, "Number")?.image ?? "0");
      const sp = node1(c, "statPhrase");
      if (sp === undefined) {
        noun.minDamage = n; // `with 3 or more damage` (209.3a)
        return true;
      }
      const stat = this.statPhrase(sp.children as Ctx, sp).stat;
      if (stat !== null) noun.stat = stat;
      const word = tok(c, "Word");
      const or = tok(c, "KOr") !== undefined;
      if (!or && word !== undefined) {
        // `less than 2` / `more than 2`
        if (lower(word.image) !== "than") this.report("syntaxError", this.tokRange(word), `expected "than" but found "${word.image}"`);
        if (tok(c, "KLess") !== undefined) noun.atMost = n - 1;
        else noun.atLeast = n + 1;
      } else if (!or) {
        noun.atLeast = n; // `with Defense 1`: exactly
        noun.atMost = n;
      } else if (tok(c, "KLess") !== undefined || tok(c, "KFewer") !== undefined) noun.atMost = n;
      else if (tok(c, "KMore") !== undefined || (word !== undefined && lower(word.image) === "greater")) noun.atLeast = n;
      else this.report("syntaxError", qr, `expected "or less", "or more" or "or greater" after the number in "${this.textOf(qr)}"`);
      return true;
    }
    const dq = node1(qc, "dotQualifier");
    if (dq !== undefined) {
      const c = dq.children as Ctx;
      const word = tok(c, "Word");
      const your = tok(c, "KYour") !== undefined;
      const w = word === undefined ? "" : lower(word.image);
      if (tok(c, "KNo") !== undefined && !your)
        noun.dot = "noAttack"; // 603
      else if (w === "ending" && !your)
        noun.dot = "ending"; // 602
      else if (w === "starting" && your)
        noun.dot = "yourStarting"; // 601.4
      else this.report("unknownTarget", qr, `"${this.textOf(qr)}" is not a dot an effect names: "on a No Attack Dot", "on an Ending Dot" or "on your Starting Dot" (600.6)`);
      return true;
    }
    const fq = node1(qc, "fixedQualifier");
    if (fq !== undefined) {
      const c = fq.children as Ctx;
      noun.fixedOn = this.nounOf(node1(c, "noun"), articleOf(node1(c, "article")), qr); // 207.5a
      const on = noun.fixedOn;
      const plain =
        on.class === undefined &&
        on.lifeBase === undefined &&
        on.cardType === undefined &&
        on.zone === undefined &&
        Object.keys(on).every((k) => !["other", "notClass", "state", "minDamage", "stat", "dot", "fixedOn"].includes(k));
      if (noun.head !== "effect") this.report("unknownTarget", qr, `"${this.textOf(qr)}": only an Effect is fixed on a permanent (207.5a)`);
      else if (!(on.head === "summon" || on.head === "crystal" || on.head === "effect") || !plain) {
        this.report(
          "unknownTarget",
          qr,
          `"${this.textOf(qr)}": an Effect is named by what it is fixed on as "a Summon", "an Energy Crystal" or "an Effect", with "you control" or "an opponent controls" (207.5a)`,
        );
      }
      return true;
    }
    return false;
  }

  statQualifier(): undefined {
    return undefined;
  }
  dotQualifier(): undefined {
    return undefined;
  }
  fixedQualifier(): undefined {
    return undefined;
  }

  // -------------------------------------------------------------------------------------------
  // Rules their parent reads directly, because the parent knows what they need (the subject of a
  // predicate, the article before a noun, ...). They are never visited on their own; the methods
  // exist so that validateVisitor checks that every grammar rule is handled somewhere.
  // -------------------------------------------------------------------------------------------

  becomesPredicate(): undefined {
    return undefined;
  }
  losesPredicate(): undefined {
    return undefined;
  }
  canAttackPredicate(): undefined {
    return undefined;
  }
  discardsPredicate(): undefined {
    return undefined;
  }
  skipsPredicate(): undefined {
    return undefined;
  }
  handCondition(): undefined {
    return undefined;
  }
  qualifier(): undefined {
    return undefined;
  }
  extraTurnWords(): undefined {
    return undefined;
  }
  predicate(): undefined {
    return undefined;
  }
  getsPredicate(): undefined {
    return undefined;
  }
  cantPredicate(): undefined {
    return undefined;
  }
  drawsPredicate(): undefined {
    return undefined;
  }
  producesPredicate(): undefined {
    return undefined;
  }
  takesPredicate(): undefined {
    return undefined;
  }
  controlCondition(): undefined {
    return undefined;
  }
  refCondition(): undefined {
    return undefined;
  }
  triggerEvent(): undefined {
    return undefined;
  }
  possessor(): undefined {
    return undefined;
  }
  noun(): undefined {
    return undefined;
  }
  putOneRest(): undefined {
    return undefined;
  }
  shufflesPredicate(): undefined {
    return undefined;
  }
  showsPredicate(): undefined {
    return undefined;
  }
  costsPredicate(): undefined {
    return undefined;
  }
  fromYour(): undefined {
    return undefined;
  }

  // -------------------------------------------------------------------------------------------
  // Small helpers
  // -------------------------------------------------------------------------------------------

  /** The range from the first token to the end of the last one; `toks` is not empty. */
  private tokensRange(toks: readonly IToken[]): A.SourceRange {
    const first = toks[0];
    const end = toks.at(-1);
    if (first === undefined || end === undefined) throw new Error("tokensRange of no tokens");
    return this.span(first.startOffset, end.startOffset + end.image.length);
  }

  private words(toks: IToken[], fallback?: A.SourceRange): A.WordsNode {
    const real_ = toks.filter(real);
    if (real_.length === 0) return { kind: "Words", text: "", range: fallback ?? this.span(0, 0) };
    return { kind: "Words", text: images(real_), range: this.tokensRange(real_) };
  }
}

// ---------------------------------------------------------------------------------------------
// CST access
// ---------------------------------------------------------------------------------------------

/** Whether every character is below U+0300, where the combining marks start: such text is in
 *  NFC already (every character below it is NFC_Quick_Check=Yes), so normalizing it is skipped. */
function belowCombiningMarks(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x300) return false;
  return true;
}

function isToken(x: CstNode | IToken): x is IToken {
  return (x as IToken).tokenType !== undefined;
}

/** A token that is in the text (not inserted by recovery). */
function real(t: IToken): boolean {
  return t.startOffset >= 0 && Number.isFinite(t.startOffset) && t.image !== "";
}

/** An Energy token's letter code and digits (`M2` -> `M`, `2`), read by hand: a regex match per
 *  energy amount (an array and its groups) was most of what building an energy list allocated. */
function energyParts(image: string): [letter: string, digits: string] {
  // The Energy token's pattern is a letter code and digits, so both parts are there.
  let k = 0;
  while (k < image.length && image.charCodeAt(k) >= 65 && image.charCodeAt(k) <= 90) k++;
  let d = k;
  while (d < image.length && image.charCodeAt(d) >= 48 && image.charCodeAt(d) <= 57) d++;
  return k > 0 && d > k && d === image.length ? [image.slice(0, k), image.slice(k)] : ["", "0"];
}

/** Tokens' images joined by single spaces (`.map(...).join(" ")` made an array and was slower). */
function images(tokens: readonly IToken[]): string {
  if (tokens.length === 0) return "";
  let out = tokens[0]!.image;
  for (let i = 1; i < tokens.length; i++) out += " " + tokens[i]!.image;
  return out;
}

/** Text with each run of blanks as one space; as written when it has none to change (most text). */
function singleSpaced(text: string): string {
  return MORE_THAN_A_SPACE.test(text) ? text.replace(/\s+/g, " ") : text;
}
/** A blank other than a space, or two spaces. */
const MORE_THAN_A_SPACE = /[^\S ]| {2}/;

/** The first child under `name` (in the order met), or undefined. */
function first(ctx: Ctx, name: string): CstNode | IToken | undefined {
  const list = ctx.list;
  for (let i = 0; i < list.length; i += 2) if (list[i] === name) return list[i + 1] as CstNode | IToken;
  return undefined;
}

/** The children under `name`, in the order met (read only: none is one shared empty list). */
function all(ctx: Ctx, name: string): (CstNode | IToken)[] {
  const list = ctx.list;
  let out: (CstNode | IToken)[] | undefined;
  for (let i = 0; i < list.length; i += 2) if (list[i] === name) (out ??= []).push(list[i + 1] as CstNode | IToken);
  return out ?? NONE;
}
const NONE = Object.freeze([]) as unknown as (CstNode | IToken)[];

/** Whether any child is under `name`. */
function has(ctx: Ctx, name: string): boolean {
  return first(ctx, name) !== undefined;
}

function tok(ctx: Ctx, name: string): IToken | undefined {
  const t = first(ctx, name) as IToken | undefined;
  return t !== undefined && real(t) ? t : undefined;
}

function tokens(ctx: Ctx, name: string): IToken[] {
  return all(ctx, name) as IToken[];
}

function node1(ctx: Ctx, name: string): CstNode | undefined {
  return first(ctx, name) as CstNode | undefined;
}

function nodes(ctx: Ctx, name: string): CstNode[] {
  return all(ctx, name) as CstNode[];
}

/** The only sub-rule child of an OR rule: the first sub-rule child met (not under `except`). */
function firstChild(ctx: Ctx, except?: string): CstNode | undefined {
  const list = ctx.list;
  for (let i = 0; i < list.length; i += 2) {
    if (list[i] === except) continue;
    const c = list[i + 1] as CstNode | IToken;
    if (!isToken(c)) return c;
  }
  return undefined;
}

function firstChildOf(ctx: Ctx, names: string[]): CstNode | undefined {
  for (const n of names) {
    const c = node1(ctx, n);
    if (c !== undefined) return c;
  }
  return undefined;
}

/** Every real token under a node, in source order (for nodes recovery left without a location). */
function realTokens(n: CstNode): IToken[] {
  const out: IToken[] = [];
  collectTokens(n, out);
  return out.sort((a, b) => a.startOffset - b.startOffset);
}

function collectTokens(node: CstNode, out: IToken[]): void {
  const list = node.list;
  for (let i = 1; i < list.length; i += 2) {
    const c = list[i] as CstNode | IToken;
    if (isToken(c)) {
      if (real(c)) out.push(c);
    } else collectTokens(c, out);
  }
}

/**
 * The offset just after a node's last token other than a Newline: a field or text line ends
 * before its line break (and any comment before it). Only text lines contain inner Newlines.
 * Each name's last child counts (a name whose last token recovery inserted counts for nothing).
 */
function contentEnd(node: CstNode): number {
  const list = node.list;
  let end = -1;
  for (let i = 0; i < list.length; i += 2) {
    const key = list[i] as string;
    if (list.indexOf(key, i + 2) !== -1) continue; // not the last under its name
    const c = list[i + 1] as CstNode | IToken;
    let e: number;
    if (isToken(c)) {
      if (key === "Newline" || !real(c)) continue;
      e = c.startOffset + c.image.length;
    } else if (c.name === "textLine") {
      e = contentEnd(c);
    } else {
      const loc = c.location;
      e = loc !== undefined && loc.startOffset >= 0 && Number.isFinite(loc.endOffset) ? loc.endOffset + 1 : contentEnd(c);
    }
    if (e > end) end = e;
  }
  return end;
}

function startOf(n: CstNode): number {
  const s = n.location?.startOffset;
  return s !== undefined && s >= 0 ? s : (realTokens(n)[0]?.startOffset ?? Number.MAX_SAFE_INTEGER);
}

/** The trigger word of a trigger's alternative (`when`, `whenever`, `at`, `during`, `in`). */
function triggerWordOf(n: CstNode | undefined): A.TriggerWord {
  if (n === undefined) return "when";
  const c = n.children as Ctx;
  for (const [key, word] of [
    ["KWhenever", "whenever"],
    ["KWhen", "when"],
    ["KAt", "at"],
    ["KDuring", "during"],
    ["KIn", "in"],
  ] as const) {
    if (has(c, key)) return word;
  }
  return "when";
}

function articleOf(n: CstNode | undefined): "a" | "an" {
  return n !== undefined && tok(n.children as Ctx, "KAn") !== undefined ? "an" : "a";
}

/** `up to two target Summons`: the number words it takes. */
const UP_TO_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** Words before a noun that narrow it, and what each sets. */
const ADJECTIVES: Record<string, Pick<A.NounNode, "other" | "state" | "minDamage">> = {
  other: { other: true }, // all but the ability's source
  damaged: { minDamage: 1 }, // 209.3a
  deactivated: { state: "activated" }, // 206.1g: deactivation puts it in the activated state
  reactivated: { state: "reactivated" }, // 206.1d
};

/** The noun of a head's words after its adjectives (`other Summons`, `damaged Summon`, `non-Dragon
 *  Summon`): a whole phrase of the vocabulary wins (`Non Life Base Summon`). */
function readHead(tokens: readonly IToken[], written = images(tokens)): { entry: { entry: NounEntry; plural: boolean } | undefined; adjectives: Partial<A.NounNode> } {
  const adjectives: Partial<A.NounNode> = {};
  // The whole phrase (`written`, the words joined) is looked up first and is mostly a noun.
  const first = lookupNoun(written);
  if (first !== undefined || tokens.length <= 1) return { entry: first, adjectives };
  const words = tokens.map((t) => t.image);
  let i = 0;
  for (;;) {
    const whole = i === 0 ? first : lookupNoun(words.slice(i).join(" "));
    if (whole !== undefined || i >= words.length - 1) return { entry: whole, adjectives };
    const w = lower(words[i]!);
    const adjective = ADJECTIVES[w];
    if (adjective !== undefined) {
      Object.assign(adjectives, adjective);
      i++;
      continue;
    }
    // `non-Dragon [Summon]` (208.6): a class, then the Summon noun or nothing.
    const cls = w === "non" ? lookupNoun(words[i + 1]!) : undefined;
    if (cls?.entry.class === undefined) return { entry: undefined, adjectives };
    adjectives.notClass = cls.entry.class;
    if (i + 2 === words.length) return { entry: { entry: lookupNoun("Summon")!.entry, plural: cls.plural }, adjectives };
    i += 2;
  }
}

/** A noun phrase in the vocabulary, singular or with a plural `s` on its last word. */
function lookupNoun(words: string): { entry: NounEntry; plural: boolean } | undefined {
  const key = lower(words);
  const exact = NOUNS.get(key);
  if (exact !== undefined) return { entry: exact, plural: false };
  if (key.endsWith("s")) {
    const singular = NOUNS.get(key.slice(0, -1));
    if (singular !== undefined) return { entry: singular, plural: true };
  }
  return undefined;
}

/** The subject of an effect a sentence wrote with one (`X draws ...`, `X gets ...`). */
function subjectOf(e: A.EffectNode): A.RefNode | undefined {
  if ("who" in e && e.who !== null && typeof e.who === "object" && "kind" in e.who) return e.who as A.RefNode;
  if ("what" in e && e.what !== null && typeof e.what === "object" && "kind" in e.what) return e.what as A.RefNode;
  return undefined;
}
