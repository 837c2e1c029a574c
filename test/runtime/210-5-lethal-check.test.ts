// The standing lethal check (210.5, damage.ts checkLethal) skips when nothing it read changed since
// it last found no lethal damage. A "plain" check (it read no condition, `all` filter or count:
// continuous.ts continuousReads) also lets cards move between zones other than play, crystals
// without continuous abilities come into play, the stack and pawns change: each test below first
// makes such a check happen, then one kind of change a Defense does depend on, and expects the
// destruction the rules give.
import { describe, expect, it } from "vitest";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";
import { arcGame, card, endTurn, lib, names, ok, passUntilEmpty, ref, witheringCrystal, lonelyBeast } from "./fixtures.ts";

/** A Summon Effect fixed on its target: "Target Summon gets Defense -2." */
const brittleSkin = card({
  name: "Brittle Skin",
  type: "Summon Effect Card",
  cost: {},
  permanent: true,
  fixedTarget: { kind: "object", filter: { kind: "summon" } },
  abilities: [{ kind: "continuous", effects: [{ op: "modifyStat", what: { ref: "fixed" }, stat: "defense", delta: -2, duration: "whileInPlay" }], text: "Target Summon gets Defense -2." }],
});

/** An Energy Crystal with "Non Life Base Summons of the active player get Defense -2.": a Defense
 *  that changes when a turn begins (the `phase` event names the new active player). */
const duskCrystal = card({
  name: "Dusk Crystal",
  type: "Energy Crystal Card",
  restriction: null,
  permanent: true,
  abilities: [
    { kind: "produces", energy: { M: 1 }, text: "Produces M1." },
    {
      kind: "continuous",
      effects: [{ op: "modifyStat", what: { ref: "all", filter: { kind: "summon", lifeBase: false }, ofPlayer: { ref: "activePlayer" } }, stat: "defense", delta: -2, duration: "whileInPlay" }],
      text: "Non Life Base Summons of the active player get Defense -2.",
    },
  ],
});

const library: Record<string, CardDefinition> = { ...lib, "Withering Crystal": witheringCrystal, "Brittle Skin": brittleSkin, "Lonely Beast": lonelyBeast, "Dusk Crystal": duskCrystal };

describe("210.5 the standing lethal check after a plain check", () => {
  it("210.5 202.6 a modifier lowering Defense, after a crystal activated and a card put on the stack: Weaken on Iron Vessel (6 - 3 = 3, 3 damage) destroys", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Weaken"] }, bob: { play: [{ card: "Iron Vessel", at: "b", damage: 3 }] } }, { library });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Weaken"), targets: [{ card: ref(g, "bob/Iron Vessel") }] });
    expect(cardIn(g.state, ref(g, "bob/Iron Vessel")).zone).toBe("play"); // Weaken on the stack: Defense 6 > 3
    passUntilEmpty(g);
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Iron Vessel"]);
  });

  it("210.5 202.6 a crystal with a static coming into play (cardMoved into play): Withering Crystal's Defense -1 destroys Tide Beast (3 - 1 = 2, 2 damage)", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Withering Crystal"] }, bob: { play: [{ card: "Tide Beast", at: "b", damage: 2 }] } }, { library });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") }); // a plain check: Defense 3 > 2
    expect(cardIn(g.state, ref(g, "bob/Tide Beast")).zone).toBe("play");
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Withering Crystal") }); // 403: a crystal comes into play at once
    expect(cardIn(g.state, ref(g, "alice/Withering Crystal")).zone).toBe("play");
    expect(cardIn(g.state, ref(g, "bob/Tide Beast")).zone).toBe("discard");
  });

  it("210.5 207.5a an Effect fixed on a summon (cast to play, fixed): Brittle Skin's Defense -2 destroys Tide Beast (3 - 2 = 1, 1 damage)", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Brittle Skin"] }, bob: { play: [{ card: "Tide Beast", at: "b", damage: 1 }] } }, { library });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Brittle Skin"), targets: [{ card: ref(g, "bob/Tide Beast") }] });
    expect(cardIn(g.state, ref(g, "bob/Tide Beast")).zone).toBe("play"); // on the stack: Defense 3 > 1
    passUntilEmpty(g);
    expect(cardIn(g.state, ref(g, "bob/Tide Beast")).zone).toBe("discard");
  });

  it("210.5 502 a check that read a condition is not plain: casting the last card of the hand (a crystal) lowers Lonely Beast's Defense to 2, its 2 damage destroy it", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", { card: "Lonely Beast", at: "a", damage: 2 }], hand: ["Mystic Crystal"] } }, { library });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") }); // one card in hand: Defense 3 > 2
    expect(cardIn(g.state, ref(g, "alice/Lonely Beast")).zone).toBe("play");
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Mystic Crystal#2") }); // no card in hand: Defense 3 - 1 = 2
    expect(g.zone("alice", "hand")).toEqual([]);
    expect(cardIn(g.state, ref(g, "alice/Lonely Beast")).zone).toBe("discard");
  });

  it("210.5 700.1 a Defense that reads the active player: Dusk Crystal lowers bob's Tide Beast (3, 2 damage) to 1 as his turn begins; it is destroyed in his Reactivation Phase, before his draw (702.1)", () => {
    const g = arcGame({ alice: { play: ["Dusk Crystal"] }, bob: { play: [{ card: "Tide Beast", at: "b", damage: 2 }] } }, { library });
    const beast = ref(g, "bob/Tide Beast");
    expect(g.effectiveStats(beast).defense).toBe(3); // alice's turn: bob is not the active player
    endTurn(g);
    expect(g.turn().active).toBe("bob");
    expect(cardIn(g.state, beast).zone).toBe("discard");
    const log = g.state.log;
    const gone = log.findIndex((e) => e.type === "cardMoved" && e.card === beast);
    const draw = log.findIndex((e) => e.type === "phase" && e.active === "bob" && e.phase === "draw");
    expect(gone).toBeGreaterThan(log.findIndex((e) => e.type === "phase" && e.active === "bob" && e.phase === "reactivation"));
    expect(gone).toBeLessThan(draw);
  });
});
