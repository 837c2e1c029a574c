// `orrery play --game zx`: a Z/X game against the Z/X AI, input piped line by line.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { zxPlayMain } from "../../apps/play/zx.ts";

const ROOT = resolve(import.meta.dirname, "../..");

async function play(lines: string[], opts: Record<string, string> = {}) {
  let out = "";
  let err = "";
  const code = await zxPlayMain({ seed: "7", first: "you", ...opts }, { input: Readable.from(lines.map((l) => `${l}\n`)), out: (s) => void (out += s), err: (s) => void (err += s) });
  return { code, out, err };
}

describe("orrery play --game zx", () => {
  it("shows the preparation, the status, the Square, the hand, numbered actions with keys and event lines with rules", async () => {
    const r = await play(["ans-2", "2", "1", "1", "1", "q"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Z/X: you (Red Green Blaze) against the AI (Tidal Choir), seed 7");
    expect(r.out).toContain("Preparation (ZX-402.1) - decision:");
    expect(r.out).toMatch(/AI : Life \d+ {2}Charge \d+ {2}Resource \d+ \(\d+ Reboot\) {2}hand \d+/);
    expect(r.out).toMatch(/You: Life 4 {2}Charge 0 {2}Resource 2/);
    expect(r.out).toContain("(Player Square)");
    expect(r.out).toMatch(/ {2}3 {2}.*\n {2}2 {2}.*\n {2}1 {2}/);
    expect(r.out).toMatch(/Your hand: \n {2}c\d+ {2}\S/);
    expect(r.out).toMatch(/ {3}1 \[end\] end the Resource Phase \(ZX-500\.2\)/);
    expect(r.out).toMatch(/\[res-c\d+\] put .* into your Resource \(ZX-503\.1\)/);
    expect(r.out).toContain("-- Turn 1: your turn (ZX-500.3); Reboot Phase (ZX-501)");
    expect(r.out).toContain("You take the first turn (ZX-402.1 step 7)");
    expect(r.out).toContain("You leave the game.");
  });

  it("refuses an unknown choice, helps on ?, and plays on to the end choosing the last-but-one action", async () => {
    const lines = ["zzz", "?", "1", "1"];
    // Then: the last action but concede, again and again (attacks and plays when there are some).
    const r0 = await play([...lines, "q"]);
    expect(r0.out).toContain('"zzz" is not one of the actions');
    expect(r0.out).toContain("b1 and b3 the Player Squares (ZX-303)");
    let out = "";
    const input = new Readable({ read() {} });
    const done = zxPlayMain({ seed: "7", first: "ai" }, {
      input,
      out: (s) => {
        out += s;
        // Answer each prompt with the action listed just before concede.
        if (s === "> ") {
          const m = [...out.matchAll(/^ +(\d+) \[(?!concede)[^\]]+\]/gm)].pop();
          input.push(`${m ? m[1] : 1}\n`);
        }
      },
      err: () => {},
    });
    expect(await done).toBe(0);
    expect(out).toMatch(/Game over: (you win|the AI wins|a draw) \(ZX-101/);
    expect(out).toMatch(/attacks \(ZX-701\)/);
    expect(out).toMatch(/loses? a Life card: .* \(ZX-704\.1\)/);
  }, 120_000);

  it("runs under the CLI with piped input; bad options exit 2", () => {
    const r = spawnSync("npx", ["orrery", "play", "--game", "zx", "--seed", "3", "--first", "you"], {
      cwd: ROOT,
      input: "2\n1\n1\nq\n",
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.stdout).toContain("Preparation (ZX-402.1)");
    expect(r.stdout).toContain("Turn 1, your Resource Phase (ZX-503)");
    expect(r.status).toBe(0);
    const bad = spawnSync("npx", ["orrery", "play", "--game", "zx", "--deck", "Nope"], { cwd: ROOT, input: "", encoding: "utf8", timeout: 60_000 });
    expect(bad.stderr).toContain('unknown Z/X deck "Nope"');
    expect(bad.status).toBe(2);
  }, 120_000);
});
