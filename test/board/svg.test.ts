// Drawing a board (apps/board/svg.ts) and the `orrery board` command.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { compileBoard } from "../../runtime/x610z/board.ts";
import { parseBoard } from "../../apps/board/yaml.ts";
import { boardToSvg } from "../../apps/board/svg.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { command } from "../../cli/commands/board.ts";

const temps: string[] = [];
/** A fresh folder, removed after the file's tests. */
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "orrery-board-"));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

const small = parseBoard(
  {
    center: [0, 0],
    dots: {
      s1: { at: [0, -1], kind: "starting" },
      n: { at: [-1, -1], kind: "no-attack" },
      q: { at: [-1, 0], kind: "quest" },
      a: { at: [1, -1] },
      e1: { at: [2, 0], kind: "ending" },
    },
    lines: ["s1-a", "a-e1", "s1-n", "n-q"],
  },
  "small",
);

const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;
const circlesAt = (svg: string, x: string, y: string) =>
  [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="[\d.]+" fill="(#[0-9a-f]+)"/g)].filter((m) => m[1] === x && m[2] === y).map((m) => m[3]);

describe("dot size", () => {
  it("dots are 0.28 of the closest distance between two dots on screen, kept within 4-14 px", () => {
    // The longer side (100) is drawn 760 px wide: scale 7.6. Closest pair 5 apart: 5 * 7.6 * 0.28.
    const radius = (dots: Array<[number, number]>) => {
      const data = { center: [0, 0] as [number, number], dots: Object.fromEntries(dots.map((at, i) => [`d${i}`, { at, kind: "normal" as const }])), lines: [] };
      return Number(/<circle cx="[\d.]+" cy="[\d.]+" r="([\d.]+)"/.exec(boardToSvg(data))![1]);
    };
    expect(
      radius([
        [0, 0],
        [5, 0],
        [100, 0],
      ]),
    ).toBeCloseTo(10.64, 2);
    expect(
      radius([
        [-100, -3],
        [-95, -3],
        [0, -3],
      ]),
    ).toBeCloseTo(10.64, 2); // negative coordinates too
    expect(
      radius([
        [0, 0],
        [50, 0],
        [100, 0],
      ]),
    ).toBe(14); // 106.4 px apart: the largest dot
    expect(
      radius([
        [0, 0],
        [0.1, 0],
        [100, 0],
      ]),
    ).toBe(4); // 0.2 px apart: the smallest
  });
});

describe("boardToSvg", () => {
  it("600.3 draws one line per board line and one label per dot", () => {
    const svg = boardToSvg(small);
    expect(count(svg, /<line /g)).toBe(4);
    for (const id of ["s1", "n", "q", "a", "e1"]) expect(svg).toContain(`>${id}</text>`);
  });

  it("601.1, 602.1, 603.1, 605.1 dots in the rules' colours: starting red with a white ball, ending white with a red ball, no-attack red, quest white with a black ball", () => {
    const svg = boardToSvg(small);
    // Find each dot's drawing by its position: take s1's circles via the first <line> (s1-a) start.
    const [, x1, y1, x2, y2] = /<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/.exec(svg)!;
    expect(circlesAt(svg, x1!, y1!)).toEqual(["#d62828", "#ffffff"]); // s1
    expect(circlesAt(svg, x2!, y2!)).toEqual(["#ffffff"]); // a, normal
    const eLine = [...svg.matchAll(/<line x1="[\d.]+" y1="[\d.]+" x2="([\d.]+)" y2="([\d.]+)"/g)][1]!; // a-e1
    expect(circlesAt(svg, eLine[1]!, eLine[2]!)).toEqual(["#ffffff", "#d62828"]); // e1
    const nq = [...svg.matchAll(/<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/g)][3]!; // n-q
    expect(circlesAt(svg, nq[1]!, nq[2]!)).toEqual(["#d62828"]); // n
    expect(circlesAt(svg, nq[3]!, nq[4]!)).toEqual(["#ffffff", "#111111"]); // q
  });

  it("y points up on the board and down in the picture", () => {
    const svg = boardToSvg(small);
    // s1-a: both at y = -1; a-e1 goes from y = -1 up to y = 0, so its SVG y shrinks.
    const [, , y1, , y2] = [...svg.matchAll(/<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/g)][1]!;
    expect(Number(y2)).toBeLessThan(Number(y1));
  });

  it("is deterministic, and the same for BoardData and its compiled board", () => {
    const pawns = [{ dot: "a", label: "Hunter Dragon", player: "bob" }];
    expect(boardToSvg(small, { pawns, title: "t" })).toBe(boardToSvg(compileBoard(small), { pawns, title: "t" }));
  });

  it("draws pawns in one colour per player and escapes text", () => {
    const svg = boardToSvg(small, {
      title: "Alice & <Bob>",
      pawns: [
        { dot: "s1", label: "Life Base", player: "alice" },
        { dot: "a", label: "Tide Beast", player: "alice" },
        { dot: "e1", label: "Life Base", player: "bob" },
      ],
    });
    expect(svg).toContain("Alice &amp; &lt;Bob&gt;");
    const rings = [...svg.matchAll(/fill="none" stroke="(#[0-9a-f]+)"/g)].map((m) => m[1]);
    expect(rings.length).toBe(3);
    expect(rings[0]).toBe(rings[1]);
    expect(rings[2]).not.toBe(rings[0]);
  });

  it("a pawn on an unknown dot is an error naming it", () => {
    expect(() => boardToSvg(small, { pawns: [{ dot: "zz", label: "X", player: "p" }] })).toThrow('unknown dot "zz"');
  });

  it("draws the Act I board: 156 lines, 60 dot labels", () => {
    const svg = boardToSvg(act1, { title: "act1" });
    expect(count(svg, /<line /g)).toBe(156);
    expect(count(svg, />(s|n|a|b|c|o|e)\d+<\/text>/g)).toBe(60);
  });
});

describe("orrery board", () => {
  let out = "";
  let err = "";
  afterEach(() => vi.restoreAllMocks());
  function capture() {
    out = "";
    err = "";
    vi.spyOn(process.stdout, "write").mockImplementation((s) => ((out += String(s)), true));
    vi.spyOn(process.stderr, "write").mockImplementation((s) => ((err += String(s)), true));
    vi.spyOn(console, "log").mockImplementation((s) => void (out += String(s) + "\n"));
  }

  it("writes the default board as SVG to standard output", async () => {
    capture();
    expect(await command.run({ board: "act1" })).toBe(0);
    expect(out).toBe(boardToSvg(act1, { pawns: [], title: "act1" }));
  });

  it("reads a board from a YAML file and writes it with --out", async () => {
    const dir = tempDir();
    const file = join(dir, "b.yaml");
    writeFileSync(file, "center: [0, 0]\ndots:\n  a: { at: [1, 0] }\n  b: { at: [0, 1], kind: ending }\nlines: [a-b]\n");
    capture();
    expect(await command.run({ board: file, out: join(dir, "b.svg"), pawn: ["a=LB@alice"] })).toBe(0);
    const svg = readFileSync(join(dir, "b.svg"), "utf8");
    expect(count(svg, /<line /g)).toBe(1);
    expect(svg).toContain(">LB</text>");
  });

  it("a dot named __proto__ (the prototype of a plain object, not a key) is an error at its line, not a crash", async () => {
    const dir = tempDir();
    const file = join(dir, "proto.yaml");
    writeFileSync(file, "center: [0, 0]\ndots:\n  s1: { at: [10, 0], kind: starting }\n  __proto__: { at: [9, 3] }\nlines: [s1-__proto__]\n");
    capture();
    expect(await command.run({ board: file })).toBe(1);
    expect(err).toMatch(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:4:\\d+ dot id "__proto__" must be`));
    expect(err).not.toContain("    at ");
  });

  it("a board file with an error exits 1 with the error; an unknown board name exits 2", async () => {
    const dir = tempDir();
    const file = join(dir, "bad.yaml");
    writeFileSync(file, "center: [0, 0]\ndots:\n  a: { at: [1, 0] }\nlines: [a-x]\n");
    capture();
    expect(await command.run({ board: file })).toBe(1);
    expect(err).toContain(`${file}:4:9 line "a-x" names unknown dot "x"`);
    capture();
    expect(await command.run({ board: "act9" })).toBe(2);
    expect(err).toContain('no default board "act9"');
  });

  it("--json prints the board's dot counts", async () => {
    capture();
    expect(await command.run({ board: "act1", json: true })).toBe(0);
    const j = JSON.parse(out);
    expect(j.dots).toBe(60);
    expect(j.lines).toBe(156);
    expect(j.kinds).toEqual({ normal: 36, starting: 6, ending: 6, "no-attack": 6, quest: 6 });
  });

  it("--json with --out writes the SVG there and the counts to stdout; a bad --pawn is refused with --json too", async () => {
    const svgFile = join(tempDir(), "act1.svg");
    capture();
    expect(await command.run({ board: "act1", json: true, out: svgFile })).toBe(0);
    expect(JSON.parse(out).out).toBe(svgFile);
    expect(readFileSync(svgFile, "utf8")).toBe(boardToSvg(act1, { pawns: [], title: "act1" }));
    capture();
    expect(await command.run({ board: "act1", json: true, pawn: ["garbage"] })).toBe(2);
    expect(err).toContain('--pawn "garbage" must be DOT=LABEL@PLAYER');
  });
});
