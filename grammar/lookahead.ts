// The parser's choice among an OR's alternatives, made as Chevrotain's LL(k) strategy makes it
// (the same lookahead paths, tried in the same order, gates included) but starting from the next
// token: each token type has the list of alternatives one of whose paths starts with it, so an
// OR of eight alternatives tries the one or two that can match instead of all eight, and a gate
// is called only when its alternative can match (gates only look ahead: skipping one that could
// not matter changes nothing). Chevrotain's version, with gates, also built an array per choice.
import { getLookaheadPaths, LLkLookaheadStrategy, type IOrAlt, type IToken, type Rule, type TokenType } from "chevrotain";

type Path = TokenType[];
type Alternatives = Path[][];
interface Parser {
  LA(i: number): IToken;
}

/** Whether `token` is of `type` (its categories included): Chevrotain's tokenStructuredMatcher. */
function matches(token: IToken, type: TokenType): boolean {
  return token.tokenTypeIdx === type.tokenTypeIdx || (type.isParent === true && type.categoryMatchesMap![token.tokenTypeIdx] === true);
}

/** The token type indexes a path's first token may have. */
function firstIndexes(type: TokenType): number[] {
  return [type.tokenTypeIdx!, ...(type.isParent === true ? type.categoryMatches! : [])];
}

/** The lookahead function of one OR: the index of the alternative to take, or undefined. */
export function alternationLookahead(alts: Alternatives, hasPredicates: boolean): (this: Parser, orAlts: { GATE?: () => boolean }[]) => number | undefined {
  // For each token type index, the alternatives that may match when it comes next, in order, and
  // for each whether it surely matches (by an empty path, or a one-token path of that type).
  // Alternatives with an empty path match whatever comes next: candidates for every token.
  const always: number[] = [];
  const byFirst: number[][] = [];
  const sureByFirst: boolean[][] = [];
  const add = (idx: number, t: number, sure: boolean): void => {
    const list = (byFirst[idx] ??= [...always.filter((a) => a < t)]);
    const sures = (sureByFirst[idx] ??= list.map(() => true));
    if (list.at(-1) === t) sures[sures.length - 1] ||= sure;
    else {
      list.push(t);
      sures.push(sure);
    }
  };
  alts.forEach((paths, t) => {
    if (paths.some((p) => p.length === 0)) {
      always.push(t);
      byFirst.forEach((_, idx) => add(idx, t, true));
      return;
    }
    for (const p of paths) for (const idx of firstIndexes(p[0]!)) add(idx, t, p.length === 1);
  });
  const fallback = always;
  const fallbackSure = always.map(() => true);
  // No gates and every path one token long: the first candidate is the choice.
  if (!hasPredicates && alts.every((paths) => paths.every((p) => p.length === 1))) {
    const choice = byFirst.map((list) => list[0]);
    return function (this: Parser) {
      return choice[this.LA(1).tokenTypeIdx];
    };
  }
  return function (this: Parser, orAlts) {
    const next = this.LA(1);
    const idx = next.tokenTypeIdx;
    const candidates = byFirst[idx] ?? fallback;
    const sure = sureByFirst[idx] ?? fallbackSure;
    for (let c = 0; c < candidates.length; c++) {
      const t = candidates[c]!;
      if (hasPredicates) {
        const gate = orAlts[t]?.GATE;
        if (gate !== undefined && gate.call(this) === false) continue;
      }
      if (sure[c] === true) return t;
      const paths = alts[t]!;
      nextPath: for (let j = 0; j < paths.length; j++) {
        const path = paths[j]!;
        for (let i = 0; i < path.length; i++) {
          if (!matches(i === 0 ? next : this.LA(i + 1), path[i]!)) continue nextPath;
        }
        return t;
      }
    }
    return undefined;
  };
}

/** Chevrotain's LL(k) strategy with alternationLookahead for ORs (repetitions and options as before). */
export class FirstTokenLookahead extends LLkLookaheadStrategy {
  override buildLookaheadForAlternation(options: {
    prodOccurrence: number;
    rule: Rule;
    maxLookahead: number;
    hasPredicates: boolean;
    dynamicTokensEnabled: boolean;
  }): (orAlts?: IOrAlt<unknown>[]) => number | undefined {
    if (options.dynamicTokensEnabled) return super.buildLookaheadForAlternation(options);
    const paths = getLookaheadPaths({ occurrence: options.prodOccurrence, rule: options.rule, prodType: "Alternation", maxLookahead: options.maxLookahead }) as Alternatives;
    return alternationLookahead(paths, options.hasPredicates) as never;
  }
}
