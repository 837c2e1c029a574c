// Z/X golden logs (issue 13): seeded Z/X games give the recorded event-log hashes (zx-games.ts).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { zxGoldenHashes } from "./zx-games.ts";

const FILE = new URL("./zx-golden.json", import.meta.url);

describe("Z/X golden games", () => {
  const now = zxGoldenHashes();
  if (process.env.ZX_GOLDEN_RECORD === "1") writeFileSync(FILE, `${JSON.stringify(now, null, 2)}\n`);
  const recorded = (existsSync(FILE) ? JSON.parse(readFileSync(FILE, "utf8")) : { "(no recording: run with ZX_GOLDEN_RECORD=1)": null }) as typeof now;
  for (const [name, want] of Object.entries(recorded)) {
    it(`${name}: ${want.events} events, the recorded log`, () => expect(now[name]).toEqual(want));
  }
  it("every game ends with a winner", () => expect(Object.values(now).every((g) => g.winner !== null)).toBe(true));
});
