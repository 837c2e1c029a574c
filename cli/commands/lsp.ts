// `orrery lsp`: the language server for card files, decks and scenarios, on stdin/stdout
// (apps/lsp/server.ts). Editors start it; the VS Code extension in editors/vscode does.
import type { Command } from "commander";
import type { CommandSpec } from "./index.ts";

interface LspFlags {
  stdio?: boolean;
  debounce?: string;
}

export const command: CommandSpec = {
  name: "lsp",
  description: "start the language server (Language Server Protocol over stdin/stdout) for editors",
  configure(cmd: Command) {
    cmd
      .option("--stdio", "talk over stdin/stdout (the default and only transport; editors pass it)")
      .option("--debounce <ms>", "milliseconds of quiet after an edit before it is checked", "200")
      // Editors add their own process id; the server watches it and exits with the editor.
      .option("--clientProcessId <pid>", "the editor's process id")
      .allowUnknownOption(true);
  },
  async run(...args: unknown[]) {
    const flags = args[0] as LspFlags;
    const debounceMs = Number(flags.debounce);
    if (!Number.isFinite(debounceMs) || debounceMs < 0) {
      process.stderr.write(`orrery lsp: --debounce takes a number of milliseconds, not "${flags.debounce}"\n`);
      return 2;
    }
    // stdout carries the protocol: anything else printed there would corrupt it.
    const toStderr = (...a: unknown[]) => void process.stderr.write(`${a.map(String).join(" ")}\n`);
    console.log = console.info = console.warn = console.debug = toStderr;
    // A bug must not take the editor's server down with it: log it and go on.
    process.on("uncaughtException", (err) => process.stderr.write(`orrery lsp: ${err.stack ?? err.message}\n`));
    process.on("unhandledRejection", (err) => process.stderr.write(`orrery lsp: ${String((err as Error)?.stack ?? err)}\n`));
    const { startServer } = await import("../../apps/lsp/server.ts");
    startServer(process.stdin, process.stdout, { debounceMs });
    // The connection ends the process (exit notification, or the input closing).
    return new Promise<number>(() => undefined);
  },
};
