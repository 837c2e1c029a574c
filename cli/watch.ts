// `--watch` for commands that check files (`orrery check --watch PATH...`): run once, then again
// whenever a matching file under the paths changes, until Ctrl+C (or SIGTERM). Folders are watched
// recursively; a file is watched through its folder, so an editor's save by rename (write a new
// file, move it over the old one) is seen too. Changes are debounced: a save that fires several
// events, or several files saved at once, make one run; a change during a run makes one more.
import { statSync, watch, type FSWatcher } from "node:fs";
import { basename, dirname, relative, resolve } from "node:path";

export interface WatchOptions {
  debounceMs?: number;
  /** Where the "watching" lines go (stdout by default). */
  write?: (s: string) => void;
}

/** Runs `run` now and after each change; resolves with the last run's exit code when stopped. */
export async function watchAndRerun(paths: string[], extension: string, run: () => Promise<number>, options: WatchOptions = {}): Promise<number> {
  const write = options.write ?? ((s: string) => void process.stdout.write(s));
  const debounceMs = options.debounceMs ?? 100;
  let code = await run();
  if (code === 2) return code; // a usage error (no such path): nothing to watch
  const watchers: FSWatcher[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const changed = new Set<string>();
  const where = (p: string) => relative(process.cwd(), p).split("\\").join("/") || p;
  const status = () => write(`watching ${paths.join(", ")} for changes to *${extension} files (Ctrl+C to stop)\n`);

  const rerun = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const files = [...changed].sort();
    changed.clear();
    write(`\n[${new Date().toLocaleTimeString("en-GB")}] ${files.length > 0 ? `changed: ${files.map(where).join(", ")}` : "changed"}; checking again\n`);
    try {
      code = await run();
    } catch (err) {
      write(`${(err as Error).message}\n`);
    }
    status();
    running = false;
    if (again) {
      again = false;
      void rerun();
    }
  };
  const schedule = (file: string | undefined) => {
    if (file !== undefined) changed.add(file);
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void rerun(), debounceMs);
  };

  for (const p of paths) {
    const abs = resolve(p);
    let folder = false;
    try {
      folder = statSync(abs).isDirectory();
    } catch {
      continue;
    }
    const dir = folder ? abs : dirname(abs);
    const only = folder ? undefined : basename(abs);
    try {
      watchers.push(
        watch(dir, { recursive: folder }, (_event, name) => {
          const file = name === null ? undefined : String(name);
          if (only !== undefined ? file === only : file === undefined || file.endsWith(extension)) schedule(file === undefined ? undefined : resolve(dir, file));
        }),
      );
    } catch (err) {
      write(`cannot watch ${p}: ${(err as Error).message}\n`);
    }
  }
  status();
  return new Promise<number>((done) => {
    const stop = () => {
      if (timer) clearTimeout(timer);
      for (const w of watchers) w.close();
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      done(code);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
