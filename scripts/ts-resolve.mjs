// Node resolve hook: lets scripts import the Worker's modules (api/), whose relative
// imports omit the .ts extension as the bundler allows.
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (err) {
    if (!["ERR_MODULE_NOT_FOUND", "ERR_UNSUPPORTED_DIR_IMPORT"].includes(err?.code) || !/^\.\.?\//.test(specifier)) throw err;
    for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
      try {
        return await next(candidate, context);
      } catch {}
    }
    throw err;
  }
}
