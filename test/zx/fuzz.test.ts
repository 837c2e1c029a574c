// The Z/X fuzz's small run (issue 31; the full run is `npm run fuzz:zx`, bench/zx-fuzz.ts): hostile
// card files through compile, explain, fmt and build, and games with hostile but legal cards
// (Draw 999999999, Recover 999999999 Life, Deal 999999999 damage, Power +999999999, Z/X that go
// back to hand as they appear) between random agents. No route throws or reports an internal
// error; every game ends by a rule (a win, or a draw by the loop rule), none by its budget.
import { describe, expect, it } from "vitest";
import { FILE_KINDS, fuzzFiles, fuzzGames } from "./fuzz.ts";

describe("fuzz: hostile Z/X card files (compile, explain, fmt, build)", () => {
  it(`200 files of ${FILE_KINDS.length} kinds (huge numbers, nesting, control characters, giant names, unknown sections, token soup, ...): no fault`, () => {
    // Nesting stays within what the dialect's depth guard (another change) will allow.
    const run = fuzzFiles(200, 31_000, { maxDepth: 60, maxChars: 300_000 });
    expect(run.files).toBe(200);
    expect(run.faults).toEqual([]);
    expect(run.cardsBuilt).toBeGreaterThan(0); // some files still hold cards: the routes past compile ran
  }, 300_000);
});

describe("fuzz: Z/X games with hostile but legal cards", () => {
  it("20 games between random agents: no engine fault, each ended by a rule within its budget", () => {
    const run = fuzzGames(20, 31_000, { maxActions: 20_000, seconds: 120, memoryMb: 1024 });
    expect(run.hostileCards).toBe(7);
    expect(run.faults).toEqual([]);
    expect(run.unfinished).toEqual([]);
    expect(run.ended).toBe(20);
  }, 300_000);
});
