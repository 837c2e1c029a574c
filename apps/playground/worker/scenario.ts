// Scenario files in the page: the project's own loader and runner (apps/scenario), with card files
// read from the page instead of the disk. The scenario is taken to stand in /playground/, so
//   cards: [playground.card]                 the editor's text
//   cards: [cards] or [cards/NAME.card]      the starter set (cards/*.card of the repository)
// and, so that scenarios written beside other card files run too, any other `.card` path whose
// file name is not a starter file's is the editor's text (`../cards/core.card` with core.card
// pasted into the editor). A folder is the starter set (shims/fs.ts answers the loader's folder
// check in the browser).
//
// The runner stops at the first failing step; the report marks the steps before it passed, that
// one failed and the rest not run.
import { compile } from "../../../compiler/index.ts";
import type { CardDefinition } from "../../../runtime/x610z/abilities.ts";
import { defaultBoards } from "../../../runtime/x610z/boards/index.ts";
import { loadScenarioText, type CardFileLoader } from "../../scenario/loader.ts";
import { runScenario } from "../../scenario/runner.ts";
import { EDITOR_FILE, type ScenarioReport } from "../shared/protocol.ts";

const SCENARIO_DIR = "/playground";

export async function runScenarioText(yaml: string, name: string, editorText: string, starter: { file: string; text: string }[]): Promise<ScenarioReport> {
  const cache = new Map<string, { cards: CardDefinition[]; errors: string[] }>();
  const loadCards: CardFileLoader = async (abs) => {
    const base = abs.split("/").pop() ?? abs;
    const file = starter.find((f) => f.file === base);
    const text = file ? file.text : editorText;
    const label = file ? `cards/${file.file}` : EDITOR_FILE;
    const hit = cache.get(label);
    if (hit) return hit;
    const out = compile(text, label);
    const result = {
      cards: out.cards,
      errors: out.diagnostics.filter((d) => d.severity === "error").map((d) => `${label}:${d.line}:${d.column} ${d.message}`),
    };
    cache.set(label, result);
    return result;
  };
  const safeName = (name.split(/[\\/]/).pop() || "scenario.yaml").replace(/[^\w.-]/g, "_");
  const file = `${SCENARIO_DIR}/${safeName}`;
  const loaded = await loadScenarioText(yaml, file, {
    loadCards,
    defaultBoard: async (board) => (Object.hasOwn(defaultBoards, board) ? defaultBoards[board]! : null),
  });
  if (!loaded.ok) return { name: safeName, passed: false, errors: loaded.errors, steps: [], closing: null, failure: null };
  const s = loaded.scenario;
  const outcome = await runScenario(s);
  const failedAt = outcome.failure ? outcome.failure.step : null;
  const steps = s.steps.map((step, i) => ({
    index: i,
    line: step.line,
    text: step.text,
    status: (i < outcome.steps ? "passed" : outcome.failure && failedAt === i ? "failed" : "not run") as "passed" | "failed" | "not run",
  }));
  const closing = s.expect
    ? { text: s.expectText, status: (outcome.passed ? "passed" : outcome.failure && failedAt === null && outcome.steps === s.steps.length ? "failed" : "not run") as "passed" | "failed" | "not run" }
    : null;
  const f = outcome.failure;
  return {
    name: s.name,
    passed: outcome.passed,
    errors: outcome.errors,
    steps,
    closing,
    failure: f ? { where: f.step === null ? (f.stepText ? "closing expect" : "setup") : `step ${f.step + 1}`, message: f.message, mismatches: f.mismatches } : null,
  };
}
