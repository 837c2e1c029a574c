// The editor's syntax colouring, generated from the grammar's tables: a TextMate grammar for card
// files (`source.orrery`) and one for decks (`source.orrery-deck`), plus the card language's
// configuration (comments, brackets, indentation after `text:`). `npm run editors:grammar` writes
// them into editors/vscode/; test/lsp/textmate.test.ts fails when the committed files are stale.
//
// Keywords are the lexer's (grammar/tokens.ts): every spelling it retypes as a keyword, found by
// asking the lexer itself, so `cannot` and `gets` colour as `can't` and `get` do. Vocabulary
// (energy types, card types, classes, elements, crews, phases, stats, nouns, field labels) comes
// from grammar/vocabulary.ts. A new table line is a new colour after `npm run editors:grammar`.
import { KEYWORD, KEYWORD_WORDS, lex } from "../../grammar/tokens.ts";
import { BASE_NOUNS, CARD_TYPES, CLASSES, COUNTER_KINDS, CREWS, ELEMENTS, ENERGY_TYPES, FIELDS, PHASES, STATS } from "../../grammar/vocabulary.ts";

/** Keywords that steer a line: triggers, conditions, additional costs, durations, `or`. */
const CONTROL = new Set(["when", "whenever", "at", "during", "in", "if", "unless", "or", "with", "for", "extra", "until", "successfully", "done"]);
/** Keywords that name what a sentence acts on. */
const REFERENCE = new Set(["target", "this", "that", "it", "its", "you", "your", "his", "all", "each", "another"]);
/** Little words left uncoloured, so a line doesn't turn into one colour. */
const PLAIN = new Set(["a", "an", "the", "and", "to", "from", "of", "into", "on", "by", "up", "is", "are", "be", "has", "have", "no", "one", "x", "can", "would"]);

/** Every spelling the lexer reads as keyword `word` (lower case): the word, and its variants
 *  (`gets`/`get`, `can't`/`cannot`/`can’t`) as the lexer's table has them. */
export function keywordSpellings(word: string): string[] {
  const type = Object.hasOwn(KEYWORD, word) ? KEYWORD[word as keyof typeof KEYWORD] : undefined;
  const candidates = new Set([word, `${word}s`, word.replace(/s$/, ""), word.replace(/'t$/, "not"), word.replace(/'/g, "’")]);
  return [...candidates].filter((c) => {
    if (c === "") return false;
    const t = lex(c).tokens;
    return t.length === 1 && t[0]!.tokenType === type;
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Alternatives, longest first (TextMate takes the first that matches), spaces as runs of blanks. */
const alt = (words: Iterable<string>) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map((w) => escape(w).replace(/ /g, "[ \\t]+"))
    .join("|");
/** A whole-word, case-insensitive match of any of the words. */
const words = (list: Iterable<string>, plural = false) => `(?i)(?<![A-Za-z0-9'’])(?:${alt(list)})${plural ? "s?" : ""}(?![A-Za-z0-9'’])`;

interface TextMateGrammar {
  name: string;
  scopeName: string;
  fileTypes: string[];
  patterns: unknown[];
  repository: Record<string, unknown>;
}

const LABELS = FIELDS.filter((f) => f.name !== "permanent").map((f) => f.label);

function cardGrammar(): TextMateGrammar {
  const keywordsBy = (test: (w: string) => boolean) => KEYWORD_WORDS.filter(test).flatMap(keywordSpellings);
  const energyLetters = ENERGY_TYPES.map((e) => e.letter);
  const cardTypes = CARD_TYPES.map((t) => t.id);
  const statNames = STATS.flatMap((s) => s.names);
  return {
    name: "Orrery card text",
    scopeName: "source.orrery",
    fileTypes: ["card"],
    patterns: [
      { include: "#comment" },
      { include: "#card" },
      { include: "#free-text-field" },
      { include: "#type-field" },
      { include: "#stats-field" },
      { include: "#field" },
      { include: "#permanence" },
      { include: "#line" },
    ],
    repository: {
      comment: { match: "#.*$", name: "comment.line.number-sign.orrery" },
      card: {
        match: "(?i)^[ \\t]*(card)(?=[ \\t#]|$)([^#]*)",
        captures: { "1": { name: "keyword.other.card.orrery" }, "2": { name: "entity.name.type.card.orrery" } },
      },
      "free-text-field": {
        patterns: [
          {
            match: "(?i)^[ \\t]*(flavor)[ \\t]*(:)([^#]*)",
            captures: { "1": { name: "keyword.other.field.orrery" }, "2": { name: "punctuation.separator.key-value.orrery" }, "3": { name: "string.unquoted.flavor.orrery" } },
          },
          {
            match: "(?i)^[ \\t]*(collector)[ \\t]*(:)([^#]*)",
            captures: { "1": { name: "keyword.other.field.orrery" }, "2": { name: "punctuation.separator.key-value.orrery" }, "3": { name: "constant.other.collector.orrery" } },
          },
        ],
      },
      "type-field": {
        match: `(?i)^[ \\t]*(type)[ \\t]*(:)[ \\t]*((?:${alt([...cardTypes, ...cardTypes.map((t) => t.replace(/ Card$/, ""))])})(?![A-Za-z]))?`,
        captures: { "1": { name: "keyword.other.field.orrery" }, "2": { name: "punctuation.separator.key-value.orrery" }, "3": { name: "support.type.card-type.orrery" } },
      },
      "stats-field": {
        match: "(?i)^[ \\t]*(stats)[ \\t]*(:)([^#]*)",
        captures: {
          "1": { name: "keyword.other.field.orrery" },
          "2": { name: "punctuation.separator.key-value.orrery" },
          "3": { patterns: [{ match: words(statNames), name: "variable.other.stat.orrery" }, { include: "#number" }] },
        },
      },
      field: {
        match: `(?i)^[ \\t]*(${alt(LABELS)})[ \\t]*(:)`,
        captures: { "1": { name: "keyword.other.field.orrery" }, "2": { name: "punctuation.separator.key-value.orrery" } },
      },
      permanence: { match: "(?i)^[ \\t]*((?:non[ \\t-]*)?permanent)[ \\t]*(?=#|$)", captures: { "1": { name: "storage.modifier.permanence.orrery" } } },
      number: { match: "(?<![A-Za-z0-9])[0-9]+(?![A-Za-z0-9])", name: "constant.numeric.orrery" },
      line: {
        patterns: [
          { include: "#comment" },
          { match: "☉|\\(A\\)", name: "keyword.operator.activate.orrery" },
          ...ENERGY_TYPES.map((e) => ({ match: `(?<![A-Za-z0-9])${escape(e.letter)}[0-9]+(?![A-Za-z0-9])`, name: `constant.other.energy.${e.name.toLowerCase()}.orrery` })),
          { match: `(?<![A-Za-z0-9])(?!(?:${energyLetters.map(escape).join("|")})[0-9])[A-Z]{1,2}[0-9]+(?![A-Za-z0-9])`, name: "invalid.illegal.energy.orrery" },
          { match: "∞", name: "constant.numeric.infinity.orrery" },
          { include: "#number" },
          { match: words(cardTypes), name: "support.type.card-type.orrery" },
          {
            match: words(
              PHASES.map((p) => p.name),
              true,
            ),
            name: "support.constant.phase.orrery",
          },
          { match: words(statNames.filter((n) => !KEYWORD_WORDS.includes(n.toLowerCase()))), name: "variable.other.stat.orrery" },
          {
            match: words(
              BASE_NOUNS.map((n) => n.words),
              true,
            ),
            name: "support.type.noun.orrery",
          },
          {
            match: words(
              CLASSES.map((c) => c.name),
              true,
            ),
            name: "support.class.orrery",
          },
          { match: words(ELEMENTS), name: "support.constant.element.orrery" },
          { match: words(CREWS), name: "support.constant.crew.orrery" },
          {
            match: words(
              COUNTER_KINDS.map((k) => `${k} counter`),
              true,
            ),
            name: "support.constant.counter.orrery",
          },
          { match: words(keywordsBy((w) => CONTROL.has(w))), name: "keyword.control.orrery" },
          { match: words(keywordsBy((w) => REFERENCE.has(w))), name: "variable.language.orrery" },
          { match: words(keywordsBy((w) => !CONTROL.has(w) && !REFERENCE.has(w) && !PLAIN.has(w))), name: "keyword.other.orrery" },
          { match: "[\\[\\]]", name: "punctuation.section.brackets.orrery" },
          { match: "[.,:]", name: "punctuation.separator.orrery" },
        ],
      },
    },
  };
}

/** Decks: `name: NAME`, `side deck:`, `N x CARD NAME`, `#` comments (cards/decks/README.md). */
function deckGrammar(): TextMateGrammar {
  return {
    name: "Orrery deck",
    scopeName: "source.orrery-deck",
    fileTypes: ["deck"],
    patterns: [
      { match: "#.*$", name: "comment.line.number-sign.orrery-deck" },
      {
        match: "(?i)^[ \\t]*(name)[ \\t]*(:)([^#]*)",
        captures: { "1": { name: "keyword.other.field.orrery-deck" }, "2": { name: "punctuation.separator.key-value.orrery-deck" }, "3": { name: "entity.name.section.deck.orrery-deck" } },
      },
      { match: "(?i)^[ \\t]*(side[ \\t]*deck)[ \\t]*(:)", captures: { "1": { name: "keyword.other.field.orrery-deck" }, "2": { name: "punctuation.separator.key-value.orrery-deck" } } },
      {
        match: "^[ \\t]*([0-9]+)[ \\t]*([xX×])[ \\t]+([^#]*?)[ \\t]*(?=#|$)",
        captures: { "1": { name: "constant.numeric.orrery-deck" }, "2": { name: "keyword.operator.orrery-deck" }, "3": { name: "entity.name.type.card.orrery-deck" } },
      },
    ],
    repository: {},
  };
}

/** The card language's configuration for VS Code: `#` comments, brackets, and an indent after
 *  `text:` that a field line ends. */
function cardLanguageConfiguration(): Record<string, unknown> {
  return {
    comments: { lineComment: "#" },
    brackets: [
      ["[", "]"],
      ["(", ")"],
    ],
    autoClosingPairs: [
      { open: "[", close: "]" },
      { open: "(", close: ")" },
    ],
    surroundingPairs: [
      ["[", "]"],
      ["(", ")"],
    ],
    wordPattern: "[A-Za-z][A-Za-z'’]*|[0-9]+",
    indentationRules: {
      increaseIndentPattern: "^\\s*text\\s*:\\s*(#.*)?$",
      decreaseIndentPattern: `^\\s*(?:card(?=[ \\t#]|$)|(?:${alt(LABELS)})\\s*:|(?:non[ \\t-]*)?permanent\\s*(?:#.*)?$)`,
    },
  };
}

function deckLanguageConfiguration(): Record<string, unknown> {
  return { comments: { lineComment: "#" } };
}

/** The generated files, by path relative to editors/vscode/. */
export function generatedEditorFiles(): Record<string, string> {
  const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
  return {
    "syntaxes/orrery.tmLanguage.json": json(cardGrammar()),
    "syntaxes/orrery-deck.tmLanguage.json": json(deckGrammar()),
    "language-configuration.json": json(cardLanguageConfiguration()),
    "deck-language-configuration.json": json(deckLanguageConfiguration()),
  };
}
