// The playground's sandbox game (apps/playground/worker/session.ts), in Node: decks with the
// designer's cards, the quick start, building and performing actions as the page does, the AI's
// answers, the log with its rule numbers, undo, save and load, replay, a full game start.
import { describe, expect, it } from "vitest";
import { narrow, pick } from "../../apps/playground/shared/builder.ts";
import { AI, HUMAN, type Choice, type SandboxSetup } from "../../apps/playground/shared/protocol.ts";
import { buildDecks, checkSetup, DEFAULT_SETUP, nothingToDo, quickPosition, Sandbox } from "../../apps/playground/worker/session.ts";
import { BOLT, starter } from "./helpers.ts";

const setup = (over: Partial<SandboxSetup> = {}): SandboxSetup => checkSetup({ ...DEFAULT_SETUP, text: BOLT, ...over }, starter());

/** Builds an action the way the page does: the first step by its label, then the given keys'
 *  labels, each by a substring; returns the complete choice. */
function build(choices: Choice[], first: string, ...then: string[]): Choice {
  const firstStep = choices.find((c) => c.steps[0]!.label.includes(first));
  if (!firstStep) throw new Error(`no choice "${first}" among ${choices.map((c) => c.steps[0]!.label).join(" | ")}`);
  let keys = pick(choices, [], firstStep.steps[0]!.key);
  for (const label of then) {
    const n = narrow(choices, keys);
    const o = n.next?.options.find((x) => x.step.label.includes(label));
    if (!o) throw new Error(`no option "${label}" at ${n.next?.kind}: ${n.next?.options.map((x) => x.step.label).join(" | ")}`);
    keys = pick(choices, keys, o.step.key);
  }
  const done = narrow(choices, keys).complete;
  if (!done) throw new Error(`"${first}" is not complete after ${then.join(", ")}`);
  return done;
}

/** Energy, the cast of Ember Dart on the AI's Life Base, then passes until it resolved. */
function castBolt(sb: Sandbox): void {
  let v = sb.view(0);
  expect(sb.perform(build(v.choices, "Tide Shard: energy").action)).toBeNull();
  sb.advance(true);
  v = sb.view(0);
  expect(sb.perform(build(v.choices, "Cast Ember Dart", "ai/").action)).toBeNull();
  sb.advance(true);
  for (let i = 0; i < 20 && sb.view(0).stack.length > 0; i++) {
    v = sb.view(0);
    const pass = v.choices.find((c) => c.action.type === "pass");
    if (!pass) break;
    sb.perform(pass.action);
    sb.advance(true);
  }
}

describe("the sandbox's decks", () => {
  it("adds copies of the designer's cards within their restriction, and a Life Base replaces the deck's", () => {
    const built = buildDecks(setup({ copies: 5 }), starter());
    expect(built.designer).toEqual(["Ember Dart"]);
    expect(built.you.filter((n) => n === "Ember Dart")).toHaveLength(3);
    expect(built.notes.join("\n")).toContain("304.3");
    const lb = ["card Pocket Moon", "type: Life Base Card", "class: Life Base", "stats: attack 0, defense 9, speed 1, range 1", "movement energy: C1", ""].join("\n");
    const withLb = buildDecks(setup({ text: lb }), starter());
    expect(withLb.you[0]).toBe("Pocket Moon");
    expect(withLb.you.filter((n) => withLb.library[n]!.type === "Life Base Card")).toEqual(["Pocket Moon"]);
  });

  it("says when a designer's card takes the name of a starter card, and when cards are left out", () => {
    const same = buildDecks(setup({ text: BOLT.replace("Ember Dart", "Starfall") }), starter());
    expect(same.notes.join("\n")).toContain(`your "Starfall" replaces the starter card`);
    expect(buildDecks(setup({ text: BOLT.replace("Summon.", "Sumon.") }), starter()).notes.join("\n")).toContain("1 error");
  });

  it("refuses setups that name no deck or a seed past 32 bits", () => {
    expect(() => checkSetup({ deck: "Nope" }, starter())).toThrow(/no deck named "Nope"/);
    expect(() => checkSetup({ seed: 2 ** 33 }, starter())).toThrow(/seed/);
    expect(() => checkSetup(null, starter())).toThrow(/not an object/);
  });

  it("a quick start deals the designer's card and the crystals that pay for it", () => {
    const s = setup();
    const pos = quickPosition(s, buildDecks(s, starter()));
    const you = pos.players[0]!;
    expect(you.hand).toContain("Ember Dart");
    expect(you.hand).toHaveLength(7);
    expect(you.play).toHaveLength(4);
    expect(you.play).toContain("Tide Shard"); // M1 needs Mystic energy
    expect(pos.players.map((p) => p.lifeBase.at)).toEqual(["s1", "s4"]);
    expect(pos.turn).toEqual({ active: "you", phase: "action", number: 1 });
  });
});

describe("a sandbox game", () => {
  it("builds the cast step by step, the AI answers, and the log says what happened and why", () => {
    const sb = Sandbox.start(setup(), starter());
    sb.advance(true);
    const v0 = sb.view(0);
    expect(v0.choices.length).toBeGreaterThan(0);
    expect(v0.players.find((p) => p.id === HUMAN)!.handCards.map((c) => c.name)).toContain("Ember Dart");
    expect(v0.players.find((p) => p.id === AI)!.handCards).toEqual([]); // hidden
    castBolt(sb);
    const lines = sb.view(0).log.lines;
    const text = lines.map((l) => `${l.text}${l.rule ? ` (${l.rule})` : ""}`);
    const resolves = text.findIndex((t) => t.startsWith("all players passed in a row: your cast of Ember Dart resolves (201.5)"));
    const damage = text.findIndex((t) => /^ai\/\S.* is dealt 2 damage by Ember Dart \(210\)$/.test(t));
    expect(resolves).toBeGreaterThan(0);
    expect(damage).toBeGreaterThan(resolves);
    expect(text).toContain("you: cast Ember Dart targeting ai/Drifting Citadel (200.1a)");
    expect(text).toContain("Your Energy Pool: M1 (Tide Shard produces) (203.3)");
    expect(text).toContain("Ember Dart goes to your discard pile (206.2)");
    const lb = sb.view(0).pawns.find((p) => p.controller === AI && p.lifeBase)!;
    expect(lb.damage).toBeGreaterThanOrEqual(2);
  });

  it("refuses an action the engine refuses, with its rule, and changes nothing", () => {
    const sb = Sandbox.start(setup(), starter());
    const before = JSON.stringify(sb.game.state);
    const refused = sb.perform({ type: "move", player: HUMAN, card: "c1", path: ["s1", "o1"] });
    expect(refused).toMatch(/^\d{3}/);
    expect(JSON.stringify(sb.game.state)).toBe(before);
    expect(sb.view(0).log.lines.at(-1)).toMatchObject({ kind: "refused" });
    expect(sb.perform({ type: "pass", player: AI })).toBe("you can only act for yourself");
  });

  it("undoes back to before the person's last action", () => {
    const sb = Sandbox.start(setup(), starter());
    sb.advance(true);
    const start = JSON.stringify(sb.game.state);
    const v = sb.view(0);
    sb.perform(build(v.choices, "Tide Shard: energy").action);
    const afterEnergy = JSON.stringify(sb.game.state);
    sb.perform(build(sb.view(0).choices, "Cast Ember Dart", "ai/").action);
    sb.advance(true);
    expect(sb.canUndo).toBe(true);
    sb.undo();
    expect(JSON.stringify(sb.game.state)).toBe(afterEnergy);
    sb.undo();
    expect(JSON.stringify(sb.game.state)).toBe(start);
    expect(sb.canUndo).toBe(false);
    expect(sb.view(7).log.from).toBe(0); // the page replaces its log
  });

  it("saves to JSON and loads back the same game; a bad file is refused with the reason", () => {
    const sb = Sandbox.start(setup(), starter());
    sb.advance(true);
    castBolt(sb);
    const save = JSON.parse(JSON.stringify(sb.save()));
    expect(save).toMatchObject({ format: "orrery-playground/1", game: "x610z", setup: { text: BOLT, seed: 1 } });
    const again = Sandbox.load(save, starter());
    expect(JSON.stringify(again.game.state)).toBe(JSON.stringify(sb.game.state));
    expect(again.view(0).log.lines.map((l) => l.text)).toEqual(sb.view(0).log.lines.map((l) => l.text));
    expect(again.canUndo).toBe(true);
    expect(() => Sandbox.load({ format: "other" }, starter())).toThrow(/not a playground save/);
    expect(() => Sandbox.load({ ...save, actions: [{ type: "cast", player: "you", card: "c999" }] }, starter())).toThrow(/action 1/);
  });

  it("replays a game action by action", () => {
    const sb = Sandbox.start(setup(), starter());
    sb.advance(true);
    castBolt(sb);
    const actions = sb.game.actions;
    const copy = Sandbox.load({ ...sb.save(), actions: [] }, starter());
    copy.replayTo(actions.slice(0, 2), 0);
    expect(copy.game.actions).toHaveLength(2);
    copy.replayTo(actions, 2);
    expect(JSON.stringify(copy.game.state)).toBe(JSON.stringify(sb.game.state));
  });

  it("a full game start asks for the Life Base dot and Murphy's Law, and the person answers", () => {
    const sb = Sandbox.start(setup({ mode: "full", seed: 5 }), starter());
    sb.advance(true);
    let answered = 0;
    for (let i = 0; i < 10; i++) {
      const v = sb.view(0);
      const decision = v.choices.filter((c) => c.group === "decision");
      if (decision.length === 0) break;
      expect(v.pending?.player).toBe(HUMAN);
      expect(sb.perform(decision[0]!.action)).toBeNull();
      answered++;
      sb.advance(true);
    }
    expect(answered).toBeGreaterThan(0);
    const v = sb.view(0);
    expect(v.turn.number).toBeGreaterThanOrEqual(1);
    expect(v.players.find((p) => p.id === HUMAN)!.handCards.length).toBeGreaterThan(0);
    expect(v.log.lines.some((l) => l.rule === "105.4" || l.rule === "105.2a")).toBe(true);
  });

  it("plays to the end when the person only passes: the AI wins, and says how", () => {
    const sb = Sandbox.start(setup({ seed: 3 }), starter());
    sb.advance(true);
    for (let i = 0; i < 400 && !sb.game.result(); i++) {
      const v = sb.view(0);
      const pass = v.choices.find((c) => c.action.type === "pass") ?? v.choices.find((c) => c.group === "decision");
      if (!pass) break;
      sb.perform(pass.action);
      sb.advance(true);
    }
    const v = sb.view(0);
    expect(v.result).toMatch(/^ai wins: /);
    expect(v.choices).toEqual([]);
    expect(v.log.lines.at(-1)).toMatchObject({ kind: "result" });
    // The AI's draws are never named.
    expect(v.log.lines.filter((l) => /^ai draws /.test(l.text)).every((l) => l.text === "ai draws a card")).toBe(true);
  }, 60_000);

  it("auto-pass passes only when the person has nothing he could pay for", () => {
    const sb = Sandbox.start(setup(), starter());
    expect(nothingToDo(sb.game, HUMAN)).toBe(false); // Ember Dart, with a Tide Shard to pay
    const empty = Sandbox.start(setup({ text: "", crystals: 0 }), starter());
    const v = empty.view(0);
    const payable = v.choices.filter((c) => c.action.type !== "pass" && c.action.type !== "concede" && c.payable);
    expect(nothingToDo(empty.game, HUMAN)).toBe(payable.length === 0);
  });
});
