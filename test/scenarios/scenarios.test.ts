// Runs every scenario: the public acceptance corpus (its copy in test/golden/spec/scenarios) and
// the project's own suite (test/scenarios/rules, test/scenarios/cards), one vitest test each. What
// each scenario expects was computed by hand from the rules and card text (see each file).
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { findScenarioFiles, formatText } from "../../apps/scenario/report.ts";
import { runScenarioFile } from "../../apps/scenario/runner.ts";
import { specPath } from "../spec.ts";

const PUBLIC = specPath("scenarios");
const plain = { green: (s: string) => s, red: (s: string) => s, dim: (s: string) => s };

const suites: Array<[string, string]> = [
  ["public corpus", PUBLIC],
  ["rules", resolve(import.meta.dirname, "rules")],
  ["cards", resolve(import.meta.dirname, "cards")],
];

for (const [title, dir] of suites) {
  describe(title, () => {
    for (const file of findScenarioFiles([dir]).files) {
      const name = file.slice(dir.length + 1);
      test(name, async () => {
        const outcome = await runScenarioFile(file);
        // On failure the message is the runner's report: the step, the expectation, expected and actual.
        expect(outcome.passed, formatText([outcome], plain)).toBe(true);
      });
    }
  });
}
