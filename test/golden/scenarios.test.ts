// Golden corpus, part 3: every scenario, the public corpus from its copy in test/golden/spec (so this
// runs without ../shared) and the project's suite in test/scenarios. Each must pass or fail as it did
// when recorded and give the recorded event log byte for byte (its sha256) (README.md).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { playScenario, readGolden, REPO } from "./games.ts";

const golden = readGolden();

describe("golden event logs: every scenario gives the recorded outcome and a byte-identical log", () => {
  it("the recording holds the copied public corpus and the project's own scenarios", () => {
    expect(golden.scenarios.filter((e) => e.name.startsWith("test/golden/spec/scenarios/")).length).toBeGreaterThanOrEqual(5);
    expect(golden.scenarios.filter((e) => e.name.startsWith("test/scenarios/")).length).toBeGreaterThan(100);
  });

  it.each(golden.scenarios.map((e) => [e.name, e] as const))("%s", async (name, recorded) => {
    const file = join(REPO, name);
    expect(existsSync(file), `${name} is gone`).toBe(true);
    expect(await playScenario(file)).toEqual(recorded);
  });
});
