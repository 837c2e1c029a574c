// A simulation worker (worker_threads): receives the shared context once (workerData), then game
// specs one message at a time, and answers each with its record. Started by pool.ts with tsx's
// loader, since this file and the engine are TypeScript.
import { parentPort, workerData } from "node:worker_threads";
import { playSimGame, type GameSpec, type SimContext } from "./game.ts";

const ctx = workerData as SimContext;
parentPort!.on("message", (spec: GameSpec) => {
  parentPort!.postMessage(playSimGame(spec, ctx));
});
