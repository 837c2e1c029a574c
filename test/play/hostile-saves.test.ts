// Issue 31: `orrery play --load` / `--replay` read a save through the checked reader (a FIFO or
// /dev/zero is refused with one line, in a child process with a timeout so a regression fails
// instead of hanging); a tampered save whose actions no longer replay is refused with one line
// when its saved state does not hold together, instead of crashing the play screen; and no escape
// code from a save reaches the terminal.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playMain } from "../../apps/play/main.ts";
import { readSave } from "../../apps/play/saves.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const TMP = mkdtempSync(join(tmpdir(), "orrery-hostile-save-"));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

async function play(lines: string[], opts: Parameters<typeof playMain>[0] = {}) {
  let out = "";
  let err = "";
  const code = await playMain({ seed: "1", ...opts }, { input: Readable.from(lines.map((l) => `${l}\n`)), out: (s) => void (out += s), err: (s) => void (err += s) });
  return { code, out, err };
}

/** The CLI in a child process, killed after 60 s (the machine may be busy): a hang or a read of
 *  /dev/zero fails the test instead of stalling it. */
function orrery(...args: string[]): Promise<{ status: number | null; signal: string | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(ROOT, "bin/orrery.mjs"), ...args], { timeout: 60_000, stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => void (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => void (out += d.toString()));
    child.stdin.end("q\n");
    child.on("close", (status, signal) => done({ status, signal, out }));
  });
}

type Save = { setup: { deck: { name: string } }; actions: Array<Record<string, unknown>>; state: { players: Array<{ zones: Record<string, string[]> }>; cards: Record<string, { name: string }> } };
let good: Save;
beforeAll(async () => {
  const file = join(TMP, "good.json");
  const r = await play([...Array.from({ length: 40 }, (_, i) => (i % 2 ? "p" : "1")), `save ${file}`, "q"], { first: "you" });
  expect(r.out).toContain(`saved to ${file}`);
  good = JSON.parse(readFileSync(file, "utf8")) as Save;
});

const tampered = (name: string, change: (s: Save) => void): string => {
  const s = structuredClone(good);
  s.actions[0] = { type: "pass", player: "nobody" }; // no longer replays: the saved state is used
  change(s);
  const file = join(TMP, `${name}.json`);
  writeFileSync(file, JSON.stringify(s));
  return file;
};

describe("saves that are not regular files", () => {
  it("--load and --replay of a FIFO or of /dev/zero: one line, exit 1, no hang", { timeout: 120_000 }, async () => {
    const fifo = join(TMP, "save.fifo");
    execFileSync("mkfifo", [fifo]);
    const zero = join(TMP, "zero.json");
    symlinkSync("/dev/zero", zero);
    const runs = ["--load", "--replay"].flatMap((flag) =>
      [
        [fifo, "a FIFO"],
        [zero, "a device"],
      ].map(async ([file, kind]) => ({ file, kind, r: await orrery("play", flag, file!) })),
    );
    for (const { file, kind, r } of await Promise.all(runs)) {
      expect(r.signal, file).toBeNull();
      expect(r.status).toBe(1);
      expect(r.out.trim()).toBe(`error: can't read ${file}: it is not a regular file (${kind})`);
    }
  });
});

describe("a tampered save", () => {
  it.each([
    ["a zone lists a card the state doesn't have", (s: Save) => void s.state.players[0]!.zones.hand!.push("c999"), "you's hand lists a card the state doesn't have"],
    ["a player's zones are gone", (s: Save) => void (s.state.players[0]!.zones = {}), "you has no deck"],
    ["a card's name is not in the library", (s: Save) => void (s.state.cards.c1!.name = "No Such Card"), "card c1 is not a card of the library"],
    ["the cards are gone", (s: Save) => void (s.state.cards = {}), "lists a card the state doesn't have"],
  ])("whose actions no longer replay and whose state is broken (%s) is refused with one line", async (name, change, why) => {
    const file = tampered(name.replace(/\W+/g, "-"), change);
    const r = await play(["q"], { load: file });
    expect(r.code).toBe(1);
    expect(r.err).toContain(`error: ${file}: action 1 no longer replays (there is no player "nobody") and the saved state doesn't load (`);
    expect(r.err).toContain(why);
    expect(r.err.trim().split("\n")).toHaveLength(1);
  });

  it("a sound saved state still resumes when the actions no longer replay", async () => {
    const file = tampered("sound", () => {});
    const r = await play(["q"], { load: file });
    expect(r.code).toBe(0);
    expect(r.out).toContain(`loaded ${file} from its saved state (action 1 of ${good.actions.length} no longer replays`);
  });

  it("escape codes in a save's text never reach the terminal", async () => {
    const file = join(TMP, "escapes.json");
    const s = structuredClone(good);
    s.setup.deck.name = "\u001b[2J\u001b]0;pwned\u0007Evil\u009b31m";
    writeFileSync(file, JSON.stringify(s));
    const loaded = readSave(file);
    expect("save" in loaded && loaded.save.setup.deck.name).toBe("\ufffd[2J\ufffd]0;pwned\ufffdEvil\ufffd31m");
    const r = await play(["q"], { load: file });
    expect(r.code).toBe(0);
    expect(r.out).toContain("Evil");
    expect(r.out).not.toMatch(/[\u001b\u0007\u009b]/);
  });
});
