// grammar/parser.ts builds each OR's alternatives and each MANY/OPTION/AT_LEAST_ONE body once, in
// a slot of `this.alts` / `this.bodies` numbered by hand (issue 15: rebuilt on every run they were a
// fifth of the parser's garbage). Two places sharing a slot would run one's grammar in the other's
// place: this holds every slot to one place.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const source = readFileSync(new URL("../../grammar/parser.ts", import.meta.url), "utf8");

describe("the parser's reused alternatives", () => {
  for (const table of ["alts", "bodies"]) {
    it(`each this.${table}[N] slot is used in one place, numbered from 0 without gaps`, () => {
      const slots = [...source.matchAll(new RegExp(`this\\.${table}\\[(\\d+)\\]`, "g"))].map((m) => Number(m[1]));
      expect(slots.length).toBeGreaterThan(10);
      expect(new Set(slots).size).toBe(slots.length);
      expect([...slots].sort((a, b) => a - b)).toEqual(slots.map((_, i) => i));
    });
  }
});
