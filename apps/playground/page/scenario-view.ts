// The scenario tab: a scenario file (SCENARIOS.md) edited or loaded here, run in the worker
// against the editor's cards and the starter set; each step is shown passed, failed or not run,
// with what was expected and what the engine had.
import type { EditorView } from "@codemirror/view";
import type { ScenarioReport } from "../shared/protocol.ts";
import { scenarioTemplate } from "../shared/templates.ts";
import { request } from "./client.ts";
import { button, clear, h, readPickedFile } from "./dom.ts";
import { plainEditor } from "./editor.ts";

export interface ScenarioDeps {
  root: HTMLElement;
  cardText(): string;
  /** The editor's first card, for the template. */
  firstCard(): { name: string; kind: "targeted" | "summon" | "other" } | null;
}

const MARK = { passed: "✓", failed: "✗", "not run": "·" } as const;

export class ScenarioPanel {
  private readonly editor: EditorView;
  private readonly results = h("div", { class: "scenario-results", "aria-live": "polite" });
  private fileName = "playground.scenario.yaml";

  constructor(private readonly d: ScenarioDeps) {
    const file = h("input", { type: "file", accept: ".yaml,.yml,.json", hidden: true });
    file.addEventListener("change", () => {
      const f = file.files?.[0];
      file.value = "";
      if (f) void this.open(f);
    });
    const holder = h("div", { class: "scenario-editor" });
    d.root.append(
      h(
        "p",
        { class: "hint" },
        "A scenario sets up a position, performs steps and states what must hold (SCENARIOS.md). ",
        h("code", {}, "playground.card"),
        " is the editor's text; ",
        h("code", {}, "cards/NAME.card"),
        " (or the folder ",
        h("code", {}, "cards"),
        ") the starter set.",
      ),
      h(
        "div",
        { class: "toolbar" },
        button("Run", () => void this.run(), { class: "primary", id: "run-scenario" }),
        button("Template for my card", () => this.template()),
        button("Open…", () => file.click()),
        file,
      ),
      holder,
      this.results,
    );
    const first = d.firstCard();
    this.editor = plainEditor(holder, scenarioTemplate(first?.name ?? null, first?.kind ?? "targeted"), "Scenario");
  }

  private template(): void {
    const first = this.d.firstCard();
    const text = scenarioTemplate(first?.name ?? null, first?.kind ?? "other");
    this.editor.dispatch({ changes: { from: 0, to: this.editor.state.doc.length, insert: text } });
    this.fileName = "playground.scenario.yaml";
  }

  private async open(f: File): Promise<void> {
    try {
      const text = await readPickedFile(f, 2 * 1024 * 1024);
      this.editor.dispatch({ changes: { from: 0, to: this.editor.state.doc.length, insert: text } });
      this.fileName = f.name;
      await this.run();
    } catch (err) {
      clear(this.results);
      this.results.append(h("p", { class: "warn" }, (err as Error).message));
    }
  }

  async run(): Promise<void> {
    clear(this.results);
    this.results.append(h("p", { class: "hint" }, "running…"));
    let r: ScenarioReport;
    try {
      r = await request("scenario", { yaml: this.editor.state.doc.toString(), file: this.fileName, cardText: this.d.cardText() });
    } catch (err) {
      clear(this.results);
      this.results.append(h("p", { class: "warn" }, (err as Error).message));
      return;
    }
    this.show(r);
  }

  private show(r: ScenarioReport): void {
    const el = this.results;
    clear(el);
    el.append(h("h3", { class: r.passed ? "pass" : "fail", id: "scenario-verdict" }, `${r.passed ? "✓ passed" : "✗ failed"}: ${r.name}`));
    if (r.errors.length) el.append(h("ul", { class: "errors" }, ...r.errors.map((e) => h("li", {}, e))));
    if (r.steps.length) {
      el.append(
        h(
          "ol",
          { class: "steps", start: 1 },
          ...r.steps.map((s) => h("li", { class: `step ${s.status.replace(" ", "-")}`, title: `line ${s.line}: ${s.status}` }, h("span", { class: "mark" }, MARK[s.status]), h("code", {}, s.text))),
        ),
      );
    }
    if (r.closing) el.append(h("div", { class: `step ${r.closing.status.replace(" ", "-")}` }, h("span", { class: "mark" }, MARK[r.closing.status]), " expect ", h("pre", {}, r.closing.text)));
    const f = r.failure;
    if (f) {
      const box = h("div", { class: "failure" }, h("p", {}, h("strong", {}, f.where), `: ${f.message}`));
      for (const m of f.mismatches) {
        box.append(h("dl", {}, h("dt", {}, m.expectation), h("dd", {}, `expected: ${m.expected}`), h("dd", {}, `actual: ${m.actual}`)));
      }
      el.append(box);
    }
  }
}
