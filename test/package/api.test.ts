// The public API is pinned: the exports of every entry point (package.json `exports`), their kinds
// and types as the built .d.ts files give them, must be what api/orrery.api.md says. A deliberate
// change is made with `npm run api:update`, and the report's diff is reviewed with the code.
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiReport, buildInto, exportEntries, REPORT_FILE, ROOT, UPDATE_COMMAND } from "./api-report.ts";

let build = "";
beforeAll(() => {
  mkdirSync(join(ROOT, "tmp"), { recursive: true });
  build = mkdtempSync(join(ROOT, "tmp", "api-test-"));
  buildInto(build);
});
afterAll(() => rmSync(build, { recursive: true, force: true }));

/** The lines only one of two texts has, marked - (report) and + (now), at most `max` of them. */
function changedLines(committed: string, current: string, max = 40): string[] {
  const a = committed.split("\n");
  const b = current.split("\n");
  const inA = new Set(a);
  const inB = new Set(b);
  const out = [...a.filter((l) => !inB.has(l)).map((l) => `- ${l}`), ...b.filter((l) => !inA.has(l)).map((l) => `+ ${l}`)];
  return out.length > max ? [...out.slice(0, max), `... and ${out.length - max} more`] : out;
}

describe("the public API", () => {
  it("is the committed report, api/orrery.api.md", () => {
    const current = apiReport(build);
    const committed = existsSync(REPORT_FILE) ? readFileSync(REPORT_FILE, "utf8") : "";
    const why =
      `The package's public API differs from ${relative(ROOT, REPORT_FILE)}. If the change is meant, run ` +
      `\`${UPDATE_COMMAND}\` and commit the report with the code; if not, undo the change to the exports.\n` +
      changedLines(committed, current).join("\n");
    expect(current === committed, why).toBe(true);
  });

  it("covers every entry point of package.json's exports", () => {
    const report = readFileSync(REPORT_FILE, "utf8");
    const entries = exportEntries().map((e) => e.subpath);
    expect(entries).toEqual(["orrery", "orrery/compiler", "orrery/core", "orrery/x610z", "orrery/zx"]);
    for (const e of entries) expect(report).toContain(`\n## ${e}\n`);
  });

  it("notices an added export, a changed signature and a changed type the exports only refer to (it can fail)", () => {
    const before = apiReport(build);
    const copy = mkdtempSync(join(ROOT, "tmp", "api-changed-"));
    try {
      buildInto(copy);
      appendFileSync(join(copy, "index.d.ts"), "export declare const addedForTheTest: number;\n");
      const abilities = join(copy, "runtime", "x610z", "effects", "damage.d.ts");
      const text = readFileSync(abilities, "utf8");
      expect(text).toContain("export declare const damage: (amount: Amount, to: ObjectRef) => Effect;");
      writeFileSync(abilities, text.replace("export declare const damage: (amount: Amount, to: ObjectRef) => Effect;", "export declare const damage: (amount: Amount) => Effect;"));
      const types = join(copy, "runtime", "x610z", "types.d.ts");
      writeFileSync(types, readFileSync(types, "utf8").replace("export interface TurnInfo {", "export interface TurnInfo {\n    addedForTheTest: string;"));
      const after = apiReport(copy);
      const changed = changedLines(before, after, 1000);
      expect(changed).toContain("+ const addedForTheTest: number;");
      expect(changed).toContain("- const damage: (amount: Amount, to: ObjectRef) => Effect;");
      expect(changed).toContain("+ const damage: (amount: Amount) => Effect;");
      expect(changed).toContain("+     addedForTheTest: string;");
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
