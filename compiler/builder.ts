// The in-memory route: IR -> ability objects with no build step. It evaluates the call tree of
// calls.ts against the runtime constructors, the very calls a generated module makes.
import * as runtime from "../runtime/x610z/abilities.ts";
import type { CardDefinition } from "../runtime/x610z/abilities.ts";
import { cardCallTree, type CallTree } from "./calls.ts";
import type { IR } from "./ir.ts";

const constructors = runtime as unknown as Record<string, unknown>;

/** Builds (and freezes, via defineCard) the card an IR describes. */
export function buildCard(ir: IR): CardDefinition {
  return evaluate(cardCallTree(ir)) as CardDefinition;
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
      const fn = Object.hasOwn(constructors, tree.fn) ? constructors[tree.fn] : undefined;
      if (typeof fn !== "function") throw new Error(`builder: runtime/abilities.ts has no constructor "${tree.fn}"`);
      return (fn as (...args: unknown[]) => unknown)(...tree.args.map(evaluate));
    }
  }
}
