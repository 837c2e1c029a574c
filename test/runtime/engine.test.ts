// The engine's shape (DESIGN principles 5-7): plain JSON state, events through one place, replay,
// refused actions that change nothing, decisions, the trigger index, agents.
import { describe, expect, it } from "vitest";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { emit } from "../../runtime/x610z/events.ts";
import { createGame, createGameFromPosition, playGame, playerToAct, RandomAgent, replay, restoreGame, ScriptedAgent, type Action, type Game } from "../../runtime/index.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { act1Options, arc, arcGame, core, lib, ok, ref, snapshot, times } from "./fixtures.ts";

const opts = (seed: number) => act1Options(seed);

function playRandom(game: Game, n: number, seed: number): void {
  const agents: Record<string, RandomAgent> = { p1: new RandomAgent(seed), p2: new RandomAgent(seed + 1) };
  for (let i = 0; i < n && !game.result(); i++) {
    const p = playerToAct(game)!;
    ok(game, agents[p]!.chooseAction(game, p, game.legalActions(p)));
  }
}

describe("engine", () => {
  it("the state is plain data: a JSON round trip gives an equal state, and a restored game plays on identically", () => {
    const g = createGame(opts(11));
    playRandom(g, 150, 5);
    const json = JSON.parse(JSON.stringify(g.state));
    expect(json).toEqual(g.state);
    const r = restoreGame(json, core, act1);
    playRandom(g, 100, 9);
    playRandom(r, 100, 9);
    expect(r.state).toEqual(g.state);
  });

  it("replay(origin, actions) reproduces a position game exactly", () => {
    const g = arcGame({ alice: { play: times(3, "Mystic Crystal"), hand: ["Spark", "Bullseye"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    const again = replay(g.origin!, g.actions);
    expect(again.state).toEqual(g.state);
    expect(again.state.log).toEqual(g.state.log);
  });

  it("every change is an event in the log: applying the log's pool events gives the pools", () => {
    const g = createGame(opts(4));
    playRandom(g, 200, 2);
    const pools: Record<string, unknown> = { p1: {}, p2: {} };
    for (const e of g.state.log) if (e.type === "pool") pools[e.player] = e.pool;
    expect(pools).toEqual({ p1: g.state.players[0]!.pool, p2: g.state.players[1]!.pool });
  });

  it("principle 5: refused actions of every kind leave the state exactly as it was (random positions)", () => {
    const g = createGame(opts(21));
    const rng = new RandomAgent(77);
    let refused = 0;
    for (let step = 0; step < 250 && !g.result(); step++) {
      const before = snapshot(g);
      const ids = Object.keys(g.state.cards);
      const pick = <T>(xs: T[]): T => xs[(step * 7919 + xs.length * 31) % xs.length]!;
      const tries: Action[] = [
        { type: "pass", player: g.priority() === "p1" ? "p2" : "p1" },
        { type: "cast", player: "p1", card: pick(ids), targets: [{ card: pick(ids) }] },
        { type: "move", player: "p2", card: pick(ids), path: ["s1", "n1", "s2"] },
        { type: "attack", player: "p1", card: pick(ids), target: pick(ids) },
        { type: "activate", player: "p2", card: pick(ids), targets: [{ stack: 9 }] },
        { type: "ability", player: "p1", card: pick(ids) },
        { type: "answer", player: "p1", choice: "certainly not an option" },
        { type: "cast", player: "nobody", card: "c1" } as Action,
        { type: "bogus", player: "p1" } as unknown as Action,
      ];
      for (const a of tries) {
        const r = g.perform(a);
        if (!r.ok) {
          refused++;
          expect(snapshot(g)).toBe(before);
        } else break;
      }
      if (snapshot(g) === before) {
        const p = playerToAct(g)!;
        ok(g, rng.chooseAction(g, p, g.legalActions(p)));
      }
    }
    expect(refused).toBeGreaterThan(1000);
  });

  it("principle 5: an engine fault midway through an action is refused and the state is rolled back (full game, position, restored state)", () => {
    // An effect whose op can't be read: the fault comes during resolution, after events were logged.
    const faulty = (def: CardDefinition): CardDefinition => {
      const broken = Object.defineProperty({}, "op", {
        get: () => {
          throw new Error("boom");
        },
        enumerable: true,
      });
      const [ability] = def.abilities as Array<Extract<CardDefinition["abilities"][number], { kind: "effect" }>>;
      return { ...def, abilities: [{ ...ability!, modes: [{ ...ability!.modes[0]!, effects: [broken as never] }] }] };
    };
    const position = () => arcGame({ alice: { hand: ["Spark"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    const fromPosition = position();
    const restored = restoreGame(position().state, lib, arc);
    for (const g of [fromPosition, restored]) {
      g.engine.lib = { ...g.engine.lib, Spark: faulty(g.engine.lib["Spark"]!) };
      ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
      ok(g, { type: "pass", player: "bob" });
      const before = snapshot(g);
      const actions = g.actions.length;
      const r = g.perform({ type: "pass", player: "alice" });
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toMatch(/internal engine error \(boom\).*not carried out/);
      expect(snapshot(g)).toEqual(before);
      expect(g.actions.length).toBe(actions);
      expect(g.stackView()).toEqual([{ player: "alice", label: "Spark" }]);
    }
    // A full game: the fault in the first action after setup; the game is as it was and plays on.
    const full = createGame(opts(5));
    const legal = full.legalActions();
    const before = snapshot(full);
    const lib0 = full.engine.lib;
    full.engine.lib = new Proxy(lib0, {
      get: () => {
        throw new Error("no library");
      },
    });
    const r = full.perform(legal[0]!);
    full.engine.lib = lib0;
    expect(r.ok).toBe(false);
    expect(snapshot(full)).toEqual(before);
    expect(full.perform(legal[0]!).ok).toBe(true);
  });

  it("a pending decision: only that player's answers are legal (106.3 and any player's concession); an answer by label or by index", () => {
    const g = arcGame({
      alice: { play: times(4, "Mystic Crystal"), hand: ["Annihilation"] },
      bob: { play: [...times(3, "Boost Crystal"), { card: "Iron Vessel", at: "c" }] },
    });
    for (let i = 1; i <= 4; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Annihilation"), targets: [{ card: ref(g, "bob/Iron Vessel") }] });
    for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "bob", card: ref(g, `bob/Boost Crystal#${i}`) });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    const d = g.pending()!;
    expect(d).toMatchObject({ player: "bob", kind: "unless", options: [{ label: "yes" }, { label: "no" }] });
    expect(g.legalActions()).toEqual([
      { type: "answer", player: "bob", choice: 0 },
      { type: "answer", player: "bob", choice: 1 },
      { type: "concede", player: "alice" },
      { type: "concede", player: "bob" },
    ]);
    expect(g.legalActions("alice")).toEqual([{ type: "concede", player: "alice" }]);
    expect(g.perform({ type: "pass", player: "alice" }).ok).toBe(false);
    expect(g.perform({ type: "answer", player: "alice", choice: 0 }).ok).toBe(false);
    expect(g.perform({ type: "answer", player: "bob", choice: 2 }).ok).toBe(false);
    ok(g, { type: "answer", player: "bob", choice: 1 });
    expect(g.zone("bob", "discard")).toEqual([ref(g, "bob/Iron Vessel")]);
    expect(g.pool("bob")).toEqual({ B: 3 });
  });

  it("106.3 a player may give up while a decision is pending: the question is withdrawn, or asked again of the one still deciding", () => {
    const threeWay = () =>
      createGameFromPosition({
        library: lib,
        board: arc,
        seed: 1,
        players: [
          { id: "alice", lifeBase: { card: "Life Base", at: "s1" }, play: times(4, "Mystic Crystal"), hand: ["Annihilation"], deck: times(5, "Mystic Crystal") },
          { id: "bob", lifeBase: { card: "Life Base", at: "a" }, play: [...times(3, "Boost Crystal"), { card: "Iron Vessel", at: "c" }], deck: times(5, "Mystic Crystal") },
          { id: "carol", lifeBase: { card: "Life Base", at: "d" }, deck: times(5, "Mystic Crystal") },
        ],
      });
    // Annihilation: "Destroy target Summon unless its controller pays C3." bob is asked.
    const asked = () => {
      const g = threeWay();
      for (let i = 1; i <= 4; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
      ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Annihilation"), targets: [{ card: ref(g, "bob/Iron Vessel") }] });
      for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "bob", card: ref(g, `bob/Boost Crystal#${i}`) });
      for (const p of ["bob", "carol", "alice"]) ok(g, { type: "pass", player: p });
      expect(g.pending()).toMatchObject({ player: "bob", kind: "unless" });
      return g;
    };
    // bob gives up: his question goes with him, the rest of Annihilation does what it can.
    const g = asked();
    ok(g, { type: "concede", player: "bob" });
    expect(g.result()).toBeNull();
    expect(g.pending()).toBeNull();
    expect(g.state.players.map((p) => p.out)).toEqual([false, true, false]);
    expect(g.stackView()).toEqual([]);
    expect(g.priority()).toBe("alice");
    // carol gives up while bob decides: bob is asked again, and his answer still counts.
    const h = asked();
    const before = h.pending()!.id;
    ok(h, { type: "concede", player: "carol" });
    expect(h.pending()).toMatchObject({ player: "bob", kind: "unless" });
    expect(h.pending()!.id).not.toBe(before);
    ok(h, { type: "answer", player: "bob", choice: "yes" });
    expect(h.zone("bob", "play")).toContain(ref(h, "bob/Iron Vessel"));
    expect(h.pool("bob")).toEqual({});
  });

  it("legalActions for a player who isn't in the game is empty, not an exception", () => {
    const g = arcGame({});
    expect(g.legalActions("nobody")).toEqual([]);
    expect(g.perform({ type: "pass", player: "nobody" })).toMatchObject({ ok: false });
  });

  it("DESIGN principle 7: an event is offered only to the permanents that listen to its type", () => {
    const many = arcGame({ alice: { play: [...times(200, "Mystic Crystal"), "Vengeance", "Watchtower"] } });
    expect(many.state.index.listeners).toEqual({ isDestroyed: [ref(many, "alice/Vengeance")], moves: [ref(many, "alice/Watchtower")] });
    const before = many.state.waiting.length;
    emit(many.engine, { type: "comesIntoPlay", card: ref(many, "alice/Mystic Crystal") });
    expect(many.state.waiting.length).toBe(before);
    emit(many.engine, { type: "moves", card: ref(many, "alice/Life Base") });
    expect(many.state.waiting).toHaveLength(1);
  });

  it("legalActions lists only actions perform accepts, and each of them is accepted", () => {
    const g = createGame(opts(31));
    playRandom(g, 60, 3);
    for (let k = 0; k < 40 && !g.result(); k++) {
      const p = playerToAct(g)!;
      const legal = g.legalActions(p);
      for (const a of legal) {
        const copy = replay(g.origin!, g.actions);
        expect(copy.perform(a).ok, JSON.stringify(a)).toBe(true);
        if (legal.length > 12) break; // replaying is slow; a sample is enough past a dozen
      }
      ok(g, new RandomAgent(k).chooseAction(g, p, legal));
    }
  });

  it("agents: a scripted agent plays its queue; playGame runs seeded random games to the end or reports the bound", () => {
    const g = arcGame({ alice: { hand: ["Spark"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    const script = new ScriptedAgent([
      { type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] },
      { type: "concede", player: "alice" },
    ]);
    const passer = new ScriptedAgent([{ type: "pass", player: "bob" }]);
    const report = playGame(g, { alice: script, bob: passer }, { maxActions: 10 });
    expect(report).toEqual({ result: { winners: ["bob"], losers: ["alice"], draw: false, reason: "concession" }, actions: 3, truncated: false });
    expect(g.damageOn(ref(g, "bob/Hunter Dragon"))).toBe(0); // alice conceded before Spark resolved
    const bounded = playGame(createGame(opts(5)), { p1: new RandomAgent(1), p2: new RandomAgent(2) }, { maxActions: 30 });
    expect(bounded).toMatchObject({ result: null, actions: 30, truncated: true });
    const a = playGame(createGame(opts(6)), { p1: new RandomAgent(1), p2: new RandomAgent(2) }, { maxActions: 5000 });
    const b = playGame(createGame(opts(6)), { p1: new RandomAgent(1), p2: new RandomAgent(2) }, { maxActions: 5000 });
    expect(a).toEqual(b);
    expect(a.truncated).toBe(false);
  });

  it("a position with an unknown card or dot is refused with a clear message", () => {
    const base = { library: lib, board: arc, seed: 1 };
    expect(() =>
      createGameFromPosition({
        ...base,
        players: [
          { id: "a", lifeBase: { card: "Life Base", at: "s1" }, hand: ["Nope"] },
          { id: "b", lifeBase: { card: "Life Base", at: "s2" } },
        ],
      }),
    ).toThrow(`a's hand[0]: no card named "Nope" in the library`);
    expect(() =>
      createGameFromPosition({
        ...base,
        players: [
          { id: "a", lifeBase: { card: "Life Base", at: "zz" } },
          { id: "b", lifeBase: { card: "Life Base", at: "s2" } },
        ],
      }),
    ).toThrow(`a's Life Base: there is no dot "zz" on the board`);
  });
});
