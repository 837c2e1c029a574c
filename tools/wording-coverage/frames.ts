// From printed card text to frames: each text is cut into abilities and sentences (reminder text in
// parentheses dropped, brackets and quotes kept whole), and each sentence has its card names,
// numbers, traits, classes and colours replaced by placeholders, so that "Draw 2 cards." and "Draw
// 3 cards." are one frame, "Draw {n} cards.". A timing tag in front of a sentence (One Piece's
// "[On Play]", Flesh and Blood's "Action - {r}:") is a frame of its own. Frames are ranked by how
// many cards use them.
import type { Source, SourceCard } from "./corpus.ts";

export interface Vocabulary {
  /** Every card name of the game ("{card}" when a text names another card). */
  names: readonly string[];
  /** Traits, classes and talents ("{class}"). */
  classes: readonly string[];
  /** Colour words ("{colour}"). */
  colours: readonly string[];
}

export interface Sentence {
  /** Timing tags in front of it, as printed ("[On Play]", "Action - {r}{r}:"). */
  tags: string[];
  text: string;
}

const OPEN = "([{“";
const CLOSE = ")]}”";

/** The text without parenthesised reminder text (nested parentheses too). */
export function dropReminders(text: string): string {
  let out = "";
  let depth = 0;
  for (const ch of text) {
    if (ch === "(") depth++;
    else if (ch === ")" && depth > 0) depth--;
    else if (depth === 0) out += ch;
  }
  return out.replace(/[ \t]+/g, " ").replace(/ ([.,;:])/g, "$1");
}

/** Abilities: One Piece separates them with `<br>`, Flesh and Blood with line breaks. */
export function splitAbilities(text: string): string[] {
  return text
    .split(/<br\s*\/?>|\r?\n/i)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** Where a sentence ends: `.`, `!` or `?` outside brackets and quotes, before a capital, a tag or the end. */
function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') {
      quoted = !quoted;
      // A quoted sentence closing the outer one: `... gains "If this hits, draw a card." Draw ...`
      if (!quoted && depth === 0 && /[.!?]/.test(text[i - 1] ?? "") && /^(?:\s*$|\s+[A-Z[*"{])/.test(text.slice(i + 1))) ends.push(i + 1);
    } else if (OPEN.includes(ch)) depth++;
    else if (CLOSE.includes(ch)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && !quoted && (ch === "." || ch === "!" || ch === "?")) {
      const rest = text.slice(i + 1);
      if (/^\s*$/.test(rest) || /^\s+[A-Z[*"{]/.test(rest)) ends.push(i + 1);
    }
  }
  return ends;
}

// One Piece: bracketed timings and keywords in front ("[On Play]", "[DON!! x1]"), and a cost before
// a colon ("DON!! −1:", "You may trash 1 card from your hand:", "➀ You may rest this Character:").
const OP_TAG = /^\[[^\]]*\](?:\s*\/\s*\[[^\]]*\])*\s*|^(?:DON!! ?[−-]\d+|➀|You may [^:.]+)(?:\s*(?:You may )?[^:.]*)?:\s+/;
// Flesh and Blood: an activated or reaction ability's "Action - {r}{r}, {t}:".
const FAB_TAG = /^(?:\*\*)?(?:Once per Turn )?(?:[A-Z][a-z]+ )*(?:Action|Instant|Reaction|Attack|Block)(?:\*\*)? - [^:.]*:\s*/;
// Flesh and Blood's named abilities ("Galvanize - When this defends, ..."): the name is not wording.
const FAB_LABEL = /^(?:\*\*)?[A-Z][a-z']+(?: [A-Za-z']+){0,2}(?:\*\*)? - (?=[A-Z"*])/;

/** One ability's sentences, each with the timing tags in front of it. */
export function splitSentences(ability: string, source: Source): Sentence[] {
  const text = dropReminders(ability).trim();
  const out: Sentence[] = [];
  let start = 0;
  for (const end of [...sentenceEnds(text), text.length]) {
    let s = text.slice(start, end).trim();
    start = end;
    const tags: string[] = [];
    for (;;) {
      // A bullet of a "Choose one:" list, or "Then," in front, is the same frame as the sentence alone.
      s = s.replace(/^(?:-|•|\*)\s+/, "").replace(/^Then,\s+(\S)/, (_m, c: string) => c.toUpperCase());
      if (source === "fab") s = s.replace(FAB_LABEL, "");
      const m = source === "onepiece" ? OP_TAG.exec(s) : FAB_TAG.exec(s);
      if (!m) break;
      tags.push(m[0].trim());
      s = s.slice(m[0].length).trim();
    }
    if (s === "" && tags.length === 0) continue;
    out.push({ tags, text: s });
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NUMBER_WORDS = "two|three|four|five|six|seven|eight|nine|ten";

/** The regular expression that finds every name of a list in a text (longest first). */
function namesPattern(names: readonly string[], flags = "g"): RegExp | null {
  const list = [...new Set(names)].filter((n) => n.length >= 4).sort((a, b) => b.length - a.length);
  return list.length === 0 ? null : new RegExp(`(?<![\\w'])(?:${list.map(escape).join("|")})(?![\\w'])`, flags);
}

export interface Abstractor {
  /** The frame of one sentence (or tag) of the card named `self`. */
  frame(text: string, self: string, tag?: boolean): string;
}

export function abstractor(source: Source, vocabulary: Vocabulary): Abstractor {
  const classes = namesPattern(vocabulary.classes);
  const colours = vocabulary.colours.length ? new RegExp(`\\b(?:${vocabulary.colours.map(escape).join("|")})\\b`, "gi") : null;
  // Another card named inside a text: only its capitalised name, and a one-word name only after
  // the sentence's first word (where every sentence starts with a capital anyway).
  const names = source === "fab" ? namesPattern(vocabulary.names) : null;
  const numbers = (s: string) =>
    s
      .replace(/(?<![{\w])\d+(?:,\d{3})*(?![}\w])/g, "{n}")
      .replace(/\bx\d+\b/g, "x{n}")
      .replace(new RegExp(`\\b(${NUMBER_WORDS})\\b`, "gi"), "{n}");
  return {
    frame(text, self, tag = false) {
      let s = text.replace(/\s+/g, " ").trim();
      s = s
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#0?39;/g, "'")
        .replace(/&amp;/g, "&");
      if (source === "onepiece") s = s.replace(/[<＜][A-Z][a-z]+[>＞]/g, "<{attribute}>");
      if (source === "onepiece" && !tag) {
        if (self) s = s.replace(new RegExp(`\\[${escape(self)}\\]`, "g"), "[{self}]");
        s = s.replace(/\[(?!\{self\})[^\]]*[a-z][^\]]*\]/g, (m) => (KEYWORDISH.test(m) ? m : "[{name}]"));
        s = s.replace(/\{[^}]+\}/g, (m) => (m === "{self}" || m === "{name}" || m === "{attribute}" ? m : "{type}"));
      } else if (source === "fab") {
        s = s.replace(/\*\*/g, "");
        if (self) s = s.replace(new RegExp(`(?<![\\w])${escape(self)}(?![\\w])`, "g"), "{self}");
        if (names) s = s.replace(names, (m, at: number) => (at === 0 && !m.includes(" ") ? m : "{card}"));
        s = s.replace(/(\{[rpdi]\})(?:\s*\1)+/g, "$1");
      }
      if (classes) s = s.replace(classes, "{class}");
      if (colours) s = s.replace(colours, "{colour}");
      return numbers(s).replace(/\s+/g, " ").trim();
    },
  };
}

// One Piece's bracketed keywords and timings ("[Rush]", "[On Play]", "[Activate: Main]"): anything
// else in brackets is a card name.
const KEYWORDISH =
  /^\[(?:On [A-Z][a-z.]+(?: [A-Z][a-z.]+)*|When [A-Z][a-z]+(?: [A-Za-z]+)*|Activate: ?Main|Main|Counter|Trigger|Blocker|Rush|Double Attack|Banish|Once Per Turn|Your Turn|Opponent's Turn|End of Your Turn|End of Your Opponent's Turn|Unblockable|Rush: Character)\]$/;

export interface Frame {
  frame: string;
  /** A tag frame ("[On Play]") or a sentence frame. */
  tag: boolean;
  /** Distinct cards using it. */
  cards: number;
  /** One card using it, to name in reports. */
  example: string;
}

/** Every frame of the corpus, most cards first (ties in frame order, so the ranking is stable). */
export function rankFrames(source: Source, cards: readonly SourceCard[], vocabulary: Vocabulary): Frame[] {
  const a = abstractor(source, vocabulary);
  const by = new Map<string, { tag: boolean; cards: Set<number>; example: string }>();
  const add = (frame: string, tag: boolean, card: number, name: string) => {
    if (frame === "") return;
    const key = `${tag ? "T" : "S"}${frame}`;
    let e = by.get(key);
    if (!e) by.set(key, (e = { tag, cards: new Set(), example: name }));
    e.cards.add(card);
  };
  cards.forEach((card, i) => {
    for (const ability of splitAbilities(card.text)) {
      for (const s of splitSentences(ability, source)) {
        for (const t of s.tags) for (const part of t.split(/\s*\/\s*(?=\[)/)) add(a.frame(part, card.name, part.startsWith("[")), true, i, card.name);
        add(a.frame(s.text, card.name), false, i, card.name);
      }
    }
  });
  return [...by.entries()]
    .map(([key, e]) => ({ frame: key.slice(1), tag: e.tag, cards: e.cards.size, example: e.example }))
    .sort((x, y) => y.cards - x.cards || (x.frame < y.frame ? -1 : x.frame > y.frame ? 1 : 0));
}
