// The Z/X IR: what the checker and lowering make of one Z/X card, as plain JSON-safe data, as
// compiler/ir.ts is for X610Z. Both routes start from it: the in-memory cards (`cardFromZxIR`,
// the runtime's ability objects) and the generated modules (emitter.ts). `card` is
// runtime/zx/abilities.ts's ZxCardDefinition (its constructors build exactly such plain objects).
//
//   { "irVersion": 1, "game": "zx", "source": { "file": "cards/zx/red.card", "line": 3 },
//     "abilityLines": [[10, 11]], "card": { "name": "Ember Whelp", "type": "zx", ... } }
import { defineCard, type ZxCardDefinition } from "../../runtime/zx/abilities.ts";

export const ZX_IR_VERSION = 1;

export interface ZxIR {
  irVersion: typeof ZX_IR_VERSION;
  game: "zx";
  /** Where the card was written: its `card` line (1-based). */
  source: { file: string; line: number };
  /** For each of card.abilities, the 1-based source lines its text came from. */
  abilityLines: number[][];
  card: ZxCardDefinition;
}

/** The runtime's card (ability objects) from its IR; defineCard checks ZX-202.1 again. */
export function cardFromZxIR(ir: ZxIR): ZxCardDefinition {
  return defineCard(ir.card);
}
