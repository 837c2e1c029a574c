// Helpers for the grammar tests: parse a snippet, strip positions to compare shapes written by
// hand from the card text.
import { expect } from "vitest";
import type { CardNode, LineNode } from "../../grammar/ast.ts";
import { parseCardFile } from "../../grammar/index.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import { defined } from "../defined.ts";

const FILE = "test.card";

export function parse(text: string): { cards: CardNode[]; diagnostics: Diagnostic[] } {
  return parseCardFile(text, FILE);
}

const POSITION_KEYS = new Set(["range", "labelRange", "nameRange", "headerRange", "headRange", "symbolRange", "valueRange", "writtenRange"]);

/** The node without its positions (deep copy), for comparing shapes. */
export function shape<T>(node: T): unknown {
  return JSON.parse(JSON.stringify(node, (k, v) => (POSITION_KEYS.has(k) ? undefined : v)));
}

/** The only card of `text`, which must parse with no diagnostic. */
export function cleanCard(text: string): CardNode {
  const { cards, diagnostics } = parse(text);
  expect(diagnostics).toEqual([]);
  expect(cards).toHaveLength(1);
  return defined(cards[0], "a card");
}

/** The ability lines of a one-card snippet whose text block holds `lines` (must be clean). */
export function textLines(lines: string[], header = "card Probe\ntype: Effect Card\nnon permanent"): LineNode[] {
  const card = cleanCard(`${header}\ntext:\n${lines.map((l) => `  ${l}`).join("\n")}\n`);
  const text = card.fields.find((f) => f.field === "text");
  if (text?.field !== "text") throw new Error("no text field");
  return text.lines;
}

/** The shape of a single ability line (must be clean). */
export function lineShape(line: string): unknown {
  const lines = textLines([line]);
  expect(lines).toHaveLength(1);
  return shape(defined(lines[0], "a line"));
}

/** The effects of a single effect line (must be clean), shapes only. */
export function effectsOf(line: string): unknown[] {
  const l = defined(textLines([line])[0], "a line");
  if (l.kind !== "EffectLine") throw new Error(`not an effect line: ${l.kind}`);
  return l.sentences.flatMap((s) => s.effects.map(shape));
}

/** Diagnostics as `line:column code message` strings. */
export function brief(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`);
}
