// Reading boards in the scenario form (SCENARIOS.md "Boards"): shapes, and errors that name the key.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileBoard } from "../../runtime/x610z/board.ts";
import { BoardError, parseBoard, parseBoardYaml } from "../../apps/board/yaml.ts";
import { specPath } from "../spec.ts";

function problems(f: () => unknown): string[] {
  try {
    f();
  } catch (err) {
    if (err instanceof BoardError) return err.problems.map((p) => p.message);
    throw err;
  }
  throw new Error("expected a BoardError");
}

const line = {
  center: [0, 0],
  dots: {
    s1: { at: [0, -1], kind: "starting" },
    a: { at: [1, -1] },
    b: { at: [1, 0] },
    e1: { at: [2, 0], kind: "ending" },
  },
  lines: ["s1-a", "a-b", "b-e1"],
};

describe("parseBoard", () => {
  it("600.3 reads dots and lines; a dot without a kind is normal (600.7)", () => {
    const b = parseBoard(line, "line");
    expect(b.name).toBe("line");
    expect(b.dots.a).toEqual({ at: [1, -1], kind: "normal" });
    expect(b.dots.s1!.kind).toBe("starting");
    expect(b.lines).toEqual([
      ["s1", "a"],
      ["a", "b"],
      ["b", "e1"],
    ]);
  });

  it("accepts lines as [a, b] pairs too", () => {
    expect(parseBoard({ ...line, lines: [["s1", "a"]] }).lines).toEqual([["s1", "a"]]);
  });

  it("a line naming an unknown dot is an error naming the line and the dot", () => {
    expect(problems(() => parseBoard({ ...line, lines: ["s1-a", "a-x"] }, "line"))).toEqual(['line "a-x" names unknown dot "x"']);
  });

  it("a bad kind names the dot and lists the kinds", () => {
    const ps = problems(() => parseBoard({ ...line, dots: { ...line.dots, a: { at: [1, -1], kind: "red" } } }));
    expect(ps).toEqual(['dot "a": kind "red" is not a dot kind (normal, starting, ending, no-attack, quest)']);
  });

  it("a line listed twice (either way round), a line to itself and two dots on one spot are errors", () => {
    expect(problems(() => parseBoard({ ...line, lines: ["s1-a", "a-s1"] }))).toEqual(['line "a-s1" is listed twice']);
    expect(problems(() => parseBoard({ ...line, lines: ["a-a"] }))).toEqual(['line "a-a" joins a dot to itself']);
    expect(problems(() => parseBoard({ ...line, dots: { ...line.dots, c: { at: [1, 0] } } }))).toEqual(['dot "c" is at the same place as dot "b" (1, 0)']);
  });

  it("reports every problem at once: missing center, bad coordinates, unknown keys", () => {
    const ps = problems(() => parseBoard({ dots: { a: { at: [1, "x"], colour: "red" } }, lines: "a-b" }));
    expect(ps).toEqual([
      "center must be [x, y] with two numbers",
      'dot "a": unknown key "colour" (a dot has at and kind)',
      'dot "a": at must be [x, y] with two numbers',
      'lines must be a list like ["a-b", "b-c"]',
    ]);
  });

  it("the error message names the board", () => {
    expect(() => parseBoard({ ...line, lines: ["a-x"] }, "line")).toThrow('board "line": line "a-x" names unknown dot "x"');
  });
});

describe("parseBoardYaml", () => {
  it("reads the arc board of spec/scenarios/_arc.yaml: 7 dots, 5 lines", () => {
    const file = specPath("scenarios/_arc.yaml");
    const arc = parseBoardYaml(readFileSync(file, "utf8"), file);
    expect(arc.name).toBe("arc");
    expect(Object.keys(arc.dots)).toEqual(["s1", "a", "b", "c", "d", "e1", "s2"]);
    expect(arc.lines.length).toBe(5);
    expect(compileBoard(arc).starting).toEqual(["s1", "s2"]);
  });

  it("a key given twice inside a dot's flow map is found too, at its second occurrence", () => {
    const text = ["center: [0, 0]", "dots:", "  a: { at: [0, 1], kind: ending, kind: starting }", "lines: []"].join("\n");
    try {
      parseBoardYaml(text, "dup2.yaml");
      throw new Error("expected an error");
    } catch (err) {
      expect(err).toBeInstanceOf(BoardError);
      expect((err as BoardError).problems.map((p) => [p.line, p.column, p.message])).toEqual([[3, 34, 'Map keys must be unique: "kind" is given twice']]); // the second "kind" starts at column 34
    }
  });

  it("a duplicate dot is an error with its line and column", () => {
    const text = ["center: [0, 0]", "dots:", "  a: { at: [0, 1] }", "  a: { at: [0, 2] }", "lines: []"].join("\n");
    try {
      parseBoardYaml(text, "dup.yaml");
      throw new Error("expected an error");
    } catch (err) {
      expect(err).toBeInstanceOf(BoardError);
      const p = (err as BoardError).problems[0]!;
      expect(p.line).toBe(4);
      expect(p.message).toMatch(/unique/i);
      expect((err as BoardError).message).toMatch(/^dup\.yaml:4:/);
    }
  });

  it("a bad line in a scenario's boards: map points at the line's own position", () => {
    const text = ["board: b", "boards:", "  b:", "    center: [0, 0]", "    dots:", "      a: { at: [0, 1] }", "      c: { at: [0, 2] }", "    lines: [a-c, a-z]"].join("\n");
    try {
      parseBoardYaml(text, "s.yaml");
      throw new Error("expected an error");
    } catch (err) {
      const p = (err as BoardError).problems[0]!;
      expect(p.message).toBe('line "a-z" names unknown dot "z"');
      expect([p.line, p.column]).toEqual([8, 18]); // "    lines: [a-c, " is 17 characters
    }
  });

  it("a file with several boards needs a name", () => {
    const text = ["boards:", "  x: { center: [0, 0], dots: { a: { at: [1, 0] } }, lines: [] }", "  y: { center: [0, 0], dots: { b: { at: [1, 0] } }, lines: [] }"].join("\n");
    expect(() => parseBoardYaml(text, "two.yaml")).toThrow(/several boards/);
    expect(Object.keys(parseBoardYaml(text, "two.yaml", "y").dots)).toEqual(["b"]);
    expect(() => parseBoardYaml(text, "two.yaml", "z")).toThrow(/no board named "z"/);
  });
});

describe("compileBoard", () => {
  it("compiles a board once: the same data gives the same compiled board", () => {
    const data = parseBoard(line);
    expect(compileBoard(data)).toBe(compileBoard(data));
  });
});
