// A static evaluation of a Z/X position for one player: Life first (ZX-101: the game is won by
// taking all four), then the Square (Power, who can attack whom next), then cards in hand,
// Resource and Charge. Higher is better for `me`.
import { opponentOf, playerOf, playerSquareOf, zxAt, type ZxEngine } from "../cards.ts";
import { power } from "../power.ts";
import { adjacent } from "../square.ts";
import type { PlayerId } from "../types.ts";

const WIN = 1_000_000;

const WEIGHTS = {
  life: 100,
  zx: 10,
  /** per 1000 Power */
  power: 2,
  /** a Z/X in Reboot state in its controller's turn: it can still attack */
  ready: 4,
  /** a Z/X that can reach the opponent's empty Player Square: a Life card each time it attacks */
  threat: 30,
  hand: 3,
  resource: 4,
  charge: 1,
};

export function evaluate(E: ZxEngine, me: PlayerId): number {
  const s = E.state;
  if (s.result) return s.result.draw ? 0 : s.result.winners.includes(me) ? WIN : -WIN;
  return side(E, me) - side(E, opponentOf(E, me));
}

function side(E: ZxEngine, p: PlayerId): number {
  const s = E.state;
  const z = playerOf(E, p).zones;
  const foe = opponentOf(E, p);
  const foeSquare = playerSquareOf(E, foe);
  const open = zxAt(E, foeSquare) === null;
  let n = WEIGHTS.life * z.life.length + WEIGHTS.hand * z.hand.length + WEIGHTS.resource * z.resource.length + WEIGHTS.charge * Math.min(4, z.charge.length);
  for (const id of z.square) {
    const c = s.cards[id]!;
    n += WEIGHTS.zx + (WEIGHTS.power * power(E, id)) / 1000;
    if (!c.sleep && s.turn.active === p) n += WEIGHTS.ready;
    // Its controller's next attack on the player: in his turn only while it is in Reboot.
    if (open && c.at !== null && adjacent(c.at, foeSquare) && (s.turn.active !== p || !c.sleep)) n += WEIGHTS.threat;
  }
  return n;
}
