// Every diagnostic code the compiler raises, in one catalog (the grammar owns E1xxx/W1xxx in
// grammar/diagnostics.ts). Checker codes name the rule they enforce; tests are titled by it.

/** Checker diagnostic codes (E2xxx; the grammar owns E1xxx), with the rule each one enforces. */
export const CHECK_CODES = {
  missingField: { code: "E2001", rule: "304.2" },
  fieldNotAllowed: { code: "E2002", rule: "304.2" },
  wrongTarget: { code: "E2003", rule: "401" },
  fixedTarget: { code: "E2004", rule: "207.5a" },
  missingCost: { code: "E2005", rule: "207.2" },
  oneSidedOr: { code: "E2006", rule: "207.1" },
  unboundPronoun: { code: "E2007", rule: "208" },
  lineNotAllowed: { code: "E2008", rule: "305" },
  permanence: { code: "E2009", rule: "304.4" },
  incompleteStats: { code: "E2010", rule: "402.10" },
  misplacedX: { code: "E2011", rule: "207.2" },
  unsupported: { code: "E2012", rule: "305" },
  wrongReferent: { code: "E2013", rule: "208" },
  duplicateEnergy: { code: "E2014", rule: "204.2" },
  duplicateName: { code: "E2015", rule: "LANGUAGE.md 1" },
  zeroAmount: { code: "E2016", rule: "LANGUAGE.md 1, 3" },
  tooManyTargets: { code: "E2017", rule: "208.1" },
  confusableName: { code: "E2018", rule: "LANGUAGE.md 1" },
} as const;

export type CheckCode = keyof typeof CHECK_CODES;

/** Checker warnings (W21xx, as the grammar's are W11xx): the card still builds. */
export const CHECK_WARNINGS = {
  cardCount: { code: "W2101", rule: "LANGUAGE.md 3" },
  confusableName: { code: "W2102", rule: "LANGUAGE.md 1" },
  sourceGone: { code: "W2103", rule: "210.4" },
} as const;

export type CheckWarning = keyof typeof CHECK_WARNINGS;

/** Codes of the diagnostics the compiler adds beyond the checker's (CHECK_CODES above). */
export const COMPILE_CODES = {
  cardLeftOut: "E2900", // compile(): a card with errors is not built
  fmtWouldChangeMeaning: "E2901", // fmt: the verified rewrite differs, the file is left alone
  buildInput: "E2902", // build: a malformed IR file, or two cards with one name
  internalError: "E2999",
} as const;
