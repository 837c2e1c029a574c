// Natural wording the language doesn't take (yet), said in a designer's words (issue 14). A card
// line that doesn't parse is read against the rules below, each a phrase designers write and what
// the language writes instead; when one matches, the line gets ONE diagnostic (E1019) that names
// the phrase and gives the closest supported wording of the whole line, e.g.
//
//   "At the start of" is not supported (a phase trigger says "At the beginning of" (207.4));
//   the closest supported wording is "At the beginning of each opponent's End Phase, ..."
//
// instead of the parser's first syntax error (`unknown word "a"; did you mean "x"?` was one). The
// closest wording applies every rule that matches, in order, and is offered only when it parses;
// a rule without a rewrite (a phrase with no supported counterpart) still names the phrase.
// Whatever the verdict, a line with a syntax error reports one error and becomes an ErrorLine,
// so the checker adds nothing to it: one mistake, one error.
import type { CardNode, LineNode, SourceRange } from "./ast.ts";
import { diagnosticAt, GRAMMAR_CODES, grammarDiagnostic, type Diagnostic } from "./diagnostics.ts";
import type { Repair } from "./repair.ts";

// ---------------------------------------------------------------------------------------------
// Natural wording the grammar takes, and the canonical wording `fmt` writes for it. The AST
// builder records each use as a rewrite (LineBase.rewrites) named by its rule; WORDING.md is the
// designers' reference, one entry per rule.
// ---------------------------------------------------------------------------------------------

export const CANONICAL_RULES = {
  "a card": { natural: "Draw a card.", canonical: "Draw 1 card.", rule: "212" },
  one: { natural: "Discard one card.", canonical: "Discard 1 card.", rule: "212" },
  "from your deck": { natural: "Draw a card from your deck. / Discard 2 cards from your hand.", canonical: "Draw 1 card. / Discard 2 cards.", rule: "212.1" },
  each: {
    natural: "Deal 1 damage to each Summon an opponent controls. / Each player draws 1 card.",
    canonical: "Deal 1 damage to all Summons an opponent controls. / All players draw 1 card.",
    rule: "208.7",
  },
  your: { natural: "Your Summons get Attack +1.", canonical: "All Summons you control get Attack +1.", rule: "214.2" },
  plural: { natural: "Summons you control get Speed +1.", canonical: "All Summons you control get Speed +1.", rule: "208.7" },
  then: { natural: "Draw 2 cards, then discard 1 card.", canonical: "Draw 2 cards and discard 1 card.", rule: "" },
  "start of a phase": { natural: "At the start of each opponent's End Phase, ...", canonical: "At the beginning of each opponent's End Phase, ...", rule: "207.4" },
  "additional card": { natural: "At the beginning of your Draw Phase, draw an additional card.", canonical: "At the beginning of your Draw Phase, draw 1 card.", rule: "702.1" },
  "number words": { natural: "Discard two cards.", canonical: "Discard 2 cards.", rule: "" },
  "if you do": { natural: "Discard 1 card. If you do, draw 2 cards.", canonical: "Discard 1 card. When successfully done, draw 2 cards.", rule: "207.3" },
  "amount first": { natural: "Target Summon gets +1 Attack.", canonical: "Target Summon gets Attack +1.", rule: "202.7" },
  "to your hand": { natural: "Return target Summon to your hand.", canonical: "Return target Summon to its owner's hand.", rule: "214.1" },
  "show it": {
    natural: "Search your deck for a Dragon and put it into your hand. / Search your deck for a Beast, show it, and put it into your hand.",
    canonical: "Search your deck for a Dragon, show it and put it into your hand. / Search your deck for a Beast, show it and put it into your hand.",
    rule: "212.2",
  },
  "then shuffle": {
    natural: "Search your deck for a Beast, show it and put it into your hand. Then shuffle your deck.",
    canonical: "Search your deck for a Beast, show it and put it into your hand.",
    rule: "211.2",
  },
  "cost less to move": { natural: "Summons you control cost C1 less to move.", canonical: "Movement Energy of Summons you control is reduced by C1.", rule: "204.5" },
  "energy and": { natural: "Produces M1 and B1.", canonical: "Produces M1 B1.", rule: "204.2" },
  "energy words": { natural: "Produces one Mystic or one Boost energy.", canonical: "Produces M1 or B1.", rule: "204.2" },
  "this crystal": { natural: "This Energy Crystal produces M1 or B1.", canonical: "Produces M1 or B1.", rule: "403.4" },
  "cost less": { natural: "Summon Cards you cast cost C1 less.", canonical: "Costs of Summon Cards you cast are reduced by C1.", rule: "204" },
  "duration first": { natural: "Until end of turn, target Summon gets Attack +2.", canonical: "Target Summon gets Attack +2 until end of turn.", rule: "402.10e" },
  "next turn": { natural: "... until your next turn.", canonical: "... until your next Reactivation Phase.", rule: "700.1" },
  "your turn": { natural: "At the end of your turn, ...", canonical: "At the end of your End Phase, ...", rule: "700.1" },
  give: { natural: "Give target Summon Range +1 until end of turn.", canonical: "Target Summon gets Range +1 until end of turn.", rule: "202.6" },
  "a Summon": { natural: "Destroy an Effect.", canonical: "Destroy an Effect you control.", rule: "208.4" },
  "enters play": { natural: "When this Effect enters play, draw a card.", canonical: "When this Effect comes into play, draw 1 card.", rule: "402.6a" },
  "rest of the turn": { natural: "Target Summon gets Attack +2 for the rest of the turn.", canonical: "Target Summon gets Attack +2 until end of turn.", rule: "402.10e" },
  "as long as": { natural: "As long as you control a Dragon, target Summon gets Attack +2.", canonical: "If you control a Dragon, target Summon gets Attack +2.", rule: "207.5" },
  while: { natural: "While you control a Dragon, target Summon gets Attack +2.", canonical: "If you control a Dragon, target Summon gets Attack +2.", rule: "207.5" },
  "condition first": { natural: "Target Summon gets Attack +2 as long as you control a Dragon.", canonical: "If you control a Dragon, target Summon gets Attack +2.", rule: "207.5" },
  "choose one": {
    natural: "Choose one — (a line of its own, then each mode on a line starting with •, - or *) ...",
    canonical: "Draw 2 cards. ... or ... Deal 2 damage to target Summon.",
    rule: "207.1",
  },
  "summon brackets": { natural: "When this Summon attacks, draw a card.", canonical: "[When this Summon attacks, draw 1 card.]", rule: "402.10" },
  "target of": {
    natural: "Target Summon can't be the target of Effects your opponents control until end of turn.",
    canonical: "Target Summon can't be targeted by Effects your opponents control until end of turn.",
    rule: "208",
  },
  also: { natural: "Draw a card and also discard a card.", canonical: "Draw 1 card and discard 1 card.", rule: "" },
  "damage on it": { natural: "Destroy target Summon with 2 or more damage on it.", canonical: "Destroy target Summon with 2 or more damage.", rule: "209.3" },
  "each phase": { natural: "At the beginning of each Draw Phase, ...", canonical: "At the beginning of each player's Draw Phase, ...", rule: "700.1" },
} as const satisfies Record<string, { natural: string; canonical: string; rule: string }>;

/** The name of a canonical-wording rule (what a LineBase rewrite is named by). */
export type CanonicalRule = keyof typeof CANONICAL_RULES;

/** One natural phrase the language doesn't take, and its closest supported counterpart. */
export interface WordingRule {
  /** The rule's name (tests and documentation name rules by it). */
  name: string;
  /** Finds the phrase in a line (global, so every occurrence is rewritten). */
  find: RegExp;
  /** The supported wording of the phrase; absent when the language has none. */
  replace?: (match: string, ...groups: string[]) => string;
  /** Why it differs, in a designer's words (a rule number where one applies). */
  note: string;
  /** The part of the match messages quote and point at, when not the whole match. */
  shown?: string;
  /** The grammar takes the phrase (a CANONICAL_RULES wording): it only helps spell the closest
   *  wording of a line that fails for another reason, and is never named as unsupported. */
  supported?: boolean;
}

const NUMBER_WORDS: Record<string, string> = { one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9", ten: "10" };

/** The rules, in the order they are applied to a line. */
export const WORDING_RULES: readonly WordingRule[] = [
  {
    name: "if you do",
    supported: true,
    find: /\bIf you do,/g,
    replace: () => "When successfully done,",
    note: "207.3: the second step happens only if the first one did",
  },
  {
    name: "a card",
    supported: true,
    find: /\b(draws?|discards?|Draws?|Discards?) (?:a|an|one) card\b/g,
    replace: (_m, verb) => `${verb} 1 card`,
    note: 'the language counts cards with a number, "1 card"',
  },
  {
    name: "a counter",
    supported: true,
    find: /\b([Pp]ut|[Rr]emove) (?:a|an|one) (time|activation) counter\b/g,
    replace: (_m, verb, kind) => `${verb} 1 ${kind} counter`,
    note: 'the language counts counters with a number, "1 time counter", "2 activation counters" (209)',
  },
  {
    name: "kind of counter",
    find: /\b([Pp]ut|[Rr]emove) (?:a|an|one) counter\b/g,
    replace: (_m, verb) => `${verb} 1 time counter`,
    note: 'a counter is a time counter or an activation counter (209.1a): "1 time counter", "1 activation counter"',
  },
  {
    name: "damage indicator",
    find: /\b([Pp])ut (?:a|an|one) damage indicator on\b/g,
    replace: (_m, p) => `${p === "P" ? "D" : "d"}eal 1 damage to`,
    note: 'a damage indicator marks 1 damage (209.3a); an effect deals it: "Deal 1 damage to ..."',
  },
  {
    name: "number words",
    supported: true,
    find: /\b(one|two|three|four|five|six)(?= (?:more |additional )?(?:cards?|(?:activation |time )counters?)\b)/gi,
    replace: (m) => NUMBER_WORDS[m.toLowerCase()]!,
    note: "cards and counters may be counted in words",
  },
  {
    // Cards and counters may be counted in words (a canonical rule), damage not: "two" reads like a noun there.
    name: "number words",
    find: /\b(one|two|three|four|five|six)(?= (?:more )?damage\b)/gi,
    replace: (m) => NUMBER_WORDS[m.toLowerCase()]!,
    note: "damage is written as a number",
  },
  {
    name: "stat after amount",
    supported: true,
    find: /([+\-−–]\d+) (Attack Power|Attack|Defense|Speed|Range)\b/g,
    replace: (_m, n, stat) => `${stat} ${n}`,
    note: 'a change names the stat, then the amount, "Attack +1" (202.7)',
  },
  {
    name: "and between energies",
    find: /\b(Produces|Add) ([A-Z]\d+) and ([A-Z]\d+)\b/g,
    replace: (_m, verb, a, b) => `${verb} ${a} ${b}`,
    note: 'an energy list is written "M1 B1" (204.2)',
  },
  {
    name: "end of your next turn",
    find: /\b([Uu])ntil the end of your next turn\b/g,
    replace: (_m, u) => `${u}ntil your next turn`,
    note: "a change lasts until end of turn or until your next turn (its Reactivation Phase, 700.1)",
  },
  {
    name: "on your Starting Dot",
    find: / on your Starting Dot\b/g,
    replace: () => "",
    note: "402.6a: a Summon put into play goes on its controller's Starting Dot or an Ending Dot, as he chooses",
  },
  {
    name: "next card",
    find: /^The next (.+?) you cast this turn costs ([A-Z]\d+) (less|more)\./g,
    replace: (_m, noun, by, change) => `Costs of ${noun}s you cast are ${change === "less" ? "reduced" : "raised"} by ${by}.`,
    note: "a cost change for the next card only is not supported: it changes the cost of every card it names (204)",
    shown: "The next",
  },
  {
    name: "look and maybe bottom",
    find: /^Look at the top card of your deck\. You may put it on the bottom of your deck\./g,
    replace: () => "Look at the top 1 card of your deck and put them back in any order.",
    note: "a choice to put the top card on the bottom is not supported; looking at the top cards and putting them back in any order is (501.2)",
    shown: "You may put it on the bottom of your deck.",
  },
  {
    name: "look at cards",
    find: /\b[Ll]ook at the top (?:\d+ )?cards? of [^.]*deck\.(?= \S)/g,
    note: 'looking at a deck\'s top cards is "Look at the top N cards of your deck and put them back in any order." or "Look at the top N cards of your deck. Put one of them into your hand and the rest on the bottom of your deck." (501.2)',
  },
  {
    name: "reveal",
    find: /\b[Rr]eveals? /g,
    note: 'a hand is shown with "Show your hand." (213.1); of a deck only "Reveal the top card of your deck. If it\'s a KIND, put it into your hand." is taken',
  },
  {
    name: "move this Summon to a dot",
    find: /^Move this Summon to (?:your|its owner's) Starting Dot\b/g,
    replace: () => "☉: Move this Summon up to 2 dots",
    note: 'an effect moves a Summon "up to N dots" along a path (202), not to a named dot; a summon\'s own one-shot line is an activated ability (402.10f)',
  },
  {
    name: "move to a dot",
    find: /\b([Mm])ove (\S.*?) to (?:your|its owner's|their) Starting Dot\b/g,
    replace: (_m, m, what) => `${m}ove ${what} up to 2 dots`,
    note: 'an effect moves a Summon "up to N dots" along a path (202), not to a named dot',
  },
  {
    name: "discard a hand",
    find: /\b(discards?) (?:their|his|your) hand\b/g,
    replace: (_m, verb) => `${verb} 1 card`,
    note: "discarding a whole hand is not supported; a number of cards is",
  },
  {
    name: "each player's top cards",
    find: /^Each player puts the top (card|\d+ cards) of their deck into their discard pile\b/g,
    replace: (_m, n) => `Put the top ${n} of each player's deck into their discard pile`,
    note: 'the top cards of every deck are "the top N cards of each player\'s deck" (501.3)',
  },
  {
    name: "hand into deck",
    find: /^Each player shuffles their hand into their deck, then draws that many cards\b/g,
    replace: () => "Each player shuffles their discard pile into their deck",
    note: "shuffling a hand into a deck and drawing as many is not supported; a discard pile shuffled into its deck is (211)",
    shown: "shuffles their hand into their deck, then draws that many cards",
  },
  {
    name: "additional effect on the same line",
    find: /(?<=\.) (?:With(?: extra)?|For each extra) [A-Z]\d+(?: [A-Z]\d+)*,? [^.]*\./g,
    replace: () => "",
    note: 'an additional effect ("With extra M1: ...", "For each extra C1: ...") is a line of its own, under the line it adds to (207.2)',
  },
  {
    name: "any number of cards",
    find: /\b[Dd]iscard any number of cards, then draw that many cards\b/g,
    replace: () => "You may discard 1 card. When successfully done, draw 1 card",
    note: "a number the player picks as it resolves is not supported; an optional discard of 1 card is (207.6)",
    shown: "any number of cards",
  },
  { name: "variable amount", find: /\b(?:any number of|that many)\b/g, note: 'an amount is a number, X of a For each extra line, or counted: "for each ...", "equal to ...", "where X is ..."' },
  {
    name: "cost with a comma",
    find: /^(With(?: extra)?|For each extra) ((?:[A-Z]\d+ ?)+),/g,
    replace: (_m, lead, cost) => `${lead} ${cost!.trim()}:`,
    note: "an additional effect's cost ends with a colon (204.4, 207.2)",
  },
  {
    name: "at random",
    find: /\s+at random(?=\.)/g,
    replace: () => "",
    note: "a player discards the cards he chooses; a random discard is not supported",
    shown: "at random",
  },
  // Mechanics X610Z's engine doesn't have (issue 26): named as not supported yet; the closest
  // wording comes from the repair search (repair.ts), which drops what can't be said.
  {
    name: "instead",
    find: /\binstead\b/g,
    note: 'not supported yet: a replacement effect ("... instead") has no form in the language; write what happens, or a condition with "If ..., ..."',
  },
  {
    name: "additional cost",
    find: /\bAs an additional cost\b/gi,
    note: 'not supported yet: a cost is energy (204.2); a cost the caster may add is "With extra COST:" on a line under the effect (204.4, 207.2)',
  },
  {
    name: "blocked",
    find: /\bbe blocked\b/g,
    note: "X610Z has no blocking: a Summon attacks a Summon or Life Base within its Range (202.3)",
  },
  {
    name: "within dots",
    find: /\bwithin (?:\d+|one|two|three|its Range)(?: dots?)?(?: of [a-z' ]+)?/gi,
    note: "not supported yet: a distance on the board (600) can't narrow a target or a group",
  },
  {
    name: "warp",
    find: /\b[Ww]arp(?:s|ing)?\b/g,
    note: "not supported yet: warping (605) is a move a Summon makes, not an effect or a trigger of the language",
  },
];

/** The closest supported wording of a line and the rules it used, if any rule matches. */
export function naturalWording(line: string): { rules: { rule: WordingRule; at: number; phrase: string }[]; closest: string | undefined } {
  const matched: { rule: WordingRule; at: number; phrase: string }[] = [];
  let text = line;
  let rewritable = true;
  for (const rule of WORDING_RULES) {
    // Each rule reads the line as the rules before it left it (one phrase, one rule).
    rule.find.lastIndex = 0;
    const m = rule.find.exec(text);
    rule.find.lastIndex = 0;
    if (m === null) continue;
    // `shown` is the part of the match a message quotes (and points at, in the line as written).
    const k = rule.shown === undefined ? -1 : m[0].toLowerCase().indexOf(rule.shown.toLowerCase());
    const phrase = k < 0 ? m[0].trim() : m[0].slice(k, k + rule.shown!.length);
    const at = line.indexOf(phrase);
    matched.push({ rule, at: at >= 0 ? at : 0, phrase });
    if (rule.replace === undefined) {
      rewritable = false;
      continue;
    }
    const replace = rule.replace;
    text = text.replace(rule.find, (...args: unknown[]) => {
      // (match, ...groups, offset, whole): groups as strings, then offset and the text replaced in.
      const match = args[0] as string;
      const offsetIndex = args.findIndex((a, i) => i > 0 && typeof a === "number");
      const groups = args.slice(1, offsetIndex) as string[];
      return replace(match, ...groups, String(args[offsetIndex]), args[offsetIndex + 1] as string);
    });
    rule.find.lastIndex = 0;
  }
  return { rules: matched, closest: rewritable && matched.length > 0 && text !== line ? text : undefined };
}

/** The ability lines of the `text:` blocks, by source line: a line recovery split in two (an
 *  effect, then an ErrorLine for its rest) is one line here. */
function textLines(cards: CardNode[]): Map<number, { lines: LineNode[]; nodes: number[]; card: CardNode }> {
  const out = new Map<number, { lines: LineNode[]; nodes: number[]; card: CardNode }>();
  for (const card of cards) {
    for (const f of card.fields) {
      if (f.field !== "text") continue;
      f.lines.forEach((l, index) => {
        const at = out.get(l.range.start.line);
        if (at !== undefined && at.lines === f.lines) at.nodes.push(index);
        else out.set(l.range.start.line, { lines: f.lines, nodes: [index], card });
      });
    }
  }
  return out;
}

/** Errors that say a line doesn't read (a syntax error), as opposed to an unknown word in a field. */
const SYNTAX: ReadonlySet<string> = new Set([GRAMMAR_CODES.syntaxError.code, GRAMMAR_CODES.unknownWord.code, GRAMMAR_CODES.unknownTarget.code]);
/** The longest closest wording a message spells out (diagnostics.ts clipQuotes keeps it whole). */
const MAX_WORDING = 240;

/**
 * One error per text line that doesn't parse: E1019 naming the unsupported phrase and the closest
 * supported wording when a rule matches, else the line's first error; the line becomes an
 * ErrorLine, so no later stage reports on it. `parses` says whether a line parses (for the
 * closest wording, which is offered only then).
 */
/** Diagnostics of the repair search beyond a line's first error: one per further mistake, each
 *  kept (index.ts keeps only the first syntax error of a line otherwise). */
export const FURTHER_MISTAKES = new WeakSet<Diagnostic>();

export function reportNaturalWording(
  cards: CardNode[],
  diagnostics: Diagnostic[],
  file: string,
  parses: (line: string) => boolean,
  repair?: (line: LineNode, card: CardNode) => Repair | undefined,
): Diagnostic[] {
  const lines = textLines(cards);
  const byLine = new Map<number, Diagnostic[]>();
  for (const d of diagnostics) {
    if (d.severity !== "error" || !lines.has(d.line)) continue;
    const list = byLine.get(d.line);
    if (list) list.push(d);
    else byLine.set(d.line, [d]);
  }
  const dropped = new Set<Diagnostic>();
  const added: Diagnostic[] = [];
  // Bottom up, so replacing a split line's nodes by one leaves the indexes of the lines above.
  for (const lineNo of [...byLine.keys()].sort((a, b) => b - a)) {
    const errors = byLine.get(lineNo)!;
    if (!errors.some((d) => SYNTAX.has(d.code))) continue;
    const at = lines.get(lineNo)!;
    const nodes = at.nodes.map((i) => at.lines[i]!);
    const firstNode = nodes[0]!;
    const lastNode = nodes[nodes.length - 1]!;
    const range: SourceRange = { start: firstNode.range.start, end: lastNode.range.end };
    const whole: LineNode = { kind: "ErrorLine", text: nodes.length === 1 ? firstNode.text : lineText(nodes), range };
    const first = [...errors].sort((a, b) => a.column - b.column)[0]!;
    for (const d of errors) if (d !== first) dropped.add(d);
    const named = wordingDiagnostic(whole, file, parses, at.nodes[0] === 0);
    const replacement = named !== undefined && closestIn(named.message) ? named : (repaired(whole, at.card, named ?? first, file, repair, added) ?? named);
    if (replacement) {
      dropped.add(first);
      added.push(replacement);
    }
    at.lines.splice(at.nodes[0]!, nodes.length, whole);
  }
  if (dropped.size === 0 && added.length === 0) return diagnostics;
  return [...diagnostics.filter((d) => !dropped.has(d)), ...added];
}

/** The text of a line recovery split into nodes: theirs, with the blanks between them. */
function lineText(nodes: LineNode[]): string {
  let out = nodes[0]!.text;
  for (let i = 1; i < nodes.length; i++) {
    const gap = nodes[i]!.range.start.offset - nodes[i - 1]!.range.end.offset;
    out += " ".repeat(Math.max(0, gap)) + nodes[i]!.text;
  }
  return out;
}

function wordingDiagnostic(node: LineNode, file: string, parses: (line: string) => boolean, firstLine: boolean): Diagnostic | undefined {
  const bracketed = /^\[(.*)\]$/s.exec(node.text);
  const inner = bracketed ? bracketed[1]! : node.text;
  const { rules, closest } = naturalWording(inner);
  const named = rules.filter((r) => r.rule.supported !== true);
  if (named.length === 0) return undefined;
  const lead = named[0]!;
  const offset = node.range.start.offset + (bracketed ? 1 : 0) + lead.at;
  const column = node.range.start.column + (bracketed ? 1 : 0) + lead.at;
  const range: SourceRange = {
    start: { line: node.range.start.line, column, offset },
    end: { line: node.range.start.line, column: column + lead.phrase.length, offset: offset + lead.phrase.length },
  };
  const also = named.slice(1).map((r) => `"${r.phrase}": ${r.rule.note}`);
  // 207.2: an additional effect adds to the line above it; as a card's first line there is none, so
  // the closest wording is its effect alone (its cost then belongs in the card's cost).
  const alone = firstLine && closest !== undefined ? /^(?:With(?: extra)?|For each extra) (?:[A-Z]\d+ ?)+: (.)(.*)$/s.exec(closest) : null;
  const wording = alone ? `${alone[1]!.toUpperCase()}${alone[2]}` : closest;
  const written = wording === undefined ? undefined : bracketed ? `[${wording}]` : wording;
  const offered = written !== undefined && written.trim() !== "" && written.length <= MAX_WORDING && parses(written);
  const firstLineNote = alone ? "; as a card's first line it has no line above to add to (207.2): its effect alone, its cost in the card's cost" : "";
  const message = `"${lead.phrase}" is not supported (${lead.rule.note})${also.length > 0 ? `; nor ${also.join("; ")}` : ""}${firstLineNote}`;
  return grammarDiagnostic("unsupportedWording", file, range, offered ? `${message}; the closest supported wording is "${written}"` : message);
}

const closestIn = (message: string): boolean => message.includes("the closest supported wording is");

/**
 * A line's errors from the repair search (repair.ts): its first error, now naming the closest
 * wording the search found, and one more error per further mistake (in `added`, each also naming
 * it). Undefined when the search finds no wording.
 */
function repaired(
  line: LineNode,
  card: CardNode,
  first: Diagnostic,
  file: string,
  repair: ((line: LineNode, card: CardNode) => Repair | undefined) | undefined,
  added: Diagnostic[],
): Diagnostic | undefined {
  if (repair === undefined) return undefined;
  const found = repair(line, card);
  if (found === undefined || found.wording.trim() === "" || found.wording.length > MAX_WORDING) return undefined;
  // A lone misspelling's did-you-mean already says the fix; a whole line is spelt out otherwise.
  if (found.steps.length === 1 && /did you mean "/.test(first.message)) return undefined;
  const tail = `; the closest supported wording is "${found.wording}"`;
  const start = line.range.start;
  // A phrase named as not supported is the line's mistake; what its removal takes with it is not another.
  const further = first.code === GRAMMAR_CODES.unsupportedWording.code ? [] : found.steps.slice(1);
  for (const step of further) {
    const at = { line: start.line, column: start.column + step.offset, offset: start.offset + step.offset };
    const end = { ...at, column: at.column + Math.max(1, step.length), offset: at.offset + Math.max(1, step.length) };
    const d = diagnosticAt(file, { start: at, end }, "error", step.error.code, step.error.message + tail);
    FURTHER_MISTAKES.add(d);
    added.push(d);
  }
  return { ...first, message: first.message + tail };
}
