// The call tree of calls.ts evaluated in memory against the runtime constructors: the very calls a
// generated module makes, without writing one. compile() hands out the lowered card frozen as it is
// (checker.ts); the tests hold it to this evaluation (test/compiler/builder.test.ts, generated.test.ts).
import * as runtime from "../runtime/x610z/abilities.ts";
import type { CardDefinition } from "../runtime/x610z/abilities.ts";
import { build, constructorOf, type CallTree } from "./calls.ts";
import type { IR } from "./ir.ts";

// A plain table, not the module namespace: a namespace's properties are slow to read (a lookup per
// constructor call was 4 % of a pool's compile).
const constructors: Record<string, unknown> = { ...(runtime as unknown as Record<string, unknown>) };
const CARD = { t: "named", name: "CardDefinition" } as const;

/** Builds (and freezes, via defineCard) the card an IR describes. */
export function buildCard(ir: IR): CardDefinition {
  return build(ir.card, CARD, constructors) as CardDefinition;
}

export function evaluate(tree: CallTree): unknown {
  switch (tree.k) {
    case "lit":
      return tree.value;
    case "arr":
      return tree.items.map(evaluate);
    case "obj":
      // fromEntries defines own properties, so no key can reach a prototype.
      return Object.fromEntries(tree.entries.map((e) => [e.key, evaluate(e.value)]));
    case "call": {
      return constructorOf(tree.fn, constructors)(...tree.args.map(evaluate));
    }
  }
}
