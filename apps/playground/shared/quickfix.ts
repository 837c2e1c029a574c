// The quick fix of a diagnostic: its did-you-mean applied. Messages say what was written and what
// the compiler suggests (`unknown word "Dael"; did you mean "Deal"?`, `"target Sumon" is not a
// known target; did you mean "target Summon"?`); the fix replaces the written words where the
// diagnostic's range holds them, and is offered only then.

/** The first quotation of a message (what was written) and the suggestion of its did-you-mean. */
export function suggestion(message: string): { wrong: string; right: string } | null {
  const m = /"([^"]*)"[\s\S]*; did you mean "([^"]*)"\?$/.exec(message);
  return m ? { wrong: m[1]!, right: m[2]! } : null;
}

/** Where in `text` (a diagnostic's range) the fix goes: offset, length and the new words. */
export function fixIn(text: string, message: string): { at: number; length: number; insert: string } | null {
  const s = suggestion(message);
  if (!s || s.wrong === "") return null;
  const at = text.toLowerCase().indexOf(s.wrong.toLowerCase());
  return at < 0 ? null : { at, length: s.wrong.length, insert: s.right };
}
