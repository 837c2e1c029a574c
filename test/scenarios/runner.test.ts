// The scenario runner's own behaviour (SCENARIOS.md): every way a scenario must fail is reported
// with the step, the expectation, expected and actual; refusals must leave the state unchanged;
// answers are consumed in order and must all be used; a game that never advances can't hang it;
// and the CLI prints one line per scenario and `N passed, N failed`.
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { loadScenarioText } from "../../apps/scenario/loader.ts";
import type { Scenario } from "../../apps/scenario/loader.ts";
import { MAX_ACTIONS_PER_STEP, runScenario } from "../../apps/scenario/runner.ts";
import type { ScenarioOutcome } from "../../apps/scenario/runner.ts";

const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});
import { findScenarioFiles, formatText, summaryLine } from "../../apps/scenario/report.ts";
import type { ScenarioGame } from "../../apps/scenario/engine.ts";
import { main } from "../../cli/main.ts";

const REPO = resolve(import.meta.dirname, "../..");
// A file beside the project's cards, so `cards: [../../cards]` finds the starter set.
const FILE = resolve(REPO, "test/scenarios/inline.scenario.yaml");

const setup = `
cards: [../../cards]
players:
  alice:
    life base: { card: Brass Observatory, at: s1 }
    play: [Tide Shard, Tide Shard, Tide Shard]
    hand: [Starfall, Mind Fog]
    deck: 5 x Tide Shard
  bob:
    life base: { card: Brass Observatory, at: s4 }
    play:
      - { card: Glass Frigate, at: a3 }
    hand: [Focused Ray, Eclipse]
    deck: 5 x Tide Shard
`;

async function load(body: string, name = "inline"): Promise<Scenario> {
  const r = await loadScenarioText(`scenario: ${name}\n${setup}${body}`, FILE);
  if (!r.ok) throw new Error(r.errors.join("\n"));
  return r.scenario;
}
const plain = { green: (s: string) => s, red: (s: string) => s, dim: (s: string) => s };
const run = async (body: string) => runScenario(await load(body));

describe("passing and failing against the engine", () => {
  test("a scenario whose steps and expectations hold passes", async () => {
    const o = await run(`steps:
  - { player: alice, activate: Tide Shard }
  - { player: alice, activate: Tide Shard#2 }
  - { player: alice, cast: Starfall, targets: [bob/Glass Frigate] }
  - { pass: resolve }
expect: { damage: { bob/Glass Frigate: 3 } }`);
    expect(o.failure).toBeNull();
    expect(o.passed).toBe(true);
    expect(o.steps).toBe(4);
  });

  test("a wrong expectation fails, naming the expectation, expected and actual", async () => {
    const o = await run(`steps:
  - { player: alice, activate: Tide Shard }
  - { player: alice, activate: Tide Shard#2 }
  - { player: alice, cast: Starfall, targets: [bob/Glass Frigate] }
  - { pass: resolve }
  - { expect: { damage: { bob/Glass Frigate: 5 }, zone: { alice/discard: [Starfall] }, pool: { alice: { M: 1 } } } }`);
    expect(o.passed).toBe(false);
    expect(o.failure!.step).toBe(4);
    expect(o.failure!.stepText).toBe("{ expect: { damage: { bob/Glass Frigate: 5 }, zone: { alice/discard: [Starfall] }, pool: { alice: { M: 1 } } } }");
    // Starfall deals 3 (card text); the pool was spent in full; the zone expectation holds, so it isn't listed.
    expect(o.failure!.mismatches).toEqual([
      { expectation: "damage bob/Glass Frigate", expected: "5", actual: "3" },
      { expectation: "pool alice", expected: "M1", actual: "empty" },
    ]);
    const text = formatText([o], plain);
    expect(text).toContain("✗ inline");
    expect(text).toContain("step 5 (steps[4]): the expectations do not hold");
    expect(text).toContain("expected: 5");
    expect(text).toContain("actual:   3");
    expect(text.split("\n").at(-1)).toBe("0 passed, 1 failed");
  });

  test("a closing expectation that fails is reported as the closing expect", async () => {
    const o = await run(`expect: { zone: { bob/hand: [Eclipse] } }`);
    expect(o.failure!.step).toBeNull();
    expect(o.failure!.mismatches).toEqual([{ expectation: "zone bob/hand", expected: "[Eclipse]", actual: "[Eclipse, Focused Ray]" }]);
  });

  test("an error step whose action is accepted fails", async () => {
    const o = await run(`steps:\n  - { player: alice, activate: Tide Shard, error: "206.1e" }`);
    expect(o.failure!.message).toBe('the action was accepted, but the step expects it to be refused with "206.1e"');
  });

  test("an error step refused with other words fails, showing the engine's message", async () => {
    const o = await run(`steps:\n  - { player: bob, pass: 1, error: "sharp turn" }`);
    expect(o.failure!.mismatches[0]!.expectation).toBe("error");
    expect(o.failure!.mismatches[0]!.expected).toBe('a message containing "sharp turn"');
    expect(o.failure!.mismatches[0]!.actual).toMatch(/^201\.3 /); // bob doesn't hold priority
  });

  test("error words match case-insensitively", async () => {
    const o = await run(`steps:\n  - { player: bob, pass: 1, error: "DOES NOT HOLD PRIORITY" }`);
    expect(o.passed).toBe(true);
  });

  test("an action refused in a normal step fails with the engine's reason", async () => {
    const o = await run(`steps:\n  - { player: bob, cast: Focused Ray, targets: [alice/Brass Observatory] }`);
    expect(o.failure!.step).toBe(0);
    expect(o.failure!.message).toMatch(/^the engine refused bob's cast of .*: 201\.3 /);
  });

  test("a decision with no scripted answer fails, naming the question", async () => {
    const o = await run(`steps:
  - { player: alice, activate: Tide Shard }
  - { player: alice, activate: Tide Shard#2 }
  - { player: alice, cast: Mind Fog, targets: [player:bob], pay: [M, M] }
  - { pass: resolve }`);
    expect(o.failure!.step).toBe(3);
    expect(o.failure!.message).toMatch(/^bob was asked ".*discard a card.*" \(options: (Focused Ray, Eclipse|Eclipse, Focused Ray)\) and the step has no answer for him$/);
  });

  test("answers are consumed; one left over fails the step", async () => {
    const ok = await run(`steps:
  - { player: alice, activate: Tide Shard }
  - { player: alice, activate: Tide Shard#2 }
  - { player: alice, cast: Mind Fog, targets: [player:bob], pay: [M, M] }
  - { pass: resolve, answers: { bob: [Eclipse] } }
expect: { zone: { bob/hand: [Focused Ray], bob/discard: [Eclipse] } }`);
    expect(ok.passed).toBe(true);
    const left = await run(`steps:
  - { player: alice, activate: Tide Shard }
  - { player: alice, activate: Tide Shard#2 }
  - { player: alice, cast: Mind Fog, targets: [player:bob], pay: [M, M] }
  - { pass: resolve, answers: { bob: [Eclipse, Focused Ray] } }`);
    expect(left.failure!.message).toBe("answers left unused when the step ended: bob: [Focused Ray]");
  });

  test("an answer that is no option fails, listing the options", async () => {
    const o = await run(`steps:
  - { player: alice, activate: Tide Shard }
  - { player: alice, activate: Tide Shard#2 }
  - { player: alice, cast: Mind Fog, targets: [player:bob], pay: [M, M] }
  - { pass: resolve, answers: { bob: [Starfall] } }`);
    expect(o.failure!.message).toMatch(/^bob's answer "Starfall" is not one of the options for /);
  });

  test("`pass: top` with an empty stack fails", async () => {
    const o = await run(`steps:\n  - { pass: top }`);
    expect(o.failure!.message).toBe("`pass: top`, but the stack is empty");
  });
});

/** A stub game: only what the runner touches, with behaviour chosen by the test. */
function stubGame(over: Record<string, unknown>): (s: Scenario) => Promise<ScenarioGame> {
  const state = { stack: [{ id: 1 }], cards: {}, n: 0 };
  const game = {
    state,
    pending: () => null,
    result: () => null,
    priority: () => "alice",
    turn: () => ({ active: "alice", phase: "action", number: 1 }),
    perform: () => ({ ok: true, events: [] }),
    ...over,
  };
  const sg = { game, id: (r: { text: string }) => r.text, target: (t: unknown) => t, nameOf: (id: string) => id };
  return async () => sg as unknown as ScenarioGame;
}

describe("402.6 a cast step's at: answers the placement when the cast resolves", () => {
  // alice's Life Base stands on her starting dot s1: the free summon dots are the ending dots e1-e6
  // (less e4 when bob's Glass Frigate stands there).
  const placing = async (body: string, frigateAt = "a3") => {
    const text = `scenario: placing
cards: [../../cards]
players:
  alice:
    life base: { card: Brass Observatory, at: s1 }
    play: [Verdant Shard]
    hand: [Thornback Boar]
    deck: 5 x Tide Shard
  bob:
    life base: { card: Brass Observatory, at: s4 }
    play:
      - { card: Glass Frigate, at: ${frigateAt} }
    deck: 5 x Tide Shard
${body}`;
    const r = await loadScenarioText(text, FILE);
    if (!r.ok) throw new Error(r.errors.join("\n"));
    return runScenario(r.scenario);
  };

  test("402.6 the cast is on the stack with no dot; when it resolves, in a later step, its pawn goes on the step's at:", async () => {
    const o = await placing(`steps:
  - { player: alice, activate: Verdant Shard }
  - { player: alice, cast: Thornback Boar, at: e4 }
  - { expect: { zone: { alice/cast: [Thornback Boar] }, at: { alice/Thornback Boar: none } } }
  - { pass: resolve }
expect: { at: { alice/Thornback Boar: e4 } }`);
    expect(o.failure).toBeNull();
    expect(o.passed).toBe(true);
  });

  test("402.6 without at: the placement is a decision like any other, answered from the step's answers", async () => {
    const o = await placing(`steps:
  - { player: alice, activate: Verdant Shard }
  - { player: alice, cast: Thornback Boar }
  - { pass: resolve, answers: { alice: [e2] } }
expect: { at: { alice/Thornback Boar: e2 } }`);
    expect(o.failure).toBeNull();
    const unanswered = await placing(`steps:
  - { player: alice, activate: Verdant Shard }
  - { player: alice, cast: Thornback Boar }
  - { pass: resolve }`);
    expect(unanswered.failure?.message).toMatch(/alice was asked "402\.6 alice: where does Thornback Boar come into play\?" \(options: e1, e2, e3, e4, e5, e6\)/);
  });

  test("402.6 an at: taken when the cast resolves fails the scenario and names the free dots", async () => {
    const o = await placing(
      `steps:
  - { player: alice, activate: Verdant Shard }
  - { player: alice, cast: Thornback Boar, at: e4 }
  - { pass: resolve }`,
      "e4",
    );
    expect(o.passed).toBe(false);
    expect(o.failure?.step).toBe(2);
    expect(o.failure?.message).toBe("Thornback Boar was cast with at: e4, but e4 is not free when the cast resolves (402.6; options: e1, e2, e3, e5, e6)");
  });

  test("402.6 an at: no summon of the caster's can ever go on (not his starting dot, not an ending dot) refuses the step, changing nothing", async () => {
    const o = await placing(`steps:
  - { player: alice, activate: Verdant Shard }
  - { player: alice, cast: Thornback Boar, at: a1, error: "402.6" }
  - { player: alice, cast: Thornback Boar, at: s4, error: "starting dot or an ending dot, not s4" }
  - { expect: { zone: { alice/hand: [Thornback Boar] }, stack: [] } }`);
    expect(o.failure).toBeNull();
  });
});

describe("against a stub engine", () => {
  test("a game that never advances stops after the action bound instead of hanging", async () => {
    const s = await load(`steps:\n  - { pass: resolve }`);
    const o = await runScenario(s, stubGame({}));
    expect(o.failure!.message).toBe(`the step did not finish after ${MAX_ACTIONS_PER_STEP} actions (the game does not advance)`);
  });

  test("a refusal that changed the state fails (illegal actions change nothing)", async () => {
    const stub = stubGame({});
    const s = await load(`steps:\n  - { player: alice, pass: 1, error: "no" }`);
    const sg = await stub(s);
    const st = sg.game.state as unknown as { n: number };
    (sg.game as unknown as { perform: () => unknown }).perform = () => {
      st.n++;
      return { ok: false, error: "no, not now" };
    };
    const o = await runScenario(s, async () => sg);
    expect(o.failure!.message).toBe('the action was refused ("no, not now") but the game state changed');
  });

  test("nobody holding priority with a non-empty stack is reported, not looped on", async () => {
    const s = await load(`steps:\n  - { pass: resolve }`);
    const o = await runScenario(s, stubGame({ priority: () => null }));
    expect(o.failure!.message).toBe("the stack is not empty, but nobody holds priority and no decision is pending");
  });

  test("an engine that throws fails the step with its message", async () => {
    const s = await load(`steps:\n  - { player: alice, pass: 1 }`);
    const o = await runScenario(
      s,
      stubGame({
        perform: () => {
          throw new Error("boom");
        },
      }),
    );
    expect(o.failure!.message).toMatch(/^the engine threw: Error: boom/);
  });
});

describe("orrery scenario", () => {
  function capture(): { out: () => string; restore: () => void } {
    let buf = "";
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => {
      buf += String(s);
      return true;
    });
    return { out: () => buf, restore: () => spy.mockRestore() };
  }

  function folder(): string {
    const dir = mkdtempSync(join(tmpdir(), "orrery-scenarios-"));
    temps.push(dir);
    const cards = resolve(REPO, "cards");
    // Relative to the scenario, as card paths are (an absolute one is refused).
    const head = (name: string, at = dir) => `scenario: ${name}\ncards: [${relative(at, cards)}]\n${setup.split("\n").slice(2).join("\n")}`;
    writeFileSync(join(dir, "a-pass.scenario.yaml"), `${head("passes")}\nexpect: { count: { bob/hand: 2 } }\n`);
    writeFileSync(join(dir, "b-fail.scenario.yaml"), `${head("fails")}\nexpect: { count: { bob/hand: 3 } }\n`);
    mkdirSync(join(dir, "nested"));
    writeFileSync(join(dir, "nested", "c-bad.scenario.yaml"), `${head("bad", join(dir, "nested"))}\nsteps:\n  - { player: zed, pass: 1 }\n`);
    writeFileSync(join(dir, "_shared.scenario.yaml"), "not: a scenario\n");
    writeFileSync(join(dir, "notes.yaml"), "not: a scenario\n");
    return dir;
  }

  test("finds *.scenario.yaml recursively, skipping files that start with _", () => {
    const dir = folder();
    expect(findScenarioFiles([dir]).files.map((f) => f.slice(dir.length + 1))).toEqual(["a-pass.scenario.yaml", "b-fail.scenario.yaml", "nested/c-bad.scenario.yaml"]);
  });

  test("one line per scenario, failures explained, `1 passed, 2 failed`, exit code 1", async () => {
    const dir = folder();
    const cap = capture();
    let code: number;
    try {
      code = await main(["scenario", dir]);
    } finally {
      cap.restore();
    }
    const lines = cap.out().trimEnd().split("\n");
    expect(code).toBe(1);
    expect(lines[0]).toBe("✓ passes");
    expect(lines.some((l) => l.startsWith("✗ fails"))).toBe(true);
    expect(lines).toContain("    count bob/hand");
    expect(lines).toContain("      expected: 3");
    expect(lines).toContain("      actual:   2");
    expect(lines.some((l) => l.includes('c-bad.scenario.yaml: steps[0].player: no player "zed"'))).toBe(true);
    expect(lines.at(-1)).toBe("1 passed, 2 failed");
  });

  test("--json, and exit code 0 when all pass", async () => {
    const dir = folder();
    const cap = capture();
    let code: number;
    try {
      code = await main(["scenario", "--json", join(dir, "a-pass.scenario.yaml")]);
    } finally {
      cap.restore();
    }
    expect(code).toBe(0);
    const json = JSON.parse(cap.out()) as { passed: number; failed: number; scenarios: ScenarioOutcome[] };
    expect(json.passed).toBe(1);
    expect(json.failed).toBe(0);
    expect(json.scenarios[0]!.name).toBe("passes");
  });

  test("a folder without any scenario is a usage error (exit 2), not `0 passed, 0 failed`", async () => {
    const dir = mkdtempSync(join(tmpdir(), "orrery-scenarios-"));
    temps.push(dir);
    let said = "";
    const err = vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => ((said += String(s)), true));
    try {
      expect(await main(["scenario", dir])).toBe(2);
    } finally {
      err.mockRestore();
    }
    expect(said).toContain("no *.scenario.yaml files in");
  });

  test("a path that doesn't exist is a usage error", async () => {
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(await main(["scenario", join(tmpdir(), "no-such-orrery-folder")])).toBe(2);
    } finally {
      err.mockRestore();
    }
  });

  test("the summary line counts", () => {
    const o = (passed: boolean) => ({ passed }) as ScenarioOutcome;
    expect(summaryLine([o(true), o(false), o(true)])).toBe("2 passed, 1 failed");
  });
});

describe("engine exceptions while checking", () => {
  test("an engine query that throws fails the expectation instead of crashing the run", async () => {
    const s = await load(`expect: { damage: { bob/Glass Frigate: 0 } }`);
    const o = await runScenario(
      s,
      stubGame({
        damageOn: () => {
          throw new Error("no such card");
        },
      }),
    );
    expect(o.failure!.step).toBeNull();
    expect(o.failure!.message).toMatch(/^the engine threw while the closing expectations were checked: Error: no such card/);
  });
});
