// `orrery play` driven through its input stream, as a person at a terminal or a pipe would:
// numbers choose, invalid input is refused with a message and asked again, q quits, the end of the
// input abandons the game, and a game played to its end prints a result line (106).
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { playMain } from "../../apps/play/main.ts";

const ROOT = resolve(import.meta.dirname, "../..");

async function play(lines: string[], opts: Parameters<typeof playMain>[0] = {}) {
  let out = "";
  let err = "";
  const code = await playMain({ seed: "1", ...opts }, { input: Readable.from(lines.map((l) => `${l}\n`)), out: (s) => void (out += s), err: (s) => void (err += s) });
  return { code, out, err };
}

describe("orrery play", () => {
  it("always choosing 1 (pass comes first) plays a full game to a result line", async () => {
    const { code, out } = await play(Array(3000).fill("1"));
    expect(code).toBe(0);
    expect(out).toContain("orrery play: you (Mystic Marksmen) against the AI (Verdant Stampede) on act1, seed 1");
    // The board, the pawns, the legal actions numbered.
    expect(out).toMatch(/^\s+0\s+\S+\s+n1!/m);
    expect(out).toContain("pawns:");
    expect(out).toMatch(/^\s+1\) answer: s1$/m);
    expect(out).toContain("your actions:");
    expect(out).toMatch(/^\s+1\) pass$/m);
    expect(out.trimEnd().split("\n").at(-1)).toMatch(/^result: (you win|ai wins|draw)/);
  });

  it("refuses what isn't a choice with a clear message and asks again, then q quits", async () => {
    const { code, out } = await play(["x", "0", "99", "q"]);
    expect(code).toBe(0);
    expect(out).toContain('"x" is not a choice: type a number from 1 to 7, or q to quit');
    expect(out).toContain('"0" is not a choice');
    expect(out).toContain('"99" is not a choice');
    // 105.2a: the first choice is the Life Base's starting dot, 6 of them, and 7) giving up
    // (106.3, at any time); asked four times.
    expect(out).toMatch(/^\s+7\) concede/m);
    expect(out.match(/choose 1-7 \(q quits\)/g)).toHaveLength(4);
    expect(out.trimEnd().endsWith("game abandoned (you quit)")).toBe(true);
  });

  it("the end of the input abandons the game cleanly", async () => {
    const { code, out } = await play(["1", "2"]);
    expect(code).toBe(0);
    expect(out.trimEnd().endsWith("game abandoned (end of input)")).toBe(true);
  });

  it("exits 2 on an unknown deck, naming the known ones", async () => {
    const { code, err } = await play([], { deck: "Paper Tigers" });
    expect(code).toBe(2);
    expect(err).toContain('--deck: unknown deck "Paper Tigers"; known decks: "Ember Court", "Iron Tide", "Mystic Marksmen", "Verdant Stampede"');
  });

  it("npx orrery play --seed 1 reads a pipe to the end of the game", () => {
    const r = spawnSync("npx", ["orrery", "play", "--seed", "1", "--first", "ai"], { cwd: ROOT, input: "1\n".repeat(3000), encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("your actions:");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toMatch(/^result: /);
  });
});
