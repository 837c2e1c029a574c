// Board files: the scenario form of a board (SCENARIOS.md "Boards") read from plain data or YAML
// text into the engine's BoardData, with every problem named by its key, line and column. This is
// a file format, so it lives beside the applications that read boards (scenario, board), not in
// the engine: the engine takes BoardData and compiles it (runtime/x610z/board.ts compileBoard).
import { LineCounter, parseDocument, isMap, isSeq, isScalar, visit, type Document, type Node as YamlNode } from "yaml";
import { DOT_KINDS, type BoardData, type DotData, type DotKind } from "../../runtime/x610z/board.ts";

export interface BoardProblem {
  /** Where in the board's data, e.g. ["lines", 2] or ["dots", "a", "kind"]. */
  path: Array<string | number>;
  message: string;
  /** 1-based, when the board came from YAML text. */
  line?: number;
  column?: number;
}

export class BoardError extends Error {
  constructor(
    readonly problems: BoardProblem[],
    readonly boardName?: string,
    readonly file?: string,
  ) {
    super(
      problems
        .map((p) => {
          const where = p.line !== undefined ? `${file ?? "board"}:${p.line}:${p.column} ` : "";
          const board = boardName !== undefined ? `board "${boardName}": ` : "";
          return `${where}${board}${p.message}`;
        })
        .join("\n"),
    );
    this.name = "BoardError";
  }
}

/**
 * Reads a board in the scenario form (SCENARIOS.md): `center: [x, y]`, `dots: { id: { at: [x, y],
 * kind } }` (kind defaults to normal), `lines: ["a-b", ...]` (or `[a, b]` pairs). Reports every
 * problem at once, each naming the offending key; throws BoardError when there is any.
 */
export function parseBoard(raw: unknown, name?: string): BoardData {
  const problems: BoardProblem[] = [];
  const board = readBoard(raw, name, problems);
  if (problems.length > 0 || !board) throw new BoardError(problems, name);
  return board;
}

function readBoard(raw: unknown, name: string | undefined, problems: BoardProblem[]): BoardData | null {
  const bad = (path: Array<string | number>, message: string) => problems.push({ path, message });
  if (!isRecord(raw)) {
    bad([], "a board must be a map with center, dots and lines");
    return null;
  }
  for (const key of Object.keys(raw)) {
    if (!["name", "center", "dots", "lines"].includes(key)) bad([key], `unknown key "${key}" (a board has center, dots and lines)`);
  }
  const center = readPoint(raw.center);
  if (!center) bad(["center"], `center must be [x, y] with two numbers`);

  const dots: Record<string, DotData> = {};
  const seenAt = new Map<string, string>();
  if (!isRecord(raw.dots) || Object.keys(raw.dots).length === 0) {
    bad(["dots"], "dots must be a map of dot ids to { at: [x, y], kind }");
  } else {
    for (const [id, spec] of Object.entries(raw.dots)) {
      if (!/^[A-Za-z0-9_]+$/.test(id) || id === "__proto__") {
        // __proto__ would not be a key of a plain object at all, but its prototype.
        bad(["dots", id], `dot id "${id}" must be letters, digits or _ (a line names two dots as "a-b")${id === "__proto__" ? ", and not __proto__" : ""}`);
        continue;
      }
      if (!isRecord(spec)) {
        bad(["dots", id], `dot "${id}" must be { at: [x, y], kind }`);
        continue;
      }
      for (const key of Object.keys(spec)) {
        if (key !== "at" && key !== "kind") bad(["dots", id, key], `dot "${id}": unknown key "${key}" (a dot has at and kind)`);
      }
      const at = readPoint(spec.at);
      if (!at) bad(["dots", id, "at"], `dot "${id}": at must be [x, y] with two numbers`);
      const kind = spec.kind ?? "normal";
      if (typeof kind !== "string" || !DOT_KINDS.includes(kind as DotKind)) {
        bad(["dots", id, "kind"], `dot "${id}": kind "${String(kind)}" is not a dot kind (${DOT_KINDS.join(", ")})`);
      }
      if (!at) continue;
      const key = `${at[0]},${at[1]}`;
      const other = seenAt.get(key);
      if (other !== undefined) bad(["dots", id, "at"], `dot "${id}" is at the same place as dot "${other}" (${at[0]}, ${at[1]})`);
      seenAt.set(key, id);
      dots[id] = { at, kind: kind as DotKind };
    }
  }

  const lines: Array<[string, string]> = [];
  const seenLines = new Set<string>();
  if (!Array.isArray(raw.lines)) {
    bad(["lines"], `lines must be a list like ["a-b", "b-c"]`);
  } else {
    raw.lines.forEach((entry: unknown, i: number) => {
      let ends: [string, string] | null = null;
      if (typeof entry === "string") {
        const parts = entry.split("-").map((s) => s.trim());
        if (parts.length === 2 && parts[0] && parts[1]) ends = [parts[0], parts[1]];
      } else if (Array.isArray(entry) && entry.length === 2) {
        const [a, b] = entry as unknown[];
        if (typeof a === "string" && typeof b === "string") ends = [a, b];
      }
      if (!ends) {
        bad(["lines", i], `line ${JSON.stringify(entry)} must name two dots as "a-b"`);
        return;
      }
      const label = `${ends[0]}-${ends[1]}`;
      let known = true;
      for (const end of ends) {
        if (isRecord(raw.dots) && !(end in raw.dots)) {
          bad(["lines", i], `line "${label}" names unknown dot "${end}"`);
          known = false;
        }
      }
      if (ends[0] === ends[1]) {
        bad(["lines", i], `line "${label}" joins a dot to itself`);
        return;
      }
      const key = ends[0] < ends[1] ? `${ends[0]}-${ends[1]}` : `${ends[1]}-${ends[0]}`;
      if (seenLines.has(key)) {
        bad(["lines", i], `line "${label}" is listed twice`);
        return;
      }
      seenLines.add(key);
      if (known) lines.push(ends);
    });
  }
  if (raw.name !== undefined && typeof raw.name !== "string") bad(["name"], "name must be a string");
  if (!center) return null;
  const boardName = typeof raw.name === "string" ? raw.name : name;
  return boardName !== undefined ? { name: boardName, center, dots, lines } : { center, dots, lines };
}

/** Map keys given twice in a YAML document, each at its second occurrence: one Set per map, so a
 *  map of 90,000 dots is checked in linear time (the yaml library's own `uniqueKeys` compares
 *  every key with every other one). */
export function duplicateYamlKeys(doc: Document): Array<{ offset: number; message: string }> {
  const out: Array<{ offset: number; message: string }> = [];
  visit(doc, {
    Map(_, map) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : null;
        if (key === null) continue;
        if (seen.has(key)) out.push({ offset: pair.key && isScalar(pair.key) && pair.key.range ? pair.key.range[0] : 0, message: `Map keys must be unique: "${key}" is given twice` });
        seen.add(key);
      }
    },
  });
  return out;
}

/**
 * Reads a board from YAML text: either a board itself (center, dots, lines) or a file with a
 * `boards:` map (a scenario, or spec/scenarios/_arc.yaml), from which `pick` (or the file's
 * `board:`, or its only board) is taken. Problems carry line and column.
 */
export function parseBoardYaml(text: string, file = "board.yaml", pick?: string): BoardData {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: false, prettyErrors: false });
  const errors = [...doc.errors.map((e) => ({ offset: e.pos[0], message: e.message.split("\n")[0]! })), ...(doc.errors.length ? [] : duplicateYamlKeys(doc))];
  if (errors.length > 0) {
    throw new BoardError(
      errors.map((e) => {
        const pos = counter.linePos(e.offset);
        return { path: [], message: e.message, line: pos.line, column: pos.col };
      }),
      undefined,
      file,
    );
  }
  const root = doc.toJS() as unknown;
  let raw: unknown = root;
  let basePath: Array<string | number> = [];
  let name = pick;
  if (isRecord(root) && isRecord(root.boards)) {
    const names = Object.keys(root.boards);
    name = pick ?? (typeof root.board === "string" && names.includes(root.board) ? root.board : undefined);
    if (name === undefined && names.length === 1) name = names[0];
    if (name === undefined || !(name in root.boards)) {
      const which = name === undefined ? "the file has several boards; name one" : `no board named "${name}"`;
      throw new BoardError([{ path: ["boards"], message: `${which} (boards: ${names.join(", ")})` }], undefined, file);
    }
    raw = root.boards[name];
    basePath = ["boards", name];
  } else if (pick !== undefined) {
    throw new BoardError([{ path: [], message: `no board named "${pick}": the file has no boards: map` }], undefined, file);
  }
  const problems: BoardProblem[] = [];
  const board = readBoard(raw, name, problems);
  if (problems.length > 0 || !board) {
    for (const p of problems) {
      const node = nodeAt(doc.contents, [...basePath, ...p.path]);
      if (node?.range) {
        const pos = counter.linePos(node.range[0]);
        p.line = pos.line;
        p.column = pos.col;
      }
    }
    throw new BoardError(problems, name, file);
  }
  return board;
}

/** The deepest YAML node along a data path (the key's value, or its key when the value is missing). */
function nodeAt(root: unknown, path: Array<string | number>): YamlNode | null {
  let node = root as YamlNode | null;
  for (const step of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(step));
      if (!pair) return node;
      node = (pair.value as YamlNode | null) ?? (pair.key as YamlNode);
    } else if (isSeq(node) && typeof step === "number") {
      const item = node.items[step] as YamlNode | undefined;
      if (!item) return node;
      node = item;
    } else {
      return node;
    }
  }
  return node;
}

function isRecord(v: unknown): v is Record<string, any> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function readPoint(v: unknown): [number, number] | null {
  if (!Array.isArray(v) || v.length !== 2) return null;
  const [x, y] = v;
  if (typeof x !== "number" || typeof y !== "number" || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  return [x, y];
}
