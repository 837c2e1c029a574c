// The scenario runner's one point of contact with the engine (runtime/index.ts): it builds the
// engine's Position from a loaded Scenario, maps `OWNER/NAME#n` references to the engine's card ids,
// and translates scenario steps into engine actions. Keeping this in one file means an engine
// interface change touches nothing else here.
import type { Scenario, BoardSpec, CardRef, TargetRef } from "./loader.ts";
import type { Game, Position } from "../../runtime/index.ts";
import type { Action, TargetInput } from "../../runtime/x610z/types.ts";
import { isSummonDef } from "../../runtime/x610z/cards.ts";

/** A game built from a scenario, with its card references resolved. */
export interface ScenarioGame {
  game: Game;
  /** The engine id of a reference (validated by the loader, so it exists). */
  id(ref: CardRef): string;
  target(t: TargetRef): TargetInput;
  /** The name a card id has, for zone listings. */
  nameOf(id: string): string;
}

export async function defaultBoard(name: string): Promise<BoardSpec | null> {
  const { defaultBoards } = await import("../../runtime/x610z/boards/index.ts");
  return Object.hasOwn(defaultBoards, name) ? defaultBoards[name]! : null;
}

export async function createScenarioGame(s: Scenario): Promise<ScenarioGame> {
  const { createGameFromPosition } = await import("../../runtime/index.ts");
  const board = s.board.spec ?? (await defaultBoard(s.board.name));
  if (!board) throw new Error(`no board "${s.board.name}"`);
  const position: Position = {
    library: s.library,
    board: { center: board.center, dots: board.dots, lines: board.lines },
    seed: s.seed,
    players: s.players.map((p) => ({
      id: p.id,
      ...(p.team !== undefined ? { team: p.team } : {}),
      ...(p.start !== undefined ? { start: p.start } : {}),
      lifeBase: p.lifeBase,
      play: p.play,
      hand: p.hand,
      deck: p.deck,
      discard: p.discard,
      removed: p.removed,
    })),
    turn: s.turn,
  };
  const game = createGameFromPosition(position);
  const ids = instanceIds(s, game);
  const id = (ref: CardRef): string => {
    const list = ids.get(ref.owner)?.get(ref.name);
    const found = list?.[ref.n - 1];
    if (found === undefined) throw new Error(`the engine has no card for ${ref.text}`);
    return found;
  };
  return {
    game,
    id,
    target: (t) => ("card" in t ? { card: id(t.card) } : t),
    nameOf: (cid) => game.state.cards[cid]?.name ?? cid,
  };
}

/** Card ids per owner and name, in setup order (life base, play, hand, deck, discard, removed):
 *  the engine assigns instance ids in exactly that order, so its cards, listed in creation order,
 *  line up with the setup. Checked name by name, so a mismatch is reported, not guessed. */
function instanceIds(s: Scenario, game: Game): Map<string, Map<string, string[]>> {
  const out = new Map<string, Map<string, string[]>>();
  const created = Object.values(game.state.cards);
  for (const p of s.players) {
    const expected = [p.lifeBase.card, ...p.play.map((e) => e.card), ...p.hand, ...p.deck, ...p.discard, ...p.removed];
    const mine = created.filter((c) => c.owner === p.id);
    if (mine.length !== expected.length || mine.some((c, i) => c.name !== expected[i])) {
      throw new Error(`the engine's cards for ${p.id} do not follow the setup order (life base, play, hand, deck, discard, removed)`);
    }
    const byName = new Map<string, string[]>();
    for (const c of mine) byName.set(c.name, [...(byName.get(c.name) ?? []), c.id]);
    out.set(p.id, byName);
  }
  return out;
}

/** 402.6: why a cast step's `at:` can never be where this card's pawn goes (null when it can): a
 *  summon goes on its caster's starting dot or an ending dot, whichever is free when the cast
 *  resolves; any other card goes on no dot. */
export function placementError(sg: ScenarioGame, player: string, card: string, at: string): string | null {
  const g = sg.game;
  const c = g.state.cards[card];
  const def = c ? g.engine.lib[c.name] : undefined;
  if (!c || !def) return null; // the engine says what is wrong with the card
  if (!isSummonDef(def)) return `402.6 only a summon is placed on a dot; ${c.name} is not one`;
  const start = g.state.players.find((p) => p.id === player)?.start ?? null;
  if (at !== start && !g.engine.board.ending.includes(at)) return `402.6 ${c.name} goes on ${player}'s starting dot or an ending dot, not ${at}`;
  return null;
}

/** The engine action for an action step. `mode` is 1-based in scenarios (SCENARIOS.md). */
export function actionFor(sg: ScenarioGame, step: import("./loader.ts").Step): Action | null {
  switch (step.kind) {
    case "activate":
    case "cast":
    case "ability": {
      const a: Record<string, unknown> = { type: step.kind, player: step.player, card: sg.id(step.card) };
      if (step.targets.length > 0) a.targets = step.targets.map(sg.target);
      if (step.mode !== undefined) a.mode = step.mode - 1;
      if (step.extra !== undefined) a.extra = step.extra;
      if (step.pay !== undefined) a.pay = step.pay;
      return a as Action;
    }
    case "move":
      return { type: "move", player: step.player, card: sg.id(step.card), path: step.path, ...(step.pay ? { pay: step.pay } : {}) };
    case "attack":
      return { type: "attack", player: step.player, card: sg.id(step.card), target: sg.id(step.target) };
    case "pass":
      return { type: "pass", player: step.player };
    case "concede":
      return { type: "concede", player: step.player };
    default:
      return null;
  }
}
