/**
 * One instance per process, even when the module is loaded twice (the server entry and the
 * bundled Remix build each import the models) or re-evaluated by the dev server.
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __singletons?: Map<string, unknown> };
  store.__singletons ??= new Map();
  if (!store.__singletons.has(name)) store.__singletons.set(name, create());
  return store.__singletons.get(name) as T;
}
