// Golden corpus, part 1: the two-player games (every ordered pairing of the starter decks, random
// and heuristic agents). Each game is played again and must give the recorded event log, byte for
// byte (its sha256), the same number of events and actions, and the same result (README.md).
import { describe, expect, it } from "vitest";
import { goldenContext, goldenGames, plainEntry, playGolden, readGolden } from "./games.ts";

const golden = readGolden();
const specs = goldenGames();
const ctx = goldenContext();
const entries = golden.games.filter((e) => e.name.startsWith("2p "));

describe("golden event logs: seeded games are byte-identical to the recording (2 players)", () => {
  it("the corpus is the one recorded: the same games in the same order (re-record only with a named rule change)", () => {
    expect(golden.games.map((e) => e.name)).toEqual(specs.map((s) => s.name));
    expect(entries.length).toBeGreaterThan(100);
  });

  it.each(entries.map((e) => [e.name, e] as const))("%s", (name, recorded) => {
    const spec = specs.find((s) => s.name === name);
    expect(spec, `no game named "${name}" in goldenGames()`).toBeDefined();
    expect(plainEntry(playGolden(spec!, ctx))).toEqual(recorded);
  });
});
