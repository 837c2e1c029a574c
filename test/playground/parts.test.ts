// The playground's parts that need no browser: narrowing actions click by click, quick fixes,
// plain words, scenarios in the page's file layout, the path shim and the static server.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { END, keepPicked, narrow, paymentProblem, pick } from "../../apps/playground/shared/builder.ts";
import type { Choice, ChoiceStep } from "../../apps/playground/shared/protocol.ts";
import { fixIn, suggestion } from "../../apps/playground/shared/quickfix.ts";
import { EXAMPLE_CARD, scenarioTemplate } from "../../apps/playground/shared/templates.ts";
import { serveStatic, type Served } from "../../apps/playground/serve.ts";
import * as path from "../../apps/playground/shims/path.ts";
import { runScenarioText } from "../../apps/playground/worker/scenario.ts";
import { cardInWords } from "../../apps/playground/worker/words.ts";
import { BOLT, starter, starterFiles } from "./helpers.ts";

const step = (kind: ChoiceStep["kind"], key: string): ChoiceStep => ({ kind, key, label: key });
const choice = (...steps: ChoiceStep[]): Choice => ({ action: { type: "pass", player: steps.map((s) => s.key).join("/") }, steps, text: "", cost: {}, payable: true, group: "hand" });

describe("building an action click by click", () => {
  const choices = [
    choice(step("what", "cast:c1"), step("target", "t0:a"), step("extra", "x0:0")),
    choice(step("what", "cast:c1"), step("target", "t0:b"), step("extra", "x0:0")),
    choice(step("what", "cast:c1"), step("target", "t0:b"), step("extra", "x0:1")),
    choice(step("what", "cast:c2"), step("dot", "at:e1")),
    choice(step("what", "pass")),
  ];

  it("lists the first steps, then narrows by each pick; single options are taken at once", () => {
    expect(narrow(choices, []).next!.options.map((o) => o.step.key)).toEqual(["cast:c1", "cast:c2", "pass"]);
    const a = narrow(choices, ["cast:c1"]);
    expect(a.next!.kind).toBe("target");
    expect(a.next!.options.map((o) => [o.step.key, o.count])).toEqual([
      ["t0:a", 1],
      ["t0:b", 2],
    ]);
    // Target a leaves one extra count: taken, the action is complete.
    const b = narrow(choices, pick(choices, ["cast:c1"], "t0:a"));
    expect(b.complete?.action.player).toBe("cast:c1/t0:a/x0:0");
    expect(b.taken.map((s) => s.key)).toEqual(["cast:c1", "t0:a", "x0:0"]);
    expect(narrow(choices, ["cast:c2"]).complete?.action.player).toBe("cast:c2/at:e1");
    expect(narrow(choices, ["pass"]).complete?.action.player).toBe("pass");
  });

  it("offers ending where some actions end and others go on", () => {
    const mixed = [choice(step("what", "x"), step("extra", "x0:1")), choice(step("what", "x"))];
    const n = narrow(mixed, ["x"]);
    expect(n.next!.options.map((o) => o.step.key)).toEqual([END, "x0:1"]);
    expect(narrow(mixed, pick(mixed, ["x"], END)).complete?.action.player).toBe("x");
    expect(narrow(mixed, pick(mixed, ["x"], "x0:1")).complete?.action.player).toBe("x/x0:1");
  });

  it("keeps a half-built action while it stays legal", () => {
    expect(keepPicked(choices, ["cast:c1", "t0:b"])).toEqual(["cast:c1", "t0:b"]);
    expect(keepPicked(choices, ["cast:c9"])).toEqual([]);
  });

  it("checks a chosen payment like the engine (204.1b-c)", () => {
    expect(paymentProblem({ M: 2, B: 1 }, { M: 1, C: 1 }, ["M", "B"])).toBeNull();
    expect(paymentProblem({ M: 2, B: 1 }, { M: 1, C: 1 }, ["B", "B"])).toMatch(/the pool holds 1 B/);
    expect(paymentProblem({ M: 2, B: 1 }, { M: 1, C: 1 }, ["B"])).toMatch(/M1 needs M energy/);
    expect(paymentProblem({ M: 2, B: 1 }, { M: 1, C: 1 }, ["M"])).toMatch(/2 energy in all/);
  });
});

describe("quick fixes from did-you-mean", () => {
  it("replaces the written words inside the diagnostic's range", () => {
    const msg = `"target Sumon" is not a known target; did you mean "target Summon"?`;
    expect(suggestion(msg)).toEqual({ wrong: "target Sumon", right: "target Summon" });
    expect(fixIn("target Sumon", msg)).toEqual({ at: 0, length: 12, insert: "target Summon" });
    expect(fixIn("cots:", `unknown field "cots"; did you mean "cost"?`)).toEqual({ at: 0, length: 4, insert: "cost" });
    expect(fixIn("something else", msg)).toBeNull();
    expect(suggestion(`card "X" is left out: it has 1 error`)).toBeNull();
  });

  it("every did-you-mean the compiler gives for typos can be applied", () => {
    const text = ["card Zap", "cots: M1", "type: Efect Card", "non permanent", "text:", "  Dael 2 damage to target Sumon.", ""].join("\n");
    const lines = text.split("\n");
    const fixes = compile(text, "t.card").diagnostics.filter((d) => suggestion(d.message));
    expect(fixes.length).toBe(3); // cots, Efect, Dael (a line reports its first syntax error only)
    for (const d of fixes) {
      const range = lines[d.line - 1]!.slice(d.column - 1, d.endLine === d.line ? d.endColumn - 1 : undefined);
      expect(fixIn(range, d.message), d.message).not.toBeNull();
    }
  });
});

describe("plain words", () => {
  it("say what the example card does, with rule numbers", () => {
    const def = compile(EXAMPLE_CARD, "x.card").cards[0]!;
    const words = cardInWords(def);
    expect(words[0]).toContain("casting it costs M1");
    expect(words[1]).toContain("deal 2 damage to the Summon you chose (210)");
    expect(words[1]).toContain("If you also pay M1");
  });

  it("describe every card of the starter set without failing", () => {
    for (const def of Object.values(starter().library)) {
      const words = cardInWords(def);
      expect(words.length).toBeGreaterThanOrEqual(def.abilities.length + 1);
      for (const w of words) expect(w, def.name).not.toMatch(/undefined|\[object/);
    }
  });
});

describe("scenarios in the page", () => {
  it("runs the template for the editor's card: every step passes", async () => {
    const r = await runScenarioText(scenarioTemplate("Ember Dart", "targeted"), "x.scenario.yaml", BOLT, starterFiles.cards);
    expect(r.errors).toEqual([]);
    expect(r.passed).toBe(true);
    expect(r.steps.map((s) => s.status)).toEqual(Array(6).fill("passed"));
    expect(r.closing?.status).toBe("passed");
  });

  it("marks the failing step and the ones after it", async () => {
    const yaml = scenarioTemplate("Ember Dart", "targeted").replace("  - { pass: resolve }", "  - { expect: { damage: { ai/Drifting Citadel: 5 } } }\n  - { pass: resolve }");
    const r = await runScenarioText(yaml, "x.scenario.yaml", BOLT, starterFiles.cards);
    expect(r.passed).toBe(false);
    expect(r.steps.map((s) => s.status)).toEqual(["passed", "passed", "passed", "passed", "passed", "failed", "not run"]);
    expect(r.failure).toMatchObject({ where: "step 6", mismatches: [{ expected: "5" }] });
    expect(r.closing?.status).toBe("not run");
  });

  it("reports a broken file with its errors, naming the editor's file", async () => {
    const r = await runScenarioText(scenarioTemplate("Ember Dart", "targeted"), "../../etc/x.yaml", BOLT.replace("Summon.", "Sumon."), starterFiles.cards);
    expect(r.passed).toBe(false);
    expect(r.errors.join("\n")).toContain("playground.card:7:20");
    expect(r.errors.join("\n")).toContain("/playground/x.yaml");
  });
});

describe("the node:path shim", () => {
  it("resolves, joins and splits POSIX paths", () => {
    expect(path.resolve("/playground", "../cards/core.card")).toBe("/cards/core.card");
    expect(path.resolve("/playground/x", "cards")).toBe("/playground/x/cards");
    expect(path.join("/a/b", "..", "c.card")).toBe("/a/c.card");
    expect(path.join("a", "b")).toBe("a/b");
    expect(path.dirname("/playground/s.yaml")).toBe("/playground");
    expect(path.dirname("s.yaml")).toBe(".");
    expect(path.basename("/a/b/c.card", ".card")).toBe("c");
    expect(path.extname("x.scenario.yaml")).toBe(".yaml");
    expect(path.relative("/a/b", "/a/c/d")).toBe("../c/d");
  });
});

describe("the static server", () => {
  let dir: string;
  let served: Served;
  const get = (p: string, method = "GET") =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((ok, fail) => {
      const req = request(`${served.url.replace(/\/$/, "")}${p}`, { method }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => ok({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on("error", fail);
      req.end();
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "orrery-serve-"));
    mkdirSync(join(dir, "site", "assets"), { recursive: true });
    writeFileSync(join(dir, "site", "index.html"), "<!doctype html><title>t</title>");
    writeFileSync(join(dir, "site", "assets", "a.js"), "export {};");
    writeFileSync(join(dir, "secret.txt"), "secret");
    symlinkSync(join(dir, "secret.txt"), join(dir, "site", "link.txt"));
    served = await serveStatic(join(dir, "site"));
  });
  afterAll(async () => {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the page with its types and its Content-Security-Policy", async () => {
    const index = await get("/");
    expect(index.status).toBe(200);
    expect(index.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(String(index.headers["content-security-policy"])).toContain("script-src 'self'");
    const js = await get("/assets/a.js");
    expect(js.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(js.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves nothing outside its folder, and only GET and HEAD", async () => {
    for (const p of ["/../secret.txt", "/%2e%2e/secret.txt", "/assets/..%2f..%2fsecret.txt", "/link.txt", "/nope.js", "/%E0%A4%A"]) {
      const r = await get(p);
      expect([400, 404], p).toContain(r.status);
      expect(r.body).not.toContain("secret");
    }
    expect((await get("/", "POST")).status).toBe(405);
    expect((await get("/", "HEAD")).body).toBe("");
  });
});
