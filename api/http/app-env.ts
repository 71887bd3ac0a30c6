import type { Env } from "../env";
import type { ServiceContext } from "../services/context";

export type AppEnv = { Bindings: Env; Variables: { ctx: ServiceContext } };
