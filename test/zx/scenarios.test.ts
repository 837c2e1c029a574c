// The Z/X scenario corpus (spec/zx/scenarios, copied in test/golden/spec/zx/scenarios): every
// hand-traced scenario runs through the project's scenario runner (apps/scenario/zx.ts) on cards
// compiled from zx-core.card, and passes.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runScenarioFile } from "../../apps/scenario/runner.ts";

const DIR = join(import.meta.dirname, "../golden/spec/zx/scenarios");

describe("SCENARIOS-ZX corpus", () => {
  for (const f of readdirSync(DIR).filter((x) => x.endsWith(".scenario.yaml")).sort()) {
    it(f, async () => {
      const r = await runScenarioFile(join(DIR, f));
      expect(r.errors).toEqual([]);
      expect(r.failure).toBeNull();
      expect(r.passed).toBe(true);
    });
  }
});
