// The repository's copy of the shared acceptance corpus (../shared/spec: cards/core.card,
// cards/invalid.card and scenarios/), so that every test runs on a clone with no ../shared beside
// it. The copy sits in test/golden/spec because the golden logs name its scenarios by that path;
// .ci/run checks that it still equals ../shared/spec whenever that is there.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** test/golden/spec/, as a URL ending in a slash. */
export const SPEC = new URL("./golden/spec/", import.meta.url);

/** The absolute path of a file of the copy: specPath("cards/core.card"). */
export const specPath = (rel: string): string => fileURLToPath(new URL(rel, SPEC));

/** The text of a file of the copy: specText("cards/invalid.card"). */
export const specText = (rel: string): string => readFileSync(new URL(rel, SPEC), "utf8");
