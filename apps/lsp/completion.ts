// Completion. In a card file: field labels at a line start (`cost:`, `type:`, `permanent`),
// sentence starters inside `text:` (snippets whose defaults read as card text), the values a field
// takes (card types after `type:`, classes, elements, crews, energy), and inside an ability line
// the vocabulary (nouns, phases, stats, energy) and the grammar's keywords. In a deck or a
// scenario: the workspace's card names. Words come from the grammar's tables, never a copy.
import { CompletionItemKind, InsertTextFormat, type CompletionItem, type Range } from "vscode-languageserver";
import { KEYWORD_WORDS } from "../../grammar/tokens.ts";
import { allNouns, CARD_TYPES, CLASSES, COUNTER_KINDS, CREWS, ELEMENTS, ENERGY_TYPES, FIELDS, PHASES, STATS } from "../../grammar/vocabulary.ts";
import { docMarkdown, fieldLabels, SENTENCES, type Doc } from "./docs.ts";
import { lineRange } from "./positions.ts";
import { deckNameStart, scenarioNameStart } from "./references.ts";

const LABELS = new Set(FIELDS.map((f) => f.label));
const FIELD_LINE = /^\s*([A-Za-z]+(?:[ \t]+[A-Za-z]+)?)[ \t]*:/;
/** How far up a completion looks for the field a line belongs to. */
const MAX_LOOKBACK = 400;
const MAX_PREFIX = 4000;

function md(doc: Doc, title: string) {
  return { kind: "markdown" as const, value: docMarkdown(title, doc) };
}

/** The field label a line starts with (lower case, single spaces), `card`, `permanent`, or undefined. */
function lineHead(line: string): string | undefined {
  if (/^\s*card(?=[ \t#]|$)/i.test(line)) return "card";
  if (/^\s*(?:non[ \t-]*)?permanent\s*(?:#.*)?$/i.test(line)) return "permanent";
  const m = FIELD_LINE.exec(line);
  const label = m?.[1]!.toLowerCase().replace(/[ \t]+/g, " ");
  return label !== undefined && LABELS.has(label) ? label : undefined;
}

/**
 * Completions in a card file. `lineOf(n)` gives editor line n (0-based) without its line break.
 */
export function cardCompletions(lineOf: (n: number) => string | undefined, line: number, character: number): CompletionItem[] {
  const text = lineOf(line) ?? "";
  const prefix = text.slice(0, character);
  if (prefix.length > MAX_PREFIX || prefix.includes("#")) return [];
  const word = /[A-Za-z'’]*$/.exec(prefix)![0];
  const wordRange = lineRange(line, character - word.length, character);

  // At a line start (nothing but a partial word before the cursor).
  if (/^\s*[A-Za-z]*$/.test(prefix)) {
    const items: CompletionItem[] = fieldLabels().map((f, i) => ({
      label: f.label,
      kind: CompletionItemKind.Property,
      documentation: md(f.doc, f.label),
      sortText: `1${String(i).padStart(2, "0")}`,
      textEdit: { range: wordRange, newText: f.insert },
    }));
    items.push({
      label: "card",
      kind: CompletionItemKind.Keyword,
      detail: "a new card",
      sortText: "000",
      insertTextFormat: InsertTextFormat.Snippet,
      textEdit: { range: wordRange, newText: "card ${1:NAME}" },
    });
    if (inTextBlock(lineOf, line)) {
      SENTENCES.forEach((s, i) =>
        items.push({
          label: s.label,
          kind: CompletionItemKind.Snippet,
          ...(s.rule ? { detail: s.rule } : {}),
          documentation: { kind: "markdown", value: `${s.meaning}${s.rule ? ` (${s.rule})` : ""}${s.permanent ? "\n\nA trigger waits on a permanent: the card must be permanent." : ""}` },
          filterText: s.snippet.replace(/\$\{\d+[:|]([^}|,]*)[^}]*\}/g, "$1"),
          sortText: `0${String(i).padStart(2, "0")}`,
          insertTextFormat: InsertTextFormat.Snippet,
          textEdit: { range: wordRange, newText: s.snippet },
        }),
      );
    }
    return items;
  }

  // A field's value.
  const head = lineHead(text);
  const m = FIELD_LINE.exec(text);
  if (head !== undefined && head !== "card" && head !== "permanent" && head !== "text" && m && character >= m[0].length) {
    return fieldValues(head, prefix, line, character, wordRange);
  }

  // Inside an ability line: vocabulary and keywords.
  if (inTextBlock(lineOf, line) || head === "text") return sentenceWords(prefix, line, character, wordRange);
  return [];
}

/** The values a field takes. */
function fieldValues(label: string, prefix: string, line: number, character: number, wordRange: Range): CompletionItem[] {
  const value = (label: string, kind: CompletionItemKind, detail?: string, doc?: string): CompletionItem => ({
    label,
    kind,
    ...(detail !== undefined ? { detail } : {}),
    ...(doc !== undefined ? { documentation: doc } : {}),
    filterText: label,
    textEdit: { range: phraseRange(prefix, label, line, character) ?? wordRange, newText: label },
  });
  switch (label) {
    case "type":
      return [
        ...CARD_TYPES.filter((t) => !t.classSpecific).map((t) => value(t.id, CompletionItemKind.Class, `card type (${t.rule})`)),
        ...CARD_TYPES.filter((t) => t.classSpecific).flatMap((t) => CLASSES.filter((c) => !c.lifeBase).map((c) => value(`${t.id} (${c.name})`, CompletionItemKind.Class, `card type (${t.rule})`))),
      ];
    case "class":
      return CLASSES.map((c) => value(c.name, CompletionItemKind.EnumMember, "class (402.2)"));
    case "element":
      return ELEMENTS.map((e) => value(e, CompletionItemKind.EnumMember, "element (402.4)"));
    case "crew":
      return CREWS.map((c) => value(c, CompletionItemKind.EnumMember, "crew (304.2c)"));
    case "cost":
    case "movement energy":
      return [
        ...ENERGY_TYPES.map((e) => value(`${e.letter}1`, CompletionItemKind.Value, `${e.name} energy (${e.colour})`)),
        ...(label === "cost" ? [value("none", CompletionItemKind.Keyword, "no casting cost")] : []),
      ];
    case "restriction":
      return ["1", "2", "3", "∞", "unlimited"].map((r) => value(r, CompletionItemKind.Value, "deck restriction (304.3)"));
    case "stats":
      return [
        {
          label: "attack N, defense N, speed N, range N",
          kind: CompletionItemKind.Snippet,
          detail: "402.10",
          insertTextFormat: InsertTextFormat.Snippet,
          textEdit: { range: wordRange, newText: "attack ${1:1}, defense ${2:1}, speed ${3:1}, range ${4:1}" },
        },
      ];
    case "counters":
      return COUNTER_KINDS.map((k) => ({
        label: `N ${k}`,
        kind: CompletionItemKind.Snippet,
        detail: "209.2",
        insertTextFormat: InsertTextFormat.Snippet,
        textEdit: { range: wordRange, newText: `\${1:1} ${k}` },
      }));
    default:
      return [];
  }
}

let vocabulary: { label: string; kind: CompletionItemKind; detail: string }[] | undefined;

function vocabularyItems() {
  if (vocabulary) return vocabulary;
  const out: { label: string; kind: CompletionItemKind; detail: string }[] = [];
  const seen = new Set<string>();
  const add = (label: string, kind: CompletionItemKind, detail: string) => {
    if (seen.has(label.toLowerCase())) return;
    seen.add(label.toLowerCase());
    out.push({ label, kind, detail });
  };
  for (const n of allNouns()) add(n.words, CompletionItemKind.Class, "target noun (208)");
  for (const p of PHASES) add(p.name, CompletionItemKind.EnumMember, "phase (700)");
  for (const s of STATS) for (const n of s.names) add(n, CompletionItemKind.Field, "stat (402.10)");
  for (const e of ENERGY_TYPES) add(`${e.letter}1`, CompletionItemKind.Value, `${e.name} energy (${e.colour})`);
  for (const k of KEYWORD_WORDS) add(k, CompletionItemKind.Keyword, "keyword");
  vocabulary = out;
  return out;
}

function sentenceWords(prefix: string, line: number, character: number, wordRange: Range): CompletionItem[] {
  return vocabularyItems().map((v) => ({
    label: v.label,
    kind: v.kind,
    detail: v.detail,
    sortText: v.kind === CompletionItemKind.Keyword ? `2${v.label}` : `1${v.label}`,
    filterText: v.label,
    textEdit: { range: phraseRange(prefix, v.label, line, character) ?? wordRange, newText: v.label },
  }));
}

/** When the text before the cursor ends with the start of a several-word phrase (`Attack Po` of
 *  `Attack Power`), the range from where the phrase starts, so the editor filters on all of it. */
function phraseRange(prefix: string, phrase: string, line: number, character: number): Range | undefined {
  if (!phrase.includes(" ")) return undefined;
  const lower = prefix.toLowerCase();
  const p = phrase.toLowerCase();
  for (let i = Math.max(0, lower.length - p.length); i < lower.length; i++) {
    if (i > 0 && /[A-Za-z]/.test(lower[i - 1]!)) continue;
    const typed = lower.slice(i);
    if (typed.includes(" ") && p.startsWith(typed)) return lineRange(line, character - typed.length, character);
  }
  return undefined;
}

/** True when editor line `line` lies in a `text:` block: it is no field line, and the nearest
 *  field line above it is `text:`. */
export function inTextBlock(lineOf: (n: number) => string | undefined, line: number): boolean {
  if (lineHead((lineOf(line) ?? "").replace(/#.*$/, "")) !== undefined) return false; // a field line ends the block
  for (let n = line - 1; n >= 0 && n >= line - MAX_LOOKBACK; n--) {
    const l = lineOf(n);
    if (l === undefined) return false;
    const head = lineHead(l.replace(/#.*$/, ""));
    if (head !== undefined) return head === "text";
  }
  return false;
}

/** Card names for a deck line (`2 x Ti|`) or, at a line start, `N x NAME` and the deck's fields. */
export function deckCompletions(text: string, line: number, character: number, names: Iterable<string>): CompletionItem[] {
  const prefix = text.slice(0, character);
  if (prefix.length > MAX_PREFIX || prefix.includes("#")) return [];
  const start = deckNameStart(prefix);
  if (start !== undefined) return nameItems(names, lineRange(line, start, character), "");
  if (/^\s*[A-Za-z]*$/.test(prefix)) {
    const word = /[A-Za-z]*$/.exec(prefix)![0];
    const range = lineRange(line, character - word.length, character);
    return [
      { label: "name:", kind: CompletionItemKind.Property, detail: "the deck's name", textEdit: { range, newText: "name: " } },
      { label: "side deck:", kind: CompletionItemKind.Property, detail: "the side deck follows (102.1)", textEdit: { range, newText: "side deck:" } },
      ...nameItems(names, range, "1 x "),
    ];
  }
  return [];
}

/** Card names in a scenario value (`cast: Sta|`, `hand: [Starfall, Ti|`). */
export function scenarioCompletions(text: string, line: number, character: number, names: Iterable<string>): CompletionItem[] {
  const start = scenarioNameStart(text.slice(0, character));
  return start === undefined ? [] : nameItems(names, lineRange(line, start, character), "");
}

function nameItems(names: Iterable<string>, range: Range, lead: string): CompletionItem[] {
  return [...names].map((name) => ({ label: name, kind: CompletionItemKind.Reference, detail: "card", filterText: name, textEdit: { range, newText: `${lead}${name}` } }));
}
