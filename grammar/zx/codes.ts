// The Z/X dialect's diagnostic codes (E3xxx errors, W31xx warnings): its checks have their own
// codes (LANGUAGE-ZX 0), beside the X610Z grammar's E1xxx and checker's E2xxx. Each names the
// rule it enforces (RULES-ZX.md, or the LANGUAGE-ZX section).

export const ZX_CODES = {
  unknownGame: { code: "E3001", rule: "LANGUAGE-ZX 0" },
  misplacedGameLine: { code: "E3002", rule: "LANGUAGE-ZX 0" },
  looksLikeZx: { code: "E3003", rule: "LANGUAGE-ZX 0" },
  outsideCard: { code: "E3004", rule: "LANGUAGE-ZX 1" },
  badCardName: { code: "E3005", rule: "LANGUAGE-ZX 1" },
  unknownField: { code: "E3006", rule: "LANGUAGE-ZX 1" },
  duplicateField: { code: "E3007", rule: "LANGUAGE-ZX 1" },
  notAField: { code: "E3008", rule: "LANGUAGE-ZX 1" },
  badValue: { code: "E3009", rule: "LANGUAGE-ZX 1" },
  unknownWord: { code: "E3010", rule: "LANGUAGE-ZX 4" },
  notInThisVersion: { code: "E3011", rule: "ZX-100.4" },
  missingField: { code: "E3012", rule: "ZX-202.1" },
  fieldNotAllowed: { code: "E3013", rule: "ZX-202.1" },
  section: { code: "E3014", rule: "ZX-605" },
  sleepOffSquare: { code: "E3015", rule: "ZX-601.4" },
  eventAbility: { code: "E3016", rule: "ZX-610" },
  thisCard: { code: "E3017", rule: "ZX-304.3" },
  appearsFromLife: { code: "E3018", rule: "ZX-608.2" },
  keywordNotZx: { code: "E3019", rule: "ZX-705.3" },
  keywordIgnition: { code: "E3020", rule: "ZX-705.3" },
  reminder: { code: "E3021", rule: "ZX-608.3" },
  startCard: { code: "E3022", rule: "ZX-402.1" },
  or: { code: "E3023", rule: "ZX-604.2" },
  extraCost: { code: "E3024", rule: "ZX-601.6" },
  zeroAmount: { code: "E3025", rule: "LANGUAGE-ZX 5" },
  notAnAbilityLine: { code: "E3026", rule: "LANGUAGE-ZX 2" },
  unknownSentence: { code: "E3027", rule: "LANGUAGE-ZX 3" },
  notContinuous: { code: "E3028", rule: "ZX-608.1" },
  duplicateName: { code: "E3029", rule: "LANGUAGE-ZX 1" },
  tooLarge: { code: "E3030", rule: "LANGUAGE-ZX 1" },
  tooDeep: { code: "E3031", rule: "LANGUAGE-ZX 5" },
  notSupportedYet: { code: "E3032", rule: "ZX-100.4" },
  notUtf8: { code: "E3033", rule: "LANGUAGE-ZX 0" },
  cardTooLong: { code: "E3034", rule: "LANGUAGE-ZX 1" },
  cardLeftOut: { code: "E3900", rule: "LANGUAGE-ZX 5" },
  internalError: { code: "E3999", rule: "" },
} as const;

export const ZX_WARNINGS = {
  colours: { code: "W3101", rule: "ZX-601.3" },
  unknownTribe: { code: "W3102", rule: "LANGUAGE-ZX 4.11" },
} as const;

export type ZxCode = keyof typeof ZX_CODES;
