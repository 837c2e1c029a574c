// 105 starting the game, 106 winning and losing, 107 golden rules.
import { describe, expect, it } from "vitest";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { createGame, createGameFromPosition } from "../../runtime/index.ts";
import { act1Options, arc, arcGame, card, core, effect, endTurn, lib, mode, ok, passUntilEmpty, ref, testDeck, times } from "./fixtures.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";

const twoPlayers = (seed: number, startingPlayer?: string) =>
  createGame({
    ...act1Options(seed),
    ...(startingPlayer ? { startingPlayer } : {}),
  });

describe("105 starting the game", () => {
  it("105.2a the first player chooses a starting dot for his Life Base; 105.2b the opponent's goes opposite", () => {
    const g = twoPlayers(7, "p1");
    const d = g.pending()!;
    expect(d.kind).toBe("lifeBaseDot");
    expect(d.player).toBe("p1");
    expect(d.options.map((o) => o.label)).toEqual(["s1", "s2", "s3", "s4", "s5", "s6"]);
    ok(g, { type: "answer", player: "p1", choice: "s2" });
    expect(g.dotOf(ref(g, "p1/Life Base"))).toBe("s2");
    expect(g.dotOf(ref(g, "p2/Life Base"))).toBe("s5");
    expect(g.state.players.map((p) => p.start)).toEqual(["s2", "s5"]); // 105.2c
    expect(g.zone("p1", "play")).toEqual([ref(g, "p1/Life Base")]);
  });

  it("105.2b with three players the Life Bases are spread clockwise from the first player's", () => {
    const g = createGame({ library: core, board: act1, seed: 1, players: ["a", "b", "c"].map((id) => ({ id, deck: testDeck() })), startingPlayer: "b" });
    expect(g.pending()!.player).toBe("b");
    ok(g, { type: "answer", player: "b", choice: "s1" });
    // act1's starting dots clockwise from the top: s1 (90°), s2 (30°), s3, s4, s5, s6.
    expect(["b", "c", "a"].map((p) => g.dotOf(ref(g, `${p}/Life Base`)))).toEqual(["s1", "s3", "s5"]);
  });

  it("105.3 seven cards each from shuffled decks (211, seeded: the same seed shuffles the same way)", () => {
    const g = twoPlayers(7, "p1");
    ok(g, { type: "answer", player: "p1", choice: "s1" });
    expect(g.zone("p1", "hand")).toHaveLength(7);
    expect(g.zone("p2", "hand")).toHaveLength(7);
    expect(g.zone("p1", "deck")).toHaveLength(testDeck().length - 1 - 7);
    const h = twoPlayers(7, "p1");
    ok(h, { type: "answer", player: "p1", choice: "s1" });
    expect(h.zone("p1", "hand")).toEqual(g.zone("p1", "hand"));
    const other = twoPlayers(8, "p1");
    ok(other, { type: "answer", player: "p1", choice: "s1" });
    expect(other.zone("p1", "deck").map((id) => cardIn(other.state, id).name)).not.toEqual(g.zone("p1", "deck").map((id) => cardIn(g.state, id).name));
  });

  it("105.4 Murphy's Law: active player first; each time one card fewer; refused once, never again", () => {
    const g = twoPlayers(3, "p2");
    ok(g, { type: "answer", player: "p2", choice: "s4" });
    let d = g.pending()!;
    expect([d.kind, d.player]).toEqual(["murphy", "p2"]);
    ok(g, { type: "answer", player: "p2", choice: "yes" });
    expect(g.zone("p2", "hand")).toHaveLength(6);
    d = g.pending()!;
    expect([d.kind, d.player]).toEqual(["murphy", "p2"]);
    ok(g, { type: "answer", player: "p2", choice: "yes" });
    expect(g.zone("p2", "hand")).toHaveLength(5);
    ok(g, { type: "answer", player: "p2", choice: "no" });
    d = g.pending()!;
    expect([d.kind, d.player]).toEqual(["murphy", "p1"]);
    ok(g, { type: "answer", player: "p1", choice: "no" });
    expect(g.pending()).toBeNull();
    // Turn 1 begins: p2's draw phase, p2 holds priority (201.3a), one card drawn.
    expect(g.turn()).toEqual({ active: "p2", phase: "draw", number: 1 });
    expect(g.priority()).toBe("p2");
    expect(g.zone("p2", "hand")).toHaveLength(6);
    expect(g.zone("p2", "deck").length + g.zone("p2", "hand").length).toBe(testDeck().length - 1);
  });

  it("105.1a without a named starting player the seeded RNG picks one, the same for the same seed", () => {
    const picks = [1, 2, 3, 4, 5, 6, 7, 8].map((s) => twoPlayers(s).pending()!.player);
    expect(new Set(picks)).toEqual(new Set(["p1", "p2"]));
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((s) => twoPlayers(s).pending()!.player)).toEqual(picks);
  });

  it("101.1a a deck must hold exactly one Life Base; 100.1 two to six players", () => {
    expect(() =>
      createGame({
        library: core,
        board: act1,
        seed: 1,
        players: [
          { id: "a", deck: times(51, "Mystic Crystal") },
          { id: "b", deck: testDeck() },
        ],
      }),
    ).toThrow(/101\.1a/);
    expect(() => createGame({ library: core, board: act1, seed: 1, players: [{ id: "a", deck: testDeck() }] })).toThrow(/100\.1/);
    expect(() =>
      createGame({
        library: core,
        board: act1,
        seed: 1,
        players: [
          { id: "a", deck: ["Nonesuch"] },
          { id: "b", deck: testDeck() },
        ],
      }),
    ).toThrow(/no card named "Nonesuch"/);
  });
});

describe("106 winning and losing", () => {
  it("106.3 a player who must draw from an empty deck loses; 106.2 his opponent wins", () => {
    const g = arcGame({ bob: { deck: [] } });
    endTurn(g);
    expect(g.result()).toEqual({ winners: ["alice"], losers: ["bob"], draw: false, reason: "emptyDeck" });
  });

  it("106.3 a player who gives up loses", () => {
    const g = arcGame({});
    ok(g, { type: "concede", player: "bob" });
    expect(g.result()).toEqual({ winners: ["alice"], losers: ["bob"], draw: false, reason: "concession" });
  });

  it("106.1b teammates lose together; all who didn't lose win", () => {
    const g = createGameFromPosition({
      library: lib,
      board: arc,
      seed: 1,
      players: [
        { id: "a1", team: "A", lifeBase: { card: "Life Base", at: "s1" }, deck: times(3, "Mystic Crystal") },
        { id: "b1", team: "B", lifeBase: { card: "Life Base", at: "a" }, deck: times(3, "Mystic Crystal") },
        { id: "a2", team: "A", lifeBase: { card: "Life Base", at: "s2" }, deck: times(3, "Mystic Crystal") },
        { id: "b2", team: "B", lifeBase: { card: "Life Base", at: "b" }, deck: times(3, "Mystic Crystal") },
      ],
    });
    ok(g, { type: "concede", player: "b2" });
    expect(g.result()).toEqual({ winners: ["a1", "a2"], losers: ["b1", "b2"], draw: false, reason: "concession" });
  });

  describe("106.1, 100.1b three or more sides (casual): a side that loses is out, the others play on", () => {
    const threeWay = (players: Record<string, Partial<Parameters<typeof createGameFromPosition>[0]["players"][number]>>) =>
      createGameFromPosition({
        library: lib,
        board: arc,
        seed: 1,
        players: [
          { id: "alice", lifeBase: { card: "Life Base", at: "s1" }, deck: times(5, "Mystic Crystal"), ...players.alice },
          { id: "bob", lifeBase: { card: "Life Base", at: "a" }, deck: times(5, "Mystic Crystal"), ...players.bob },
          { id: "carol", lifeBase: { card: "Life Base", at: "c" }, deck: times(5, "Mystic Crystal"), ...players.carol },
        ],
      });

    it("a Life Base that leaves play takes its player out; turns and priority skip him; the last side standing wins", () => {
      const g = threeWay({ alice: { hand: ["Banish"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
      ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Banish"), targets: [{ card: ref(g, "bob/Life Base") }] });
      passUntilEmpty(g);
      expect(g.result()).toBeNull();
      expect(g.state.players.map((p) => [p.id, p.out])).toEqual([
        ["alice", false],
        ["bob", true],
        ["carol", false],
      ]);
      // His cards have left play (the Dragon for the removed zone), and he can do nothing.
      expect(g.zone("bob", "play")).toEqual([]);
      expect(
        g
          .zone("bob", "removed")
          .map((id) => cardIn(g.state, id).name)
          .sort(),
      ).toEqual(["Hunter Dragon", "Life Base"]);
      const refused = g.perform({ type: "pass", player: "bob" });
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error).toMatch(/^106\.1 bob is out of the game/);
      expect(g.legalActions("bob")).toEqual([]);
      // Two passes end alice's Action Phase now; the next turn is carol's, not bob's.
      endTurn(g);
      expect(g.turn()).toEqual({ active: "carol", phase: "action", number: 2 });
      ok(g, { type: "concede", player: "carol" });
      expect(g.result()).toEqual({ winners: ["alice"], losers: ["bob", "carol"], draw: false, reason: "concession" });
    });

    it("a side's stolen cards go back to their owners and its stack entries leave the stack", () => {
      const g = threeWay({
        bob: { play: [{ card: "Hunter Dragon", at: "b" }] },
        carol: { play: times(3, "Mystic Crystal"), hand: ["Mind Theft", "Spark"] },
      });
      const dragon = ref(g, "bob/Hunter Dragon");
      ok(g, { type: "pass", player: "alice" });
      ok(g, { type: "pass", player: "bob" });
      for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "carol", card: ref(g, `carol/Mystic Crystal#${i}`) });
      ok(g, { type: "cast", player: "carol", card: ref(g, "carol/Mind Theft"), targets: [{ card: dragon }] });
      passUntilEmpty(g);
      expect(g.controllerOf(dragon)).toBe("carol");
      // carol announces Spark, then gives up before it resolves.
      ok(g, { type: "pass", player: "alice" });
      ok(g, { type: "pass", player: "bob" });
      ok(g, { type: "cast", player: "carol", card: ref(g, "carol/Spark"), targets: [{ card: ref(g, "alice/Life Base") }] });
      expect(g.stackView()).toEqual([{ player: "carol", label: "Spark" }]);
      ok(g, { type: "concede", player: "carol" });
      expect(g.result()).toBeNull();
      expect(g.stackView()).toEqual([]);
      expect(g.controllerOf(dragon)).toBe("bob");
      expect(g.zone("bob", "play")).toContain(dragon);
      expect(g.damageOn(ref(g, "alice/Life Base"))).toBe(0);
      expect(g.zone("carol", "play")).toEqual([]);
    });

    it("106.1 a player who leaves has no triggers: his Herald doesn't trigger on his own cards leaving with him", () => {
      const g = threeWay({ bob: { play: ["Herald", { card: "Hunter Dragon", at: "b" }] } });
      const handBefore = g.zone("bob", "hand").length;
      ok(g, { type: "concede", player: "bob" });
      expect(g.result()).toBeNull();
      // Both his Life Base and his Dragon left play, and Herald says "Whenever a Summon leaves play".
      expect(
        g
          .zone("bob", "removed")
          .map((id) => cardIn(g.state, id).name)
          .sort(),
      ).toEqual(["Herald", "Hunter Dragon", "Life Base"]);
      expect(g.stackView()).toEqual([]);
      expect(g.state.waiting).toEqual([]);
      expect(g.pending()).toBeNull();
      expect(g.zone("bob", "hand").length).toBe(handBefore);
      expect(g.priority()).toBe("alice");
    });

    it("106.1 the rest of a resolution of a player who leaves during it is not done", () => {
      // Greed: "Draw 2 cards. All players draw 1 card." With one card in his deck alice loses at
      // the second draw (106.3), so the second sentence never comes.
      const greed = card({
        name: "Greed",
        type: "Effect Card",
        abilities: [
          effect(
            "Draw 2 cards. All players draw 1 card.",
            mode(
              [],
              [
                { op: "draw", who: { ref: "you" }, n: 2 },
                { op: "draw", who: { ref: "allPlayers" }, n: 1 },
              ],
            ),
          ),
        ],
      });
      const g = createGameFromPosition({
        library: { ...lib, Greed: greed },
        board: arc,
        seed: 1,
        players: [
          { id: "alice", lifeBase: { card: "Life Base", at: "s1" }, hand: ["Greed"], deck: ["Mystic Crystal"] },
          { id: "bob", lifeBase: { card: "Life Base", at: "a" }, deck: times(5, "Mystic Crystal") },
          { id: "carol", lifeBase: { card: "Life Base", at: "c" }, deck: times(5, "Mystic Crystal") },
        ],
      });
      ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Greed") });
      passUntilEmpty(g);
      expect(g.result()).toBeNull();
      expect(g.state.players.map((p) => [p.id, p.out])).toEqual([
        ["alice", true],
        ["bob", false],
        ["carol", false],
      ]);
      expect(g.zone("bob", "hand")).toEqual([]);
      expect(g.zone("carol", "hand")).toEqual([]);
      expect(g.zone("bob", "deck").length).toBe(5);
      expect(g.state.agenda).toEqual([]);
      // As after any resolution the players still in get priority, in her turn that goes on (201.6).
      expect(g.turn()).toEqual({ active: "alice", phase: "action", number: 1 });
      expect(g.priority()).toBe("bob");
    });

    it("106.1 a player who leaves during his own turn has no more phases: the next player's turn begins", () => {
      // From alice's Reactivation Phase the game moves on to her Draw Phase; her deck is empty (106.3).
      const g = createGameFromPosition({
        library: lib,
        board: arc,
        seed: 1,
        turn: { active: "alice", phase: "reactivation" },
        players: [
          { id: "alice", lifeBase: { card: "Life Base", at: "s1" }, deck: [] },
          { id: "bob", lifeBase: { card: "Life Base", at: "a" }, deck: times(5, "Mystic Crystal") },
          { id: "carol", lifeBase: { card: "Life Base", at: "c" }, deck: times(5, "Mystic Crystal") },
        ],
      });
      expect(g.state.players.map((p) => p.out)).toEqual([true, false, false]);
      // 201.3a the Draw Phase's priority passes her by; once bob and carol pass her turn is over.
      expect(g.turn()).toEqual({ active: "alice", phase: "draw", number: 1 });
      ok(g, { type: "pass", player: "bob" });
      const r = g.perform({ type: "pass", player: "carol" });
      expect(r.ok).toBe(true);
      const phases = r.ok ? r.events.flatMap((e) => (e.type === "phase" ? [`${e.active} ${e.phase}`] : [])) : [];
      expect(phases).toEqual(["alice end", "bob reactivation", "bob draw"]);
      expect(g.turn()).toEqual({ active: "bob", phase: "draw", number: 2 });
      expect(g.zone("bob", "hand").length).toBe(1); // 702.1 his draw
    });

    it("106.1 placings: a side that wins takes the next place and leaves; the rest play on for the other places", () => {
      const race = (placings: boolean) => {
        const g = createGameFromPosition({
          library: lib,
          board: arc,
          seed: 1,
          placings,
          players: [
            { id: "alice", start: "s1", lifeBase: { card: "Life Base", at: "d" }, play: ["Boost Crystal", "Boost Crystal"], deck: times(5, "Mystic Crystal") },
            { id: "bob", lifeBase: { card: "Life Base", at: "a" }, deck: times(5, "Mystic Crystal") },
            { id: "carol", lifeBase: { card: "Life Base", at: "b" }, deck: times(5, "Mystic Crystal") },
          ],
        });
        ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
        ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal#2") });
        ok(g, { type: "move", player: "alice", card: ref(g, "alice/Life Base"), path: ["d", "e1"] });
        passUntilEmpty(g);
        return g;
      };
      // Without placings a win ends the game: 1 winner, the rest losers.
      expect(race(false).result()).toEqual({ winners: ["alice"], losers: ["bob", "carol"], draw: false, reason: "endingDot" });
      // With placings alice is 1st and out; bob and carol play on: bob gives up, carol is 2nd.
      const g = race(true);
      expect(g.result()).toBeNull();
      expect(g.state.players.filter((p) => p.out).map((p) => p.id)).toEqual(["alice"]);
      expect(g.priority()).toBe("bob");
      ok(g, { type: "concede", player: "bob" });
      expect(g.result()).toEqual({ winners: ["alice"], losers: ["bob", "carol"], draw: false, reason: "concession", places: [["alice"], ["carol"], ["bob"]] });
    });

    it("106.1 placings: the sides that lost earlier take the last places, the first out last", () => {
      const g = createGameFromPosition({
        library: lib,
        board: arc,
        seed: 1,
        placings: true,
        players: ["p1", "p2", "p3", "p4"].map((id, i) => ({ id, lifeBase: { card: "Life Base", at: ["s1", "a", "b", "c"][i]! }, deck: times(3, "Mystic Crystal") })),
      });
      ok(g, { type: "concede", player: "p4" });
      ok(g, { type: "concede", player: "p2" });
      expect(g.result()).toBeNull();
      ok(g, { type: "concede", player: "p1" });
      expect(g.result()).toEqual({ winners: ["p3"], losers: ["p1", "p2", "p4"], draw: false, reason: "concession", places: [["p3"], ["p1"], ["p2"], ["p4"]] });
    });

    it("2vs2vs2: a team loses together and the two other teams play on", () => {
      const dots = ["s1", "a", "b", "c", "d", "s2"];
      const ids = ["a1", "b1", "c1", "a2", "b2", "c2"];
      const g = createGameFromPosition({
        library: lib,
        board: arc,
        seed: 1,
        players: ids.map((id, i) => ({ id, team: id[0]!.toUpperCase(), lifeBase: { card: "Life Base", at: dots[i]! }, deck: times(3, "Mystic Crystal") })),
      });
      ok(g, { type: "concede", player: "b1" });
      expect(g.result()).toBeNull();
      expect(g.state.players.filter((p) => p.out).map((p) => p.id)).toEqual(["b1", "b2"]);
      ok(g, { type: "concede", player: "c2" });
      expect(g.result()).toEqual({ winners: ["a1", "a2"], losers: ["b1", "c1", "b2", "c2"], draw: false, reason: "concession" });
    });
  });

  it("106.1a two players losing at the same time is a draw (both draw from empty decks)", () => {
    const g = arcGame({ alice: { hand: ["Windfall"], deck: [] }, bob: { deck: [] } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Windfall") });
    passUntilEmpty(g);
    expect(g.result()).toEqual({ winners: [], losers: [], draw: true, reason: "emptyDeck" });
  });

  it("602.2 a Life Base moved onto an ending dot by an effect also wins", () => {
    const g = arcGame({ alice: { lifeBase: { card: "Life Base", at: "c" }, start: "s1", hand: ["Shove"] } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Shove"), targets: [{ card: ref(g, "alice/Life Base") }] });
    passUntilEmpty(g, { alice: ["e1"] });
    expect(g.result()).toEqual({ winners: ["alice"], losers: ["bob"], draw: false, reason: "endingDot" });
  });
});

describe("107 golden rules", () => {
  it("107.1b 'can't' beats 'can': Lockdown (can't attack this turn) wins over Second Strike", () => {
    const g = arcGame({
      alice: { play: ["Boost Crystal", { card: "Hunter Dragon", at: "b" }], hand: ["Second Strike"] },
      bob: { play: [{ card: "Iron Vessel", at: "c" }], hand: ["Lockdown"] },
    });
    const dragon = ref(g, "alice/Hunter Dragon");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Second Strike"), targets: [{ card: dragon }] });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Lockdown"), targets: [{ card: dragon }] });
    passUntilEmpty(g);
    const r = g.perform({ type: "attack", player: "alice", card: dragon, target: ref(g, "bob/Iron Vessel") });
    expect(r).toEqual({ ok: false, error: "107.1b Hunter Dragon can't attack" });
  });
});
