// The parser's CST nodes keep their children in plain objects (grammar/parser.ts
// cstInvocationStateUpdate), which inherit Object.prototype: a rule or token named like one of its
// properties (`constructor`, `toString`) would read as present in every node. None is.
import { describe, expect, it } from "vitest";
import { parser } from "../../grammar/parser.ts";
import { ALL_TOKENS, lex } from "../../grammar/tokens.ts";

describe("CST children objects", () => {
  it("no grammar rule or token type is named like a property of Object.prototype", () => {
    const names = [...Object.keys(parser.getGAstProductions()), ...ALL_TOKENS.map((t) => t.name)];
    expect(names.length).toBeGreaterThan(200);
    expect(names.filter((n) => n in Object.prototype || n === "__proto__")).toEqual([]);
  });

  it("a parsed card's node lists its header, its line ends and its two fields, in the order met", () => {
    parser.input = lex("card Bolt\ncost: M1\ntype: Effect Card\n").tokens;
    const cst = parser.card();
    expect(parser.errors).toEqual([]);
    expect(Object.keys(cst.children)).toEqual(["CardHeader", "Newline", "field"]);
    expect(cst.children["field"]).toHaveLength(2);
  });
});
