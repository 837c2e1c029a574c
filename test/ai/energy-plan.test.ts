// runtime/ai/energy-plan.ts: what an action costs (204) and the crystals to activate for it
// (200.1b), specific energy by its own type (204.1b), colorless by colorless energy first (204.1c).
import { describe, expect, it } from "vitest";
import { costOf, crystalPlanner, crystalsFor } from "../../runtime/x610z/ai/energy-plan.ts";
import { cardId, position } from "./helpers.ts";

describe("energy plan", () => {
  it("204.2 a cast costs the card's cost plus what its additional effects were paid", () => {
    const game = position({ hand: ["Focused Ray", "Comet Drake"] }, {});
    const ray = cardId(game, "alice", "Focused Ray");
    // Focused Ray: cost M1; For each extra M1.
    expect(costOf(game.engine, { type: "cast", player: "alice", card: ray, targets: [{ card: cardId(game, "bob", "Drifting Citadel") }], extra: 2 })).toEqual({ M: 3 });
    expect(costOf(game.engine, { type: "cast", player: "alice", card: cardId(game, "alice", "Comet Drake") })).toEqual({ B: 1, M: 2 });
  });

  it("204.5 a move costs the summon's Movement Energy; an attack costs nothing (202.3a)", () => {
    const game = position({}, {});
    const lb = cardId(game, "alice", "Brass Observatory");
    expect(costOf(game.engine, { type: "move", player: "alice", card: lb, path: ["s1", "a1"] })).toEqual({ C: 2 });
    expect(costOf(game.engine, { type: "attack", player: "alice", card: lb, target: cardId(game, "bob", "Drifting Citadel") })).toEqual({});
  });

  it("204.1b-c pays M with a Tide Shard and C with a Hollow Shard before a specific type", () => {
    const game = position({ play: ["Verdant Shard", "Tide Shard", "Hollow Shard"] }, {});
    const [verdant, tide, hollow] = ["Verdant Shard", "Tide Shard", "Hollow Shard"].map((n) => cardId(game, "alice", n));
    expect(crystalsFor(game.engine, "alice", { M: 1, C: 1 }, [verdant!, tide!, hollow!])).toEqual([tide, hollow]);
  });

  it("none when the pool already pays; null when all crystals together can't", () => {
    const game = position({ play: ["Tide Shard"] }, {});
    const tide = cardId(game, "alice", "Tide Shard");
    expect(crystalsFor(game.engine, "alice", {}, [tide])).toEqual([]);
    expect(crystalsFor(game.engine, "alice", { M: 2 }, [tide])).toBeNull();
    // 203.2b colorless energy pays only colorless costs: a Hollow Shard can't pay M1.
    const g2 = position({ play: ["Hollow Shard"] }, {});
    expect(crystalsFor(g2.engine, "alice", { M: 1 }, [cardId(g2, "alice", "Hollow Shard")])).toBeNull();
  });

  it("204.1b-c one planner asked the same cost again (another candidate) gives the same crystals, each answer a list of its own", () => {
    const game = position({ play: ["Verdant Shard", "Tide Shard", "Hollow Shard"] }, {});
    const [verdant, tide, hollow] = ["Verdant Shard", "Tide Shard", "Hollow Shard"].map((n) => cardId(game, "alice", n));
    const plan = crystalPlanner(game.engine, "alice", [verdant!, tide!, hollow!]);
    const first = plan({ M: 1, C: 1 });
    first!.push("changed by its caller");
    expect(plan({ M: 1, C: 1 })).toEqual([tide, hollow]); // M from the Tide Shard, C from the Hollow Shard
    expect(plan({ C: 1, M: 1 })).toEqual([tide, hollow]); // the same cost written the other way round
    expect(plan({ M: 2 })).toBeNull(); // one Tide Shard makes M1
  });
});
