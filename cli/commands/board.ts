// `orrery board`: draws a board as SVG: a default board by name (act1) or one from a YAML file
// (a board, or a scenario / _arc.yaml with a `boards:` map; --name picks one). --json prints the
// board's data and its dot counts instead.
import type { CommandSpec } from "./index.ts";

interface BoardCommandOptions {
  board: string;
  name?: string;
  out?: string;
  title?: string;
  pawn?: string[];
  json?: boolean;
}

export const command: CommandSpec = {
  name: "board",
  description: "draw a board as SVG (the default Act I board, or one from a YAML file)",
  configure(cmd) {
    cmd
      .option("--board <NAME|FILE>", "a default board by name, or a YAML file", "act1")
      .option("--name <BOARD>", "which board of a file with a boards: map")
      .option("--out <FILE>", "write the SVG to FILE (default: standard output)")
      .option("--title <TEXT>", "a title above the board (default: the board's name)")
      .option("--pawn <DOT=LABEL@PLAYER>", "draw a pawn, e.g. --pawn s1=LB@alice (repeatable)", collect, [])
      .option("--json", "print the board's data and dot counts as JSON instead of SVG");
  },
  async run(...args: unknown[]) {
    const opts = args[0] as BoardCommandOptions;
    const { readTextFile, writeFileReplacing } = await import("../../apps/files.ts");
    const { compileBoard, DOT_KINDS } = await import("../../runtime/x610z/board.ts");
    const { parseBoardYaml, BoardError } = await import("../../apps/board/yaml.ts");
    const { defaultBoards } = await import("../../runtime/x610z/boards/index.ts");
    const { boardToSvg } = await import("../../apps/board/svg.ts");

    let data = defaultBoards[opts.board];
    if (!data) {
      if (!/\.ya?ml$|\.json$/i.test(opts.board)) {
        process.stderr.write(`error: no default board "${opts.board}" (default boards: ${Object.keys(defaultBoards).join(", ")}); give a .yaml file to read one\n`);
        return 2;
      }
      let text: string;
      try {
        text = readTextFile(opts.board);
      } catch (err) {
        process.stderr.write(`error: can't read ${opts.board}: ${(err as Error).message}\n`);
        return 2;
      }
      try {
        data = parseBoardYaml(text, opts.board, opts.name); // checks every line's dots too, before anything is drawn
      } catch (err) {
        if (!(err instanceof BoardError)) throw err;
        process.stderr.write(`${err.message}\n`);
        return 1;
      }
    }
    const board = compileBoard(data);

    // Pawns are checked first, with --json too (a bad --pawn is never silently dropped).
    const pawns = [];
    for (const spec of opts.pawn ?? []) {
      const m = /^([A-Za-z0-9_]+)=([^@]+)@(.+)$/.exec(spec);
      if (!m) {
        process.stderr.write(`error: --pawn "${spec}" must be DOT=LABEL@PLAYER, e.g. s1=LB@alice\n`);
        return 2;
      }
      if (!board.index.has(m[1]!)) {
        process.stderr.write(`error: --pawn "${spec}": there is no dot "${m[1]}" on this board\n`);
        return 2;
      }
      pawns.push({ dot: m[1]!, label: m[2]!, player: m[3]! });
    }
    // Drawn only when it goes somewhere (--json alone prints counts).
    const svg = opts.json && !opts.out ? "" : boardToSvg(board, { pawns, title: opts.title ?? data.name });
    if (opts.out) writeFileReplacing(opts.out, svg); // a new file, never written through a link
    if (opts.json) {
      // The counts on stdout; the SVG only where --out says.
      const counts = Object.fromEntries(DOT_KINDS.map((k) => [k, board.kinds.filter((x) => x === k).length]));
      console.log(JSON.stringify({ board: data, dots: board.ids.length, lines: data.lines.length, kinds: counts, ...(opts.out ? { out: opts.out } : {}) }, null, 2));
      return 0;
    }
    if (!opts.out) process.stdout.write(svg);
    return 0;
  },
};

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}
