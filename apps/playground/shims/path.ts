// node:path for the browser bundle (vite.config.ts aliases it here): the POSIX functions the
// scenario loader and apps/files.ts use, on "/"-separated paths.
export const sep = "/";

function normalizeParts(parts: string[], absolute: boolean): string {
  const out: string[] = [];
  for (const p of parts) {
    if (p === "" || p === ".") continue;
    if (p === "..") {
      if (out.length && out[out.length - 1] !== "..") out.pop();
      else if (!absolute) out.push("..");
    } else out.push(p);
  }
  const joined = out.join("/");
  return absolute ? `/${joined}` : joined || ".";
}

export function resolve(...paths: string[]): string {
  let acc = "";
  for (const p of paths) {
    if (!p) continue;
    acc = p.startsWith("/") ? p : acc ? `${acc}/${p}` : p;
  }
  if (!acc.startsWith("/")) acc = `/${acc}`;
  return normalizeParts(acc.split("/"), true);
}

export function isAbsolute(p: string): boolean {
  return p.startsWith("/");
}

export function join(...paths: string[]): string {
  const all = paths.filter((p) => p !== "").join("/");
  return normalizeParts(all.split("/"), all.startsWith("/"));
}

export function dirname(p: string): string {
  const s = p.replace(/\/+$/, "");
  const i = s.lastIndexOf("/");
  if (i < 0) return ".";
  return i === 0 ? "/" : s.slice(0, i);
}

export function basename(p: string, ext?: string): string {
  const b = p.replace(/\/+$/, "").split("/").pop() ?? "";
  return ext && b.endsWith(ext) ? b.slice(0, -ext.length) : b;
}

export function extname(p: string): string {
  const b = basename(p);
  const i = b.lastIndexOf(".");
  return i > 0 ? b.slice(i) : "";
}

export function relative(from: string, to: string): string {
  const a = resolve(from).split("/").filter(Boolean);
  const b = resolve(to).split("/").filter(Boolean);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => ".."), ...b.slice(i)].join("/");
}

export default { sep, resolve, join, dirname, basename, extname, relative };
