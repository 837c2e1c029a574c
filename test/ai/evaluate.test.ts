// runtime/ai/evaluate.ts: the direction of each part of the evaluation follows from how games are
// won (106.2-106.3, 602.2) and from hidden information staying hidden.
import { describe, expect, it } from "vitest";
import { evaluate, lifeBaseMoves, WIN } from "../../runtime/x610z/ai/evaluate.ts";
import { cardId, ok, position } from "./helpers.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";

describe("evaluation", () => {
  it("106.2 a won game scores WIN for the winner and -WIN for the loser", () => {
    const game = position({}, {});
    ok(game, { type: "concede", player: "bob" });
    expect(evaluate(game, "alice").total).toBe(WIN);
    expect(evaluate(game, "bob").total).toBe(-WIN);
  });

  it("602.2 a Life Base one step further out is closer to winning and scores higher", () => {
    // s1 is joined to a1 (act1: each dot joins the two dots of the next orbit 15° either side).
    const home = position({ play: ["Hollow Shard", "Hollow Shard"] }, {});
    const out = position({ lifeBase: { card: "Brass Observatory", at: "a1" }, start: "s1", play: ["Hollow Shard", "Hollow Shard"] }, {});
    expect(lifeBaseMoves(home.engine, "alice")).toBe(4);
    expect(lifeBaseMoves(out.engine, "alice")).toBe(3);
    expect(evaluate(out, "alice").race).toBeGreaterThan(evaluate(home, "alice").race);
    expect(evaluate(out, "alice").total).toBeGreaterThan(evaluate(home, "alice").total);
  });

  it("a Life Base whose Movement Energy can't be produced yet is a move behind", () => {
    // Brass Observatory moves with C2: one crystal in play can't pay it.
    const game = position({ play: ["Hollow Shard"] }, {});
    expect(lifeBaseMoves(game.engine, "alice")).toBe(5);
  });

  it("210 damage on an opponent's summon or Life Base is good for us, on ours bad", () => {
    const clean = position({}, { play: [{ card: "Thornback Boar", at: "a8" }] });
    const hurt = position({}, { play: [{ card: "Thornback Boar", at: "a8", damage: 1 }] });
    expect(evaluate(hurt, "alice").material).toBeGreaterThan(evaluate(clean, "alice").material);
    expect(evaluate(hurt, "bob").material).toBeLessThan(evaluate(clean, "bob").material);
    const lbHurt = position({}, { lifeBase: { card: "Drifting Citadel", at: "s4" } });
    cardIn(lbHurt.state, cardId(lbHurt, "bob", "Drifting Citadel")).damage = 4;
    expect(evaluate(lbHurt, "alice").lifeBases).toBeGreaterThan(evaluate(clean, "alice").lifeBases);
  });

  it("lesson 15: the opponent's hand and both decks are counted, never looked at", () => {
    const a = position({ deck: Array(10).fill("Tide Shard") }, { hand: ["Eclipse", "Starfall"], deck: Array(10).fill("Verdant Shard") });
    const b = position({ deck: Array(10).fill("Starfall") }, { hand: ["Hollow Shard", "Tide Shard"], deck: Array(10).fill("Comet Drake") });
    expect(evaluate(b, "alice")).toEqual(evaluate(a, "alice"));
  });
});
