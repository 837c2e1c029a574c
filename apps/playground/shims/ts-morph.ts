// ts-morph for the browser bundle (vite.config.ts aliases it here). compiler/explain.ts (the IR
// outline the page shows) imports printExpression from compiler/emitter.ts, and emitter.ts
// imports ts-morph (10 MB with the TypeScript compiler it bundles) for generating card modules,
// which the page never does. These stand-ins keep that import graph whole without the weight.
function notInBrowser(): never {
  throw new Error("generating TypeScript card modules is not available in the playground (use orrery build)");
}
export const printStructure = notInBrowser;
export const StructureKind = {} as Record<string, number>;
export const VariableDeclarationKind = {} as Record<string, string>;
export class Project {
  constructor() {
    notInBrowser();
  }
}
export const ModuleKind = {};
export const ModuleResolutionKind = {};
export const ScriptTarget = {};
