// The parser keeps a CST node's children as a list in the order met, each after its key (the
// CONSUMEd token type's name or the sub-rule's name): grammar/parser.ts CardCstNode. The AST
// builder's lookups (first child of a name, all of a name, the first sub-rule) read that order.
import { describe, expect, it } from "vitest";
import { parser, type CardCstNode } from "../../grammar/parser.ts";
import { lex } from "../../grammar/tokens.ts";

const keys = (n: CardCstNode): unknown[] => n.list.filter((_, i) => i % 2 === 0);
const items = (n: CardCstNode): unknown[] => n.list.filter((_, i) => i % 2 === 1);

function parse(text: string): CardCstNode {
  parser.input = lex(text).tokens;
  const cst = parser.card() as unknown as CardCstNode;
  expect(parser.errors).toEqual([]);
  return cst;
}

describe("CST children lists", () => {
  it("a card's node lists its header, its blank line's end and its two field lines' rules, in the order met", () => {
    const cst = parse("card Bolt\n\ncost: M1\ntype: Effect Card\n");
    // The header token stops before its line end; the blank line is a second Newline.
    expect(keys(cst)).toEqual(["CardHeader", "Newline", "Newline", "costField", "typeField"]);
  });

  it("a token is listed under the type its rule consumed: type words under AnyWord, not their own types", () => {
    const cst = parse("card Bolt\ntype: Effect Card\n");
    const typeField = items(cst)[2] as CardCstNode;
    expect(keys(typeField)).toEqual(["TypeLabel", "AnyWord", "AnyWord", "Newline"]);
    expect(items(typeField).map((t) => (t as { image: string }).image)).toEqual(["type:", "Effect", "Card", "\n"]);
  });

  it("a node's offsets run from its first token to its last", () => {
    const cst = parse("card Bolt\ntype: Effect Card\n");
    const typeField = items(cst)[2] as CardCstNode;
    // `type: Effect Card\n` starts at offset 10 (after `card Bolt\n`); its Newline is at 27.
    expect([typeField.location.startOffset, typeField.location.endOffset]).toEqual([10, 27]);
  });
});
