// Self time as a share of a .cpuprofile's samples (idle, (program) and the inspector's own left out), with
// the garbage collector's share: npx node tools/prof/profile-shares.mjs FILE.cpuprofile
import { readFileSync } from "node:fs";
const prof = JSON.parse(readFileSync(process.argv[2], "utf8"));
const dt = new Map();
for (let i = 0; i < prof.samples.length; i++) dt.set(prof.samples[i], (dt.get(prof.samples[i]) ?? 0) + (prof.timeDeltas[i] ?? 0));
let total = 0,
  gc = 0,
  skip = 0;
const self = new Map();
for (const n of prof.nodes) {
  const t = dt.get(n.id) ?? 0;
  const name = n.callFrame.functionName;
  const url = n.callFrame.url;
  if (name === "(idle)" || name === "(program)" || (name === "post" && url.includes("inspector"))) {
    skip += t;
    continue;
  }
  total += t;
  if (name === "(garbage collector)") gc += t;
  const k = `${name || "(anon)"} ${url.split("/").slice(-2).join("/")}`;
  self.set(k, (self.get(k) ?? 0) + t);
}
console.log(`total ${(total / 1000).toFixed(0)} ms (left out ${(skip / 1000).toFixed(0)} ms idle/program/inspector), GC ${((100 * gc) / total).toFixed(1)} %`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(((100 * v) / total).toFixed(1).padStart(5), "%", k);
