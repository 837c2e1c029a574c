// The sandbox tab: a game against the AI with the designer's cards in a starter deck. The person
// builds each action step by step (shared/builder.ts narrows the engine's legal actions): what to
// do, then mode, targets, extra costs, dot or path, then payment; dots and pawns that are options
// glow on the board and can be clicked. Beside it: the stack, both players' pools and zones, the
// log with the rule each line follows; undo, save and load (a JSON file) and a replay.
import { keepPicked, narrow, paymentProblem, pick } from "../shared/builder.ts";
import type { BoardData, Choice, ChoiceStep, Cost, LogLine, SandboxSetup, SandboxView } from "../shared/protocol.ts";
import { BoardView, type Picks } from "./board-view.ts";
import { request } from "./client.ts";
import { button, clear, download, h, readPickedFile } from "./dom.ts";

const GROUPS: [Choice["group"], string][] = [
  ["decision", "Decide"],
  ["hand", "Cast from your hand"],
  ["play", "Use what you have in play"],
  ["board", "Move or attack"],
  ["energy", "Energy (no stack, 200.1b)"],
  ["turn", "Turn"],
];

const STEP_PROMPTS: Record<ChoiceStep["kind"], string> = {
  what: "What do you do?",
  mode: "Choose a mode (207.1)",
  target: "Choose a target (200.3) — or click it on the board",
  extra: "Pay the additional cost? (204.4, 207.2)",
  dot: "Choose a dot — or click a glowing dot on the board",
  path: "Choose the path (202.9: no sharp turns)",
  attack: "Attack which summon? — or click it on the board",
  route: "Which way round? (202.8 binds the direction)",
};

const costText = (c: Cost) => {
  const parts = Object.entries(c).filter(([, n]) => n > 0);
  return parts.length ? parts.map(([k, n]) => `${k}${n}`).join(" ") : "nothing";
};

export interface SandboxDeps {
  root: HTMLElement;
  decks: string[];
  board: BoardData;
  cardText(): string;
  status(text: string): void;
}

export class SandboxPanel {
  private view: SandboxView | null = null;
  private picked: string[] = [];
  /** Energy the person picked to pay with; null: the engine's automatic payment. */
  private pay: string[] | null = null;
  private log: LogLine[] = [];
  private autoPass = true;
  private busy = false;
  private readonly boardView: BoardView;
  private readonly el: Record<"setup" | "bar" | "board" | "builder" | "stack" | "players" | "log" | "message", HTMLElement>;
  private setup: Omit<SandboxSetup, "text">;

  constructor(private readonly d: SandboxDeps) {
    this.setup = {
      mode: "quick",
      deck: d.decks.includes("Mystic Marksmen") ? "Mystic Marksmen" : d.decks[0]!,
      aiDeck: d.decks.includes("Verdant Stampede") ? "Verdant Stampede" : d.decks[d.decks.length - 1]!,
      copies: 3,
      seed: 1,
      first: "you",
      crystals: 4,
    };
    this.boardView = new BoardView(d.board);
    this.el = {
      setup: h("form", { class: "setup", "aria-label": "New game" }),
      bar: h("div", { class: "game-bar" }),
      message: h("div", { class: "message", role: "alert" }),
      board: h("div", { class: "board-wrap" }, this.boardView.el),
      builder: h("div", { class: "builder", "aria-label": "Your action" }),
      stack: h("div", { class: "stack" }),
      players: h("div", { class: "players" }),
      log: h("ol", { class: "log", "aria-label": "Game log" }),
    };
    const game = h(
      "div",
      { class: "game", hidden: true },
      this.el.bar,
      this.el.message,
      h(
        "div",
        { class: "game-main" },
        h("div", { class: "game-left" }, this.el.board, h("h3", {}, "Log ", h("small", {}, "(in brackets: the rule, X610Z Comprehensive Rules V1.1)")), this.el.log),
        h("div", { class: "game-side" }, this.el.builder, this.el.stack, this.el.players),
      ),
    );
    d.root.append(this.el.setup, game);
    this.renderSetup();
  }

  // --- setup --------------------------------------------------------------------------------

  private renderSetup(): void {
    const f = this.el.setup;
    clear(f);
    const select = (name: string, value: string, options: [string, string][], onChange: (v: string) => void) => {
      const sel = h("select", { name }, ...options.map(([v, label]) => h("option", { value: v, ...(v === value ? { selected: true } : {}) }, label)));
      sel.addEventListener("change", () => onChange(sel.value));
      return sel;
    };
    const num = (name: string, value: number, min: number, max: number, onChange: (v: number) => void) => {
      const inp = h("input", { type: "number", name, value, min, max, step: 1 });
      inp.addEventListener("change", () => {
        const n = Math.max(min, Math.min(max, Math.floor(Number(inp.value) || 0)));
        inp.value = String(n);
        onChange(n);
      });
      return inp;
    };
    const deckOptions = this.d.decks.map((n): [string, string] => [n, n]);
    f.append(
      h(
        "label",
        {},
        "start ",
        select(
          "mode",
          this.setup.mode,
          [
            ["quick", "quick: crystals out, your card in hand"],
            ["full", "full game (105)"],
          ],
          (v) => (this.setup.mode = v as "quick" | "full"),
        ),
      ),
      h(
        "label",
        {},
        "your deck ",
        select("deck", this.setup.deck, deckOptions, (v) => (this.setup.deck = v)),
      ),
      h(
        "label",
        { title: "copies of each card in the editor added to your deck" },
        "+ copies of your cards ",
        num("copies", this.setup.copies, 0, 10, (v) => (this.setup.copies = v)),
      ),
      h(
        "label",
        {},
        "AI deck ",
        select("aiDeck", this.setup.aiDeck, deckOptions, (v) => (this.setup.aiDeck = v)),
      ),
      h(
        "label",
        {},
        "first ",
        select(
          "first",
          this.setup.first,
          [
            ["you", "you"],
            ["ai", "the AI"],
          ],
          (v) => (this.setup.first = v as "you" | "ai"),
        ),
      ),
      h(
        "label",
        { title: "quick start: crystals in play for each player" },
        "crystals ",
        num("crystals", this.setup.crystals, 0, 12, (v) => (this.setup.crystals = v)),
      ),
      h(
        "label",
        {},
        "seed ",
        num("seed", this.setup.seed, 0, 0xffffffff, (v) => (this.setup.seed = v)),
      ),
    );
    const start = button("Start game", () => void this.start(), { class: "primary", id: "start-game" });
    const load = button("Load game…", () => file.click());
    const file = h("input", { type: "file", accept: ".json,application/json", hidden: true });
    file.addEventListener("change", () => {
      const picked = file.files?.[0];
      file.value = "";
      if (picked) void this.loadFile(picked);
    });
    f.append(h("div", { class: "setup-buttons" }, start, load, file));
    f.addEventListener("submit", (ev) => ev.preventDefault());
  }

  private async start(): Promise<void> {
    await this.run(() => request("newGame", { setup: { ...this.setup, text: this.d.cardText() }, autoPass: this.autoPass }), true);
  }

  private async loadFile(file: File): Promise<void> {
    let save: unknown;
    try {
      save = JSON.parse(await readPickedFile(file));
    } catch (err) {
      this.message(`can't read ${file.name}: ${(err as Error).message}`);
      return;
    }
    await this.run(() => request("load", { save, autoPass: this.autoPass }), true);
  }

  // --- talking to the worker ----------------------------------------------------------------

  private async run(fn: () => Promise<SandboxView & { refused?: string }>, reset = false): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.d.status("the AI is thinking…");
    this.el.builder.classList.add("waiting");
    try {
      const v = await fn();
      if (reset) {
        this.picked = [];
        this.pay = null;
      }
      this.show(v);
      this.message(v.refused ? `refused: ${v.refused}` : (v.notice ?? ""));
      this.d.status("ready");
    } catch (err) {
      this.message((err as Error).message);
      this.d.status("error");
    } finally {
      this.busy = false;
      this.el.builder.classList.remove("waiting");
    }
  }

  private message(text: string): void {
    this.el.message.textContent = text;
    this.el.message.hidden = text === "";
  }

  private perform(choice: Choice, keep: string[] = []): void {
    const action = this.pay && choice.action.type !== "pass" && choice.action.type !== "concede" && choice.action.type !== "answer" ? { ...choice.action, pay: this.pay } : choice.action;
    void this.run(async () => {
      const v = await request("perform", { action, known: this.log.length, autoPass: this.autoPass });
      this.picked = keepPicked(v.choices, keep);
      this.pay = null;
      return v;
    });
  }

  // --- drawing ------------------------------------------------------------------------------

  private show(v: SandboxView): void {
    this.view = v;
    this.log = [...this.log.slice(0, v.log.from), ...v.log.lines];
    (this.d.root.querySelector(".game") as HTMLElement).hidden = false;
    this.el.setup.hidden = true;
    this.renderBar();
    this.renderBuilder();
    this.renderStack();
    this.renderPlayers();
    this.renderLog(v.log.from);
  }

  private renderBar(): void {
    const v = this.view!;
    const bar = this.el.bar;
    clear(bar);
    const phase = { reactivation: "Reactivation Phase", draw: "Draw Phase", action: "Action Phase", end: "End Phase" }[v.turn.phase] ?? v.turn.phase;
    const who = v.turn.active === "you" ? "your" : `${v.turn.active}'s`;
    const state = v.result ?? `turn ${v.turn.number} · ${who} ${phase} · ${v.pending ? `${v.pending.player} must decide` : v.priority ? `priority: ${v.priority}` : "nobody holds priority"}`;
    bar.append(h("span", { class: `turn${v.result ? " over" : ""}`, id: "turn-state" }, state));
    if (v.replay) {
      const { at, of } = v.replay;
      const slider = h("input", { type: "range", min: 0, max: of, value: at, "aria-label": "Replay position" });
      slider.addEventListener("change", () => void this.replay(Number(slider.value)));
      bar.append(
        h("span", { class: "replay-label" }, `replay: action ${at} of ${of}`),
        button("⏮", () => void this.replay(0), { title: "to the start" }),
        button("◀", () => void this.replay(at - 1), { title: "one action back" }),
        slider,
        button("▶", () => void this.replay(at + 1), { title: "one action on" }),
        button("⏭", () => void this.replay(of), { title: "to the end" }),
        button("Back to the game", () => void this.run(() => request("view", { known: 0 }), true), { class: "primary" }),
      );
      return;
    }
    const auto = h("input", { type: "checkbox", ...(this.autoPass ? { checked: true } : {}) });
    auto.addEventListener("change", () => (this.autoPass = auto.checked));
    bar.append(
      button("Undo", () => void this.run(() => request("undo", { known: this.log.length }), true), { disabled: !v.canUndo, title: "back to before your last action" }),
      button("Save…", () => void this.save(), { title: "download the game as a JSON file" }),
      button("Replay", () => void this.replay(0), { disabled: v.actions === 0, title: "step through the game from the start" }),
      button(
        "New game…",
        () => {
          this.el.setup.hidden = !this.el.setup.hidden;
        },
        { title: "show the setup of a new game" },
      ),
      h("label", { class: "auto", title: "pass for you when you can only pass, make energy, or do what no energy of yours could pay" }, auto, " auto-pass"),
    );
  }

  private async save(): Promise<void> {
    try {
      const save = await request("save", {});
      download(`orrery-game-seed${save.setup.seed}.json`, JSON.stringify(save), "application/json");
    } catch (err) {
      this.message((err as Error).message);
    }
  }

  private async replay(at: number): Promise<void> {
    const of = this.view?.replay?.of ?? this.view?.actions ?? 0;
    await this.run(() => request("replay", { at: Math.max(0, Math.min(of, at)) }), true);
  }

  private renderBuilder(): void {
    const v = this.view!;
    const el = this.el.builder;
    clear(el);
    const picks: Picks = { dots: new Map(), cards: new Map() };
    const onPick = (key: string) => {
      this.picked = pick(v.choices, this.picked, key);
      this.pay = null;
      // Energy, passing and answers take one click: nothing more to choose, nothing to pay.
      const done = narrow(v.choices, this.picked).complete;
      if (done && (done.group === "energy" || done.group === "decision" || done.action.type === "pass")) {
        this.perform(done);
        return;
      }
      this.renderBuilder();
    };
    if (v.replay) {
      el.append(h("p", { class: "hint" }, "Replaying: the board shows the game after the chosen action."));
      this.boardView.render(v.pawns, picks, onPick);
      return;
    }
    if (v.result) {
      el.append(h("p", { class: "result" }, v.result), h("p", { class: "hint" }, "Replay it, save it, or start a new game."));
      this.boardView.render(v.pawns, picks, onPick);
      return;
    }
    if (v.choices.length === 0) {
      el.append(h("p", { class: "hint" }, "Waiting for the AI."));
      this.boardView.render(v.pawns, picks, onPick);
      return;
    }
    if (v.pending) el.append(h("p", { class: "prompt" }, v.pending.prompt));
    const now = narrow(v.choices, this.picked);
    if (now.taken.length > 0) {
      const crumbs = h("div", { class: "crumbs" });
      now.taken.forEach((step, i) => {
        crumbs.append(button(step.label, () => ((this.picked = now.taken.slice(0, i).map((s) => s.key)), (this.pay = null), this.renderBuilder()), { class: "crumb", title: "go back to this step" }));
      });
      crumbs.append(button("✕ cancel", () => ((this.picked = []), (this.pay = null), this.renderBuilder()), { class: "cancel" }));
      el.append(crumbs);
    }
    if (now.complete) {
      this.renderPayment(el, now.complete);
    } else if (now.next) {
      const next = now.next;
      el.append(h("h3", {}, STEP_PROMPTS[next.kind] ?? "Choose"));
      if (next.kind === "what" && now.taken.length === 0) {
        for (const [group, title] of GROUPS) {
          const options = next.options.filter((o) => v.choices.find((c) => c.steps[0]?.key === o.step.key)?.group === group);
          if (options.length === 0) continue;
          const list = h("div", { class: `options group-${group}` });
          for (const o of options) {
            const b = button(o.step.label, () => onPick(o.step.key), {
              class: `option${o.payable ? "" : " unpaid"}`,
              "data-key": o.step.key,
              title: o.payable ? "" : "your pool can't pay for this yet: activate crystals first, or it fails (200.5)",
            });
            list.append(b);
            if (o.step.card) picks.cards.set(o.step.card, o.step.key);
          }
          el.append(h("div", { class: "group" }, h("h4", {}, title), list));
        }
        if (!next.options.some((o) => v.choices.find((c) => c.steps[0]?.key === o.step.key)?.group === "board") && v.turn.active === "you" && v.turn.phase === "action" && !v.pending) {
          el.append(h("p", { class: "hint" }, "A summon's move shows here once your pool holds its Movement Energy: activate crystals first (202.2a)."));
        }
        // A pawn that can move or attack: clicking it starts that (move first).
        for (const o of next.options) {
          const c = v.choices.find((x) => x.steps[0]?.key === o.step.key);
          if (c?.group === "board" && o.step.card && !picks.cards.has(o.step.card)) picks.cards.set(o.step.card, o.step.key);
        }
      } else {
        const list = h("div", { class: "options" });
        for (const o of next.options) {
          list.append(button(o.step.label, () => onPick(o.step.key), { class: `option${o.payable ? "" : " unpaid"}`, "data-key": o.step.key }));
          if (o.step.dot) picks.dots.set(o.step.dot, o.step.key);
          if (o.step.card) picks.cards.set(o.step.card, o.step.key);
        }
        el.append(list);
      }
    } else {
      el.append(
        h("p", { class: "hint" }, "That action is no longer possible."),
        button("start over", () => ((this.picked = []), this.renderBuilder())),
      );
    }
    this.boardView.render(v.pawns, picks, onPick);
  }

  /** The last step: what it costs, which energy pays, and the button that announces it. */
  private renderPayment(el: HTMLElement, choice: Choice): void {
    const v = this.view!;
    const me = v.players.find((p) => p.id === "you")!;
    const total = Object.values(choice.cost).reduce((a, b) => a + b, 0);
    el.append(h("p", { class: "summary" }, choice.text));
    const act = button(choice.action.type === "pass" ? "Pass" : choice.action.type === "concede" ? "Give up" : choice.action.type === "answer" ? "Answer" : "Announce", () => this.perform(choice), {
      class: "primary",
      id: "announce",
    });
    if (total > 0) {
      el.append(h("p", {}, `costs ${costText(choice.cost)}; your pool: ${costText(me.pool)}`));
      if (!choice.payable) {
        el.append(h("p", { class: "warn" }, "Your pool can't pay this: activate crystals first (below), or it is announced and fails, the energy lost (200.5)."));
      } else {
        // 204.1c: a colorless cost can be paid with any energy; the person may choose which.
        const units = Object.entries(me.pool).flatMap(([k, n]) => Array<string>(n).fill(k));
        const auto = h("input", { type: "radio", name: "pay", ...(this.pay === null ? { checked: true } : {}) });
        const own = h("input", { type: "radio", name: "pay", ...(this.pay !== null ? { checked: true } : {}) });
        auto.addEventListener("change", () => ((this.pay = null), this.renderBuilder()));
        own.addEventListener("change", () => ((this.pay = []), this.renderBuilder()));
        el.append(h("div", { class: "pay" }, h("label", {}, auto, " pay automatically"), h("label", {}, own, " choose the energy (204.1)")));
        if (this.pay !== null) {
          const picked = this.pay;
          const left = { ...me.pool };
          for (const k of picked) left[k] = (left[k] ?? 0) - 1;
          const pool = h("div", { class: "units" });
          for (const k of units.filter((u, i, a) => a.indexOf(u) === i)) {
            for (let i = 0; i < (left[k] ?? 0); i++) pool.append(button(k, () => ((this.pay = [...picked, k]), this.renderBuilder()), { class: `unit e-${k}`, title: `pay with ${k}` }));
          }
          const chosen = h(
            "div",
            { class: "units chosen" },
            "paying: ",
            ...picked.map((k, i) => button(k, () => ((this.pay = picked.filter((_, j) => j !== i)), this.renderBuilder()), { class: `unit e-${k}`, title: "take back" })),
          );
          const problem = paymentProblem(me.pool, choice.cost, picked);
          el.append(pool, chosen);
          if (problem) {
            el.append(h("p", { class: "hint" }, problem));
            act.disabled = true;
          }
        }
      }
    }
    el.append(act);
    const energy = v.choices.filter((c) => c.group === "energy");
    if (energy.length && total > 0) {
      el.append(h("h4", {}, "Energy"), h("div", { class: "options" }, ...energy.map((c) => button(c.steps[0]!.label, () => this.perform(c, this.picked), { class: "option" }))));
    }
  }

  private renderStack(): void {
    const v = this.view!;
    const el = this.el.stack;
    clear(el);
    el.append(h("h3", {}, "Stack ", h("small", {}, "(top first, 201.2)")));
    if (v.stack.length === 0) el.append(h("p", { class: "hint" }, "empty"));
    else el.append(h("ol", {}, ...v.stack.map((e) => h("li", { class: `p-${e.player}` }, e.label))));
  }

  private renderPlayers(): void {
    const v = this.view!;
    const el = this.el.players;
    clear(el);
    for (const p of v.players) {
      const pool = Object.entries(p.pool).filter(([, n]) => n > 0);
      const box = h(
        "div",
        { class: `player p-${p.id}` },
        h("h3", {}, p.id === "you" ? `You (${v.decks.you})` : `AI (${v.decks.ai})`),
        h("div", { class: "pool", title: "Energy Pool (203.4)" }, "pool ", ...(pool.length ? pool.map(([k, n]) => h("span", { class: `unit e-${k}` }, `${k}${n}`)) : ["empty"])),
        h("div", { class: "zones" }, `hand ${p.hand} · deck ${p.deck} · discard ${p.discard}${p.removed ? ` · removed ${p.removed}` : ""}${p.start ? ` · Summon Dot ${p.start}` : ""}`),
      );
      if (p.permanents.length)
        box.append(h("div", { class: "chips" }, ...p.permanents.map((c) => h("span", { class: "chip", title: c.type }, c.name, c.notes.length ? h("small", {}, ` (${c.notes.join(", ")})`) : null))));
      if (p.handCards.length) {
        const hand = h("div", { class: "hand" });
        for (const c of p.handCards) {
          const casts = v.choices.filter((x) => x.steps[0]?.card === c.card && x.action.type === "cast");
          const cast = casts.find((x) => x.payable) ?? casts[0];
          const b = button(
            h("span", {}, c.name, h("small", {}, ` ${costText(c.cost)}`)),
            () => {
              if (!cast) return;
              this.picked = [cast.steps[0]!.key];
              this.pay = null;
              this.renderBuilder();
            },
            {
              class: `hand-card${cast ? (cast.payable ? " castable" : " unpaid") : ""}`,
              title: cast ? `cast ${c.name}${cast.payable ? "" : " (your pool can't pay it yet)"}` : `${c.name} can't be cast now`,
              disabled: !cast,
            },
          );
          hand.append(b);
        }
        box.append(h("div", { class: "hand-head" }, "your hand"), hand);
      }
      el.append(box);
    }
  }

  private renderLog(from: number): void {
    const el = this.el.log;
    while (el.children.length > from) el.lastElementChild!.remove();
    for (const line of this.log.slice(el.children.length)) {
      el.append(h("li", { class: `log-${line.kind}${line.player ? ` p-${line.player}` : ""}` }, line.text, line.rule ? h("span", { class: "rule" }, line.rule) : null));
    }
    el.scrollTop = el.scrollHeight;
  }
}
