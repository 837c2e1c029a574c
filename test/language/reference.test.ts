// The language reference for designers (WORDING.md section 4) is checked against the grammar, so it
// can't drift (issue 14): its rows are keyed by the grammar's sentence forms, read from the parser's
// own grammar (Chevrotain's GAST); every form has a row, every example checks clean, and every
// example really is written in the form of its row (its parse holds that rule).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { CardCstNode, parser } from "../../grammar/parser.ts";
import { lex } from "../../grammar/tokens.ts";

const REFERENCE = readFileSync(new URL("../../WORDING.md", import.meta.url), "utf8");

/** The grammar's rules whose alternatives are the sentence forms: the line kinds, the parts of a
 *  sentence, the effects, the verbs after a subject, the conditions, the trigger conditions. */
const FORM_HOLDERS = ["lineBody", "bracketLine", "sentence", "effect", "predicate", "lead", "condition", "trigger"];
/** Rules among those alternatives that only hold other forms (or a line that doesn't read). */
const CONTAINERS = new Set(["effect", "predicate", "subjectEffect", "condition", "errorLine"]);

/** The rules named directly in a rule's definition (its alternatives and their parts), from the GAST. */
function subrules(name: string): string[] {
  const rule = parser.getGAstProductions()[name];
  if (!rule) throw new Error(`the grammar has no rule "${name}"`);
  const out: string[] = [];
  const walk = (p: { definition?: unknown[]; nonTerminalName?: string }) => {
    if (typeof p.nonTerminalName === "string") out.push(p.nonTerminalName);
    else for (const d of (p.definition ?? []) as (typeof p)[]) walk(d);
  };
  for (const d of rule.definition) walk(d as never);
  return out;
}

const FORMS = [...new Set(FORM_HOLDERS.flatMap(subrules))].filter((r) => !CONTAINERS.has(r));

/** Section 4's rows: form, and the example's lines (each backquoted span of its second cell). */
const section = REFERENCE.slice(REFERENCE.indexOf("## 4. Every sentence form"));
const ROWS = section
  .split("\n")
  .filter((l) => l.startsWith("| `"))
  .map((l) => {
    const [form, example] = l
      .slice(2)
      .split(" | ")
      .map((c) => c.trim());
    return { form: form!.replaceAll("`", ""), lines: [...example!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!) };
  });

/** The card an example is written on (the section's first paragraph says which). */
function cardOf(lines: string[]): string {
  const body = lines.map((l) => `  ${l}\n`).join("");
  const first = lines[0]!;
  if (first.startsWith("Produces")) return `card Reference\ntype: Energy Crystal Card\ntext:\n${body}`;
  if (first.startsWith("[")) {
    return `card Reference\ncost: C1\ntype: Summon Card\nclass: Dragon\nelement: Fire\nmovement energy: C1\nstats: attack 2, defense 3, speed 2, range 1\ntext:\n${body}`;
  }
  const permanent = /^(When|Whenever|At|During|In|☉|\(A\))\b|^☉|\bthis Effect\b|\bcosts?\b.*\b(less|more)\b|\b(raised|reduced) by\b|\bproduces an extra\b/.test(first);
  return `card Reference\ncost: C1\ntype: Effect Card\n${permanent ? "permanent" : "non permanent"}\ntext:\n${body}`;
}

/** Every rule name in a CST. */
function rulesIn(node: CardCstNode, into = new Set<string>()): Set<string> {
  into.add(node.name);
  for (const c of node.list) if (c instanceof CardCstNode) rulesIn(c, into);
  return into;
}

describe("WORDING.md section 4 against the grammar", () => {
  it("the grammar's sentence forms, read from its GAST, are the ones expected to be there", () => {
    // A floor, not the list: the test below is what keeps the table complete.
    for (const f of ["dealEffect", "drawsPredicate", "eventTrigger", "orLine", "unlessClause", "handCondition"]) expect(FORMS).toContain(f);
  });

  it("every sentence form of the grammar has a row with an example, and every row names a form", () => {
    const named = ROWS.map((r) => r.form);
    expect(
      FORMS.filter((f) => !named.includes(f)),
      "forms with no row in WORDING.md section 4",
    ).toEqual([]);
    expect(
      named.filter((f) => !FORMS.includes(f)),
      "rows that name no form of the grammar",
    ).toEqual([]);
  });

  it("every example checks clean, and its parse uses the form of its row", () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(FORMS.length);
    for (const { form, lines } of ROWS) {
      const text = cardOf(lines);
      const out = compile(text, "reference.card");
      expect(
        out.diagnostics.map((d) => `${d.code} ${d.message}`),
        `${form}: ${lines.join(" / ")}`,
      ).toEqual([]);
      parser.input = lex(text).tokens;
      const cst = parser.card() as unknown as CardCstNode;
      expect(parser.errors, form).toEqual([]);
      expect(rulesIn(cst).has(form), `${form}: the example "${lines.join(" / ")}" is not written in that form`).toBe(true);
    }
  });
});
