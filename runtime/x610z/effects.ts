// The effect interpreter: runs the Effect ops of runtime/abilities.ts in order (LANGUAGE.md 3).
// A resolution is a task on state.agenda; when an op needs a player's decision (an unless cost,
// a discard, a search, a path, where a summon goes) the task waits in the state with a pending
// decision and goes on when it is answered, so a game can stop and resume anywhere.
import type { Amount, Cost, Effect, Filter, ObjectRef, PlayerRef } from "./abilities.ts";
import { defOf, isOpponent, isSummonDef, matchesFilter, type Engine, cardIn } from "./cards.ts";
import { autoPayment, canPay, format } from "./energy.ts";
import { emit } from "./events.ts";
import { addToPool, takeFromPool } from "./pool.ts";
import { checkLethal } from "./damage.ts";
import { enforceClassLimit } from "./permanents.ts";
import { enterPlay, leavePlay, moveCard, shuffleDeck, simultaneously } from "./zones.ts";
import { playerState, playersFrom } from "../core/players.ts";
import { afterPawnMoved, placement, effectMoves, stepsUntilStopped } from "./movement.ts";
import { candidates, castTargetSpecs } from "./targets.ts";
import { effectiveStats } from "./continuous.ts";
import { ask, yesNo } from "../core/decisions.ts";
import { eventCount } from "../core/events.ts";
import { effectDefinition } from "./effects/registry.ts";
import type { CardId, Ctx, PlayerId, Task } from "./types.ts";

type Step = "ask" | "done" | "progress";

/** Pushes a sequence of effects to run with `ctx`, `times` times in a row (a "For each extra" paid
 *  that often: one task with a count, whatever the count). */
export function pushEffects(E: Engine, effects: readonly Effect[], ctx: Ctx, times = 1): void {
  E.state.agenda.push({ t: "seq", effects: effects as Effect[], i: 0, ctx, ok: true, wait: false, ...(times > 1 ? { times, events: eventCount(E.state) } : {}) });
}

// --- references -----------------------------------------------------------------------------

/** The cards an object reference means now (empty when it no longer exists where it should). */
export function objects(E: Engine, ref: ObjectRef, ctx: Ctx): CardId[] {
  const s = E.state;
  const alive = (id: CardId | null | undefined): CardId[] => (id && s.cards[id] ? [id] : []);
  switch (ref.ref) {
    case "target": {
      const t = ctx.targets[ref.index];
      if (t && "card" in t) return alive(t.card);
      // "that Summon" in a permanent Effect fixed on a target (207.5a).
      if (!t && ref.index === 0) return alive(s.cards[ctx.source]?.fixedOn);
      return [];
    }
    case "self":
      return alive(ctx.source);
    case "fixed":
      return alive(s.cards[ctx.source]?.fixedOn);
    case "triggerSubject":
      return alive(ctx.subject);
    case "attacker":
      return alive(ctx.attacker);
    case "damageSource":
      return alive(ctx.damageSource);
    case "chosen":
      return alive(ctx.chosen);
    case "all": {
      const out: CardId[] = [];
      const owners = ref.ofPlayer ? players(E, ref.ofPlayer, ctx) : null;
      for (const p of s.players) {
        const ids = ref.filter.kind === "card" ? [...p.zones.discard, ...p.zones.hand, ...p.zones.deck] : p.zones.play;
        for (const id of ids) {
          if (!matchesFilter(E, id, ref.filter, ctx.you, { source: ctx.source, stats: (x) => effectiveStats(E, x) })) continue;
          if (owners && !owners.includes(cardIn(s, id).controller)) continue;
          out.push(id);
        }
      }
      return out;
    }
  }
}

/** 208.1: the permanents in play `f` describes for the ability's "you" (what a "choose" effect
 *  picks among), in player then zone order. */
export function choosable(E: Engine, f: Filter, ctx: Ctx): CardId[] {
  const look = { source: ctx.source, stats: (x: CardId) => effectiveStats(E, x) };
  return E.state.players.flatMap((p) => p.zones.play.filter((id) => cardIn(E.state, id).zone === "play" && matchesFilter(E, id, f, ctx.you, look)));
}

/** The players a player reference means, in turn order from the active player. */
export function players(E: Engine, ref: PlayerRef, ctx: Ctx): PlayerId[] {
  // 106.1 a player out of the game is affected by nothing.
  return referredPlayers(E, ref, ctx).filter((p) => !playerState(E, p).out);
}

function referredPlayers(E: Engine, ref: PlayerRef, ctx: Ctx): PlayerId[] {
  const s = E.state;
  switch (ref.ref) {
    case "you":
      return [ctx.you];
    case "targetPlayer": {
      const t = ctx.targets[ref.index];
      if (t && "player" in t) return [t.player];
      const chosen = s.cards[ctx.source]?.chosenPlayer;
      return chosen ? [chosen] : [];
    }
    case "controllerOf":
      // A card out of play has its owner as controller (214.2); one an effect just took out of play
      // is read as it last was in play (last known information): who controlled it then.
      return objects(E, ref.of, ctx).map((id) => {
        const c = cardIn(s, id);
        return c.zone === "play" ? c.controller : (c.leftPlayUnder ?? c.controller);
      });
    case "ownerOf":
      return objects(E, ref.of, ctx).map((id) => cardIn(s, id).owner);
    case "eachOpponent":
      return playersFrom(E, s.turn.active).filter((p) => isOpponent(E, ctx.you, p));
    case "allPlayers":
      return playersFrom(E, s.turn.active);
    case "activePlayer":
      return [s.turn.active];
  }
}

/** An amount as the effect resolves (never below 0 where a count is asked, the caller decides). */
export function amount(E: Engine, a: Amount, ctx: Ctx): number {
  if (typeof a === "number") return a;
  switch (a.count) {
    case "extraPaid":
      return ctx.extraPaid;
    case "objects":
      return a.times * objects(E, a.of, ctx).length;
    case "stat": {
      // 202.6 its effective stat now; gone from play, it has none.
      const id = inPlayOnly(E, objects(E, a.of, ctx))[0];
      return id === undefined ? 0 : a.times * effectiveStats(E, id)[a.stat];
    }
    case "damage": {
      // 209.3 the damage marked on it.
      const id = inPlayOnly(E, objects(E, a.of, ctx))[0];
      return id === undefined ? 0 : a.times * cardIn(E.state, id).damage;
    }
  }
}

export const inPlayOnly = (E: Engine, ids: CardId[]) => ids.filter((id) => cardIn(E.state, id).zone === "play");

/** 402.10e: activated, paid and triggered summon abilities last until end of turn unless stated. */
export function durationOf(d: "endOfTurn" | "untilYourNextReactivation" | "whileInPlay", ctx: Ctx) {
  return ctx.summonAbility && d === "whileInPlay" ? "endOfTurn" : d;
}

// --- the ops ---------------------------------------------------------------------------------

/** Runs one op. true/false: done, successfully or not (207.3); "pushed": a task continues it. */
function execute(E: Engine, e: Effect, ctx: Ctx): boolean | "pushed" {
  return effectDefinition(e.op).run(E, e, ctx);
}

// --- tasks -----------------------------------------------------------------------------------

/** One step of an effect task; "done" pops it (its success in state.ret). */
export function stepEffectTask(E: Engine, task: Task): Step {
  const s = E.state;
  switch (task.t) {
    case "seq": {
      if (task.wait) {
        task.ok = task.ok && s.ret;
        task.wait = false;
      }
      if (task.i >= task.effects.length) {
        s.ret = task.ok;
        if (task.times !== undefined && task.times > 1) {
          // The next payment's run. One that changed nothing (no event) leaves the state as it found
          // it, so every run after it would change nothing too: the rest are done at once.
          const now = eventCount(E.state);
          if (now === task.events) return "done";
          task.times--;
          task.events = now;
          task.i = 0;
          task.ok = true;
          return "progress";
        }
        return "done";
      }
      if (task.i === 0 && task.times !== undefined) task.events = eventCount(E.state);
      const e = task.effects[task.i++]!;
      // 106.1a: an op acts on all its objects at once (with the lethal damage it deals): Life Bases
      // it destroys lose together.
      const r = simultaneously(E, () => {
        const done = execute(E, e, task.ctx);
        checkLethal(E);
        return done;
      });
      if (r === "pushed") task.wait = true;
      else task.ok = task.ok && r;
      return "progress";
    }
    case "whenDone": {
      if (task.step === 0) {
        task.step = 1;
        pushEffects(E, task.first, task.ctx);
        return "progress";
      }
      if (task.step === 1) {
        // 207.3: the second step only if the first was done successfully.
        if (!s.ret) return "done";
        task.step = 2;
        pushEffects(E, task.then, task.ctx);
        return "progress";
      }
      return "done";
    }
    case "unless": {
      // 207.2: the named player may pay to stop the effect; he decides when it resolves. A player
      // who can't pay from his pool is not asked (203.6: nobody pays for him).
      if (task.step === 0) {
        if (task.answer === true) {
          const payer = task.payer[0]!;
          const units = autoPayment(playerState(E, payer).pool, task.cost)!;
          takeFromPool(E, payer, units, `pays ${format(task.cost)} (unless)`);
          task.paid = true;
          task.answer = null;
          s.ret = false;
          return "done";
        }
        if (task.answer === false) {
          task.answer = null;
          task.payer = task.payer.slice(1);
        }
        // 106.1 a player out of the game pays nothing.
        while (task.payer.length && (playerState(E, task.payer[0]!).out || !canPay(playerState(E, task.payer[0]!).pool, task.cost))) task.payer = task.payer.slice(1);
        if (task.payer.length) {
          const payer = task.payer[0]!;
          ask(E, {
            player: payer,
            kind: "unless",
            prompt: `207.2 ${payer}: pay ${format(task.cost)} to stop "${describeEffects(E, task.effects, task.ctx)}"?`,
            options: yesNo(),
          });
          return "ask";
        }
        task.step = 1;
        pushEffects(E, task.effects, task.ctx);
        return "progress";
      }
      return "done";
    }
    case "may": {
      // 207.6: the player chooses whether the optional action happens; 207.3: it counts as done
      // only when chosen and done successfully, and "If you don't" happens otherwise.
      if (task.step === 0) {
        if (task.answer === null && task.player !== null) {
          ask(E, {
            player: task.player,
            kind: "may",
            prompt: `207.6 ${task.player}: do you "${describeEffects(E, task.effects, task.ctx)}"?`,
            options: yesNo(),
          });
          return "ask";
        }
        const yes = task.answer === true;
        task.answer = null;
        task.step = yes ? 1 : 2;
        if (yes) pushEffects(E, task.effects, task.ctx);
        else s.ret = false;
        return "progress";
      }
      if (task.step === 1 || task.step === 2) {
        task.ok = s.ret;
        task.step = 3;
        if (!task.ok && task.otherwise.length > 0) {
          pushEffects(E, task.otherwise, task.ctx);
          return "progress";
        }
      }
      s.ret = task.ok;
      return "done";
    }
    case "discard": {
      // Chosen by that player, one card at a time; a player with no choice is not asked.
      if (task.answer !== null) {
        moveCard(E, task.answer as CardId, "discard");
        task.answer = null;
        task.left--;
      }
      while (task.players.length) {
        const p = task.players[0]!;
        const hand = playerState(E, p).zones.hand;
        if (task.left > 0 && hand.length > 0 && !playerState(E, p).out) {
          const names = new Set(hand.map((id) => cardIn(s, id).name));
          if (names.size === 1 || hand.length <= task.left) {
            moveCard(E, hand[0]!, "discard");
            task.left--;
            continue;
          }
          ask(E, {
            player: p,
            kind: "discard",
            prompt: `${p}: discard a card (${task.left} to go)`,
            options: distinctCards(E, hand),
          });
          return "ask";
        }
        if (task.left > 0) task.ok = false;
        task.players = task.players.slice(1);
        task.left = task.n;
      }
      s.ret = task.ok;
      return "done";
    }
    case "search": {
      // 212.2, 211.2: look through the deck, show a matching card, put it into hand, shuffle.
      const deck = playerState(E, task.player).zones.deck;
      if (playerState(E, task.player).out) {
        s.ret = false; // 106.1 out of the game: no search
        return "done";
      }
      if (task.answer !== null) {
        if (task.to === "play") {
          // 402.6a: put into play by an effect, placed as its controller chooses; 211.2 shuffled after the search.
          const card = task.answer as CardId;
          shuffleDeck(E, task.player);
          s.agenda.push({ t: "place", card, player: task.player, answer: null, ok: true });
          return "done";
        }
        moveCard(E, task.answer as CardId, "hand");
        shuffleDeck(E, task.player);
        s.ret = true;
        return "done";
      }
      const found = deck.filter((id) => matchesFilter(E, id, deckFilter(task.filter), task.ctx.you));
      if (found.length === 0) {
        shuffleDeck(E, task.player);
        s.ret = false;
        return "done";
      }
      const options = distinctCards(E, found);
      if (options.length === 1) {
        task.answer = options[0]!.value;
        return "progress";
      }
      ask(E, { player: task.player, kind: "search", prompt: `212.2 ${task.player}: which card do you take from your deck?`, options });
      return "ask";
    }
    case "choose": {
      // 208.1, 208.3: the caster picks one of the permanents the words describe now; a player with
      // one to pick is not asked. Then its effects, their success the choice's (207.3).
      if (task.step === 1) return "done";
      if (task.answer === null) {
        const options = choosable(E, task.filter, task.ctx);
        if (options.length === 0) {
          s.ret = false;
          return "done";
        }
        if (options.length > 1) {
          ask(E, {
            player: task.ctx.you,
            kind: "choose",
            prompt: `208.1 ${task.ctx.you}: which one?`,
            options: options.map((id) => ({ label: permanentLabel(E, id), value: id })),
          });
          return "ask";
        }
        task.answer = options[0]!;
      }
      task.step = 1;
      pushEffects(E, task.effects, { ...task.ctx, chosen: task.answer as CardId });
      return "progress";
    }
    case "energyChoice": {
      // 403.4, 203: the player chooses which energy; one option (or all alike) needs no question.
      const pick = task.answer !== null ? (task.answer as Cost) : new Set(task.options.map(format)).size <= 1 ? task.options[0] : undefined;
      if (pick === undefined) {
        ask(E, {
          player: task.player,
          kind: "energyType",
          prompt: `403.4 ${task.player}: which energy for ${task.reason.replace(/ produces$/, "")}?`,
          options: task.options.map((o) => ({ label: format(o), value: o })),
        });
        return "ask";
      }
      if (!playerState(E, task.player).out) addToPool(E, task.player, pick, task.reason);
      if (task.effect) s.ret = true;
      return "done";
    }
    case "lookTake": {
      // 501.2: the player looks at the top N cards, takes one into his hand (his choice; none to
      // ask between alike cards) and puts the rest on the bottom of the deck in the order they were.
      const top = playerState(E, task.deckOf).zones.deck.slice(0, task.n);
      if (top.length === 0 || playerState(E, task.player).out) {
        s.ret = false;
        return "done";
      }
      const options = distinctCards(E, top);
      if (task.answer === null && options.length > 1) {
        ask(E, { player: task.player, kind: "lookTake", prompt: `501.2 ${task.player}: which card goes into your hand?`, options });
        return "ask";
      }
      const taken = (task.answer ?? options[0]!.value) as CardId;
      moveCard(E, taken, "hand");
      for (const id of top) if (id !== taken) moveCard(E, id, "deck"); // to the bottom
      s.ret = true;
      return "done";
    }
    case "reorder": {
      // 501.2: the deck is hidden; the player looks at its top N cards and puts them back in the
      // order he chooses, one card at a time from the top down (no question when all are alike).
      if (task.left === null) task.left = playerState(E, task.deckOf).zones.deck.slice(0, task.n);
      if (task.answer !== null) {
        const id = task.answer as CardId;
        task.placed.push(id);
        task.left = task.left.filter((c) => c !== id);
        task.answer = null;
      }
      const options = distinctCards(E, task.left);
      if (options.length > 1 && !playerState(E, task.player).out) {
        ask(E, { player: task.player, kind: "reorder", prompt: `501.2 ${task.player}: which card goes on top next (${task.left.length} left)?`, options });
        return "ask";
      }
      const order = [...task.placed, ...task.left];
      // Unchanged order: nothing moves. Otherwise each goes back on top, bottom one first.
      const deck = playerState(E, task.deckOf).zones.deck;
      if (order.some((id, i) => deck[i] !== id)) for (const id of [...order].reverse()) moveCard(E, id, "deck", { top: true });
      s.ret = order.length > 0;
      return "done";
    }
    case "refix": {
      // 214.4: the new controller chooses a permanent he controls that the Effect could target;
      // with none, the Effect goes to the discard pile.
      const c = cardIn(s, task.card);
      if (c.zone !== "play") return "done";
      if (task.answer !== null) {
        emit(E, { type: "fixed", card: c.id, on: task.answer as CardId, caster: c.caster ?? c.controller });
        return "done";
      }
      const spec = castTargetSpecs(E, c.id, 0)[0];
      const by = { you: c.controller, source: c.id, controller: c.controller };
      const options = (spec ? candidates(E, spec, by, []) : []).flatMap((t) => ("card" in t && t.card !== c.id && cardIn(s, t.card).controller === c.controller ? [t.card] : []));
      if (options.length === 0) {
        leavePlay(E, c.id, "discard");
        return "done";
      }
      if (options.length === 1) {
        task.answer = options[0]!;
        return "progress";
      }
      ask(E, {
        player: c.controller,
        kind: "refix",
        prompt: `214.4 ${c.controller}: ${c.name} came under your control; fix it on which of your permanents?`,
        options: options.map((id) => ({ label: permanentLabel(E, id), value: id })),
      });
      return "ask";
    }
    case "place": {
      // 402.6a: a summon put into play by an effect goes on its controller's starting dot or a
      // free ending dot; other permanents just come into play.
      const c = cardIn(s, task.card);
      if (c.zone === "play") {
        s.ret = task.ok;
        return "done";
      }
      if (playerState(E, task.player).out) {
        s.ret = false; // 106.1 nothing comes into play for a player out of the game
        return "done";
      }
      if (!isSummonDef(defOf(E, c))) {
        if (defOf(E, c).fixedTarget) {
          s.ret = false;
          return "done";
        }
        enterPlay(E, c.id, task.player, { caster: task.player });
        s.ret = true;
        return "done";
      }
      const at = placement(E, task.player, c.id, "402.6a", task.answer);
      task.answer = null;
      if (at === "ask") return "ask";
      if (at === null) {
        s.ret = false;
        return "done";
      }
      enterPlay(E, c.id, task.player, { at });
      enforceClassLimit(E, c.id);
      s.ret = cardIn(s, c.id).zone === "play";
      return "done";
    }
    case "moveBy": {
      // LANGUAGE.md 3: a move by an effect pays no energy, doesn't activate the summon and isn't
      // its move of the turn; the summon's controller chooses the path.
      const c = cardIn(s, task.card);
      if (c.zone !== "play" || c.at === null) {
        s.ret = false;
        return "done";
      }
      if (task.answer !== null) {
        const path = stepsUntilStopped(E, c.id, task.answer as string[]);
        if (path.length > 1) {
          emit(E, { type: "pawnMoved", card: c.id, path });
          emit(E, { type: "moves", card: c.id });
          afterPawnMoved(E, c.id);
        }
        s.ret = path.length > 1;
        return "done";
      }
      const paths = effectMoves(E, c.id, task.upTo);
      if (paths.length === 0) {
        s.ret = false;
        return "done";
      }
      // "up to": staying is a choice too (its label is the dot it stands on).
      const options = [{ label: c.at, value: [c.at] as unknown }].concat(pathOptions(paths));
      ask(E, { player: c.controller, kind: "movePath", prompt: `${c.controller}: move ${c.name} up to ${task.upTo} dots`, options });
      return "ask";
    }
    default:
      throw new Error(`not an effect task: ${task.t}`);
  }
}

/** Options for a path choice: the destination, with the way there when several lead to it. */
function pathOptions(paths: string[][]): Array<{ label: string; value: unknown }> {
  const byEnd = new Map<string, number>();
  for (const p of paths) byEnd.set(p[p.length - 1]!, (byEnd.get(p[p.length - 1]!) ?? 0) + 1);
  return paths.map((p) => {
    const end = p[p.length - 1]!;
    return { label: byEnd.get(end)! > 1 ? `${end} via ${p.slice(1, -1).join(" ")}` : end, value: p };
  });
}

function distinctCards(E: Engine, ids: CardId[]): Array<{ label: string; value: unknown }> {
  const seen = new Set<string>();
  const out: Array<{ label: string; value: unknown }> = [];
  for (const id of ids) {
    const name = cardIn(E.state, id).name;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push({ label: name, value: id });
  }
  return out;
}

function describeEffects(E: Engine, effects: readonly Effect[], ctx: Ctx): string {
  return effects
    .map((e) => {
      const what =
        "what" in e && typeof e.what === "object"
          ? objects(E, e.what as ObjectRef, ctx)
              .map((id) => cardIn(E.state, id).name)
              .join(", ")
          : "";
      return `${e.op}${what ? ` ${what}` : ""}`;
    })
    .join("; ");
}

/** 212.2: what a search looks for, as cards in the deck: `a Dragon` is a Dragon Summon Card, `an
 *  Energy Crystal` an Energy Crystal Card (a kind of object names the card type it comes from). */
export function deckFilter(f: Filter): Filter {
  const cardType = f.cardType ?? (f.kind === "summon" ? "Summon Card" : f.kind === "crystal" ? "Energy Crystal Card" : f.kind === "effect" ? "Effect Card" : undefined);
  return { ...f, kind: "card", zone: "deck", ...(cardType !== undefined ? { cardType } : {}) };
}

/** A permanent's name, with its dot when it has one (two copies of a summon stay apart). */
function permanentLabel(E: Engine, id: CardId): string {
  const c = cardIn(E.state, id);
  return c.at !== null ? `${c.name} at ${c.at}` : c.name;
}

/** Moves cards to a zone (from play: leaving play, 205); true when any moved. */
export function sendTo(E: Engine, ids: CardId[], zone: "removed" | "hand"): boolean {
  const moving = ids.filter((id) => cardIn(E.state, id).zone !== zone);
  for (const id of moving) {
    if (cardIn(E.state, id).zone === "play") leavePlay(E, id, zone);
    else moveCard(E, id, zone);
  }
  return moving.length > 0;
}
