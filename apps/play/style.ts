// Colours for the terminal game (picocolors), and text measured as the terminal shows it: escape
// codes take no columns. Colours are on only for a terminal that can show them: off when the
// output is not a TTY, when NO_COLOR is set (https://no-color.org) or TERM is dumb; FORCE_COLOR
// turns them on anyway.
import pc from "picocolors";

export type Style = ReturnType<typeof pc.createColors>;

export function makeStyle(enabled: boolean): Style {
  return pc.createColors(enabled);
}

/** Whether to colour output written to `stream`, by the conventions above. */
export function colourWanted(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "" && env.FORCE_COLOR !== "0") return true;
  return stream.isTTY === true && env.TERM !== "dumb";
}

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;

export function stripAnsi(s: string): string {
  return s.replace(ANSI, "");
}

/** Columns the text takes on a terminal (one per code point; escape codes none). */
export function visibleWidth(s: string): number {
  return [...stripAnsi(s)].length;
}

/** Cuts a (possibly coloured) line to `width` columns, ending it with "…" when cut. */
export function fit(s: string, width: number): string {
  if (visibleWidth(s) <= width) return s;
  let out = "";
  let cols = 0;
  let i = 0;
  let coloured = false;
  while (i < s.length && cols < width - 1) {
    if (s[i] === "\x1b") {
      const m = /^\x1b\[[0-9;]*[A-Za-z]/.exec(s.slice(i));
      if (m) {
        out += m[0];
        coloured = true;
        i += m[0].length;
        continue;
      }
    }
    const ch = String.fromCodePoint(s.codePointAt(i)!);
    out += ch;
    i += ch.length;
    cols++;
  }
  return out + "…" + (coloured ? "\x1b[0m" : "");
}

/** Words wrapped to lines of at most `width` columns (a word longer than a line is cut): the
 *  first line starts with `first`, the others with `indent`. */
export function wrapText(text: string, width: number, indent = "", first = indent): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const lead = out.length ? indent : first;
    const next = line ? `${line} ${word}` : lead + word;
    if (visibleWidth(next) > width && line) {
      out.push(line);
      line = fit(indent + word, width);
    } else line = fit(next, width);
  }
  if (line) out.push(line);
  return out;
}
