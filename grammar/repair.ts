// The closest supported wording of a line that doesn't read, found by the grammar itself (issue 26,
// item 4): a repair search. From the line's first error, candidate edits are made at the word the
// parser refused: the did-you-mean of its message, the words the parser expected there (replacing
// the word, or inserted before it), the word deleted, or the phrase up to the next phrase boundary
// (a comma, `then`, `and`, the sentence's end) deleted. Each candidate is read again; the one whose
// first error is furthest on (or none) is kept, and the search goes on from its error, so every
// mistake of the line is found and reported in one run (one error per mistake). The wording is
// offered only when the repaired line checks clean in its card (`accept`). Game-neutral: it knows
// the words only through the parser's expectations and the messages.
import { editDistance } from "./diagnostics.ts";

/** The words of the language closest to a misspelt one (at most one edit, two past five letters),
 *  nearest first, at most three. */
function closestWords(word: string, words: readonly string[]): string[] {
  const limit = word.length <= 5 ? 1 : 2;
  const w = word.toLowerCase();
  return words
    .filter((c) => Math.abs(c.length - w.length) <= limit)
    .map((c) => ({ c, d: editDistance(w, c) }))
    .filter((x) => x.d <= limit)
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((x) => x.c);
}

/** The first error of a line as read in its card: where (an offset in the line), and what may fix it. */
export interface LineError {
  offset: number;
  length: number;
  code: string;
  message: string;
  /** The words (keywords, punctuation) the parser expected at the error, if it said. */
  expected: readonly string[];
}

/** Reads a wording of the line in its card: its first error, or null when it reads. */
export type ReadLine = (line: string) => LineError | null;

interface RepairStep {
  /** Where the mistake is in the line as written. */
  offset: number;
  length: number;
  error: LineError;
}

export interface Repair {
  steps: RepairStep[];
  wording: string;
}

/** The most mistakes one line is searched for, and the most candidates read per mistake. */
const MAX_STEPS = 4;
const MAX_CANDIDATES = 20;
const MAX_INSERTS = 6;

interface Token {
  start: number;
  end: number;
  text: string;
}

const TOKEN = /[A-Za-z]+(?:['’][tT])?|['’]s?|[0-9]+|[^\sA-Za-z0-9]/g;

function tokensOf(line: string): Token[] {
  const out: Token[] = [];
  for (const m of line.matchAll(TOKEN)) out.push({ start: m.index, end: m.index + m[0].length, text: m[0] });
  return out;
}

/** Phrase boundaries: where a deleted phrase ends. */
const BOUNDARY = new Set([",", ".", ":", "]", "then", "and"]);

interface Candidate {
  text: string;
  /** The edit: [from, to) of the line replaced by `insert`. */
  from: number;
  to: number;
  insert: string;
  /** Words a deletion takes away. */
  deleted?: number;
}

/** Joins a word into text: spaced as words are, punctuation against the word before it. */
function spliced(line: string, start: number, to: number, word: string): Candidate {
  let from = start;
  if (word === "") {
    // Deleting: take the blank before the deleted words too (or the one after, at the line's start).
    let a = from;
    let b = to;
    if (a > 0 && line[a - 1] === " ") a--;
    else if (line[b] === " ") b++;
    const deleted = tokensOf(line.slice(from, to)).filter((t) => /^[A-Za-z0-9]/.test(t.text)).length;
    return { text: line.slice(0, a) + line.slice(b), from: a, to: b, insert: "", deleted };
  }
  const punct = /^[^A-Za-z0-9]/.test(word);
  // Punctuation goes against the word before it.
  if (punct && from > 0 && line[from - 1] === " ") from--;
  const before = from > 0 && line[from - 1] !== " " && line[from - 1] !== "[" && !punct ? " " : "";
  const after = to === start && /^[A-Za-z0-9[☉]/.test(line.slice(to)) ? " " : "";
  const insert = before + word + after;
  return { text: line.slice(0, from) + insert + line.slice(to), from, to, insert };
}

/** The word capitalised as the one it replaces, or as a sentence's first word. */
function cased(word: string, like: string | undefined, sentenceStart: boolean): string {
  if (!/^[a-z]/.test(word)) return word;
  const upper = like !== undefined ? /^[A-Z]/.test(like) : sentenceStart;
  return upper ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

function candidates(line: string, err: LineError, words: readonly string[]): Candidate[] {
  const toks = tokensOf(line);
  let k = toks.findIndex((t) => t.end > err.offset);
  if (k < 0) k = toks.length; // at the end of the line
  const at = toks[k];
  const from = at?.start ?? line.replace(/[\s\]]*$/, "").length;
  const prev = toks[k - 1];
  const sentenceStart = prev === undefined || prev.text === "." || prev.text === "[" || prev.text === ":";
  const out: Candidate[] = [];
  const add = (c: Candidate) => {
    if (c.text !== line && !out.some((o) => o.text === c.text)) out.push(c);
  };
  // 1. The message's did-you-mean, over the words it names.
  const mean = /did you mean "([^"]+)"/.exec(err.message)?.[1];
  if (mean !== undefined) {
    const quoted = /"([^"]+)"/.exec(err.message)?.[1];
    const i = quoted !== undefined ? line.indexOf(quoted, Math.max(0, err.offset - 1)) : -1;
    if (i >= 0) add(spliced(line, i, i + quoted!.length, /^[A-Z]/.test(quoted!) ? mean.charAt(0).toUpperCase() + mean.slice(1) : mean));
    else if (at !== undefined) add(spliced(line, at.start, at.end, cased(mean, at.text, sentenceStart)));
  }
  // 2. A misspelt word of the language at the error or beside it (the parser often refuses the
  // word after a misspelling: `untill end` is refused at `end`).
  for (const j of [k, k - 1, k + 1]) {
    const w = toks[j];
    if (w === undefined || !/^[A-Za-z]{3,}$/.test(w.text) || words.includes(w.text.toLowerCase())) continue;
    for (const fix of closestWords(w.text, words)) add(spliced(line, w.start, w.end, cased(fix, w.text, false)));
  }
  const expected = [...new Set(err.expected)];
  // 2. A close spelling of an expected word.
  if (at !== undefined) {
    const close = expected.filter((w) => /^[a-z']+$/i.test(w) && editDistance(w, at.text) <= Math.max(1, Math.floor(at.text.length / 3)));
    for (const w of close) add(spliced(line, at.start, at.end, cased(w, at.text, sentenceStart)));
    // 3. The word deleted (never the line's first: its verb or subject).
    if (!sentenceStart || k > 1) add(spliced(line, at.start, at.end, ""));
  }
  // 4. An expected word inserted before it (the first few the parser names).
  for (const w of expected.slice(0, MAX_INSERTS)) add(spliced(line, from, from, cased(w, undefined, sentenceStart)));
  if (at !== undefined) {
    // 5. The phrase up to the next boundary deleted (from the word or the one before it), and
    // the sentence's rest.
    let j = k + 1;
    while (j < toks.length && !BOUNDARY.has(toks[j]!.text.toLowerCase())) j++;
    // A leading clause (`As an additional cost to cast this, ...`) deleted with its comma.
    if (sentenceStart && j < toks.length && toks[j]!.text === "," && j + 1 < toks.length) {
      const c = spliced(line, at.start, toks[j]!.end, "");
      // The sentence's new first word takes its capital.
      const i = c.text.slice(c.from).search(/[A-Za-z]/) + c.from;
      add({ ...c, text: c.text.slice(0, i) + c.text.charAt(i).toUpperCase() + c.text.slice(i + 1) });
    }
    if (!sentenceStart) {
      if (j > k + 1) add(spliced(line, at.start, toks[j - 1]!.end, ""));
      if (prev !== undefined && /^[A-Za-z]/.test(prev.text) && k >= 2 && j > k) add(spliced(line, prev.start, toks[j - 1]!.end, ""));
      let s = k;
      while (s < toks.length && toks[s]!.text !== "." && toks[s]!.text !== "]") s++;
      if (s > j) add(spliced(line, at.start, toks[s - 1]!.end, ""));
    }
  }
  // 6. The whole sentence deleted, when the line has another (what can't be said goes, the rest stays).
  // (From 0: a line may have no token left to read, and toks[-1] is nothing.)
  let a = Math.max(0, Math.min(k, toks.length - 1));
  while (a > 0 && toks[a - 1]!.text !== ".") a--;
  let b = Math.max(0, Math.min(k, toks.length - 1));
  while (b < toks.length && toks[b]!.text !== ".") b++;
  if (b < toks.length && (a > 0 || toks.slice(b + 1).some((t) => /^[A-Za-z]/.test(t.text)))) {
    const opening = toks[a]!.text === "[" ? a + 1 : a;
    if (opening <= b) add(spliced(line, toks[opening]!.start, toks[b]!.end, ""));
  }
  return out.slice(0, MAX_CANDIDATES);
}

/** What an edit costs: a respelling or an inserted word less than a deletion, a phrase deleted at
 *  once less than its words one by one (meaning kept first: `thn` -> `then` and `crad` -> `card`
 *  cost less than dropping `, thn discard a crad`). The search finds the cheapest repair up to
 *  MAX_COST. */
function costOf(c: Candidate): number {
  // A phrase deleted at once costs less than its words one by one (one mistake, one error).
  // Every step costs one more: of two repairs as dear, the one with fewer steps (fewer errors).
  const n = c.deleted ?? 1;
  return 1 + (c.insert !== "" ? 1 : 2 * (1 + Math.floor((n - 1) / 2)));
}
const MAX_COST = 16;

/** How many wordings one line's search may read. */
const BUDGET = 48;

/**
 * The closest wording of `line` that reads (`read` finds no error) and checks (`accept`), with each
 * mistake the search corrected on the way, at its place in the line as written; undefined when the
 * search finds none within its bounds. The fewest mistakes first (iterative deepening: one edit,
 * then two, ...), and among as many, the candidates' order (a respelling before a deletion); each
 * edit must take the line's first error further on. `words` are the language's words.
 */
export function repairLine(line: string, read: ReadLine, accept: (line: string) => boolean, words: readonly string[] = []): Repair | undefined {
  const reads = new Map<string, LineError | null>();
  let budget = BUDGET;
  const readOnce = (text: string): LineError | null | undefined => {
    if (reads.has(text)) return reads.get(text);
    if (budget-- <= 0) return undefined;
    const e = read(text);
    reads.set(text, e);
    return e;
  };
  const error = readOnce(line);
  if (error === null || error === undefined) return undefined;
  const accepted = new Map<string, boolean>();
  const accepts = (text: string) => {
    let a = accepted.get(text);
    if (a === undefined) accepted.set(text, (a = accept(text)));
    return a;
  };
  /** Maps an offset of a wording back to the line as written, through the edits that made it. */
  const original = (edits: { at: number; delta: number }[], offset: number) => {
    let o = offset;
    for (let i = edits.length - 1; i >= 0; i--) if (o > edits[i]!.at) o = Math.max(edits[i]!.at, o - edits[i]!.delta);
    return o;
  };
  const search = (current: string, err: LineError, edits: { at: number; delta: number }[], steps: RepairStep[], depth: number): Repair | undefined => {
    const here = [...steps, { offset: original(edits, err.offset), length: err.length, error: err }];
    if (here.length > MAX_STEPS) return undefined;
    let tried = 0;
    for (const c of candidates(current, err, words)) {
      const cost = costOf(c);
      if (cost > depth) continue;
      const e = readOnce(c.text);
      if (e === undefined) return undefined; // out of budget
      if (e === null) {
        if (accepts(c.text)) return { steps: here, wording: c.text };
        continue;
      }
      if (depth === cost) continue;
      const edit = { at: c.from, delta: c.insert.length - (c.to - c.from) };
      // How far on the candidate's first error is, in the current wording's offsets.
      const end = c.from + c.insert.length;
      const at = e.offset >= end ? e.offset - edit.delta : Math.min(e.offset, c.from);
      if (at <= err.offset || tried >= 4) continue;
      tried++;
      const found = search(c.text, e, [...edits, edit], here, depth - cost);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  for (let depth = 1; depth <= MAX_COST; depth++) {
    const found = search(line, error, [], [], depth);
    if (found !== undefined || budget <= 0) return found;
  }
  return undefined;
}
