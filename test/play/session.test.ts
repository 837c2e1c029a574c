// `orrery play` driven through its input stream, as a pipe would: keys choose, invalid input is
// refused with a message and asked again, q quits, the end of the input abandons the game, a game
// played to its end prints a result line (106); every screen fits 80x24; a game saved with `save`
// resumes with `--load` (and `load`) where it was, and `--replay` plays it again to the same turn.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { playMain } from "../../apps/play/main.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const TMP = mkdtempSync(join(tmpdir(), "orrery-play-"));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

async function play(lines: string[], opts: Parameters<typeof playMain>[0] = {}) {
  let out = "";
  let err = "";
  const code = await playMain({ seed: "1", ...opts }, { input: Readable.from(lines.map((l) => `${l}\n`)), out: (s) => void (out += s), err: (s) => void (err += s) });
  return { code, out, err };
}

/** The screens of a piped session: each from its status line (" turn 3, ...") to its prompt. */
const screens = (out: string) =>
  out
    .split(/> (?:\n|$)/)
    .slice(0, -1)
    .map((s) => s.slice(Math.max(0, s.indexOf("\n turn ") + 1)).split("\n"));

/** Answers 1 to every question and passes otherwise (a "1" outside a question shows card 1). */
const passer = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? "p" : "1"));

describe("orrery play", () => {
  it("answering 1 and passing plays a full game to a result line, every screen within 80x24", async () => {
    const { code, out } = await play(passer(3000));
    expect(code).toBe(0);
    expect(out).toContain("orrery play on act1, seed 1: you (Mystic Marksmen) against the AI (Verdant Stampede)");
    // The board with its lines, the hand, a question's options numbered.
    expect(out).toMatch(/^(s1|Y1|A1)----n1----/m);
    expect(out).toContain("your hand:");
    expect(out).toMatch(/^1 s1 {3}2 s2 {3}3 s3/m);
    expect(out.trimEnd().split("\n").at(-1)).toMatch(/^result: (you win|ai wins|draw)/);
    const all = screens(out);
    expect(all.length).toBeGreaterThan(20);
    for (const s of all) {
      expect(s.length, s.join("\n")).toBeLessThanOrEqual(24);
      for (const l of s) expect(l.length, l).toBeLessThanOrEqual(80);
    }
  });

  it("refuses what isn't a choice with a clear message and asks again, then q quits", async () => {
    const { code, out } = await play(["x", "0", "99", "q"]);
    expect(code).toBe(0);
    // 105.2a: the first choice is the Life Base's starting dot, 6 of them.
    expect(out).toContain('"x" is not a choice: type a number from 1 to 6, ? for help, or q to quit');
    expect(out).toContain('"0" is not a choice');
    expect(out).toContain('"99" is not a choice');
    expect(out.match(/1-6 answer · \? help · q quit > /g)).toHaveLength(4);
    expect(out.trimEnd().endsWith("game abandoned (you quit)")).toBe(true);
  });

  it("the end of the input abandons the game cleanly", async () => {
    const { code, out } = await play(["1", "2"]);
    expect(code).toBe(0);
    expect(out.trimEnd().endsWith("game abandoned (end of input)")).toBe(true);
  });

  it("exits 2 on an unknown deck, naming the known ones; 1 on a broken save", async () => {
    const { code, err } = await play([], { deck: "Paper Tigers" });
    expect(code).toBe(2);
    expect(err).toContain('--deck: unknown deck "Paper Tigers"; known decks: "Ember Court", "Iron Tide", "Mystic Marksmen", "Verdant Stampede"');
    const missing = await play([], { load: join(TMP, "nothing.json") });
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("can't read");
  });

  it("save, then --load resumes the same game where it was; --replay plays it again to the same turn", async () => {
    const file = join(TMP, "game.json");
    const first = await play([...passer(40), `save ${file}`, "q"], { first: "you" });
    expect(first.out).toContain(`saved to ${file}`);
    const saved = JSON.parse(readFileSync(file, "utf8"));
    expect(saved.format).toBe("orrery-play/1");
    expect(saved.setup).toMatchObject({ seed: 1, board: "act1", first: "you", deck: { name: "Mystic Marksmen" } });
    const last = screens(first.out).at(-1)!;

    const again = await play(["q"], { load: file });
    expect(again.out).toContain(`loaded ${file}: turn ${saved.turn}, ${saved.actions.length} actions replayed`);
    const resumed = screens(again.out)[0]!;
    // Status line, board, pawns and zones as they were.
    const top = (s: string[]) => s.slice(0, s.findIndex((l) => /(^|│ )ai: /.test(l)) + 1);
    expect(top(last).length).toBeGreaterThan(12);
    expect(top(resumed)).toEqual(top(last));

    const replayed = await play([], { replay: file });
    expect(replayed.code).toBe(0);
    expect(replayed.out).toContain(`end of the replay: turn ${saved.turn}, all ${saved.actions.length} actions`);
    expect(replayed.out.trimEnd().split("\n").at(-1)).toContain("end of the replay");
  });

  it("npx orrery play --seed 1 reads a pipe to the end of the game", () => {
    const r = spawnSync("npx", ["orrery", "play", "--seed", "1", "--first", "ai"], { cwd: ROOT, input: passer(3000).join("\n") + "\n", encoding: "utf8", timeout: 50_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("your hand:");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toMatch(/^result: /);
  });
});
