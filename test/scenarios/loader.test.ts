// The scenario loader (SCENARIOS.md): shapes, defaults and references, and every kind of bad input
// reported as an error naming the file and the key path, never a crash. Card files are stubbed
// with definitions read from the `card NAME` / `type:` lines of the spec's core.card, so these
// tests need no compiler.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { loadScenarioText } from "../../apps/scenario/loader.ts";
import type { CardFileLoader, LoadResult, Scenario } from "../../apps/scenario/loader.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { specPath } from "../spec.ts";

const SPEC = specPath(".");
const CORE = resolve(SPEC, "cards/core.card");
const coreText = readFileSync(CORE, "utf8");

/** Minimal definitions (name and type) of the cards in core.card. */
function stubCards(text: string): CardDefinition[] {
  const out: CardDefinition[] = [];
  for (const block of text.split(/^card /m).slice(1)) {
    const name = block.split("\n")[0]!.trim();
    const type = /^type:\s*(.+)$/m.exec(block)![1]!.trim();
    out.push({ name, type, cost: {}, restriction: 1, permanent: true, abilities: [] });
  }
  return out;
}
const coreCards = stubCards(coreText);
const asked: string[] = [];
const loadCards: CardFileLoader = async (abs) => {
  asked.push(abs);
  return abs === CORE ? { cards: coreCards, errors: [] } : { cards: [], errors: [`cannot read ${abs}`] };
};
const act1Dots = ["s1", "s2", "a1", "b1", "e1"];
const defaultBoard = async (name: string) =>
  name === "act1" ? { center: [0, 0] as [number, number], dots: Object.fromEntries(act1Dots.map((d, i) => [d, { at: [i, 1] as [number, number], kind: "normal" as const }])), lines: [] } : null;

const FILE = resolve(SPEC, "scenarios/stack-lifo.scenario.yaml");
const stackLifo = readFileSync(FILE, "utf8");

async function load(text: string, file = FILE): Promise<LoadResult> {
  return loadScenarioText(text, file, { loadCards, defaultBoard });
}
async function ok(text: string): Promise<Scenario> {
  const r = await load(text);
  if (!r.ok) throw new Error(r.errors.join("\n"));
  return r.scenario;
}
async function errors(text: string): Promise<string[]> {
  const r = await load(text);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.errors;
}

/** A small valid scenario to vary: two players on the default board. */
const base = (extra: string, setup = "") => `
scenario: test
cards: [../cards/core.card]
players:
  alice:
    life base: { card: Life Base, at: s1 }
    play: [Mystic Crystal, Mystic Crystal]
    hand: [Bullseye]
    deck: 3 x Mystic Crystal
${setup}
  bob:
    life base: { card: Life Base, at: s2 }
    play:
      - { card: Hunter Dragon, at: a1, damage: 1, state: activated }
${extra}`;

describe("a public scenario loads as written", () => {
  test("stack-lifo: players in turn order, the board from `boards`, steps and references resolved", async () => {
    const s = await ok(stackLifo);
    expect(s.name).toBe("The starter rules' stack example - a move and an attack answer Divine Intervention (201, 202.8)");
    expect(asked).toContain(CORE); // `cards` is relative to the scenario file
    expect(s.players.map((p) => p.id)).toEqual(["bob", "alice"]);
    expect(s.board.name).toBe("arc");
    expect(Object.keys(s.board.spec!.dots)).toEqual(["s1", "a", "b", "c", "d", "e1", "s2"]);
    expect(s.board.spec!.lines).toEqual([
      ["s1", "a"],
      ["a", "b"],
      ["b", "c"],
      ["c", "d"],
      ["d", "e1"],
    ]);
    expect(s.seed).toBe(2);
    expect(s.turn).toEqual({ active: "bob", phase: "action", number: 1 });
    const alice = s.players[1]!;
    expect(alice.play).toEqual([{ card: "Mystic Crystal" }, { card: "Mystic Crystal" }, { card: "Tide Beast", at: "d" }]);
    expect(alice.deck).toHaveLength(10);
    expect(s.steps).toHaveLength(11);
    const cast = s.steps[4]!;
    expect(cast.kind).toBe("cast");
    if (cast.kind === "cast") expect(cast.targets).toEqual([{ card: { owner: "bob", name: "Hunter Dragon", n: 1, text: "bob/Hunter Dragon" } }]);
    const activate2 = s.steps[3]!;
    if (activate2.kind === "activate") expect(activate2.card.n).toBe(2);
    expect(s.steps[7]!.kind).toBe("passTop");
    expect(s.steps[10]!.kind).toBe("passResolve");
    expect(s.steps[4]!.text).toBe("{ player: alice, cast: Divine Intervention, targets: [bob/Hunter Dragon] }");
    expect(s.expect!.zone).toEqual([
      { player: "bob", zone: "hand", cards: ["Hunter Dragon"] },
      { player: "alice", zone: "discard", cards: ["Divine Intervention", "Tide Beast"] },
    ]);
    expect(s.expect!.stack).toEqual([]);
  });

  test("speed-win: an `error` step keeps its words", async () => {
    const s = await ok(readFileSync(resolve(SPEC, "scenarios/speed-win.scenario.yaml"), "utf8"));
    expect(s.steps[0]).toMatchObject({ kind: "move", path: ["d", "e1"], error: "Movement Energy" });
    expect(s.expect!.winner).toEqual({ players: ["alice"], exact: false });
  });
});

describe("setup forms", () => {
  test("defaults: board act1, seed 1, turn 1 of the first player in his action phase", async () => {
    const s = await ok(base("steps: []"));
    expect(s.board).toEqual({ name: "act1", spec: null });
    expect(s.seed).toBe(1);
    expect(s.turn).toEqual({ active: "alice", phase: "action", number: 1 });
    expect(s.players[0]!.deck).toEqual(["Mystic Crystal", "Mystic Crystal", "Mystic Crystal"]);
    expect(s.players[1]!.play).toEqual([{ card: "Hunter Dragon", at: "a1", damage: 1, state: "activated" }]);
  });

  test("`N x NAME` inside lists, team and start", async () => {
    const s = await ok(base("steps: []", "    discard: [2 x Bullseye, Heal]\n    team: red\n    start: b1"));
    expect(s.players[0]!.discard).toEqual(["Bullseye", "Bullseye", "Heal"]);
    expect(s.players[0]!.team).toBe("red");
    expect(s.players[0]!.start).toBe("b1");
  });

  test("a card named like a count (7 Shooter) is one card", async () => {
    const s = await ok(base("steps: []", "    removed: [7 Shooter]"));
    expect(s.players[0]!.removed).toEqual(["7 Shooter"]);
  });

  test("JSON is valid too", async () => {
    const s = await ok(
      JSON.stringify({
        scenario: "json",
        cards: ["../cards/core.card"],
        players: { a: { "life base": { card: "Life Base", at: "s1" } }, b: { "life base": { card: "Life Base", at: "s2" } } },
        steps: [{ pass: "resolve" }],
      }),
    );
    expect(s.players.map((p) => p.id)).toEqual(["a", "b"]);
    expect(s.steps[0]!.kind).toBe("passResolve");
  });

  test("targets: cards, players and stack entries, in both spellings", async () => {
    const s = await ok(
      base(`steps:
  - { player: alice, cast: Bullseye, targets: [bob/Hunter Dragon, player:bob, stack:1, { player: alice }, { stack: 2 }], extra: 1, mode: 2, pay: [M, C] }`),
    );
    const st = s.steps[0]!;
    expect(st.kind).toBe("cast");
    if (st.kind !== "cast") return;
    expect(st.targets).toEqual([{ card: { owner: "bob", name: "Hunter Dragon", n: 1, text: "bob/Hunter Dragon" } }, { player: "bob" }, { stack: 1 }, { player: "alice" }, { stack: 2 }]);
    expect(st.extra).toBe(1);
    expect(st.mode).toBe(2);
    expect(st.pay).toEqual(["M", "C"]);
  });

  test("expectations of every kind", async () => {
    const s = await ok(
      base(`expect:
  zone: { alice/hand: [Bullseye], bob/discard: [] }
  count: { alice/deck: 3 }
  damage: { bob/Hunter Dragon: 1 }
  stats: { bob/Hunter Dragon: { attack: 3, range: 2 } }
  at: { bob/Hunter Dragon: a1, alice/Mystic Crystal#2: none }
  state: { bob/Hunter Dragon: activated }
  controller: { bob/Hunter Dragon: bob }
  counters: { alice/Mystic Crystal: { activation: 2 } }
  pool: { alice: { M: 1 }, bob: {} }
  stack: ["alice: Bullseye", "bob:  move Hunter Dragon"]
  turn: { active: bob, phase: end }
  priority: none
  winner: [alice, bob]
  loser: none`),
    );
    const e = s.expect!;
    expect(e.count).toEqual([{ player: "alice", zone: "deck", n: 3 }]);
    expect(e.stats[0]!.stats).toEqual({ attack: 3, range: 2 });
    expect(e.at.map((a) => a.dot)).toEqual(["a1", null]);
    expect(e.counters[0]!.counters).toEqual({ activation: 2, time: 0 });
    expect(e.pool).toEqual([
      { player: "alice", pool: { M: 1 } },
      { player: "bob", pool: {} },
    ]);
    expect(e.stack).toEqual(["alice: Bullseye", "bob: move Hunter Dragon"]);
    expect(e.turn).toEqual({ active: "bob", phase: "end" });
    expect(e.priority).toBeNull();
    expect(e.winner).toEqual({ players: ["alice", "bob"], exact: true });
    expect(e.loser).toEqual({ none: true });
  });

  test("answers per player; a card reference is resolved", async () => {
    const s = await ok(base(`steps:\n  - { pass: resolve, answers: { bob: [yes, true], alice: [alice/Mystic Crystal#2, 3] } }`));
    expect(s.steps[0]!.answers).toEqual({
      bob: [{ text: "yes" }, { text: "yes" }],
      alice: [{ text: "alice/Mystic Crystal#2", ref: { owner: "alice", name: "Mystic Crystal", n: 2, text: "alice/Mystic Crystal#2" } }, { text: "3" }],
    });
  });
});

describe("bad input: an error naming the file and the key path", () => {
  test("a copy that doesn't exist", async () => {
    const text = stackLifo.replace("targets: [bob/Hunter Dragon] }", "targets: [bob/Hunter Dragon#2] }");
    const errs = await errors(text);
    expect(errs).toHaveLength(1);
    expect(errs[0]).toContain('stack-lifo.scenario.yaml: steps[4].targets[0]: no card "bob/Hunter Dragon#2"');
    expect(errs[0]).toContain("(line 38, column 59)"); // the target in the file: line 38 of stack-lifo, column of "bob/Hunter Dragon#2"
  });

  test("an unknown key, with a suggestion", async () => {
    const errs = await errors(base(`steps:\n  - { plaeyr: alice, cast: Bullseye }`));
    expect(errs.some((e) => e.includes('steps[0].plaeyr: unknown key "plaeyr"; did you mean "player"?'))).toBe(true);
  });

  test("an unknown card name in a zone", async () => {
    const errs = await errors(base("steps: []").replace("hand: [Bullseye]", "hand: [Bulseye]"));
    expect(errs.join("\n")).toContain('players.alice.hand[0]: no card named "Bulseye" in the scenario\'s card files; did you mean "Bullseye"?');
  });

  test("an unknown player, an unknown dot, an unknown zone", async () => {
    const errs = await errors(
      base(`steps:
  - { player: carol, pass: 1 }
  - { player: bob, move: Hunter Dragon, path: [a1, zz] }
  - { expect: { zone: { bob/graveyard: [] } } }`),
    );
    const all = errs.join("\n");
    expect(all).toContain('steps[0].player: no player "carol" (players: alice, bob)');
    expect(all).toContain('steps[1].path[1]: no dot "zz" on the board');
    expect(all).toContain('steps[2].expect.zone.bob/graveyard: "graveyard" is not a zone');
  });

  test("bad step shapes", async () => {
    const errs = await errors(
      base(`steps:
  - { player: alice }
  - { player: alice, cast: Bullseye, pass: 1 }
  - { pass: 2 }
  - { pass: resolve, player: alice }
  - { end: game }
  - just words
  - { player: alice, move: Life Base }
  - { player: alice, cast: Bullseye, mode: 3 }`),
    );
    const all = errs.join("\n");
    expect(all).toContain("steps[0]: a step needs one of: activate, cast");
    expect(all).toContain("steps[1]: a step does one thing; this one has cast and pass");
    expect(all).toContain("steps[2].pass: pass is 1 (with a player), resolve or top; got 2");
    expect(all).toContain("steps[3].player: `pass: resolve` is every player passing; it takes no player");
    expect(all).toContain('steps[4].end: "game" is not a thing to end');
    expect(all).toContain('steps[5]: a step is a mapping such as { player: alice, cast: Bullseye }, got "just words"');
    expect(all).toContain('steps[6]: missing "path"');
    expect(all).toContain("steps[7].mode: mode is 1 or 2");
  });

  test("a bad board in `boards`: the engine's board reader names the key", async () => {
    const text = stackLifo.replace("lines: [s1-a, a-b, b-c, c-d, d-e1]", "lines: [s1-a, a-q]");
    const errs = await errors(text);
    expect(errs.join("\n")).toContain('boards.arc.lines[1]: line "a-q" names unknown dot "q"');
  });

  test("a board that is neither in `boards` nor a default board", async () => {
    const errs = await errors(base("steps: []").replace("cards:", "board: moon\ncards:"));
    expect(errs.join("\n")).toContain('board: no board "moon"');
  });

  test("YAML syntax errors and duplicate keys are reported, not thrown", async () => {
    expect((await errors("scenario: [unclosed"))[0]).toMatch(/^.*stack-lifo\.scenario\.yaml: .*line 1/);
    expect((await errors("scenario: a\nscenario: b\n"))[0]).toContain("stack-lifo.scenario.yaml");
  });

  test("`cards` names only folders and .card files: never /etc/passwd into the messages", async () => {
    const errs = await errors(
      "scenario: x\ncards: [/etc/passwd]\nplayers:\n  a: { life base: { card: Life Base, at: s1 } }\n  b: { life base: { card: Life Base, at: s2 } }\nexpect: { count: { a/hand: 0 } }\n",
    );
    expect(errs.join("\n")).toContain('cards[0]: "/etc/passwd" is an absolute path; card files are named relative to the scenario');
    expect(errs.join("\n")).not.toContain("root:");
  });

  test("YAML aliases expanded past 100 times (a resource-exhaustion file) are an error, not a crash", async () => {
    const bomb = `scenario: x\nx: &a 1\ny: [${Array.from({ length: 101 }, () => "*a").join(", ")}]\n`;
    expect(await errors(bomb)).toEqual([expect.stringMatching(/stack-lifo\.scenario\.yaml: .*at most 100 times/)]);
  });

  test("not a mapping at all, and missing required keys", async () => {
    expect(await errors("- a list")).toEqual([expect.stringContaining("expected a mapping, got a list")]);
    const errs = await errors("scenario: x\n");
    expect(errs.join("\n")).toContain('missing "cards"');
    expect(errs.join("\n")).toContain('missing "players"');
  });

  test("a card file that does not compile is an error of `cards`", async () => {
    const errs = await errors(base("steps: []").replace("../cards/core.card", "../cards/none.card"));
    expect(errs[0]).toContain("cards[0]: cannot read");
  });

  test("counts of players: at least 2, at most 6", async () => {
    const errs = await errors(`scenario: x\ncards: [../cards/core.card]\nplayers:\n  solo:\n    life base: { card: Life Base, at: s1 }\nsteps: []`);
    expect(errs.join("\n")).toContain("players: 2 to 6 players, got 1");
  });

  test("a life base that is not a Life Base Card", async () => {
    const errs = await errors(base("steps: []").replace("life base: { card: Life Base, at: s2 }", "life base: { card: Hunter Dragon, at: s2 }"));
    expect(errs.join("\n")).toContain('players.bob.life base.card: "Hunter Dragon" is a Summon Card, not a Life Base Card');
  });

  test("an energy letter that isn't one", async () => {
    const errs = await errors(base("expect: { pool: { alice: { m: 1 } } }"));
    expect(errs.join("\n")).toContain('expect.pool.alice.m: "m" is not an energy type');
  });

  test("a summon in play needs a dot, and nothing else stands on one", async () => {
    const errs = await errors(base("steps: []").replace("play: [Mystic Crystal, Mystic Crystal]", "play: [Hunter Dragon, { card: Mystic Crystal, at: a1 }]"));
    const all = errs.join("\n");
    expect(all).toContain('players.alice.play[0]: the summon "Hunter Dragon" in play needs a dot');
    expect(all).toContain('players.alice.play[1].at: only a summon stands on a dot; "Mystic Crystal" is an Energy Crystal Card');
  });
});

describe("extensions beyond SCENARIOS.md", () => {
  test("`cards` may name a folder: every *.card directly in it, sorted", async () => {
    const seen: string[] = [];
    const file = resolve(import.meta.dirname, "folder.scenario.yaml");
    const r = await loadScenarioText(
      `scenario: f\ncards: [../../cards]\nplayers:\n  a: { life base: { card: Brass Observatory, at: s1 } }\n  b: { life base: { card: Brass Observatory, at: s2 } }\nsteps: []\n`,
      file,
      {
        defaultBoard,
        loadCards: async (abs) => {
          seen.push(abs.slice(resolve(import.meta.dirname, "../..").length + 1));
          return { cards: abs.endsWith("starter-summons.card") ? stubCards(readFileSync(abs, "utf8")) : [], errors: [] };
        },
      },
    );
    expect(r.ok).toBe(true);
    expect(seen).toEqual(["cards/starter-crystals.card", "cards/starter-effects.card", "cards/starter-fixed.card", "cards/starter-summons.card"]);
  });

  test("`fixed on` names a permanent in play for an Effect set up fixed", async () => {
    const s = await ok(base("steps: []").replace("play: [Mystic Crystal, Mystic Crystal]", "play: [Mystic Crystal, { card: Crystal Surge, fixed on: alice/Mystic Crystal }]"));
    expect(s.players[0]!.play[1]).toEqual({ card: "Crystal Surge", fixedOn: "alice/Mystic Crystal" });
    const errs = await errors(base("steps: []").replace("play: [Mystic Crystal, Mystic Crystal]", "play: [{ card: Crystal Surge, fixed on: alice/Bullseye }]"));
    expect(errs.join("\n")).toContain('players.alice.play[0].fixed on: "alice/Bullseye" is not a permanent in play');
  });
});

describe("never a crash", () => {
  test("any JSON value, and any slice of a valid scenario, loads or yields errors naming the file", async () => {
    const property = async (text: string) => {
      const r = await load(text);
      if (!r.ok) {
        expect(r.errors.length).toBeGreaterThan(0);
        for (const e of r.errors) expect(e.startsWith(FILE)).toBe(true);
        expect(r.errors.join("\n")).not.toContain("internal error");
      }
    };
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), (v) => property(JSON.stringify(v))),
      { numRuns: 200 },
    );
    await fc.assert(
      fc.asyncProperty(fc.nat(stackLifo.length), fc.nat(stackLifo.length), (a, b) => property(stackLifo.slice(0, Math.min(a, b)) + stackLifo.slice(Math.max(a, b)))),
      { numRuns: 200 },
    );
  });
});
