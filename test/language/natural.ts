// The natural-wording corpus (natural.corpus.txt, issue 14): reading it, the minimal card each line
// is compiled in, and the verdict on each line. natural.test.ts measures the corpus with these.
import { readFileSync } from "node:fs";
import { compile } from "../../compiler/index.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import type { Ability } from "../../runtime/x610z/abilities.ts";

export interface CorpusLine {
  family: number;
  /** 1-based line in natural.corpus.txt. */
  at: number;
  text: string;
}

const CORPUS_FILE = new URL("natural.corpus.txt", import.meta.url);

/** The corpus's entries: every line that is not a comment or blank, with its `# family N`. */
export function readCorpus(text = readFileSync(CORPUS_FILE, "utf8")): CorpusLine[] {
  const out: CorpusLine[] = [];
  let family = 0;
  text.split("\n").forEach((raw, i) => {
    const line = raw.trimEnd();
    const head = /^# family (\d+)\b/.exec(line);
    if (head) family = Number(head[1]);
    if (line.trim() === "" || line.startsWith("#")) return;
    out.push({ family, at: i + 1, text: line });
  });
  return out;
}

export type CardContext = "effect" | "permanentEffect" | "summon" | "crystal";

/**
 * The minimal card a line is read on, chosen from the line alone: a crystal for `Produces ...`, a
 * Summon Card (the line in brackets, 402.10) for a line that says "this Summon", a permanent
 * Effect Card for a trigger (207.4 needs a permanent), "this Effect" or a cost change, and a non
 * permanent Effect Card otherwise.
 */
export function contextOf(line: string): CardContext {
  if (/^(Produces\b|This Energy Crystal\b)/i.test(line)) return "crystal";
  if (/\bthis Summon\b/i.test(line)) return "summon";
  if (/^(When|Whenever|At|During|In)\b/.test(line) || /\bthis Effect\b/i.test(line)) return "permanentEffect";
  if (/\bcosts?\b.*\b(less|more)\b|\b(reduced|raised) by\b/i.test(line)) return "permanentEffect";
  return "effect";
}

/** The card text of a corpus line in its minimal card; the line is line 6 or 10 of it. */
export function wrap(line: string, context = contextOf(line)): { context: CardContext; text: string; lineNo: number } {
  switch (context) {
    case "crystal":
      return { context, text: `card Natural\ntype: Energy Crystal Card\ntext:\n  ${line}\n`, lineNo: 4 };
    case "summon":
      return {
        context,
        text: `card Natural\ncost: C1\ntype: Summon Card\nclass: Dragon\nelement: Fire\nmovement energy: C1\nstats: attack 2, defense 3, speed 2, range 1\ntext:\n  [${line}]\n`,
        lineNo: 9,
      };
    case "permanentEffect":
    case "effect":
      return {
        context,
        text: `card Natural\ncost: C1\ntype: Effect Card\n${context === "effect" ? "non permanent" : "permanent"}\ntext:\n  ${line}\n`,
        lineNo: 6,
      };
  }
}

/** An ability without its printed text: what a line means. */
export type Meaning = Ability extends infer A ? (A extends unknown ? Omit<A, "text"> : never) : never;

export interface Compiled {
  errors: Diagnostic[];
  /** The card's abilities without their printed text, when it compiled. */
  abilities: Meaning[] | null;
}

export function compileLine(line: string, context?: CardContext): Compiled {
  const w = wrap(line, context);
  const r = compile(w.text, "natural.card");
  // E2900 "card ... is left out" only repeats that there are errors.
  const errors = r.diagnostics.filter((d) => d.severity === "error" && d.code !== "E2900");
  if (errors.length > 0 || r.ir.length === 0) return { errors, abilities: null };
  return { errors, abilities: r.ir[0]!.card.abilities.map(({ text: _t, ...rest }) => rest as Meaning) };
}

/** The wording a diagnostic names as the closest supported one (the whole line), if any. */
export function closestWording(d: Diagnostic): string | undefined {
  return /closest supported wording is "([^"]+)"/.exec(d.message)?.[1];
}

export type Verdict = "meaning" | "hint" | "neither";
