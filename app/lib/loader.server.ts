// Loaders' refusals: a service's AppError (a bad query, an item that is gone, a forbidden
// view) becomes the page's own 4xx answer, which the route's ErrorBoundary shows with its
// message; anything else is a bug and stays a 500.
import { data } from "@remix-run/cloudflare";
import { AppError } from "../../api/errors";

export async function orStatus<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) throw data(err.message, { status: err.status });
    throw err;
  }
}
