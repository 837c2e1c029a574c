// grammar/lookahead.ts chooses an OR's alternative as Chevrotain's LL(k) lookahead does: the first
// alternative, in order, whose gate allows it and one of whose paths matches the next tokens.
import { createToken, type IToken, type TokenType } from "chevrotain";
import { describe, expect, it } from "vitest";
import { alternationLookahead } from "../../grammar/lookahead.ts";

// Token types get their indexes and category tables when a lexer or parser is built; these are
// set by hand: A, B, C plain; Any a category of A and B.
const A = createToken({ name: "A", pattern: /a/ });
const B = createToken({ name: "B", pattern: /b/ });
const C = createToken({ name: "C", pattern: /c/ });
const Any = createToken({ name: "Any", pattern: /x/ });
let n = 1000;
for (const t of [A, B, C, Any]) {
  t.tokenTypeIdx = n++;
  t.categoryMatches = [];
  t.categoryMatchesMap = {};
  t.isParent = false;
}
Any.isParent = true;
Any.categoryMatches = [A.tokenTypeIdx!, B.tokenTypeIdx!];
Any.categoryMatchesMap = { [A.tokenTypeIdx!]: true, [B.tokenTypeIdx!]: true };

const EOF_TOKEN = createToken({ name: "End", pattern: /$^/ });
EOF_TOKEN.tokenTypeIdx = n++;
const tokens = (...types: TokenType[]): { LA(i: number): IToken } => ({
  LA: (i: number) => {
    const type = types[i - 1] ?? EOF_TOKEN;
    return { image: type.name, startOffset: i, tokenType: type, tokenTypeIdx: type.tokenTypeIdx! };
  },
});
const choose = (alts: TokenType[][][], input: TokenType[], gates: (boolean | undefined)[] = []): number | undefined => {
  const f = alternationLookahead(alts, gates.length > 0);
  const orAlts = alts.map((_, t) => (gates[t] === undefined ? {} : { GATE: () => gates[t]! }));
  return f.call(tokens(...input), orAlts);
};

describe("the OR lookahead (grammar/lookahead.ts)", () => {
  it("takes the alternative whose one-token path is the next token", () => {
    expect(choose([[[A]], [[B]], [[C]]], [B])).toBe(1);
    expect(choose([[[A]], [[B]], [[C]]], [C])).toBe(2);
  });

  it("gives no alternative when no path matches", () => {
    expect(choose([[[A]], [[B]]], [C])).toBeUndefined();
  });

  it("takes the first alternative in order when two match (a category and its member)", () => {
    expect(choose([[[Any]], [[A]]], [A])).toBe(0);
    expect(choose([[[A]], [[Any]]], [B])).toBe(1);
    expect(choose([[[A]], [[Any]]], [A])).toBe(0);
  });

  it("reads as many tokens as a path is long", () => {
    const alts = [[[A, B]], [[A, C]], [[A]]];
    expect(choose(alts, [A, C])).toBe(1);
    expect(choose(alts, [A, B])).toBe(0);
    expect(choose(alts, [A, A])).toBe(2);
  });

  it("skips an alternative whose gate is false, and takes a later one", () => {
    expect(choose([[[A]], [[Any]]], [A], [false, undefined])).toBe(1);
    expect(choose([[[A]], [[Any]]], [A], [true, undefined])).toBe(0);
    expect(choose([[[A]], [[Any]]], [A], [false, false])).toBeUndefined();
  });

  it("an alternative with an empty path matches anything, in its place in the order", () => {
    const alts = [[[A]], [[]], [[B]]];
    expect(choose(alts, [A])).toBe(0);
    expect(choose(alts, [B])).toBe(1);
    expect(choose(alts, [C])).toBe(1);
    expect(choose(alts, [C], [undefined, false, undefined])).toBeUndefined();
  });
});
