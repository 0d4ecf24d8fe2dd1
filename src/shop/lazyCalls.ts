/**
 * Binds a group of shop client calls whose implementation loads with `import()` on the first call
 * (booking, account, subscription calls): each name becomes a function that waits for the module
 * and calls through, so a page that never makes such a call never loads its schemas.
 */
export function lazyCalls<Calls>(names: ReadonlyArray<keyof Calls>, load: () => Promise<Calls>): Calls {
  let calls: Promise<Calls> | undefined;
  const bound: Partial<Record<keyof Calls, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const name of names) {
    bound[name] = async (...args) =>
      ((await (calls ??= load()))[name] as (...args: unknown[]) => Promise<unknown>)(...args);
  }
  return bound as Calls;
}
