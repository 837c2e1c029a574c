// IR -> call tree: which runtime constructor (runtime/abilities.ts) is called with which literal
// arguments to rebuild a card. Both routes consume this one tree: builder.ts evaluates it against
// the runtime constructors, emitter.ts prints it as TypeScript. So the in-memory cards and the
// generated modules cannot disagree about what a card is.
import type { IR } from "./ir.ts";
import { SCHEMA, type FieldType, type TypeName, type Variant } from "./schema.ts";

type Literal = string | number | boolean | null;

export type CallTree =
  { k: "lit"; value: Literal } | { k: "call"; fn: string; args: CallTree[] } | { k: "obj"; entries: { key: string; value: CallTree }[] } | { k: "arr"; items: CallTree[]; notes?: string[] }; // notes: a line comment per item (emitter only)

/** The whole card: `defineCard({ ... })`, with each ability noted by its source lines. */
export function cardCallTree(ir: IR): CallTree {
  const tree = lower(ir.card, { t: "named", name: "CardDefinition" });
  const arg = tree.k === "call" ? tree.args[0] : undefined;
  const abilities = arg?.k === "obj" ? arg.entries.find((e) => e.key === "abilities") : undefined;
  if (abilities && abilities.value.k === "arr") abilities.value.notes = ir.abilityLines.map(linesNote);
  return tree;
}

/** The runtime constructors a tree calls, sorted: the generated module's import list. */
export function constructorsUsed(tree: CallTree, into = new Set<string>()): string[] {
  switch (tree.k) {
    case "call":
      into.add(tree.fn);
      tree.args.forEach((a) => constructorsUsed(a, into));
      break;
    case "obj":
      tree.entries.forEach((e) => constructorsUsed(e.value, into));
      break;
    case "arr":
      tree.items.forEach((i) => constructorsUsed(i, into));
      break;
  }
  return [...into].sort();
}

/** Lowers a value already validated against `type` (ir.ts loadIR, or the compiler's own output). */
export function lower(value: unknown, type: FieldType): CallTree {
  switch (type.t) {
    case "string":
    case "int":
    case "count":
    case "boolean":
    case "null":
    case "enum":
      return { k: "lit", value: value as Literal };
    case "array":
      return { k: "arr", items: (value as unknown[]).map((v) => lower(v, type.of)) };
    case "cost":
      return {
        k: "obj",
        entries: Object.entries(value as Record<string, number>).map(([key, n]) => ({ key, value: { k: "lit", value: n } })),
      };
    case "oneOf": {
      // The schema's alternatives differ in JS type (number | null, number | "all", ...).
      const alt = type.of.find((t) => sameKind(value, t));
      if (!alt) throw new Error(`calls.lower: ${JSON.stringify(value)} matches no alternative`);
      return lower(value, alt);
    }
    case "named": {
      const shape = SCHEMA[type.name];
      const obj = value as Record<string, unknown>;
      if (shape.kind === "struct") return lowerVariant(obj, shape, undefined);
      const variant = shape.variants[obj[shape.tag] as string];
      if (!variant) throw new Error(`calls.lower: ${type.name} has no variant ${JSON.stringify(obj[shape.tag])}`);
      return lowerVariant(obj, variant, shape.tag);
    }
  }
}

/** Per variant, computed once: its fields by name, and the fields an object literal lists. */
interface VariantPlan {
  types: Map<string, FieldType>;
  ownFields: { name: string; type: FieldType }[];
  /** The type of each positional constructor argument (undefined: not in the schema). */
  argTypes: (FieldType | undefined)[];
}
const plans = new WeakMap<Variant, VariantPlan>();

function planOf(variant: Variant, tag: string | undefined): VariantPlan {
  let plan = plans.get(variant);
  if (!plan) {
    plan = {
      types: new Map(variant.fields.map((fl) => [fl.name, fl.type])),
      ownFields: variant.fields.filter((fl) => fl.name !== tag),
      argTypes: [],
    };
    const args = variant.ctor?.args;
    if (Array.isArray(args)) plan.argTypes = args.map((a: string) => plan!.types.get(a));
    plans.set(variant, plan);
  }
  return plan;
}

/** How many of a positional constructor's arguments are written: trailing ones that are absent or
 *  equal to the constructor's default are left out. */
function positionalCount(obj: Record<string, unknown>, args: readonly string[], defaults: Record<string, unknown> | undefined): number {
  let count = args.length;
  for (let last = args[count - 1]; last !== undefined; last = args[count - 1]) {
    const absent = !Object.hasOwn(obj, last);
    const isDefault = !absent && defaults !== undefined && Object.hasOwn(defaults, last) && sameDefault(obj[last], defaults[last]);
    if (!absent && !isDefault) break;
    count--;
  }
  return count;
}

function lowerVariant(obj: Record<string, unknown>, variant: Variant, tag: string | undefined): CallTree {
  const plan = planOf(variant, tag);
  const ctor = variant.ctor;
  if (!ctor) {
    const lit = asObject(obj, plan);
    if (tag !== undefined && lit.k === "obj") lit.entries.unshift({ key: tag, value: { k: "lit", value: obj[tag] as string } });
    return lit;
  }
  if (ctor.args === "object") return { k: "call", fn: ctor.fn, args: [asObject(obj, plan)] };
  const count = positionalCount(obj, ctor.args, ctor.defaults);
  const args: CallTree[] = new Array(count);
  for (const [i, name] of ctor.args.slice(0, count).entries()) {
    if (!Object.hasOwn(obj, name)) throw new Error(`calls.lower: ${ctor.fn} needs "${name}" before later arguments`);
    const type = plan.types.get(name);
    if (!type) throw new Error(`calls.lower: schema has no field "${name}"`);
    args[i] = lower(obj[name], type);
  }
  return { k: "call", fn: ctor.fn, args };
}

/**
 * `evaluate(lower(value, type))` without the tree in between (builder.ts, the in-memory route):
 * the same constructors called with the same arguments in the same order, so the same card; a
 * 30,000-card pool built the tree and walked it in 0.7 s of its 3 s. test/compiler/builder.test.ts
 * holds the two equal on every card of the project.
 */
export function build(value: unknown, type: FieldType, constructors: Record<string, unknown>): unknown {
  return buildersOf(constructors).of(type)(value);
}

/** A value of one schema type rebuilt with the runtime constructors. */
type Builder = (value: unknown) => unknown;

/**
 * The schema read once per type, not once per value: each type's builder knows its fields, its
 * constructor and its positional arguments (build() walked the schema generically for every object
 * of every card: 10 % of a 30,000-card pool's compile). A constructors table gets its own builders.
 */
class Builders {
  private readonly byType = new WeakMap<FieldType, Builder>();
  private readonly byName = new Map<string, Builder>();

  constructor(private readonly constructors: Record<string, unknown>) {}

  of(type: FieldType): Builder {
    let b = this.byType.get(type);
    if (!b) {
      b = this.make(type);
      this.byType.set(type, b);
    }
    return b;
  }

  private make(type: FieldType): Builder {
    switch (type.t) {
      case "string":
      case "int":
      case "count":
      case "boolean":
      case "null":
      case "enum":
        return same;
      case "array":
        return this.array(type.of);
      case "cost":
        return buildCost;
      case "oneOf": {
        const alts = type.of;
        const builders = alts.map((t) => this.of(t));
        return (value) => {
          for (let i = 0; i < alts.length; i++) if (sameKind(value, alts[i]!)) return builders[i]!(value);
          throw new Error(`calls.lower: ${JSON.stringify(value)} matches no alternative`);
        };
      }
      case "named":
        return this.named(type.name);
    }
  }

  private array(of: FieldType): Builder {
    // The item builder is looked up on first use: a type may hold itself (an effect's effects).
    let item: Builder | undefined;
    return (value) => {
      const items = value as unknown[];
      const b = (item ??= this.of(of));
      const out: unknown[] = new Array(items.length);
      for (let i = 0; i < items.length; i++) out[i] = b(items[i]);
      return out;
    };
  }

  private named(name: TypeName): Builder {
    let b = this.byName.get(name);
    if (b) return b;
    const shape = SCHEMA[name];
    if (shape.kind === "struct") {
      let variant: Builder | undefined;
      b = (value) => (variant ??= this.variant(shape, undefined))(value);
    } else {
      const { tag, variants } = shape;
      const byTag = new Map<unknown, Builder>();
      b = (value) => {
        const obj = value as Record<string, unknown>;
        const key = obj[tag];
        let vb = byTag.get(key);
        if (!vb) {
          const variant = variants[key as string];
          if (!variant) throw new Error(`calls.lower: ${name} has no variant ${JSON.stringify(key)}`);
          vb = this.variant(variant, tag);
          // Only a variant of the union's own (not one a prototype lends, such as "toString") is kept.
          if (Object.hasOwn(variants, key as string)) byTag.set(key, vb);
        }
        return vb(obj);
      };
    }
    this.byName.set(name, b);
    return b;
  }

  private variant(variant: Variant, tag: string | undefined): Builder {
    const plan = planOf(variant, tag);
    const ownNames = plan.ownFields.map((fl) => fl.name);
    const ownBuilders = plan.ownFields.map((fl) => this.of(fl.type));
    // A schema field named `__proto__` would need defineOwn; the others are stored as they are.
    const plain = !ownNames.includes("__proto__");
    const fields = (obj: Record<string, unknown>, out: Record<string, unknown>): Record<string, unknown> => {
      for (let i = 0; i < ownNames.length; i++) {
        const name = ownNames[i]!;
        if (!Object.hasOwn(obj, name)) continue;
        const value = ownBuilders[i]!(obj[name]);
        if (plain) out[name] = value;
        else defineOwn(out, name, value);
      }
      return out;
    };
    const ctor = variant.ctor;
    if (!ctor) {
      return (value) => {
        const obj = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        if (tag !== undefined) defineOwn(out, tag, obj[tag]);
        return fields(obj, out);
      };
    }
    // The constructor is looked up when first called (a missing one is an error then, not before).
    const constructors = this.constructors;
    let known: ((...args: unknown[]) => unknown) | undefined;
    if (ctor.args === "object") return (value) => (known ??= constructorOf(ctor.fn, constructors))(fields(value as Record<string, unknown>, {}));
    const names = ctor.args;
    const defaults = ctor.defaults;
    const argBuilders = plan.argTypes.map((t) => (t ? this.of(t) : undefined));
    /** The `i`th argument, built (a missing one before later ones, or one the schema lacks, is an error). */
    const argument = (obj: Record<string, unknown>, i: number): unknown => {
      const name = names[i]!;
      if (!Object.hasOwn(obj, name)) throw new Error(`calls.lower: ${ctor.fn} needs "${name}" before later arguments`);
      const b = argBuilders[i];
      if (!b) throw new Error(`calls.lower: schema has no field "${name}"`);
      return b(obj[name]);
    };
    return (value) => {
      const obj = value as Record<string, unknown>;
      const fn = (known ??= constructorOf(ctor.fn, constructors));
      const count = positionalCount(obj, names, defaults);
      // The calls fn(...args) makes, arguments built in order, without an array for most
      // constructors (1 to 3 arguments).
      switch (count) {
        case 0:
          return fn();
        case 1:
          return fn(argument(obj, 0));
        case 2:
          return fn(argument(obj, 0), argument(obj, 1));
        case 3:
          return fn(argument(obj, 0), argument(obj, 1), argument(obj, 2));
        default: {
          const args: unknown[] = new Array(count);
          for (let i = 0; i < count; i++) args[i] = argument(obj, i);
          return fn(...args);
        }
      }
    };
  }
}

const builders = new WeakMap<Record<string, unknown>, Builders>();

function buildersOf(constructors: Record<string, unknown>): Builders {
  let b = builders.get(constructors);
  if (!b) {
    b = new Builders(constructors);
    builders.set(constructors, b);
  }
  return b;
}

function same(value: unknown): unknown {
  return value;
}

function buildCost(value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value as object)) defineOwn(out, key, (value as Record<string, number>)[key]);
  return out;
}

/** A key as an own data property, as Object.fromEntries defines it (`__proto__` included). */
function defineOwn(out: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

/** The runtime constructor of a name (own properties only). */
export function constructorOf(name: string, constructors: Record<string, unknown>): (...args: unknown[]) => unknown {
  const fn = Object.hasOwn(constructors, name) ? constructors[name] : undefined;
  if (typeof fn !== "function") throw new Error(`builder: runtime/abilities.ts has no constructor "${name}"`);
  return fn as (...args: unknown[]) => unknown;
}

function sameKind(value: unknown, t: FieldType): boolean {
  switch (t.t) {
    case "string":
      return typeof value === "string";
    case "enum":
      return typeof value === "string" && t.values.includes(value);
    case "int":
    case "count":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    case "array":
      return Array.isArray(value);
    default:
      return typeof value === "object" && value !== null && !Array.isArray(value);
  }
}

// Hot paths avoid named closures: tsx wraps each in a __name() call on every invocation.
function asObject(obj: Record<string, unknown>, plan: VariantPlan): CallTree {
  const entries: { key: string; value: CallTree }[] = [];
  for (const fl of plan.ownFields) {
    if (Object.hasOwn(obj, fl.name)) entries.push({ key: fl.name, value: lower(obj[fl.name], fl.type) });
  }
  return { k: "obj", entries };
}

/** Constructor defaults are `false` or `[]`. */
function sameDefault(value: unknown, def: unknown): boolean {
  if (Array.isArray(def)) return Array.isArray(value) && value.length === 0 && def.length === 0;
  return value === def;
}

function linesNote(lines: number[]): string {
  if (lines.length === 0) return "";
  const first = lines[0];
  const last = lines[lines.length - 1];
  return first === last ? `line ${first}` : `lines ${first}-${last}`;
}
