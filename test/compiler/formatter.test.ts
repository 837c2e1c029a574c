// fmt: the canonical layout of LANGUAGE.md §5, idempotent, and never changing what a card does.
import { describe, expect, it } from "vitest";
import { formatSource, withoutPositions } from "../../compiler/formatter.ts";
import { compile } from "../../compiler/index.ts";
import { parseCardFileAst } from "../../grammar/index.ts";
import { fixture } from "./helpers.ts";

function format(text: string, file = "t.card"): string {
  const r = formatSource(text, file);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join("\n"));
  return r.text;
}

/** The comments' texts in source order. */
const comments = (text: string) => parseCardFileAst(text, "t.card").ast.comments.map((c) => c.text.trim());

const sameCards = (a: string, b: string) => {
  const ca = compile(a, "t.card");
  const cb = compile(b, "t.card");
  expect(cb.diagnostics).toEqual([]);
  expect(cb.ir.map(withoutPositions)).toStrictEqual(ca.ir.map(withoutPositions));
};

describe("fmt", () => {
  for (const name of ["core.card", "untrusted.card", "messy.card", "phrases.card"]) {
    it(`${name}: formatting twice is formatting once, and the cards do not change`, () => {
      const text = fixture(name);
      const once = format(text);
      expect(format(once)).toBe(once);
      sameCards(text, once);
      expect(comments(once)).toEqual(comments(text)); // every comment kept, once
    });
  }

  it("core.card is already canonical", () => {
    expect(format(fixture("core.card"))).toBe(fixture("core.card"));
  });

  it("puts a messy file into the canonical layout (fields in §1 order, two-space text, comments kept)", () => {
    expect(format(fixture("messy.card"))).toBe(fixture("messy.formatted.card"));
  });

  it("keeps the file's spelling of ☉ and (A)", () => {
    const text = (sym: string) => `card G\ntype: Energy Crystal Card\ntext:\n  Produces M1.\n  ${sym}, B1: Draw 1 card.\n`;
    expect(format(text("☉"))).toContain("  ☉, B1: Draw 1 card.");
    expect(format(text("(A)"))).toContain("  (A), B1: Draw 1 card.");
  });

  it("moves an own-line comment with the field below it", () => {
    const text = "card C\n# about the text\ntext:\n  Draw 1 card.\nnon permanent\ntype: Effect Card\n";
    expect(format(text)).toBe("card C\ntype: Effect Card\nnon permanent\n# about the text\ntext:\n  Draw 1 card.\n");
  });

  it("keeps each comment once when the text sits on the `text:` line", () => {
    const text = "card C\ntype: Effect Card\nnon permanent\n# above\ntext: Draw 1 card. # after\n";
    expect(format(text)).toBe("card C\ntype: Effect Card\nnon permanent\n# above\ntext:\n  Draw 1 card. # after\n");
  });

  it("refuses a file with errors and returns them, rather than lose text", () => {
    const r = formatSource(fixture("invalid.card"), "invalid.card");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics.length).toBeGreaterThanOrEqual(8);
  });

  it("an empty file stays empty", () => {
    expect(format("")).toBe("");
  });
});
