// `orrery play` in a real terminal of 80x24: each test starts the CLI in its own tmux session of
// exactly that size, types keys, reads the screen back (`tmux capture-pane`) and asserts what a
// person would see (#16, "the terminal game, fixed"): every screen fits, keys stay with their
// actions, actions that can't be paid say why, card text on demand, the board with its lines and
// pawns, events with their rules, save/load/replay, colours (and none with NO_COLOR).
//
// Without tmux the tests are skipped with the reason printed, except under CI=true, where they
// fail: CI installs tmux (.ci/run).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const TMP = mkdtempSync(join(tmpdir(), "orrery-pty-"));
const SOCKET = `orrery-pty-${process.pid}`;
const tmuxVersion = spawnSync("tmux", ["-V"], { encoding: "utf8" });
const HAVE_TMUX = tmuxVersion.status === 0;
const WHY_NOT = HAVE_TMUX ? "" : `tmux is not installed (${tmuxVersion.error?.message ?? tmuxVersion.stderr}); apt-get install tmux`;

function tmux(...args: string[]): string {
  const r = spawnSync("tmux", ["-L", SOCKET, ...args], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`tmux ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
}

// A tmux server exits with its last session; a session started while it exits fails ("server
// exited unexpectedly"). One idle session keeps this file's server up until the end.
beforeAll(() => {
  if (HAVE_TMUX) tmux("new-session", "-d", "-s", "keeper", "-x", "80", "-y", "24", "sleep 600");
});

afterAll(() => {
  if (HAVE_TMUX) spawnSync("tmux", ["-L", SOCKET, "kill-server"]);
  rmSync(TMP, { recursive: true, force: true });
});

const PROMPT = /(quit|leaves) >\s*$/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let sessions = 0;

/** `orrery play ARGS` in a tmux session of 80x24. */
class Terminal {
  readonly name = `play${++sessions}`;
  private last = "";

  constructor(args: string[], env: Record<string, string | null> = {}) {
    // Colours follow the terminal unless NO_COLOR says otherwise: neither leaks in from the runner.
    const vars = { NO_COLOR: null, FORCE_COLOR: null, ...env };
    const entries = Object.entries(vars);
    // env takes its -u options before any NAME=VALUE.
    const envArgs = [...entries.filter(([, v]) => v === null).flatMap(([k]) => ["-u", k]), ...entries.filter(([, v]) => v !== null).map(([k, v]) => `${k}=${v}`)];
    const command = ["env", ...envArgs, process.execPath, "bin/orrery.mjs", "play", ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
    tmux("-u", "new-session", "-d", "-s", this.name, "-x", "80", "-y", "24", "-c", ROOT, command);
  }

  /** The screen as tmux shows it; `joined`: wrapped lines joined (so a long line shows as one). */
  screen(opts: { escapes?: boolean; joined?: boolean } = {}): string[] {
    const flags = ["-p", ...(opts.escapes ? ["-e"] : []), ...(opts.joined ? ["-J"] : [])];
    const lines = tmux("capture-pane", ...flags, "-t", this.name)
      .replace(/\n$/, "")
      .split("\n");
    while (lines.length && lines.at(-1)!.trim() === "") lines.pop();
    return lines;
  }

  /** Waits until the screen shows a prompt (and `until`, when given) and has stopped changing. */
  async settle(until?: RegExp, timeout = 20_000): Promise<string[]> {
    const end = Date.now() + timeout;
    let previous = "";
    for (;;) {
      const lines = this.screen();
      const text = lines.join("\n");
      const ready = PROMPT.test(lines.at(-1) ?? "") && (!until || until.test(text)) && text !== this.last;
      if (ready && text === previous) {
        this.last = text;
        return lines;
      }
      if (Date.now() > end) throw new Error(`the screen did not show ${until ?? "a new prompt"} in ${timeout} ms:\n${text}`);
      previous = ready ? text : "";
      await sleep(ready ? 150 : 100);
    }
  }

  /** Types a line (and Enter), then waits for the next screen. */
  async type(text: string, until?: RegExp): Promise<string[]> {
    if (text) tmux("send-keys", "-t", this.name, "-l", "--", text);
    tmux("send-keys", "-t", this.name, "Enter");
    return this.settle(until);
  }

  close(): void {
    spawnSync("tmux", ["-L", SOCKET, "kill-session", "-t", this.name]);
  }
}

/** The fit to 80x24: at most 24 lines, none over 80 columns once wrapped lines are joined, and the
 *  screen's own first line (its status line) still on the screen. */
function fits(t: Terminal): void {
  const joined = t.screen({ joined: true });
  expect(joined.length, joined.join("\n")).toBeLessThanOrEqual(24);
  for (const l of joined) expect(l.length, l).toBeLessThanOrEqual(80);
  expect(joined[0], joined.join("\n")).toMatch(/^ turn \d+, /);
}

/** The card's text lines as its card file writes them (indented under `text:`). */
function cardText(file: string, name: string): string[] {
  const src = readFileSync(join(ROOT, "cards", file), "utf8").split("\n");
  const at = src.indexOf(`card ${name}`);
  const text = src.indexOf("text:", at);
  const out: string[] = [];
  for (let i = text + 1; i < src.length && /^\s+\S/.test(src[i]!); i++) out.push(src[i]!.trim());
  return out;
}

/** A game of seed 1 where you go first, at the start of your first Action Phase: the Life Base on
 *  s1 (105.2a), no Murphy's Law (105.4). */
async function firstTurn(env: Record<string, string | null> = {}): Promise<Terminal> {
  const t = new Terminal(["--seed", "1", "--first", "you"], env);
  await t.settle(/105\.2a/);
  await t.type("1", /105\.4/);
  await t.type("2", /Action Phase; priority: you/);
  return t;
}

const suite = HAVE_TMUX ? describe.concurrent : describe.skip;
if (!HAVE_TMUX && process.env.CI !== "true") console.warn(`test/play/pty.test.ts skipped: ${WHY_NOT}`);

describe("orrery play in an 80x24 terminal (tmux)", () => {
  if (!HAVE_TMUX && process.env.CI === "true") {
    it("needs tmux under CI", () => {
      throw new Error(WHY_NOT);
    });
  }

  suite("the screen", () => {
    it("fits 80x24 on every kind of screen: a question, the actions, help, the board, the log, a card", async () => {
      const t = new Terminal(["--seed", "1", "--first", "you"]);
      try {
        await t.settle(/105\.2a/);
        fits(t);
        await t.type("1", /105\.4/);
        fits(t);
        await t.type("2", /Action Phase/);
        fits(t);
        for (const [key, shows] of [
          ["?", /how to play/],
          ["b", /starting \(601\)/],
          ["l", /the log, page/],
          ["help Focused Ray", /Focused Ray — Effect Card/],
          ["", /your hand:/],
        ] as const) {
          await t.type(key, shows);
          fits(t);
        }
      } finally {
        t.close();
      }
    });

    it("draws the board with its lines and the pawns on their dots", async () => {
      const t = await firstTurn();
      try {
        const screen = t.screen();
        // Orbit 0 with your Life Base (Y1) on s1 and the AI's (A1) on s4; the lines between orbits.
        expect(screen[1]).toMatch(/^Y1----n1----s2----n2----s3----n3----A1----n4/);
        expect(screen[2]).toMatch(/^ {2}\\ {2}\/ {2}\\ {2}\//);
        expect(screen[3]).toMatch(/^---a1----a2----a3/);
        expect(screen[4]).toMatch(/^ {2}\/ {2}\\ {2}\/ {2}\\/);
        expect(screen[9]).toMatch(/^o1----e1----o2----e2/);
        expect(screen.join("\n")).toContain("Y1 Brass Observatory 1/12 · A1 Drifting Citadel 1/9");
      } finally {
        t.close();
      }
    });
  });

  suite("the menu", () => {
    it("keeps a key on its action after another action (stable keys)", async () => {
      const t = await firstTurn();
      try {
        const menu = t.screen();
        // The Life Base's ability and a crystal to cast, by their keys on this screen.
        const ability = /^(\d+) Y1 Brass Observatory: (\d+[a-z]+) ability/m.exec(menu.join("\n"))!;
        const crystal = /^(\d+) Verdant Shard ×3: (\d+[a-z]+) cast/m.exec(menu.join("\n"))!;
        expect(ability, menu.join("\n")).not.toBeNull();
        expect(crystal, menu.join("\n")).not.toBeNull();
        // Focused Ray's actions, listed by its number.
        const rayGroup = /^(\d+) Focused Ray M1:/m.exec(menu.join("\n"))![1]!;
        const rays = (await t.type(rayGroup, /cast Focused Ray targeting/)).filter((l) => / cast Focused Ray /.test(l)).map((l) => l.replace(/ ✗.*$/, ""));
        expect(rays.length).toBeGreaterThan(0);
        await t.type("");
        // Another action: the crystal is cast, the hand and the menu change.
        await t.type(crystal[2]!, /you: cast Verdant Shard \(200\.1b\)/);
        const after = t.screen().join("\n");
        expect(after).toContain(`${ability[1]} Y1 Brass Observatory: ${ability[2]} ability`);
        expect(after).toMatch(new RegExp(`^${rayGroup} Focused Ray M1:`, "m"));
        const raysAfter = (await t.type(rayGroup, /cast Focused Ray targeting/)).filter((l) => / cast Focused Ray /.test(l)).map((l) => l.replace(/ ✗.*$/, ""));
        expect(raysAfter).toEqual(rays);
        // The key read before still does what it said (then the game goes on: the log tells it).
        await t.type("");
        await t.type(ability[2]!);
        expect((await t.type("l", /the log/)).join("\n")).toContain("you: use the ability of Brass Observatory (402.10)");
      } finally {
        t.close();
      }
    });

    it("marks what can't be paid with why, and refuses it instead of failing (200.5)", async () => {
      const t = await firstTurn();
      try {
        const menu = t.screen().join("\n");
        expect(menu).toMatch(/^\d+ Comet Drake M2 B1: ✗ can't pay: needs M2 B1, you have nothing \(200\.5\)$/m);
        const group = /^(\d+) Comet Drake/m.exec(menu)![1]!;
        const items = await t.type(group, /cast Comet Drake/);
        const key = /^(\d+[a-z]+) cast Comet Drake ✗ can't pay: needs M2 B1/m.exec(items.join("\n"))![1]!;
        const refused = await t.type(key, /can't pay for that/);
        expect(refused.join("\n")).toContain("can't pay for that: needs M2 B1, you have nothing (200.5)");
        expect(refused.join("\n")).toMatch(/your hand: Comet Drake M2 B1/);
        expect(refused.join("\n")).not.toContain("you: cast Comet Drake");
      } finally {
        t.close();
      }
    });

    it("shows a card's text (as its card file writes it) and what it does: ? KEY and help NAME", async () => {
      const t = await firstTurn();
      try {
        const group = /^(\d+) Focused Ray M1:/m.exec(t.screen().join("\n"))![1]!;
        const byKey = (await t.type(`? ${group}`, /Focused Ray — Effect Card/)).join("\n");
        const words = (s: string) => s.replace(/\s+/g, " ");
        for (const line of cardText("starter-effects.card", "Focused Ray")) expect(byKey).toContain(line);
        expect(byKey).toContain("cost M1 · non permanent");
        expect(words(byKey)).toContain("it resolves, then goes to the discard pile (206.2)");
        expect(words(byKey)).toContain("deals damage (210)");
        const byName = (await t.type("help Comet Drake", /Comet Drake — Summon Card/)).join("\n");
        for (const line of cardText("starter-summons.card", "Comet Drake")) expect(byName).toContain(line);
        expect(byName).toContain("attack 3 · defense 4 · speed 2 · range 2");
        expect((await t.type("help", /how to play/)).join("\n")).toContain("do action b of card 3");
      } finally {
        t.close();
      }
    });
  });

  suite("events, colours, saved games", () => {
    it("tells every event with its rule: turns (700.1), draws (702.1), crystals (200.1b), resolutions (201.5)", async () => {
      const t = await firstTurn();
      try {
        expect(t.screen().join("\n")).toContain("you draw Focused Ray (702.1)");
        const crystal = /^\d+ Verdant Shard ×3: (\d+[a-z]+) cast/m.exec(t.screen().join("\n"))![1]!;
        expect((await t.type(crystal, /comes into play/)).join("\n")).toContain("you/Verdant Shard comes into play (200.1b)");
        await t.type("pt", /turn 3, your Action Phase/);
        const log = (await t.type("l", /the log/)).join("\n");
        expect(log).toContain("turn 2: ai's turn (700.1)");
        expect(log).toMatch(/resolves: all players passed \(201\.5\)/);
      } finally {
        t.close();
      }
    });

    it("colours the screen in a terminal that has them, and not with NO_COLOR", async () => {
      const [coloured, plain] = await Promise.all([firstTurn(), firstTurn({ NO_COLOR: "1" })]);
      try {
        const withColour = coloured.screen({ escapes: true }).join("\n");
        const without = plain.screen({ escapes: true }).join("\n");
        expect(withColour).toMatch(/\x1b\[[0-9;]*m/);
        expect(without).not.toMatch(/\x1b\[/);
        // The same screen underneath.
        expect(coloured.screen()).toEqual(plain.screen());
      } finally {
        coloured.close();
        plain.close();
      }
    });

    it("save, then load in a new session shows the same game; --replay plays it to the same turn", async () => {
      const file = join(TMP, "saved.json");
      const a = await firstTurn();
      const top = (s: string[]) => s.slice(0, s.findIndex((l) => /(^|│ )ai: /.test(l)) + 1);
      let saved: string[];
      try {
        const crystal = /^\d+ Verdant Shard ×3: (\d+[a-z]+) cast/m.exec(a.screen().join("\n"))![1]!;
        await a.type(crystal, /comes into play/);
        await a.type("pt", /turn 3, your Action Phase/);
        saved = top(await a.type(`save ${file}`, /saved to/));
        expect(saved[0]).toMatch(/^ turn 3, your Action Phase/);
      } finally {
        a.close();
      }
      const b = new Terminal(["--seed", "99"]);
      try {
        await b.settle(/105\.2a/);
        const loaded = await b.type(`load ${file}`, /loaded/);
        expect(top(loaded)).toEqual(saved);
      } finally {
        b.close();
      }
      const c = new Terminal(["--replay", file]);
      try {
        await c.settle(/replay: action 0 of/);
        const end = await c.type("e", /end of the replay: turn 3/);
        expect(top(end)).toEqual(saved);
      } finally {
        c.close();
      }
    });
  });
});
