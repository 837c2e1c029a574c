// Positions between the grammar and the editor. The grammar counts 1-based lines split at "\n"
// and 1-based columns in UTF-16 code units (grammar/positions.ts LineMap); the Language Server
// Protocol counts 0-based lines split at "\r\n", "\n" or "\r", and 0-based UTF-16 characters. Going
// through the text offset keeps both right, whatever the line endings.
import type { Range } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";

/** Offsets of the starts of the grammar's lines ("\n"-separated). */
export class GrammarLines {
  readonly starts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }

  /** The offset of a 1-based grammar line and column, clamped into the text. */
  offset(line: number, column: number): number {
    const l = Math.min(Math.max(line, 1), this.starts.length);
    const start = this.starts[l - 1]!;
    const end = l < this.starts.length ? this.starts[l]! - 1 : this.text.length;
    return Math.min(start + Math.max(column, 1) - 1, end);
  }

  /** The 1-based grammar line and column of an offset. */
  position(offset: number): { line: number; column: number } {
    const s = this.starts;
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - s[lo]! + 1 };
  }
}

/** An editor range from a grammar range (1-based, end exclusive). */
export function toRange(doc: TextDocument, lines: GrammarLines, r: { line: number; column: number; endLine: number; endColumn: number }): Range {
  return { start: doc.positionAt(lines.offset(r.line, r.column)), end: doc.positionAt(lines.offset(r.endLine, r.endColumn)) };
}

/** The text of the editor line `line` (0-based), without its line break. */
export function lineAt(doc: TextDocument, line: number): string {
  const text = doc.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } });
  return text.replace(/\r?\n$|\r$/, "");
}

/** A range on one line. */
export function lineRange(line: number, from: number, to: number): Range {
  return { start: { line, character: from }, end: { line, character: to } };
}
