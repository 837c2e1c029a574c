// The one CLI binary: `orrery <command>`. Each command lives in compiler/commands/<name>.ts and
// exports `command: CommandSpec`; this file only dispatches and maps outcomes to exit codes.
// Exit codes: 0 success, 1 diagnostics or failed checks, 2 usage error.
import { Command, CommanderError } from "commander";
import { commands } from "./commands/index.ts";
import { orreryVersion } from "./commands/version.ts";

export const EXIT_OK = 0;
export const EXIT_DIAGNOSTICS = 1;
export const EXIT_USAGE = 2;

export async function main(argv: string[]): Promise<number> {
  const program = new Command("orrery")
    .description("Orrery: the card-text compiler and rules engine for X610Z")
    .version(orreryVersion(), "-V, --version", "print the Orrery version")
    .exitOverride()
    .showHelpAfterError("(run with --help for usage)")
    .configureOutput({ writeErr: (s) => process.stderr.write(s), writeOut: (s) => process.stdout.write(s) });
  let result: number = EXIT_OK;
  for (const spec of commands) {
    const cmd = program.command(spec.name).description(spec.description).exitOverride();
    spec.configure(cmd);
    cmd.action(async (...args: unknown[]) => {
      result = await spec.run(...args);
    });
  }
  if (argv.length === 0) {
    program.outputHelp();
    return EXIT_USAGE;
  }
  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help and --version end with exit code 0; anything else commander rejects is a usage error.
      return err.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    }
    // A path the file system refuses (missing folder, a file where a folder should be, no
    // permission) is the caller's to fix: one line, no stack trace.
    const code = (err as NodeJS.ErrnoException | null)?.code;
    if (typeof code === "string" && FS_ERRORS.has(code)) {
      process.stderr.write(`error: ${fsMessage(err as NodeJS.ErrnoException)}\n`);
      return EXIT_USAGE;
    }
    throw err;
  }
  return result;
}

const FS_ERRORS = new Set(["ENOENT", "ENOTDIR", "EISDIR", "EACCES", "EPERM", "EEXIST", "EROFS", "ENOSPC", "ENAMETOOLONG", "ELOOP"]);

function fsMessage(err: NodeJS.ErrnoException): string {
  const what: Record<string, string> = {
    ENOENT: "no such file or folder",
    ENOTDIR: "a file stands where a folder is needed",
    EISDIR: "a folder stands where a file is needed",
    EACCES: "permission denied",
    EPERM: "operation not permitted",
    EEXIST: "already exists",
    EROFS: "read-only file system",
    ENOSPC: "no space left on the device",
    ENAMETOOLONG: "the name is too long",
    ELOOP: "too many symbolic links",
  };
  const verb = err.syscall === "open" || err.syscall === "scandir" || err.syscall === "mkdir" ? `${err.syscall} ` : "";
  return `${verb}${err.path ?? ""}: ${what[err.code!] ?? err.message}`;
}
