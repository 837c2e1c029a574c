// The sandbox's log: the engine's events in words, each with the rule it follows, so a reader
// sees why things happened ("ai/Brass Observatory is dealt 2 damage by Spark Bolt (210)"). Rule
// numbers come from the engine where its events and messages carry them (pool reasons such as
// "203.4 turn ends", decision prompts such as "105.4 ...", refusals such as "201.3 ..."), and
// otherwise from the rule that event type carries out (X610Z Comprehensive Rules V1.1).
//
// Hidden information stays hidden: the AI's draws and its hand are never named.
import type { Game } from "../../../runtime/index.ts";
import type { Cost } from "../../../runtime/x610z/abilities.ts";
import type { GameEvent, Modifier, StackEntry } from "../../../runtime/x610z/types.ts";
import { cardRef, describeAction, formatCost } from "../../play/describe.ts";
import type { Action } from "../../../runtime/x610z/types.ts";
import type { LogLine } from "../shared/protocol.ts";

const PHASE_RULES: Record<string, { name: string; rule: string }> = {
  reactivation: { name: "Reactivation Phase", rule: "701" },
  draw: { name: "Draw Phase", rule: "702" },
  action: { name: "Action Phase", rule: "703" },
  end: { name: "End Phase", rule: "704" },
};

const STAT_WORDS: Record<string, string> = { attack: "Attack Power", defense: "Defense", speed: "Speed", range: "Range" };

/** "your", "ai's" ("Your" at the start of a line). */
export function poss(player: string, capital = false): string {
  return player === "you" ? (capital ? "Your" : "your") : `${player}'s`;
}

/** The verb for a player: "you draw", "ai draws". */
function verb(player: string, third: string, base: string): string {
  return player === "you" ? base : third;
}

/** A rule number at the start of an engine message ("201.3 it is not your priority"). */
function leadingRule(message: string): { rule?: string; text: string } {
  const m = /^(\d{3}(?:\.\d+[a-z]?)?)\s+(.*)$/s.exec(message);
  const [, rule, text] = m ?? [];
  return rule !== undefined && text !== undefined ? { rule, text } : { text: message };
}

/** Writes log lines for one game, remembering what it needs across actions (stack labels). */
export class GameLog {
  readonly lines: LogLine[] = [];
  private readonly entries = new Map<number, { label: string; player: string; kind: StackEntry["kind"] }>();
  /** Where a resolution's line goes (see events). */
  private mark = 0;

  constructor(
    private readonly game: Game,
    /** Whose cards are shown by name when drawn or discarded from hand. */
    private readonly viewer: string,
  ) {}

  note(text: string, rule?: string): void {
    this.lines.push({ text, kind: "note", ...(rule ? { rule } : {}) });
  }

  refused(player: string, action: Action, error: string): void {
    const { rule, text } = leadingRule(error);
    this.lines.push({ text: `refused: ${describeAction(this.game, action)}: ${text}`, kind: "refused", player, ...(rule ? { rule } : {}) });
  }

  /** An action and what followed from it. Call after `perform` with its events. */
  action(player: string, action: Action, label: string, events: readonly GameEvent[]): void {
    if (action.type !== "pass" && action.type !== "answer") {
      this.lines.push({ text: `${player}: ${label}`, kind: "action", player, ...actionRule(action) });
    }
    this.events(events);
  }

  events(events: readonly GameEvent[]): void {
    for (const ev of events) {
      // The engine says an entry resolved after its effects; the log says it before them: the
      // line goes where the last pass (or the last change of the stack) left off.
      if (ev.type === "stackRemoved") {
        const line = this.event(ev);
        if (line) this.lines.splice(Math.min(this.mark, this.lines.length), 0, line);
        this.mark = this.lines.length;
        continue;
      }
      const line = this.event(ev);
      if (line) this.lines.push(line);
      if (ev.type === "passed" || ev.type === "stackPushed" || ev.type === "phase") this.mark = this.lines.length;
    }
  }

  private name(id: string | null | undefined): string {
    if (!id) return "?";
    return this.game.state.cards[id]?.name ?? id;
  }

  private ref(id: string): string {
    return cardRef(this.game, id);
  }

  private event(ev: GameEvent): LogLine | null {
    const ev_ = (text: string, rule?: string, player?: string): LogLine => ({ text, kind: "event", ...(rule ? { rule } : {}), ...(player ? { player } : {}) });
    switch (ev.type) {
      case "phase": {
        const p = PHASE_RULES[ev.phase] ?? { name: ev.phase, rule: "700" };
        return { text: `turn ${ev.number}: ${poss(ev.active)} ${p.name}`, kind: "turn", rule: p.rule, player: ev.active };
      }
      case "stackPushed": {
        const e = ev.entry;
        const label = this.entryText(e);
        this.entries.set(e.id, { label, player: e.player, kind: e.kind });
        // The action line already says what the person or the AI announced; triggers come on their own.
        if (e.kind === "trigger") return ev_(`${label}'s triggered ability goes on the stack`, "207.4c", e.player);
        return ev_(`${label} goes on the stack`, "201.2a", e.player);
      }
      case "stackRemoved": {
        const e = this.entries.get(ev.id);
        const label = e?.label ?? `action #${ev.id}`;
        switch (ev.outcome) {
          case "resolved":
            return ev_(`all players passed in a row: ${label} resolves`, "201.5", e?.player);
          case "countered":
            return ev_(`${label} is countered and doesn't resolve`, "glossary", e?.player);
          case "fizzled":
            return ev_(`${label} fizzles: a target is no longer legal, or the result would be illegal`, "200.4", e?.player);
          case "failed":
            return ev_(`${label} fails: its cost was not paid in full`, "200.5", e?.player);
          case "cancelled":
            return ev_(`${label} is cancelled`, "200.7", e?.player);
        }
        return null;
      }
      case "isDealtDamage": {
        const by = ev.source ? ` by ${this.name(ev.source)}` : "";
        const how = ev.fromAttack ? " in an attack" : "";
        if (ev.amount > 0) return ev_(`${this.ref(ev.card)} is dealt ${ev.amount} damage${by}${how}${ev.prevented ? ` (${ev.prevented} prevented)` : ""}`, "210");
        if (ev.prevented) return ev_(`${ev.prevented} damage${by} to ${this.ref(ev.card)} is prevented`, "glossary");
        return null;
      }
      case "healed":
        return ev_(`${this.ref(ev.card)} heals ${ev.amount} damage`, "glossary");
      case "isDestroyed": {
        const c = this.game.state.cards[ev.card];
        return ev_(`${this.ref(ev.card)} is destroyed and goes to ${c ? poss(c.owner) : "its owner's"} discard pile`, "205.3");
      }
      case "destroysSummon":
        return ev_(`${this.ref(ev.card)} destroys ${this.ref(ev.victim)}`, "202.5a");
      case "attacks":
        return ev_(`${this.ref(ev.card)} attacks ${this.ref(ev.target)}`, "202.3");
      case "pawnMoved":
        return ev_(`${this.ref(ev.card)} moves ${ev.path.join(" → ")}`, "202.2");
      case "comesIntoPlay": {
        const c = this.game.state.cards[ev.card];
        return ev_(`${this.ref(ev.card)} comes into play${c?.at ? ` on ${c.at}` : ""}`, "504.1");
      }
      case "cardMoved":
        return this.moved(ev);
      case "controlChanged":
        return ev_(`${ev.to} ${verb(ev.to, "gains", "gain")} control of ${this.ref(ev.card)}`, "214");
      case "fixed":
        return ev.on ? ev_(`${this.ref(ev.card)} is fixed on ${this.ref(ev.on)}`, "207.5a") : null;
      case "pool":
        return this.pool(ev);
      case "permanentState":
        if (ev.deactivated) return ev_(`${this.ref(ev.card)} is deactivated: it can't move or attack until reactivated`, "206.1g");
        return null;
      case "counters":
        return ev_(`${this.ref(ev.card)} now has ${ev.n} ${ev.counter} counter${ev.n === 1 ? "" : "s"}`, "209.2");
      case "modAdded":
        return this.modifier(ev.mod);
      case "decision":
        return ev.decision ? this.decision(ev.decision.prompt, ev.decision.player) : null;
      case "answered":
        return ev_(`${ev.player} ${verb(ev.player, "answers", "answer")}: ${ev.label}`, undefined, ev.player);
      case "extraTurn":
        return ev.add ? ev_(`${ev.player} will take an extra turn`, "700.2", ev.player) : null;
      case "skip":
        return ev.add
          ? ev_(`${ev.player} will skip ${ev.phase === "turn" ? `${poss(ev.player)} next turn` : `${poss(ev.player)} next ${PHASE_RULES[ev.phase]?.name ?? ev.phase}`}`, "700.2", ev.player)
          : null;
      case "startDot":
        return ev_(`${poss(ev.player, true)} Summon Dot is ${ev.dot}`, "105.2c", ev.player);
      case "triggered":
        if (!ev.add) return null;
        {
          const def = this.game.engine.lib[this.name(ev.trigger.card)];
          const ab = def?.abilities[ev.trigger.ability];
          const text = ab && "text" in ab ? `: "${ab.text.replace(/\s+/g, " ")}"` : "";
          return ev_(`${this.ref(ev.trigger.card)} triggers${text}`, "207.4", ev.trigger.controller);
        }
      case "shuffled":
        return ev_(`${ev.player} ${verb(ev.player, "shuffles", "shuffle")} ${poss(ev.player)} deck`, "211", ev.player);
      case "conceded":
        return ev_(`${ev.player} ${verb(ev.player, "gives", "give")} up`, "106.3", ev.player);
      case "eliminated":
        return ev_(`${ev.player} ${verb(ev.player, "is", "are")} out of the game`, "106.1", ev.player);
      case "sideFinished":
        return ev_(`${ev.players.join(" and ")} ${ev.won ? "finish" : "are out"}`, "106.1");
      case "gameOver": {
        const r = ev.result;
        const head = r.draw ? "the game is a draw" : `${r.winners.join(" and ")} win${r.winners.length === 1 ? "s" : ""}`;
        const why: Record<string, [string, string]> = {
          endingDot: ["a Life Base reached an ending dot", "602.2"],
          lifeBaseLeftPlay: ["a Life Base left play", "106.3"],
          emptyDeck: ["a player had to draw from an empty deck", "106.3"],
          concession: ["a player gave up", "106.3"],
          loop: ["the game made no progress (the loop rule)", "106"],
        };
        const [reason, rule] = why[r.reason ?? ""] ?? ["", "106"];
        return { text: `${head}${reason ? `: ${reason}` : ""}`, kind: "result", rule };
      }
      default:
        // priority, passed, turnInfo, modRemoved, modChanged, isCast, castEffectCard, moves,
        // leavesPlay, phaseBegins, phaseEnds: said by the lines around them, or bookkeeping.
        return null;
    }
  }

  private entryText(e: StackEntry): string {
    const name = this.name(e.card);
    switch (e.kind) {
      case "cast":
        return `${poss(e.player)} cast of ${name}`;
      case "move":
        return `${poss(e.player)} move of ${name}`;
      case "attack":
        return `${poss(e.player)} attack with ${name}`;
      case "trigger":
        return `${poss(e.player)} ${name}`;
      case "ability":
        return `${poss(e.player)} ability of ${name}`;
      default:
        return `${poss(e.player)} activation of ${name}`;
    }
  }

  private moved(ev: Extract<GameEvent, { type: "cardMoved" }>): LogLine | null {
    const { from, to } = ev;
    const mine = to.player === this.viewer || from.player === this.viewer;
    const who = to.player;
    const line = (text: string, rule?: string): LogLine => ({ text, kind: "event", player: who, ...(rule ? { rule } : {}) });
    if (from.zone === "deck" && to.zone === "hand") return line(mine ? `${who} ${verb(who, "draws", "draw")} ${this.name(ev.card)}` : `${who} ${verb(who, "draws", "draw")} a card`, "501.3");
    if (from.zone === "hand" && to.zone === "deck") return line(`${who} ${verb(who, "puts", "put")} a card from ${poss(who)} hand into ${poss(who)} deck`, "105.4");
    if (from.zone === "hand" && to.zone === "discard") return line(`${who} ${verb(who, "discards", "discard")} ${this.name(ev.card)}`, "502");
    if (from.zone === "cast" && to.zone === "discard") return line(`${this.name(ev.card)} goes to ${poss(who)} discard pile`, "206.2");
    if (from.zone === "hand" && to.zone === "play") return line(`${who} ${verb(who, "casts", "cast")} ${this.name(ev.card)}`, "200.1b");
    if (from.zone === "play" && to.zone === "hand") return line(`${this.name(ev.card)} returns to ${poss(who)} hand`);
    if (from.zone === "play" && to.zone === "removed") return line(`${this.name(ev.card)} is removed from the game`, "506");
    if (from.zone === "deck" && to.zone === "discard") return line(`${this.name(ev.card)} goes from ${poss(who)} deck to ${poss(who)} discard pile`);
    if (from.zone === "discard" && to.zone === "play") return null; // comesIntoPlay says it
    return null; // hand -> cast (the cast line), cast -> play (comes into play), play -> discard (destroyed/leaves)
  }

  private pool(ev: Extract<GameEvent, { type: "pool" }>): LogLine {
    const { rule, text } = leadingRule(ev.reason);
    const pool = Object.keys(ev.pool).length ? formatCost(ev.pool as Cost) : "empty";
    const fallback = /produces$/.test(text) ? "203.3" : /^pays|Movement Energy/.test(text) ? "203.5" : "203";
    return { text: `${poss(ev.player, true)} Energy Pool: ${pool} (${text})`, kind: "event", player: ev.player, rule: rule ?? fallback };
  }

  private modifier(m: Modifier): LogLine | null {
    const on = m.target ? this.ref(m.target) : "the game";
    const until = m.duration === "endOfTurn" ? " until end of turn" : m.duration === "untilYourNextReactivation" ? ` until ${poss(m.you)} next Reactivation Phase` : "";
    const from = ` (from ${this.name(m.source)})`;
    const line = (text: string, rule: string): LogLine => ({ text: text + from, kind: "event", rule });
    switch (m.op) {
      case "modifyStat":
        return line(`${on} gets ${STAT_WORDS[m.stat ?? ""] ?? m.stat} ${(m.delta ?? 0) >= 0 ? "+" : ""}${m.delta}${until}`, "202.6");
      case "setStat":
        return line(`${on}'s ${STAT_WORDS[m.stat ?? ""] ?? m.stat} becomes ${m.value}${until}`, "202.6");
      case "forbid":
        return line(`${on} can't ${m.action === "beActivated" ? "be activated" : m.action}${until}`, "107.1b");
      case "untargetable":
        return line(`${on} can't be targeted by Effects its controller's opponents control${until}`, "208");
      case "extraProduce":
        return line(`${on} produces an extra ${formatCost(m.energy ?? {})}${until}`, "200.1b");
      case "control":
        return null; // controlChanged says it
      case "prevent":
        return line(`${m.remaining === "all" ? "all" : `the next ${m.remaining}`} damage to ${on} will be prevented${until}`, "glossary");
      case "costModifier": {
        const c = m.cost;
        if (!c) return null;
        return line(
          `costs of ${c.cardType ?? "cards"} ${c.casters === "all" ? "anyone" : c.casters === "you" ? m.you : `${poss(m.you)} opponents`} cast${c.casters === "you" && m.you !== "you" ? "s" : ""} are ${c.change === "raise" ? "raised" : "reduced"} by ${formatCost(c.by)}${until}`,
          "204",
        );
      }
    }
    return null;
  }

  private decision(prompt: string, player: string): LogLine {
    const { rule, text } = leadingRule(prompt);
    return { text: `${player} decides: ${text}`, kind: "event", player, ...(rule ? { rule } : {}) };
  }
}

/** The rule an action follows, for its log line. */
function actionRule(a: Action): { rule?: string } {
  switch (a.type) {
    case "cast":
      return { rule: "200.1a" };
    case "activate":
      return { rule: a.effect || a.targets || a.mode !== undefined ? "207.6" : "200.1b" };
    case "ability":
      return { rule: "402.10" };
    case "move":
      return { rule: "202.2" };
    case "attack":
      return { rule: "202.3" };
    case "concede":
      return { rule: "106.3" };
    default:
      return {};
  }
}
