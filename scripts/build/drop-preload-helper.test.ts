import { describe, expect, it } from "vitest";
import { dropPreloadHelper } from "./drop-preload-helper";

type Output = Record<string, unknown>;

const helperChunk = (): Output => ({
  type: "chunk",
  fileName: "assets/preload-helper-AbC123.js",
  moduleIds: ["\0vite/preload-helper.js"],
  exports: ["_"],
  imports: [],
  code: "const h=function(){};export{h as _};",
});

const chunk = (fileName: string, code: string, imports: string[]): Output => ({
  type: "chunk",
  fileName,
  moduleIds: [`/app/${fileName}`],
  exports: [],
  imports,
  code,
});

/** A bundle as Vite hands it over after its own rewrites: two chunks using the helper, and the manifest. */
function bundle(routeCode = 'import{_ as e}from"./preload-helper-AbC123.js";e(()=>import("./toasts-X.js"),[]);') {
  const manifest = {
    "_preload-helper-AbC123.js": { file: "assets/preload-helper-AbC123.js" },
    "app/routes/contact.tsx": { file: "assets/contact-Y.js", imports: ["_preload-helper-AbC123.js", "_shared-Z.js"] },
    "app/root.tsx": { file: "assets/root-R.js", imports: ["_preload-helper-AbC123.js"] },
  };
  return {
    "assets/preload-helper-AbC123.js": helperChunk(),
    "assets/contact-Y.js": chunk("assets/contact-Y.js", routeCode, [
      "assets/preload-helper-AbC123.js",
      "assets/shared-Z.js",
    ]),
    "assets/root-R.js": chunk(
      "assets/root-R.js",
      'import"./preload-helper-AbC123.js";import{_}from"./preload-helper-AbC123.js";_(()=>import("./chat-W.js"),[]);',
      ["assets/preload-helper-AbC123.js"],
    ),
    ".vite/manifest.json": { type: "asset", fileName: ".vite/manifest.json", source: JSON.stringify(manifest) },
  } as Record<string, Output>;
}

function run(outputs: Record<string, Output>) {
  const warnings: string[] = [];
  const plugin = dropPreloadHelper();
  const hook = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: unknown) => void };
  hook.handler.call(
    {
      warn: (message: string) => warnings.push(message),
      error: (message: string) => {
        throw new Error(message);
      },
    },
    {},
    outputs,
  );
  return warnings;
}

describe("dropping Vite's preload helper from the browser build", () => {
  it("calls each import directly, drops the helper's chunk and its manifest entry", () => {
    const outputs = bundle();
    expect(run(outputs)).toEqual([]);
    expect(outputs["assets/preload-helper-AbC123.js"]).toBeUndefined();
    expect(outputs["assets/contact-Y.js"].code).toBe('const e=f=>f();e(()=>import("./toasts-X.js"),[]);');
    expect(outputs["assets/root-R.js"].code).toBe('const _=f=>f();_(()=>import("./chat-W.js"),[]);');
    expect(outputs["assets/contact-Y.js"].imports).toEqual(["assets/shared-Z.js"]);
    const manifest = JSON.parse(String(outputs[".vite/manifest.json"].source)) as Record<string, { imports?: string[] }>;
    expect(Object.keys(manifest)).toEqual(["app/routes/contact.tsx", "app/root.tsx"]);
    expect(manifest["app/routes/contact.tsx"].imports).toEqual(["_shared-Z.js"]);
    expect(manifest["app/root.tsx"].imports).toBeUndefined();
  });

  it("keeps the helper, with a warning, when an import preloads dependencies (its CSS)", () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.css"])))=>i.map(i=>d[i]);import{_ as e}from"./preload-helper-AbC123.js";e(()=>import("./a.js"),__vite__mapDeps([0]));';
    const outputs = bundle(code);
    expect(run(outputs)).toEqual([expect.stringContaining("preload helper kept")]);
    expect(outputs["assets/preload-helper-AbC123.js"]).toBeDefined();
    expect(outputs["assets/contact-Y.js"].code).toBe(code);
  });

  it("fails the build when a reference to the helper survives the rewrite", () => {
    const outputs = bundle('import{_ as e,x}from"./preload-helper-AbC123.js";e(()=>import("./a.js"),[]);');
    expect(() => run(outputs)).toThrow(/still refers to/);
  });
});
