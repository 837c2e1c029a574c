// `npm run wording:coverage` (cli.ts does the work; README.md says what it measures).
import { run } from "./cli.ts";

process.exitCode = run(process.argv.slice(2), { stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s) });
