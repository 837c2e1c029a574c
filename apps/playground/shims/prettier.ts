// prettier for the browser bundle (vite.config.ts aliases it here): only compiler/emitter.ts uses
// it, to format generated card modules, which the page never makes (see ts-morph.ts).
export async function format(): Promise<never> {
  throw new Error("formatting generated modules is not available in the playground (use orrery build)");
}
export default { format };
