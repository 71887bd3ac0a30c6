// /admindata: the extraction cards and the players' backups, over api/services/fpl-import.ts.
// The spec's French messages: 'Erreur de connexion' when an extraction fails, 'Erreur : ...'
// when a restore is refused, 'Erreur de connexion lors de la restauration' when it fails otherwise.
import { data } from "@remix-run/cloudflare";
import { AppError } from "../../../api/errors";
import type { ServiceContext } from "../../../api/services/context";
import { extractPlayers, extractTeams, listPlayerBackups, restorePlayerBackup } from "../../../api/services/fpl-import";
import { gameweekScoringSeasons, recentScoringFanOuts } from "../../../api/services/gameweeks";
import { GAME_SEASON, scoringRuns } from "../../../domain/season-rules";
import { adminDataMessages as t } from "../../../domain/messages/admin";
import type { PlayerImportChanges } from "../../../domain/player-import";
import { intentAction } from "../../lib/form-action.server";
import type { FormResult } from "../../lib/form-result";

export async function loadAdminData(ctx: ServiceContext) {
  const [backups, gameweeks, fanOuts] = await Promise.all([listPlayerBackups(ctx), gameweekScoringSeasons(ctx), recentScoringFanOuts(ctx)]);
  // Which season's rules scored each gameweek, as runs of consecutive gameweeks (38 rows would say less).
  return { backups, scoring: { gameSeason: GAME_SEASON, runs: scoringRuns(gameweeks) }, fanOuts };
}

export type AdminDataIntent = "extractPlayers" | "extractTeams" | "restore";
type Extra = { changes: PlayerImportChanges; detail: string; /** An extraction held for confirmation: the code of the feed shown (resent to apply it). */ confirm: string };
export type AdminDataResult = FormResult<AdminDataIntent | "unknown", Extra>;

/** A failure that is not the admin's doing (the FPL source failed, the database refused): shown in the spec's words with its reason. */
class DataActionFailure extends Error {
  constructor(
    readonly intent: AdminDataIntent,
    message: string,
    readonly detail: string,
  ) {
    super(message);
  }
}

/** Refusals (403, 404, 409...) go on to the form helper with their status and the spec's words; anything else is a DataActionFailure. */
function failed(intent: AdminDataIntent, message: string, err: unknown, refusal: (reason: string) => string): never {
  if (err instanceof Response) throw err;
  if (err instanceof AppError && err.status < 500) throw new AppError(err.status, err.code, refusal(err.message), err.issues);
  if (!(err instanceof AppError)) console.error("admin data action failed", err);
  throw new DataActionFailure(intent, message, err instanceof Error ? err.message : String(err));
}

export async function adminDataAction(ctx: ServiceContext, request: Request) {
  try {
    return await runIntent(ctx, request);
  } catch (err) {
    // The page says what failed (never a 500 page); the status says it was upstream.
    if (err instanceof DataActionFailure)
      return data<AdminDataResult>({ intent: err.intent, ok: false, message: err.message, fields: {}, status: 502, detail: err.detail }, { status: 502 });
    throw err;
  }
}

function runIntent(ctx: ServiceContext, request: Request) {
  return intentAction<AdminDataIntent, Extra>(request, {
    extractPlayers: async ({ fields }) => {
      try {
        const res = await extractPlayers(ctx, undefined, { confirm: fields.confirm || undefined });
        if (!res.success) return { message: t.extractionHeld(res.changes.removed, res.changes.priceChanges, res.teamsHoldingRemoved), changes: res.changes, confirm: res.confirmation };
        return { message: t.playersExtracted(res.extracted), changes: res.changes, detail: t.backupTaken(res.backup.tableName, res.backup.playerCount) };
      } catch (err) {
        if (err instanceof AppError && err.code === "unprocessable") throw new AppError(422, err.code, t.extractionTruncated);
        failed("extractPlayers", t.connectionError, err, (reason) => `${t.connectionError} : ${reason}`);
      }
    },
    extractTeams: async () => {
      try {
        const res = await extractTeams(ctx);
        return { message: t.teamsExtracted(res.extracted) };
      } catch (err) {
        failed("extractTeams", t.connectionError, err, (reason) => `${t.connectionError} : ${reason}`);
      }
    },
    restore: {
      run: async ({ fields }) => {
        try {
          const id = fields.id ?? "";
          const res = await restorePlayerBackup(ctx, id);
          const backup = (await listPlayerBackups(ctx)).find((b) => String(b.id) === id);
          return { message: t.restored(res.restored), detail: backup ? t.restoredFrom(backup.tableName) : "" };
        } catch (err) {
          failed("restore", t.restoreConnectionError, err, t.restoreError);
        }
      },
      destructive: true,
    },
  });
}
