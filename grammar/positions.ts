// Source positions, stored compactly. An AST range is two offsets and the file's line map; its
// line and column are computed when read (for a diagnostic, a hover, fmt), never stored: as three
// objects per range (the range and its two positions) they were 78 % of the AST's objects.
import type { Position, SourceRange } from "./ast.ts";

/** Offsets of line starts, for offset -> line/column. */
export class LineMap {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }
  /** The line of the previous lookup: lookups mostly move forward a little (a card at a time). */
  private hint = 0;
  position(offset: number): Position {
    const line = this.lineIndex(offset);
    return { line: line + 1, column: offset - (this.starts[line] ?? 0) + 1, offset };
  }
  /** The 0-based line of an offset. */
  private lineIndex(offset: number): number {
    const s = this.starts;
    const h = this.hint;
    const start = s[h] ?? 0;
    const next = s[h + 1];
    if (start <= offset && (next === undefined || offset < next)) return h;
    // Binary search for the last line start at or before offset (starts[0] is 0).
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((s[mid] ?? Infinity) <= offset) lo = mid;
      else hi = mid - 1;
    }
    this.hint = lo;
    return lo;
  }
}

/** A range of a file's text as [startOffset, endOffset) and the file's line map: one object where
 *  a plain range is three. `start` and `end` are computed on each read (fresh objects). */
export class OffsetRange implements SourceRange {
  constructor(
    readonly startOffset: number,
    readonly endOffset: number,
    private readonly lines: LineMap,
  ) {}
  get start(): Position {
    return this.lines.position(this.startOffset);
  }
  get end(): Position {
    return this.lines.position(this.endOffset);
  }
  /** As JSON (and so as a plain copy), the range a reader expects: its two positions. */
  toJSON(): { start: Position; end: Position } {
    return { start: this.start, end: this.end };
  }
}

/** The offsets of a range, without computing its lines. */
export function startOffsetOf(r: SourceRange): number {
  return r instanceof OffsetRange ? r.startOffset : r.start.offset;
}
export function endOffsetOf(r: SourceRange): number {
  return r instanceof OffsetRange ? r.endOffset : r.end.offset;
}
