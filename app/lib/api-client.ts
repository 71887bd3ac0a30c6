// The browser's client of /api, typed from the routes' declarations (Hono RPC, decision 032): a
// path, a parameter or an answer's field renamed on the server fails the typecheck here.
import { hc } from "hono/client";
import type { ApiType } from "../../api/app";

export const api = hc<ApiType>("/api", { init: { credentials: "same-origin" } });
