// Loaders' and actions' refusals: a service's AppError (a bad query, an item that is gone, a
// forbidden view) becomes the page's own 4xx answer, which the route's ErrorBoundary shows with
// its message; anything else is a bug and stays a 500. Applied once to the whole build
// (`withRefusals`, server.ts), so no route has to remember it and a new route is covered.
import { data, type ServerBuild } from "@remix-run/cloudflare";
import { AppError } from "../../api/errors";

export async function orStatus<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) throw data(err.message, { status: err.status });
    throw err;
  }
}

type RouteFn = (args: never) => unknown;
const guarded = <F extends RouteFn>(fn: F | undefined) => fn && ((args: Parameters<F>[0]) => orStatus(async () => fn(args)));

/** The build with every route's loader and action run through `orStatus`. */
export function withRefusals(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const module = { ...route.module };
      if (module.loader) module.loader = guarded(module.loader) as typeof module.loader;
      if (module.action) module.action = guarded(module.action) as typeof module.action;
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes };
}
