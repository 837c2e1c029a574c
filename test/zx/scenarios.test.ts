// The Z/X scenario corpus (spec/zx/scenarios, copied in test/zx/scenarios): every hand-traced
// scenario runs on the engine and passes.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runScenarioFile } from "./scenario.ts";

const DIR = join(import.meta.dirname, "scenarios");

describe("SCENARIOS-ZX corpus", () => {
  for (const f of readdirSync(DIR).filter((x) => x.endsWith(".scenario.yaml")).sort()) {
    it(f, () => {
      const r = runScenarioFile(join(DIR, f));
      expect(r.failures).toEqual([]);
    });
  }
});
