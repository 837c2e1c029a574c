// Scenario results for people (one line per scenario, a failure explained under it, a closing
// `N passed, N failed`) and for tools (--json). Also finds the scenario files under given paths.
import { readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import type { ScenarioOutcome } from "./runner.ts";

const SCENARIO_SUFFIX = ".scenario.yaml";

/** Every *.scenario.yaml under the given files or folders (recursively, sorted), skipping files
 *  and folders whose name starts with `_` (shared snippets such as _arc.yaml). A path that is
 *  neither is reported, not ignored. */
export function findScenarioFiles(paths: string[]): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith("_") || entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith(SCENARIO_SUFFIX)) files.push(full);
    }
  };
  for (const p of paths) {
    let st;
    try {
      st = statSync(p);
    } catch {
      missing.push(p);
      continue;
    }
    if (st.isDirectory()) walk(p);
    else if (!basename(p).startsWith("_")) files.push(p); // a file named explicitly runs whatever its suffix
  }
  return { files, missing };
}

/** The text report: one line per scenario, details under a failure, and the closing line. */
export function formatText(outcomes: ScenarioOutcome[], color: { green(s: string): string; red(s: string): string; dim(s: string): string }): string {
  const lines: string[] = [];
  for (const o of outcomes) {
    if (o.passed) {
      lines.push(`${color.green("✓")} ${o.name}`);
      continue;
    }
    lines.push(`${color.red("✗")} ${o.name}  ${color.dim(o.file)}`);
    for (const e of o.errors) lines.push(`    ${e}`);
    const f = o.failure;
    if (f) {
      const where = f.step === null ? (f.stepText ? "closing expect" : "setup") : `step ${f.step + 1} (steps[${f.step}])`;
      lines.push(`    ${where}: ${f.message}`);
      if (f.stepText) lines.push(...f.stepText.split("\n").map((l) => `      ${color.dim(l)}`));
      for (const m of f.mismatches) {
        lines.push(`    ${m.expectation}`);
        lines.push(`      expected: ${m.expected}`);
        lines.push(`      actual:   ${m.actual}`);
      }
    }
  }
  lines.push(summaryLine(outcomes));
  return lines.join("\n");
}

export function summaryLine(outcomes: ScenarioOutcome[]): string {
  const passed = outcomes.filter((o) => o.passed).length;
  return `${passed} passed, ${outcomes.length - passed} failed`;
}

export function formatJson(outcomes: ScenarioOutcome[]): string {
  const passed = outcomes.filter((o) => o.passed).length;
  return JSON.stringify({ passed, failed: outcomes.length - passed, scenarios: outcomes }, null, 2);
}
