// Actions, stack entries and events in words, for the terminal game: "cast Starfall targeting
// ai/Thornback Boar", "move Brass Observatory s1 → a1". Cards are named OWNER/NAME as scenarios
// write them (SCENARIOS.md), so a player can tell his pawns from the opponent's.
import type { Cost } from "../../runtime/x610z/abilities.ts";
import type { Game } from "../../runtime/index.ts";
import type { Action, GameEvent, StackEntry, TargetInput } from "../../runtime/x610z/types.ts";
import { COLORLESS, ENERGY_LETTERS } from "../../runtime/x610z/vocabulary.ts";

/** Energy letters in the order card text writes them (`M2 B1 C1`, LANGUAGE.md 1): the types in the
 *  vocabulary's order, Colorless last; letters it doesn't know after. */
const LETTER_ORDER: readonly string[] = [...ENERGY_LETTERS.filter((l) => l !== COLORLESS), COLORLESS];
const letterRank = (k: string) => (LETTER_ORDER.includes(k) ? LETTER_ORDER.indexOf(k) : LETTER_ORDER.length);

export function formatCost(c: Cost): string {
  const parts = Object.keys(c)
    .filter((k) => c[k]! > 0)
    .sort((a, b) => letterRank(a) - letterRank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map((k) => `${k}${c[k]}`);
  return parts.length ? parts.join(" ") : "nothing";
}

/** "bob/Hunter Dragon" */
export function cardRef(game: Game, id: string): string {
  const c = game.state.cards[id];
  return c ? `${c.owner}/${c.name}` : id;
}

function entryText(game: Game, e: StackEntry): string {
  const name = game.state.cards[e.card]?.name ?? e.card;
  switch (e.kind) {
    case "move":
      return `${e.player}: move ${name} ${(e.path ?? []).join(" → ")}`;
    case "attack":
      return `${e.player}: attack ${e.subject ? cardRef(game, e.subject) : "?"} with ${name}`;
    case "cast":
      return `${e.player}: cast ${name}${e.at ? ` at ${e.at}` : ""}`;
    case "trigger":
      return `${e.player}: trigger of ${name}`;
    default:
      return `${e.player}: ${e.kind === "ability" ? "ability of" : "activate"} ${name}`;
  }
}

/** A stack entry as the stack view lists it. */
export function describeEntry(game: Game, e: StackEntry): string {
  const targets = e.targets.map((t) => ("card" in t ? cardRef(game, t.card) : "player" in t ? `player ${t.player}` : `action #${t.entry}`));
  return entryText(game, e) + (targets.length ? ` targeting ${targets.join(" and ")}` : "");
}

function targetText(game: Game, t: TargetInput): string {
  if ("card" in t) return cardRef(game, t.card);
  if ("player" in t) return `player ${t.player}`;
  const stack = game.state.stack;
  const e = stack[stack.length - t.stack];
  return e ? `the action "${entryText(game, e)}"` : `stack entry ${t.stack}`;
}

function extras(a: { extra?: number | number[]; mode?: number }): string {
  const out: string[] = [];
  if (a.mode !== undefined) out.push(`mode ${a.mode + 1}`);
  const list = a.extra === undefined ? [] : Array.isArray(a.extra) ? a.extra : [a.extra];
  list.forEach((n, i) => {
    if (n > 0) out.push(list.length > 1 ? `additional effect ${i + 1} paid ${n}×` : n === 1 ? "additional effect paid" : `additional effect paid ${n}×`);
  });
  return out.length ? ` (${out.join(", ")})` : "";
}

/** An action in words, e.g. "cast Bullseye targeting bob/Hunter Dragon". */
export function describeAction(game: Game, a: Action): string {
  const name = (id: string) => game.state.cards[id]?.name ?? id;
  const targets = (list: TargetInput[] | undefined) => (list?.length ? ` targeting ${list.map((t) => targetText(game, t)).join(" and ")}` : "");
  switch (a.type) {
    case "pass":
      return "pass";
    case "concede":
      return "concede (give up the game, 106.3)";
    case "answer": {
      const d = game.pending();
      const option = d && typeof a.choice === "number" ? d.options[a.choice]?.label : String(a.choice);
      return `answer: ${option ?? String(a.choice)}`;
    }
    case "cast":
      return `cast ${name(a.card)}${a.at ? ` at ${a.at}` : ""}${targets(a.targets)}${extras(a)}`;
    case "activate": {
      const c = game.state.cards[a.card];
      const def = c ? game.engine.lib[c.name] : undefined;
      const produces = def?.abilities.find((x) => x.kind === "produces");
      if (produces && produces.kind === "produces" && !a.effect && !a.targets?.length && a.mode === undefined) return `activate ${name(a.card)} for energy (${formatCost(produces.energy)})`;
      return `activate ${name(a.card)}${targets(a.targets)}${extras(a)}`;
    }
    case "ability":
      return `use the ability of ${name(a.card)}${targets(a.targets)}${extras(a)}`;
    case "move":
      return `move ${name(a.card)} ${a.path.join(" → ")}`;
    case "attack": {
      const target = typeof a.target === "string" ? a.target : a.target.card;
      return `attack ${cardRef(game, target)} with ${name(a.card)}${a.path ? ` via ${a.path.join(" → ")}` : ""}`;
    }
  }
}

/** What happened, for the events worth telling a player (null for the others). */
export function describeEvent(game: Game, ev: GameEvent): string | null {
  const ref = (id: string) => cardRef(game, id);
  switch (ev.type) {
    case "isDealtDamage":
      return ev.amount > 0 ? `${ref(ev.card)} is dealt ${ev.amount} damage${ev.prevented ? ` (${ev.prevented} prevented)` : ""}` : ev.prevented ? `${ev.prevented} damage to ${ref(ev.card)} is prevented` : null;
    case "healed":
      return `${ref(ev.card)} heals ${ev.amount} damage`;
    case "isDestroyed":
      return `${ref(ev.card)} is destroyed`;
    case "pawnMoved":
      return `${ref(ev.card)} moves to ${ev.path[ev.path.length - 1]}`;
    case "comesIntoPlay": {
      const c = game.state.cards[ev.card];
      return c?.at ? `${ref(ev.card)} comes into play on ${c.at}` : `${ref(ev.card)} comes into play`;
    }
    case "stackRemoved":
      return ev.outcome === "countered" || ev.outcome === "fizzled" || ev.outcome === "failed" ? `an action ${ev.outcome === "countered" ? "is countered" : ev.outcome === "fizzled" ? "fizzles" : "fails"}` : null;
    case "controlChanged":
      return `${ev.to} gains control of ${game.state.cards[ev.card]?.name ?? ev.card}`;
    case "phase":
      return null;
    default:
      return null;
  }
}
