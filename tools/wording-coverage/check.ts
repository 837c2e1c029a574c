// A frame through the mapping, into a card of the target game, through the project's compiler:
// translate (mapping.ts rows), fill the placeholders, wrap the line in a minimal valid card,
// compile it with the public compile API of that game, and compare what it means with what the
// mapping says it must mean. Only `compile` (X610Z) and `compileZx` (Z/X) are called, so the tool
// keeps working as the grammar behind them changes.
import { compile } from "../../compiler/index.ts";
import { compileZx } from "../../compiler/zx/index.ts";
import { tableOf, type Game, type Meaning, type Row } from "./mapping.ts";

export type Translation = { status: "leftOut"; mechanic: string } | { status: "unmapped" } | { status: "mapped"; line: string; means: Meaning };

/** The frame in the target game's words, or why it has none. */
export function translate(frame: string, game: Game): Translation {
  const rows = tableOf(game);
  for (const r of rows) if (r.leftOut !== undefined && r.from.test(frame)) return { status: "leftOut", mechanic: r.leftOut };
  let t = rewrite(frame, rows);
  // A condition or trigger in front ("If ..., ", "When ..., ") is rewritten apart from the effect
  // after it, so that the effect's rows (written for a sentence's start) apply to it too.
  const head = /^((?:If|When|Whenever|At|During|Otherwise)\b[^,]*, )(.+)$/.exec(frame);
  if (t.ops.length === 0 && head) {
    const h = rewrite(head[1]!, rows);
    const b = rewrite(head[2]!.charAt(0).toUpperCase() + head[2]!.slice(1), rows);
    t = {
      line: h.line + b.line.charAt(0).toLowerCase() + b.line.slice(1),
      ops: [...h.ops, ...b.ops.filter((op) => !h.ops.includes(op))],
      kind: b.kind ?? h.kind,
      trigger: h.trigger ?? b.trigger,
    };
  }
  // A trigger or a kind alone says nothing of what the line does: a row must give the effect too.
  if (t.ops.length === 0) return { status: "unmapped" };
  const means: Meaning = { ops: t.ops };
  if (t.kind !== undefined) means.kind = t.kind;
  if (t.trigger !== undefined) means.trigger = t.trigger;
  return { status: "mapped", line: t.line.charAt(0).toUpperCase() + t.line.slice(1), means };
}

/** The rows' rewrites of one text, in table order, and the meaning they add up to. */
function rewrite(text: string, rows: readonly Row[]): { line: string; ops: string[]; kind: string | undefined; trigger: string | undefined } {
  let line = text;
  const ops: string[] = [];
  let kind: string | undefined;
  let trigger: string | undefined;
  for (const r of rows) {
    if (r.to === undefined) continue;
    r.from.lastIndex = 0;
    if (!r.from.test(line)) continue;
    r.from.lastIndex = 0;
    line = line.replace(r.from, r.to);
    for (const op of r.means?.ops ?? []) if (!ops.includes(op)) ops.push(op);
    kind = r.means?.kind ?? kind;
    trigger = r.means?.trigger ?? trigger;
  }
  return { line, ops, kind, trigger };
}

const PROBE = "Coverage Probe";
const FILL: Record<Game, { type: string; name: string; colour: string }> = {
  zx: { type: "Forge Knight", name: "Cinder Lancer", colour: "Red" },
  x610z: { type: "Dragon", name: "Cinder Wyrm", colour: "red" },
};

/** Concrete values for a line's placeholders: 1 before a singular noun, 2 before a plural, 3 in a comparison. */
export function fill(line: string, game: Game): string {
  const f = FILL[game];
  return line
    .replace(/\{n\}(?= or (?:less|more|fewer))/g, "3")
    .replace(/\{n\}((?: [^ .,;:]+){0,4})/g, (_m, after: string) => {
      // The counted noun is the first card word after the number ("{n} Forge Knight card").
      const noun = /\b(cards?|Z\/X|Summons?|Events?|damage|Life|of)\b/.exec(after)?.[1] ?? "";
      return `${/^(?:card|Summon|Event|Life|of)$/.test(noun) ? "1" : "2"}${after}`;
    })
    .replace(/\{n\}/g, "2")
    .replace(/\{power\}/g, "2000")
    .replace(/\{(?:type|class)\}/g, f.type)
    .replace(/\{name\}/g, f.name)
    .replace(/\{self\}/g, PROBE)
    .replace(/\{colour\}/g, f.colour);
}

/**
 * The line as it stands in the card: with a full stop, and, when it leans on the sentence before
 * it ("If you do, ...", "Place the rest ...", "It gets ..."), after a first sentence of the usual
 * kind, so that it is read as it is printed.
 */
function asWritten(line: string, game: Game): string {
  // Keyword-style lines are printed without a full stop ("Gain 2{h}"); a sentence of either language has one.
  if (!line.startsWith("[") && !/[.:\]"]$/.test(line)) line = `${line}.`;
  if (/^If you (?:do|don't)\b/.test(line)) return `You may draw 1 card. ${line}`;
  if (/^(?:Place|Put|Trash) the rest\b/.test(line)) return `Look at the top 3 cards of your deck. ${line}`;
  if (/^(?:It|They)\b/.test(line)) return `${game === "zx" ? "Choose up to 1 of your Z/X." : "Choose a Summon you control."} ${line}`;
  return line;
}

export interface Rendered {
  text: string;
  /** What the carrier adds to the line's own meaning (the trigger or kind of the minimal card). */
  carrier: Meaning;
}

/** The line in a minimal valid card of its game (X610Z as test/language/natural.ts wraps lines; Z/X as cards/zx). */
export function render(line: string, game: Game): Rendered {
  line = asWritten(line, game);
  if (game === "zx") {
    const zx = (ability: string) => `game: zx\n\ncard ${PROBE}\ntype: Z/X\ncost: 2\ncolour: Red\ntribe: Forge Knight\npower: 3000\ntext:\n  ${ability}\n`;
    const event = (ability: string) => `game: zx\n\ncard ${PROBE}\ntype: Event\ncost: 2\ncolour: Red\ntext:\n  ${ability}\n`;
    if (line.startsWith("[Event]")) return { text: event(line), carrier: {} };
    if (line.startsWith("[")) return { text: zx(line), carrier: {} };
    if (/\bthis card\b/i.test(line)) return { text: zx(`[Auto] <Valid> Square <Trigger> When this card appears. <Effect> ${line}`), carrier: { kind: "auto", trigger: "appears" } };
    return { text: event(`[Event] <Effect> ${line}`), carrier: { kind: "event" } };
  }
  const effect = (permanent: boolean) => `card ${PROBE}\ncost: C1\ntype: Effect Card\n${permanent ? "permanent" : "non permanent"}\ntext:\n  ${line}\n`;
  const summon = (l: string) => `card ${PROBE}\ncost: C1\ntype: Summon Card\nclass: Dragon\nelement: Fire\nmovement energy: C1\nstats: attack 2, defense 3, speed 2, range 1\ntext:\n  ${l}\n`;
  if (line.startsWith("[")) return { text: summon(line), carrier: {} };
  // A Flesh and Blood attack's own text applies as it attacks: on a Summon, "When this Summon attacks".
  if (/\bthis Summon\b/i.test(line) && !/^(?:When|Whenever|At|During)\b|\bcosts?\b|\bplay\b/.test(line))
    return { text: summon(`[When this Summon attacks, ${line.charAt(0).toLowerCase()}${line.slice(1)}]`), carrier: { trigger: "attacks" } };
  if (/\bthis Summon\b/i.test(line)) return { text: summon(`[${line}]`), carrier: {} };
  if (/^(?:When|Whenever|At|During)\b|^☉|\bthis Effect\b|\bcosts?\b.*\b(?:less|more)\b/.test(line)) return { text: effect(true), carrier: {} };
  return { text: effect(false), carrier: {} };
}

interface Read {
  kind: string;
  trigger?: string;
  ops: string[];
}

/**
 * The one adapter between a compiled ability and the mapping's meanings: its kind, its trigger's
 * event and every effect op in it, nested ones included. It reads plain objects only (X610Z's IR
 * abilities and Z/X's ability objects have the same `kind`, `trigger.on` and `op` fields), so a Z/X
 * IR with those fields needs no change here.
 */
export function readAbility(ability: unknown): Read {
  const ops = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (typeof o.op === "string") ops.add(o.op);
      for (const [k, x] of Object.entries(o)) if (k !== "text" && k !== "trigger") walk(x);
    }
  };
  walk(ability);
  const a = ability as { kind?: unknown; trigger?: { on?: unknown } };
  const read: Read = { kind: String(a.kind), ops: [...ops] };
  if (typeof a.trigger?.on === "string") read.trigger = a.trigger.on;
  return read;
}

interface Built {
  errors: { message: string }[];
  abilities: unknown[] | null;
}

/**
 * A one-card file through the public compile API: `compile` first, which routes by the `game:`
 * line once it builds Z/X cards too, and `compileZx` while `compile` still refuses a Z/X file
 * (E3001). E2900 only repeats that a card with errors is left out.
 */
function compileCard(text: string): Built {
  const r = compile(text, "coverage.card");
  if (!r.diagnostics.some((d) => d.code === "E3001")) {
    return { errors: r.diagnostics.filter((d) => d.severity === "error" && d.code !== "E2900"), abilities: r.ir[0]?.card.abilities ?? null };
  }
  const z = compileZx(text, "coverage.card");
  return { errors: z.diagnostics.filter((d) => d.severity === "error"), abilities: z.cards[0]?.abilities ?? null };
}

/** `line` is the line as it stands in the card (placeholders filled, a leading sentence added). */
export type Verdict = ({ read: true } | { read: false; error: string }) & { line: string };

/** Whether a line reads in its card with the meaning the mapping gives it. */
export function checkLine(line: string, means: Meaning, game: Game): Verdict {
  const filled = fill(line, game);
  const { text, carrier } = render(filled, game);
  const shown = asWritten(filled, game);
  let built: Built;
  try {
    built = compileCard(text);
  } catch (err) {
    return { read: false, error: `the compiler threw: ${(err as Error).message}`, line: shown };
  }
  const { errors, abilities } = built;
  if (errors.length > 0) return { read: false, error: errors[0]!.message, line: shown };
  if (!abilities || abilities.length === 0) return { read: false, error: "checks clean but builds no ability", line: shown };
  const want: Meaning = { ...carrier, ...means };
  const got = abilities.map(readAbility);
  const match = got.find((g) => (want.kind === undefined || g.kind === want.kind) && (want.trigger === undefined || g.trigger === want.trigger) && (want.ops ?? []).every((op) => g.ops.includes(op)));
  if (match) return { read: true, line: shown };
  const g = got[0]!;
  return {
    read: false,
    line: shown,
    error: `checks clean but means ${g.kind}${g.trigger ? ` on ${g.trigger}` : ""} [${g.ops.join(", ")}], not ${want.kind ?? "any"}${want.trigger ? ` on ${want.trigger}` : ""} [${(want.ops ?? []).join(", ")}]`,
  };
}
