// Quick fixes for diagnostics with a did-you-mean. The grammar writes them into the message
// (grammar/diagnostics.ts didYouMean): `unknown word "damag"; did you mean "damage"?`,
// `"target Sumon" is not a known target; did you mean "target Summon"?`. The first quoted text is
// what was written, the last is the suggestion. The fix replaces only the words that differ and
// keeps the case of the rest (`Target opponnet` becomes `Target opponent`, not `target opponent`).
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import type { GrammarLines } from "./positions.ts";

export interface TextFix {
  title: string;
  /** Offsets in the document text: [start, end) is replaced by newText. */
  start: number;
  end: number;
  newText: string;
}

const SUGGESTION = /did you mean "([^"]*)"\?/;

export function didYouMeanFix(text: string, lines: GrammarLines, d: Diagnostic): TextFix | undefined {
  const suggestion = SUGGESTION.exec(d.message)?.[1];
  const written = /"([^"]*)"/.exec(d.message)?.[1];
  if (suggestion === undefined || written === undefined || written === "" || written === suggestion) return undefined;
  if (written.includes("…")) return undefined; // clipped by clipQuotes: not the text itself
  // Find what was written: inside the diagnostic's range, else on its line.
  const from = lines.offset(d.line, d.column);
  const to = Math.max(from, lines.offset(d.endLine, d.endColumn));
  let at = text.slice(from, to).toLowerCase().indexOf(written.toLowerCase());
  let base = from;
  if (at < 0) {
    base = lines.offset(d.line, 1);
    const lineEnd = text.indexOf("\n", base);
    at = text
      .slice(base, lineEnd < 0 ? text.length : lineEnd)
      .toLowerCase()
      .indexOf(written.toLowerCase());
    if (at < 0) return undefined;
  }
  let start = base + at;
  let seg = text.slice(start, start + written.length);
  // A suggestion of fewer words replaces the first words (`an opponet controls` -> `an opponent`
  // keeps `controls`).
  const wantWords = suggestion.split(/\s+/).length;
  const words = [...seg.matchAll(/\S+/g)];
  if (wantWords < words.length) {
    const last = words[wantWords - 1]!;
    seg = seg.slice(0, last.index + last[0].length);
  }
  // The part that differs, ignoring case, widened to whole words.
  const a = seg.toLowerCase();
  const b = suggestion.toLowerCase();
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let s = 0;
  while (s < a.length - p && s < b.length - p && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
  let left = p;
  while (left > 0 && !/\s/.test(seg[left - 1]!)) left--;
  let right = seg.length - s;
  while (right < seg.length && !/\s/.test(seg[right]!)) right++;
  const newText = seg.slice(left, p) + suggestion.slice(p, suggestion.length - s) + seg.slice(seg.length - s, right);
  const old = seg.slice(left, right);
  if (newText === old) return undefined;
  start += left;
  return { title: `Change "${old}" to "${newText}"`, start, end: start + old.length, newText };
}
