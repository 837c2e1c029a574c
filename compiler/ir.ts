// The IR: what the checker and lowering make of one card, as plain JSON-safe data. Both compiler
// routes start from it (builder.ts: ability objects in memory; emitter.ts: TypeScript modules), so
// it is the one place a card's meaning is written down. An IR file (`*.ir.json`) holds one IR or
// a list of them, e.g.
//
//   {
//     "irVersion": 1,
//     "source": { "file": "cards/core.card", "line": 97 },    // the card's `card` line
//     "abilityLines": [[104, 105]],                           // source lines of each ability
//     "card": {                                               // runtime/abilities.ts CardDefinition
//       "name": "Bullseye", "cost": { "M": 1, "C": 1 }, "type": "Effect Card", "crew": "Marksman",
//       "restriction": 3, "permanent": false,
//       "abilities": [{
//         "kind": "effect",
//         "text": "Deal 2 damage to target Summon.\nWith extra M2: deal 2 more damage to that Summon.",
//         "modes": [{
//           "targets": [{ "kind": "object", "filter": { "kind": "summon" } }],
//           "effects": [{ "op": "damage", "amount": 2, "to": { "ref": "target", "index": 0 } }],
//           "additional": [{ "kind": "withExtra", "cost": { "M": 2 },
//                            "effects": [{ "op": "damage", "amount": 2, "to": { "ref": "target", "index": 0 } }] }]
//         }]
//       }],
//       "flavor": "Dead centre, every time.", "collector": "1.1/045/089-U",
//       "source": { "file": "cards/core.card", "line": 97 }
//     }
//   }
//
// Each ability's `text` is its card text as printed, lines joined with "\n" (an `or` line and
// `With ...` lines belong to the ability above them). Field meanings are documented on the types
// in runtime/abilities.ts; compiler/schema.ts lists every field and variant.
//
// loadIR validates strictly: a wrong version, a missing or unknown field, or an unknown variant is
// an IRError naming the path (`card.abilities[0].modes[0].effects[1].op`), never a silent drop.
import type { CardDefinition } from "../runtime/x610z/abilities.ts";
import { COST_KEY, SCHEMA, type FieldType, type TypeName, type Variant } from "./schema.ts";

export const IR_VERSION = 1;

export interface IR {
  irVersion: typeof IR_VERSION;
  /** Where the card was written: its `card` line (1-based). Paths are relative, `/`-separated. */
  source: { file: string; line: number };
  /** For each of card.abilities, the 1-based source lines its text came from. */
  abilityLines: number[][];
  card: CardDefinition;
}

export class IRError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(path ? `${path}: ${message}` : message);
    this.name = "IRError";
  }
}

/** Validates an IR object (e.g. from JSON.parse) and returns it typed; throws IRError. */
export function loadIR(value: unknown, where = ""): IR {
  const at = (p: string) => (where && p ? `${where}: ${p}` : where || p);
  if (!isPlainObject(value)) throw new IRError("an IR must be an object", at(""));
  if (value.irVersion !== IR_VERSION) {
    throw new IRError(`unsupported IR version ${JSON.stringify(value.irVersion)}; this compiler reads version ${IR_VERSION} (rebuild the IR from its card file)`, at("irVersion"));
  }
  checkKeys(value, ["irVersion", "source", "abilityLines", "card"], ["irVersion", "source", "abilityLines", "card"], at(""));
  checkType(value.source, { t: "named", name: "Source" }, at("source"));
  checkType(value.abilityLines, { t: "array", of: { t: "array", of: { t: "count" } } }, at("abilityLines"));
  checkType(value.card, { t: "named", name: "CardDefinition" }, at("card"));
  const ir = value as unknown as IR;
  if (ir.abilityLines.length !== ir.card.abilities.length) {
    throw new IRError(`has ${ir.abilityLines.length} entries but the card has ${ir.card.abilities.length} abilities`, at("abilityLines"));
  }
  if (ir.card.name.trim() === "") throw new IRError("a card needs a name", at("card.name"));
  if (ir.card.source && (ir.card.source.file !== ir.source.file || ir.card.source.line !== ir.source.line)) {
    throw new IRError("differs from the IR's source", at("card.source"));
  }
  return ir;
}

/** Parses an IR file: one IR or a JSON list of them. */
/** How deep an IR file's JSON nests, at most: a card's IR is a few dozen levels deep (each nested
 *  effect adds two); deeper is no card, and would only make the readers recurse without bound. */
const MAX_IR_DEPTH = 100;

/** The deepest nesting of objects and arrays in a JSON text (strings skipped), in one pass. */
function jsonDepth(text: string): number {
  let depth = 0;
  let most = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92 /* \ */) i++;
    } else if (c === 123 || c === 91 /* { [ */) {
      if (++depth > most) most = depth;
    } else if (c === 125 || c === 93 /* } ] */) depth--;
  }
  return most;
}

export function loadIRFile(text: string, file: string): IR[] {
  const depth = jsonDepth(text);
  if (depth > MAX_IR_DEPTH) throw new IRError(`nests ${depth} levels deep, deeper than an IR file may (${MAX_IR_DEPTH})`, file);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new IRError(`not valid JSON (${(err as Error).message})`, file);
  }
  if (Array.isArray(json)) return json.map((v, i) => loadIR(v, `${file}[${i}]`));
  return [loadIR(json, file)];
}

/** The IR as an IR file's text: two-space JSON, a trailing newline, stable field order. */
export function serializeIR(irs: IR[]): string {
  return JSON.stringify(irs.length === 1 ? irs[0] : irs, null, 2) + "\n";
}

/** True when `value` has the type (no throw); used to pick the branch of a oneOf. */
function matchesType(value: unknown, type: FieldType): boolean {
  try {
    checkType(value, type, "");
    return true;
  } catch (err) {
    if (err instanceof IRError) return false;
    throw err;
  }
}

/** Throws IRError unless `value` has the type. Recursion is bounded by the value's own depth. */
export function checkType(value: unknown, type: FieldType, path: string): void {
  switch (type.t) {
    case "string":
      if (typeof value !== "string") fail(path, "a string", value);
      return;
    case "int":
      if (!Number.isSafeInteger(value)) fail(path, "an integer", value);
      return;
    case "count":
      if (!Number.isSafeInteger(value) || (value as number) < 0) fail(path, "a whole number ≥ 0", value);
      return;
    case "boolean":
      if (typeof value !== "boolean") fail(path, "true or false", value);
      return;
    case "null":
      if (value !== null) fail(path, "null", value);
      return;
    case "enum":
      if (typeof value !== "string" || !type.values.includes(value)) fail(path, `one of ${type.values.join(", ")}`, value);
      return;
    case "array":
      if (!Array.isArray(value)) fail(path, "a list", value);
      (value as unknown[]).forEach((v, i) => checkType(v, type.of, `${path}[${i}]`));
      return;
    case "cost":
      if (!isPlainObject(value)) fail(path, 'an energy amount like { "M": 2 }', value);
      for (const [k, v] of Object.entries(value as object)) {
        if (!COST_KEY.test(k)) throw new IRError(`"${k}" is not an energy type letter`, path);
        checkType(v, { t: "count" }, `${path}.${k}`);
      }
      return;
    case "oneOf":
      if (!type.of.some((alt) => matchesType(value, alt))) fail(path, type.of.map(describe).join(" or "), value);
      return;
    case "named":
      checkNamed(value, type.name, path);
      return;
  }
}

function checkNamed(value: unknown, name: TypeName, path: string): void {
  const shape = SCHEMA[name];
  if (!isPlainObject(value)) fail(path, `an object (${name})`, value);
  const obj = value as Record<string, unknown>;
  let variant: Variant;
  let tag: string | undefined;
  if (shape.kind === "union") {
    tag = shape.tag;
    const v = obj[tag];
    const found = typeof v === "string" && Object.hasOwn(shape.variants, v) ? shape.variants[v] : undefined;
    if (found === undefined) {
      throw new IRError(`unknown ${name} ${JSON.stringify(v)} (expected one of ${Object.keys(shape.variants).join(", ")})`, `${path}.${tag}`);
    }
    variant = found;
  } else {
    variant = shape;
  }
  // A tag listed among the fields (trigger events share one variant) is already checked above.
  const fields = variant.fields.filter((fl) => fl.name !== tag);
  const allowed = fields.map((fl) => fl.name).concat(tag ? [tag] : []);
  const required = fields.filter((fl) => !fl.optional).map((fl) => fl.name);
  checkKeys(obj, allowed, required, path);
  for (const fl of fields) {
    if (Object.hasOwn(obj, fl.name)) checkType(obj[fl.name], fl.type, `${path}.${fl.name}`);
  }
}

function checkKeys(obj: Record<string, unknown>, allowed: string[], required: string[], path: string): void {
  for (const k of Object.keys(obj)) {
    if (!allowed.includes(k)) throw new IRError(`unknown field "${k}" (allowed: ${allowed.join(", ")})`, path);
  }
  for (const k of required) {
    if (!Object.hasOwn(obj, k)) throw new IRError(`missing field "${k}"`, path);
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function describe(t: FieldType): string {
  switch (t.t) {
    case "named":
      return t.name;
    case "enum":
      return t.values.map((v) => JSON.stringify(v)).join(" or ");
    case "array":
      return `a list of ${describe(t.of)}`;
    default:
      return t.t;
  }
}

function fail(path: string, expected: string, got: unknown): never {
  const shown = got === undefined ? "nothing" : truncate(JSON.stringify(got) ?? String(got));
  throw new IRError(`expected ${expected}, got ${shown}`, path);
}

function truncate(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
