// Actions, stack entries and events in words, for the terminal game: "cast Starfall targeting
// ai/Thornback Boar", "move Brass Observatory s1 → a1". Cards are named OWNER/NAME as scenarios
// write them (SCENARIOS.md), so a player can tell his pawns from the opponent's. Every event told
// ends with the rule that made it happen, "(210.5)", and says why where the rules give a reason:
// "ai/Thornback Boar is destroyed: lethal damage, 3 on Defense 2 (210.5)". The reason is read from
// the game's event log around the event (what was dealt before, where the pawn stood, which
// action was resolving), so an event is told the same way at any time after it happened.
import type { Cost } from "../../runtime/x610z/abilities.ts";
import type { Game } from "../../runtime/index.ts";
import type { Action, GameEvent, StackEntry, TargetInput } from "../../runtime/x610z/types.ts";
import { COLORLESS, ENERGY_LETTERS } from "../../runtime/x610z/vocabulary.ts";
import { isDeclared } from "../../runtime/x610z/targets.ts";

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
  const targets = e.targets.filter(isDeclared).map((t) => ("card" in t ? cardRef(game, t.card) : "player" in t ? `player ${t.player}` : `action #${t.entry}`));
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

/** The rule behind each kind of event the terminal game tells (Comprehensive Rules V1.1). Events
 *  with several possible causes (isDestroyed, stackRemoved, leavesPlay, cardMoved) pick the rule
 *  of their cause in describeEvent; this is the rule of the usual case. */
export const EVENT_RULES: Partial<Record<GameEvent["type"], string>> = {
  isDealtDamage: "210",
  healed: "209.3",
  isDestroyed: "210.7",
  leavesPlay: "205.3",
  pawnMoved: "202.2",
  attacks: "202.3",
  comesIntoPlay: "206.1b",
  stackPushed: "201.2a",
  stackRemoved: "201.5",
  passed: "201.3",
  controlChanged: "214",
  permanentState: "206.1g",
  cardMoved: "212.1",
  phase: "700.1",
  startDot: "105.2",
  answered: "107.2",
  modAdded: "202.6",
  extraTurn: "700.2",
  skip: "700.2",
  conceded: "106.3",
  gameOver: "106",
  eliminated: "106.1",
};

/** The rule of an action a player announces or takes (for the lines that say who did what). */
export function actionRule(game: Game, a: Action): string {
  switch (a.type) {
    case "cast": {
      const def = game.engine.lib[game.state.cards[a.card]?.name ?? ""];
      return def?.type === "Energy Crystal Card" ? "200.1b" : "201.2a";
    }
    case "activate": {
      const d = describeAction(game, a);
      return d.includes("for energy") ? "203.3" : "207.6";
    }
    case "ability":
      return "402.10";
    case "move":
      return "202.2";
    case "attack":
      return "202.3";
    case "pass":
      return "201.3";
    case "concede":
      return "106.3";
    case "answer": {
      const d = game.pending();
      return (d && /^(\d{3}(?:\.\d+[a-z]?)?)\s/.exec(d.prompt)?.[1]) ?? "107.2";
    }
  }
}

const verb = (p: string, you: string, other: string) => (p === "you" ? you : other);
/** "your", "ai's": the possessive of a player id, the person being "you". */
const whose = (p: string) => (p === "you" ? "your" : `${p}'s`);

/** Where the log says a card's pawn stood last, at or before `index` (null: not on the board). */
function lastDot(game: Game, card: string, index: number): string | null {
  const log = game.state.log;
  for (let i = Math.min(index, log.length - 1); i >= 0; i--) {
    const e = log[i]!;
    if (e.type === "pawnMoved" && e.card === card) return e.path[e.path.length - 1] ?? null;
    if (e.type === "cardMoved" && e.card === card && e.to.zone === "play") return e.at ?? null;
  }
  return null;
}

/** The damage on a card just before `index`: dealt minus healed since it last came into play. */
function damageBefore(game: Game, card: string, index: number): { damage: number } {
  const log = game.state.log;
  let damage = 0;
  for (let i = index - 1; i >= 0; i--) {
    const e = log[i]!;
    if (!("card" in e) || e.card !== card) continue;
    if (e.type === "isDealtDamage") damage += e.amount;
    else if (e.type === "healed") damage -= e.amount;
    else if (e.type === "cardMoved" && e.to.zone === "play") break;
  }
  return { damage };
}

/** The stack entry whose resolution the event at `index` belongs to (the next entry removed from
 *  the stack, with no pass or phase change in between), as "NAME" or null. */
function resolvingEntry(game: Game, index: number): { name: string; player: string } | null {
  const log = game.state.log;
  for (let i = index + 1; i < log.length; i++) {
    const e = log[i]!;
    if (e.type === "passed" || e.type === "phase" || e.type === "stackPushed") return null;
    if (e.type === "stackRemoved") return pushedEntry(game, e.id, i);
  }
  return null;
}

/** The entry pushed with this id, from the log before `index`. */
function pushedEntry(game: Game, id: number, index: number): { name: string; player: string; kind: string } | null {
  const log = game.state.log;
  for (let i = Math.min(index, log.length - 1); i >= 0; i--) {
    const e = log[i]!;
    if (e.type === "stackPushed" && e.entry.id === id) {
      const name = game.state.cards[e.entry.card]?.name ?? e.entry.card;
      const label = e.entry.kind === "move" ? `move of ${name}` : e.entry.kind === "attack" ? `attack with ${name}` : e.entry.kind === "trigger" ? `trigger of ${name}` : name;
      return { name: label, player: e.entry.player, kind: e.entry.kind };
    }
  }
  return null;
}

/** Whether the event at `index` comes with the wiping of the ending dots after the End Phase
 *  (602.5): the End Phase ended just before, with only other wiped summons (and the hand-limit
 *  discards, 502.5) in between. */
function atEndOfTurn(game: Game, index: number): boolean {
  const log = game.state.log;
  for (let i = index - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.type === "phaseEnds") return e.phase === "end";
    if (!["isDestroyed", "leavesPlay", "cardMoved", "modRemoved", "answered", "decision", "destroysSummon"].includes(e.type)) return false;
  }
  return false;
}

/** Why a summon was destroyed, and the rule (210.5, 601.5, 602.5, 210.7). */
function destroyReason(game: Game, card: string, index: number): string {
  const dot = lastDot(game, card, index);
  const kind = dot ? game.engine.board.data.dots[dot]?.kind : undefined;
  const c = game.state.cards[card];
  const { damage } = damageBefore(game, card, index);
  const defense = c ? game.engine.lib[c.name]?.stats?.defense : undefined;
  if (defense !== undefined && damage > 0 && damage >= defense) return `lethal damage, ${damage} on Defense ${defense} (210.5)`;
  if (kind === "starting") {
    const start = game.state.players.find((p) => p.id === c?.controller)?.start;
    if (start !== dot) return `on another player's starting dot ${dot} (601.5)`;
  }
  if (atEndOfTurn(game, index) || kind === "ending") return `on ${dot ? `the ending dot ${dot}` : "an ending dot"} at the end of the turn (602.5)`;
  const entry = resolvingEntry(game, index);
  if (entry) return `by ${whose(entry.player)} ${entry.name} (210.7)`;
  if (damage > 0) return `lethal damage, ${damage} on a lowered Defense (210.5)`;
  return "(210.7)";
}

/** Where a card that left play went, from the cardMoved that follows `index`. */
function destination(game: Game, card: string, index: number): string | null {
  const log = game.state.log;
  for (let i = index + 1; i < log.length && i < index + 8; i++) {
    const e = log[i]!;
    if (e.type === "cardMoved" && e.card === card) return e.to.zone;
  }
  return null;
}

const ZONE_WORDS: Record<string, string> = { discard: "to the discard pile", hand: "to its owner's hand", deck: "to the top of its owner's deck", removed: "out of the game" };
const ZONE_RULES: Record<string, string> = { discard: "205.3", hand: "502.1", deck: "501.3", removed: "506.1" };
const STAT_WORDS: Record<string, string> = { attack: "Attack", defense: "Defense", speed: "Speed", range: "Range" };
const DURATION_WORDS: Record<string, string> = { endOfTurn: " until end of turn", untilYourNextReactivation: " until its controller's next Reactivation Phase", whileInPlay: "" };

/**
 * What happened, for the events worth telling a player (null for the others), each with the rule
 * behind it and, where the rules give one, the reason. `index`: the event's place in the game's
 * log, found by identity when not given (events from perform are the log's own objects).
 */
export function describeEvent(game: Game, ev: GameEvent, index = game.state.log.lastIndexOf(ev)): string | null {
  const ref = (id: string) => cardRef(game, id);
  const at = index < 0 ? game.state.log.length : index;
  switch (ev.type) {
    case "isDealtDamage": {
      const src = ev.source ? ` by ${ev.fromAttack ? `the attack of ${ref(ev.source)}` : ref(ev.source)}` : "";
      if (ev.amount > 0) return `${ref(ev.card)} is dealt ${ev.amount} damage${src}${ev.prevented ? ` (${ev.prevented} prevented)` : ""} (210)`;
      return ev.prevented ? `${ev.prevented} damage to ${ref(ev.card)} is prevented (210)` : null;
    }
    case "healed":
      return `${ref(ev.card)} heals ${ev.amount} damage (209.3)`;
    case "isDestroyed":
      return `${ref(ev.card)} is destroyed: ${destroyReason(game, ev.card, at)}`.replace(": (210.7)", " (210.7)");
    case "leavesPlay": {
      // A destroyed summon was told already (isDestroyed comes just before).
      const prev = game.state.log[at - 1];
      if (prev && prev.type === "isDestroyed" && prev.card === ev.card) return null;
      const zone = destination(game, ev.card, at) ?? "discard";
      const c = game.state.cards[ev.card];
      const lastCounters = [...game.state.log.slice(0, at)].reverse().find((e) => e.type === "counters" && e.card === ev.card);
      const why =
        lastCounters && lastCounters.type === "counters" && lastCounters.n === 0
          ? lastCounters.counter === "activation"
            ? ": no activation counters left (209.2c)"
            : ": no time counters left (209.2f)"
          : "";
      if (why) return `${ref(ev.card)} leaves play${why}`;
      const gameOver = game.state.log.slice(at).find((e) => e.type === "gameOver");
      const lifeBase = c && (game.engine.lib[c.name]?.type === "Life Base Card" || game.engine.lib[c.name]?.class === "Life Base");
      return `${ref(ev.card)} leaves play ${ZONE_WORDS[zone] ?? `to ${zone}`} (${lifeBase && gameOver ? "210.8" : (ZONE_RULES[zone] ?? "205.3")})`;
    }
    case "pawnMoved":
      return `${ref(ev.card)} moves ${ev.path.join(" → ")} (202.2)`;
    case "attacks":
      return `${ref(ev.card)} attacks ${ref(ev.target)} (202.3)`;
    case "comesIntoPlay": {
      const c = game.state.cards[ev.card];
      const dot = lastDot(game, ev.card, at);
      const crystal = c && game.engine.lib[c.name]?.type === "Energy Crystal Card";
      return `${ref(ev.card)} comes into play${dot ? ` on ${dot}` : ""} (${crystal ? "200.1b" : dot ? "402.6" : "206.1b"})`;
    }
    case "stackPushed":
      if (ev.entry.kind !== "trigger") return null;
      return `${whose(ev.entry.player)} ${game.state.cards[ev.entry.card]?.name ?? ev.entry.card} triggers (207.4b)`;
    case "stackRemoved": {
      const e = pushedEntry(game, ev.id, at);
      const name = e ? `${whose(e.player)} ${e.name}` : "an action";
      switch (ev.outcome) {
        case "resolved":
          return `${name} resolves: all players passed (201.5)`;
        case "countered":
          return `${name} is countered`;
        case "fizzled":
          return `${name} fizzles: its target or dot is no longer legal (${e?.kind === "cast" ? "208.5" : "200.4"})`;
        case "failed":
          return `${name} fails: the raised cost was not paid (200.6)`;
        case "cancelled":
          return `${name} is cancelled: its source left play (200.7)`;
      }
      return null;
    }
    case "controlChanged":
      return `${ev.to} gains control of ${game.state.cards[ev.card]?.name ?? ev.card} from ${ev.from} (214)`;
    case "permanentState":
      return ev.deactivated ? `${ref(ev.card)} is deactivated: it can't move or attack until reactivated (206.1g)` : null;
    case "cardMoved": {
      const firstPhase = game.state.log.findIndex((e) => e.type === "phase");
      if (firstPhase < 0 || firstPhase > at) return null; // setting up (105)
      const c = game.state.cards[ev.card];
      const name = c?.name ?? ev.card;
      const p = ev.to.player;
      if (ev.from.zone === "deck" && ev.to.zone === "hand") {
        const phase = lastPhase(game, at);
        return `${p} ${verb(p, "draw", "draws")} ${p === "you" ? name : "a card"} (${phase === "draw" ? "702.1" : "212.1"})`;
      }
      if (ev.from.zone === "hand" && ev.to.zone === "discard") return `${p} ${verb(p, "discard", "discards")} ${name} (${lastPhase(game, at) === "end" ? "502.5" : "505.1"})`;
      if (ev.from.zone === "cast" && ev.to.zone === "hand") return `${name} goes back to ${whose(p)} hand: its cost was not paid, the energy is lost (200.5)`;
      return null;
    }
    case "phase":
      return ev.phase === "reactivation" ? `turn ${ev.number}: ${whose(ev.active)} turn (700.1)` : null;
    case "startDot":
      return `${whose(ev.player)} Life Base starts on ${ev.dot} (105.2)`;
    case "answered": {
      const rule = lastPromptRule(game, at);
      return `${ev.player} ${verb(ev.player, "answer", "answers")} ${ev.label}${rule ? ` (${rule})` : ""}`;
    }
    case "modAdded": {
      const m = ev.mod;
      if (!m.target) return null;
      const dur = DURATION_WORDS[String(m.duration)] ?? "";
      if (m.op === "modifyStat" && m.stat) return `${ref(m.target)} gets ${STAT_WORDS[m.stat]} ${m.delta! >= 0 ? "+" : ""}${m.delta}${dur} (202.6)`;
      if (m.op === "setStat" && m.stat) return `${ref(m.target)} has ${STAT_WORDS[m.stat]} ${m.value}${dur} (202.6)`;
      if (m.op === "forbid" && m.action) return `${ref(m.target)} can't ${m.action === "beActivated" ? "be activated" : m.action}${dur} (107.1b)`;
      if (m.op === "prevent") return `damage to ${ref(m.target)} is prevented${m.remaining === "all" ? "" : ` (the next ${m.remaining})`}${dur} (210)`;
      return null;
    }
    case "extraTurn":
      return ev.add ? `${ev.player} ${verb(ev.player, "take", "takes")} an extra turn after this one (700.2)` : null;
    case "skip":
      return ev.add ? `${ev.player} ${verb(ev.player, "skip", "skips")} ${ev.phase === "turn" ? "the next turn" : `the next ${ev.phase} phase`} (700.2)` : null;
    case "conceded":
      return `${ev.player} ${verb(ev.player, "give", "gives")} up (106.3)`;
    case "eliminated":
      return `${ev.player} ${verb(ev.player, "are", "is")} out of the game (106.1)`;
    case "gameOver": {
      const r = ev.result;
      return r.draw ? "the game is a draw (106.1a)" : `${r.winners.join(" and ")} ${r.winners.length === 1 && r.winners[0] !== "you" ? "wins" : "win"} (106)`;
    }
    default:
      return null;
  }
}

function lastPhase(game: Game, index: number): string | null {
  const log = game.state.log;
  for (let i = Math.min(index, log.length - 1); i >= 0; i--) {
    const e = log[i]!;
    if (e.type === "phase") return e.phase;
  }
  return null;
}

/** The rule number a decision's prompt starts with ("105.4 you: take Murphy's Law?"). */
function lastPromptRule(game: Game, index: number): string | null {
  const log = game.state.log;
  for (let i = Math.min(index, log.length - 1); i >= 0; i--) {
    const e = log[i]!;
    if (e.type === "decision" && e.decision) return /^(\d{3}(?:\.\d+[a-z]?)?)\s/.exec(e.decision.prompt)?.[1] ?? null;
  }
  return null;
}
