// The page's side of the worker: one request, one promise. Replies come back in order.
import type { ReplyMessage, RequestName, Requests } from "../shared/protocol.ts";

const worker = new Worker(new URL("../worker/worker.ts", import.meta.url), { type: "module" });
const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
let nextId = 1;
let busy = 0;
const listeners = new Set<(busy: number) => void>();

worker.onmessage = (ev: MessageEvent<ReplyMessage>) => {
  const r = ev.data;
  const w = waiting.get(r.id);
  if (!w) return;
  waiting.delete(r.id);
  setBusy(-1);
  if (r.ok) w.resolve(r.value);
  else w.reject(new Error(r.error));
};

worker.onerror = (ev) => {
  const err = new Error(`the worker failed: ${ev.message || "unknown error"}`);
  for (const w of waiting.values()) w.reject(err);
  waiting.clear();
  busy = 0;
  for (const l of listeners) l(busy);
};

function setBusy(d: number): void {
  busy += d;
  for (const l of listeners) l(busy);
}

export function request<K extends RequestName>(name: K, args: Requests[K]["args"]): Promise<Requests[K]["reply"]> {
  const id = nextId++;
  setBusy(1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
    worker.postMessage({ id, name, args });
  });
}

/** Called with the number of requests in flight whenever it changes. */
export function onBusy(fn: (busy: number) => void): void {
  listeners.add(fn);
}
