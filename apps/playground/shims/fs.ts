// node:fs for the browser bundle (vite.config.ts aliases it here). The scenario loader
// (apps/scenario/loader.ts) and apps/files.ts import node:fs; in the page only the loader's check
// "is this `cards:` entry a folder?" runs, answered from a virtual folder: a path ending in
// `.card` is a file, any other path is the folder of the starter set (worker/scenario.ts reads the
// files themselves). Everything else throws, as reading a disk the page doesn't have.
let folder: string[] = [];

/** The card files a folder lists (the starter set's names). */
export function setVirtualFolder(names: string[]): void {
  folder = [...names].sort();
}

function unavailable(what: string): never {
  const err = new Error(`${what}: there is no file system in the browser`) as Error & { code: string };
  err.code = "ENOENT";
  throw err;
}

export function statSync(path: string): { isDirectory(): boolean; isFile(): boolean; mtimeMs: number; size: number; mode: number } {
  const file = String(path).endsWith(".card");
  return { isDirectory: () => !file, isFile: () => file, mtimeMs: 0, size: 0, mode: 0o644 };
}

export function readdirSync(_path: string): string[] {
  return [...folder];
}

export const readFileSync = (path: string): never => unavailable(`read ${path}`);
// apps/files.ts's checked reader: opening throws, so nothing below it runs in the page.
export const openSync = (path: string): never => unavailable(`read ${path}`);
export const fstatSync = (): never => unavailable("stat a descriptor");
export const readSync = (): never => unavailable("read a descriptor");
export const closeSync = (): void => undefined;
export const constants = { O_RDONLY: 0, O_NOFOLLOW: 0, O_NONBLOCK: 0 };
export const writeFileSync = (path: string): never => unavailable(`write ${path}`);
export const existsSync = (_path: string): boolean => false;
/** No links in the virtual folder: every path is its own real path, and none is a link. */
export const realpathSync = (path: string): string => String(path);
export const lstatSync = (path: string): ReturnType<typeof statSync> & { isSymbolicLink(): boolean } => ({ ...statSync(path), isSymbolicLink: () => false });
export const chmodSync = (path: string): never => unavailable(`chmod ${path}`);
export const renameSync = (path: string): never => unavailable(`rename ${path}`);
export const unlinkSync = (path: string): never => unavailable(`unlink ${path}`);
export const mkdirSync = (path: string): never => unavailable(`mkdir ${path}`);
export const copyFileSync = (path: string): never => unavailable(`copy ${path}`);
export default {
  statSync,
  readdirSync,
  readFileSync,
  openSync,
  fstatSync,
  readSync,
  closeSync,
  constants,
  writeFileSync,
  existsSync,
  realpathSync,
  lstatSync,
  chmodSync,
  renameSync,
  unlinkSync,
  mkdirSync,
  copyFileSync,
};
