// "the source" (LANGUAGE.md 3 objects): in an "is dealt damage" trigger, what dealt the damage;
// anywhere else it names no one thing and is an error.
import { describe, expect, it } from "vitest";
import { CHECK_CODES } from "../../compiler/codes.ts";
import { compile } from "../../compiler/index.ts";
import { arcGame, lib, ok, passUntilEmpty, ref } from "../runtime/fixtures.ts";
import { compileClean } from "./helpers.ts";

const thornBeast = [
  "card Thorn Beast",
  "cost: B1",
  "type: Summon Card",
  "class: Beast",
  "element: Water",
  "movement energy: B1",
  "stats: attack 1, defense 5, speed 1, range 1",
  "text:",
  "  [Whenever this Summon is dealt damage: deal 1 damage to the source.]",
  "",
].join("\n");

describe("the source", () => {
  it("207.4 in an `is dealt damage` trigger the source is what dealt the damage: Hunter Dragon's attack gets 1 back", () => {
    const beast = compileClean(thornBeast).cards[0]!;
    const g = arcGame({ alice: { play: [{ card: "Hunter Dragon", at: "b" }] }, bob: { play: [{ card: "Thorn Beast", at: "c" }] } }, { library: { ...lib, "Thorn Beast": beast } });
    ok(g, { type: "attack", player: "alice", card: ref(g, "alice/Hunter Dragon"), target: ref(g, "bob/Thorn Beast") });
    passUntilEmpty(g);
    // Attack Power 3 + 1 (the Dragon's own attack trigger) on the Beast (Defense 5); 1 back on the Dragon.
    expect(g.damageOn(ref(g, "bob/Thorn Beast"))).toBe(4);
    expect(g.damageOn(ref(g, "alice/Hunter Dragon"))).toBe(1);
  });

  it("207.4 elsewhere `the source` names nothing: an error that points at it (E2007)", () => {
    const text = "card Backfire\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  Deal 2 damage to the source.\n";
    const errors = compile(text).diagnostics.filter((d) => d.code === CHECK_CODES.unboundPronoun.code);
    expect(errors.map((d) => [d.line, d.column])).toEqual([[6, 20]]); // "  Deal 2 damage to " is 19 columns
    expect(errors[0]!.message).toContain('write "this card"');
  });
});
