// Where the parser recovers from a syntax error: at a sub-rule call that a line break may follow
// directly in its calling rule (a field's value before its Newline, an ability line's body), the
// rest of the line is skipped and the sub-rule's partial node stands for it. These call sites are
// read from the grammar Chevrotain recorded (its public GAST), as Chevrotain reads the follow sets
// of its own re-sync recovery: what may come next within the calling rule, nothing beyond it.
import {
  Alternation,
  type Alternative,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Rule,
  Terminal,
  type IProduction,
  type TokenType,
} from "chevrotain";

/** A sub-rule call: the calling rule's name, the called rule's name and the call's occurrence index. */
export function callSite(caller: string, callee: string, idx: number): string {
  return `${caller}>${callee}#${idx}`;
}

/** The call sites (callSite keys) after which `token` may come next within the calling rule. */
export function sitesFollowedBy(rules: Record<string, Rule>, token: TokenType): Set<string> {
  const sites = new Set<string>();
  const walk = (rule: string, prods: IProduction[], after: IProduction[]): void => {
    prods.forEach((prod, i) => {
      const rest = [...prods.slice(i + 1), ...after];
      if (prod instanceof NonTerminal) {
        if (startsWith(rest, token)) sites.add(callSite(rule, prod.nonTerminalName, prod.idx));
      } else if (prod instanceof Alternation) {
        for (const alt of prod.definition) walk(rule, (alt as Alternative).definition, rest);
      } else if (prod instanceof Repetition || prod instanceof RepetitionMandatory) {
        walk(rule, prod.definition, [new Option({ definition: prod.definition }), ...rest]);
      } else if (prod instanceof RepetitionWithSeparator || prod instanceof RepetitionMandatoryWithSeparator) {
        walk(rule, prod.definition, [new Option({ definition: [new Terminal({ terminalType: prod.separator }), ...prod.definition] }), ...rest]);
      } else if (!(prod instanceof Terminal)) {
        walk(rule, (prod as unknown as { definition: IProduction[] }).definition, rest);
      }
    });
  };
  for (const rule of Object.values(rules)) walk(rule.name, rule.definition, []);
  return sites;
}

/** Whether a sequence may start with `token` (the type itself, not a category of it). */
function startsWith(seq: IProduction[], token: TokenType, visiting: Set<Rule> = new Set()): boolean {
  for (const prod of seq) {
    if (firstHas(prod, token, visiting)) return true;
    if (!optional(prod, new Set())) return false;
  }
  return false;
}

function firstHas(prod: IProduction, token: TokenType, visiting: Set<Rule>): boolean {
  if (prod instanceof Terminal) return prod.terminalType === token;
  if (prod instanceof NonTerminal) {
    const rule = prod.referencedRule;
    if (visiting.has(rule)) return false;
    visiting.add(rule);
    const has = startsWith(rule.definition, token, visiting);
    visiting.delete(rule);
    return has;
  }
  if (prod instanceof Alternation) return prod.definition.some((alt) => startsWith((alt as Alternative).definition, token, visiting));
  return startsWith((prod as unknown as { definition: IProduction[] }).definition, token, visiting);
}

/** Whether a production may match nothing. */
function optional(prod: IProduction, visiting: Set<Rule>): boolean {
  if (prod instanceof Option || prod instanceof Repetition || prod instanceof RepetitionWithSeparator) return true;
  if (prod instanceof Terminal) return false;
  if (prod instanceof Alternation) return prod.definition.some((alt) => optional(alt, visiting));
  if (prod instanceof NonTerminal) {
    const rule = prod.referencedRule;
    if (visiting.has(rule)) return false;
    visiting.add(rule);
    return rule.definition.every((p) => optional(p, visiting));
  }
  return (prod as unknown as { definition: IProduction[] }).definition.every((p) => optional(p, visiting));
}
