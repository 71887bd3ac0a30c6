// The challenge admin screens' data and form actions (/addchallenge, /adminchallenges): forms
// become the API's input shape and go through the same schema and services as the API.
import { z } from "zod";
import type { ServiceContext } from "../../../api/services/context";
import { createChallenge, deleteChallenge, gameweekCalendar, gameweekFactsAll, listChallenges, updateChallenge, type ChallengeView } from "../../../api/services/gameweeks";
import { listClubs, listPlayers } from "../../../api/services/reference";
import { setGameweekStatus } from "../../../api/services/staff-runs";
import { badRequest, parseOrThrow, type FieldIssue } from "../../../api/errors";
import { challengeAdminSchema, challengeAdminUpdateSchema, statusMoveSchema } from "../../../domain/challenge-admin";
import { gameweekParamSchema, parseGameweekNumber } from "../../../domain/gameweek";
import { statusMoveEffect, statusMoveRefusal } from "../../../domain/gameweek-status";
import { fromLeagueInputValue } from "../../../domain/format";
import { normalizeName } from "../../../domain/challenge-rules";
import { closestMatches } from "../../../domain/name-match";
import { intentAction, redirectWithToast, type FormInput } from "../../lib/form-action.server";
import { challengeAdminMessages as t, statusWord } from "../../../domain/messages/challenge-admin";
import { parseQuery } from "../../lib/query.server";

export type PlayerOption = { id: number; label: string; team: string };
export type ClubOption = { code: string; name: string };

/** Clubs and players the rule pickers offer (the real lists). */
export async function ruleChoices(ctx: ServiceContext) {
  const [clubs, players] = await Promise.all([listClubs(ctx), listPlayers(ctx)]);
  return {
    clubs: clubs.map((c): ClubOption => ({ code: c.shortName, name: c.name })).sort((a, b) => a.name.localeCompare(b.name)),
    players: players
      .map((p): PlayerOption => ({ id: p.id, label: `${p.webName} (${p.team})`, team: p.team }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}

/** The refusal of a name that is no player's, with the closest players of the picker's list. */
export function unknownPlayerMessage(name: string, players: readonly PlayerOption[]) {
  return t.unknownPlayer(name, closestMatches(name, players, (p) => [webNameOf(p)], (p) => p.label).map((p) => p.label));
}
const webNameOf = (p: PlayerOption) => p.label.replace(/ \([A-Z]{3}\)$/, "");

/** Each player field value: an id (from the picker) or a name typed without JavaScript ("Salah" or "Salah (LIV)"). */
function resolvePlayers(values: string[], players: PlayerOption[], field: string, issues: FieldIssue[]): number[] {
  const byLabel = new Map(players.map((p) => [normalizeName(p.label), p.id]));
  const byName = new Map<string, number[]>();
  for (const p of players) {
    const key = normalizeName(webNameOf(p));
    byName.set(key, [...(byName.get(key) ?? []), p.id]);
  }
  const ids: number[] = [];
  for (const raw of values.map((v) => v.trim()).filter(Boolean)) {
    if (/^\d+$/.test(raw) && players.some((p) => p.id === Number(raw))) ids.push(Number(raw));
    else if (byLabel.has(normalizeName(raw))) ids.push(byLabel.get(normalizeName(raw))!);
    else {
      const matches = byName.get(normalizeName(raw)) ?? [];
      if (matches.length === 1) ids.push(matches[0]!);
      else issues.push({ path: field, message: matches.length ? t.ambiguousPlayer(raw) : unknownPlayerMessage(raw, players) });
    }
  }
  return [...new Set(ids)];
}

const num = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : Number(value));

/** The form's fields in the API's shape (community.md §3 "Challenge (admin)"). */
function challengeInput({ form, fields }: FormInput, choices: Awaited<ReturnType<typeof ruleChoices>>, mode: "create" | "edit") {
  const issues: FieldIssue[] = [];
  const deadline = fields.deadline ? fromLeagueInputValue(fields.deadline) : null;
  if (!fields.deadline?.trim()) issues.push({ path: "deadline", message: t.deadlineRequired });
  else if (deadline === null) issues.push({ path: "deadline", message: t.deadlineInvalid });
  const requiredClubs = choices.clubs
    .map((c) => ({ team: c.code, count: num(fields[`club_${c.code}`]) ?? 0 }))
    .filter((c) => c.count !== 0);
  const captainClub = fields.captainClub?.trim();
  const input = {
    // A gameweek by its digits only ("0x12" is no gameweek 18): anything else stays text, refused by the schema.
    ...(mode === "create" ? { gameweek: fields.gameweek?.trim() ? (parseGameweekNumber(fields.gameweek) ?? fields.gameweek) : undefined } : {}),
    challengeName: fields.challengeName ?? "",
    description: fields.description ?? "",
    ...(deadline !== null ? { deadline: new Date(deadline).toISOString() } : {}),
    rules: {
      budget: num(fields.budget),
      maxPlayersPerTeam: num(fields.maxPlayersPerTeam),
      mustHavePlayerFromTeam: requiredClubs,
      mustHavePlayer: resolvePlayers(form.getAll("required").map(String), choices.players, "required", issues),
      mustExcludePlayer: resolvePlayers(form.getAll("excluded").map(String), choices.players, "excluded", issues),
      minPlayersFromTeam: captainClub
        ? { team: captainClub, count: num(fields.captainCount) ?? 1, ...(fields.captainIsCaptain === "on" ? { position: "captain" } : {}) }
        : null,
    },
  };
  if (issues.length) throw badRequest(issues[0]!.message, issues);
  return input;
}

/** Field errors of the schema ("rules.budget") under the form's names ("budget"). */
export function formFieldOf(path: string): string {
  const [head, second] = path.split(".");
  if (head !== "rules") return head ?? path;
  return (
    { budget: "budget", maxPlayersPerTeam: "maxPlayersPerTeam", mustHavePlayerFromTeam: "clubs", mustHavePlayer: "required", mustExcludePlayer: "excluded", minPlayersFromTeam: "captainClub" }[
      second ?? ""
    ] ?? "rules"
  );
}

function withFormFields<T>(run: () => Promise<T>): Promise<T> {
  return run().catch((err) => {
    if (err && typeof err === "object" && "issues" in err && Array.isArray(err.issues))
      err.issues = (err.issues as FieldIssue[]).map((i) => ({ ...i, path: formFieldOf(i.path) }));
    throw err;
  });
}

export function createChallengeAction(ctx: ServiceContext, request: Request) {
  return intentAction(request, {
    create: {
      run: (input) =>
        withFormFields(async () => {
          const created = await createChallenge(ctx, parseOrThrow(challengeAdminSchema, challengeInput(input, await ruleChoices(ctx), "create")));
          return { message: t.created, created: { gameweek: created.gameweek, challengeName: created.challengeName } };
        }),
    },
  });
}

export function adminChallengesAction(ctx: ServiceContext, request: Request) {
  return intentAction(request, {
    edit: (input) =>
      withFormFields(async () => {
        const id = input.fields.id ?? "";
        const updated = await updateChallenge(ctx, id, parseOrThrow(challengeAdminUpdateSchema, challengeInput(input, await ruleChoices(ctx), "edit")));
        return redirectWithToast("/adminchallenges", { kind: "success", message: t.saved(updated.gameweek) });
      }),
    status: async ({ fields }) => {
      const gameweek = parseOrThrow(gameweekParamSchema, fields.gameweek);
      const { status } = parseOrThrow(statusMoveSchema, { status: fields.status });
      const moved = await setGameweekStatus(ctx, gameweek, status);
      return { message: t.movedTo(gameweek, statusWord(moved.status), moved.effect) };
    },
    delete: {
      destructive: true,
      run: async ({ fields }) => {
        await deleteChallenge(ctx, fields.id ?? "");
        return { message: t.deleted };
      },
    },
  });
}

export type StatusOption = { to: ChallengeView["status"]; refusal: string | null; effect: string };

/** The list with, per challenge, each status it may move to and what that changes (or why not). */
export async function loadChallengeAdmin(ctx: ServiceContext, now: number) {
  const [challenges, facts] = await Promise.all([listChallenges(ctx), gameweekFactsAll(ctx)]);
  const rows = challenges.map((c) => {
    const f = facts.get(c.gameweek) ?? null;
    const moves: StatusOption[] = f
      ? (["upcoming", "active", "locked", "completed"] as const)
          .filter((to) => to !== f.status)
          .map((to) => ({ to, refusal: statusMoveRefusal(f, to, now), effect: statusMoveEffect(f, to) }))
      : [];
    return { ...c, moves, teams: f?.teams ?? 0 };
  });
  return rows;
}
export type AdminChallengeRow = Awaited<ReturnType<typeof loadChallengeAdmin>>[number];

export const CHALLENGE_SORTS = ["gameweek", "name", "budget"] as const;

/** ?sort=&order=&edit=: a sort or order that is not one is the default (gameweek, ascending); edit names a challenge by id or gameweek. */
const challengeAdminQuery = z.object({
  sort: z.enum(CHALLENGE_SORTS).catch("gameweek"),
  order: z.enum(["asc", "desc"]).catch("asc"),
  edit: z.string().optional(),
});

/** /adminchallenges: the sorted list, the challenge being edited (?edit=) and the pickers' choices it needs. */
export async function challengeAdminPage(ctx: ServiceContext, url: URL) {
  const { sort, order, edit } = parseQuery(url, challengeAdminQuery);
  const rows = await loadChallengeAdmin(ctx, ctx.now());
  const key = (r: AdminChallengeRow) => (sort === "name" ? r.challengeName.toLowerCase() : sort === "budget" ? r.rules.budget : r.gameweek);
  rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.gameweek - b.gameweek) * (order === "asc" ? 1 : -1));
  const editing = edit ? (rows.find((r) => r.id === edit || String(r.gameweek) === edit) ?? null) : null;
  return { rows, sort, order, editing, choices: editing ? await ruleChoices(ctx) : null, now: ctx.now() } as const;
}

/** /addchallenge: the season's gameweeks (which are taken) and the pickers' choices. */
export async function addChallengePage(ctx: ServiceContext) {
  const [calendar, choices] = await Promise.all([gameweekCalendar(ctx), ruleChoices(ctx)]);
  return { gameweeks: calendar.map((g) => ({ id: g.id, deadline: g.deadline, taken: g.taken, status: g.status })), ...choices, now: ctx.now() };
}
