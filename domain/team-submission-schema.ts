// A team as a client submits it (POST /challengers/create-team, PATCH /challengers/:id): the
// body's schema. Server-side only: it needs zod, which stays off the browser's first load
// (decision 028). The squad it names is checked by validateTeamSubmission (team-submission.ts).
import { z } from "zod";
import { ALL_SLOT_IDS, GAMEWEEK_COUNT, MANAGER_NAME_MAX_LENGTH, SQUAD_SIZE, TEAM_NAME_MAX_LENGTH, type SlotId } from "./constants.ts";
import { MANAGERS } from "./managers.ts";
import { isBenchSlot } from "./squad.ts";
import type { SubmittedPlayer } from "./team-submission.ts";
import { gameMessages as m } from "./messages/game.ts";

const slotIdSchema = z.enum(ALL_SLOT_IDS as [SlotId, ...SlotId[]], { error: () => m.submission.unknownSlot }).meta({
  description:
    "The player's place: the XI's pitch slots are those of his position (GK-0 for the goalkeeper, DEF-0..4, MID-0..4, FWD-0..2; an XI of 1 GK, 3-5 DEF, 2-5 MID, 1-3 FWD), the bench SUB-0..3 in its order (SUB-0 the substitute goalkeeper). Each slot once.",
});

/**
 * One submitted player. Only id, slot (or the spec's slotId), starter and the armbands are read;
 * anything else a client sends (price, points, names) is dropped: the server reads those itself.
 */
const submittedPlayerSchema = z
  .object({
    id: z.number().int().positive(),
    // null is accepted: a spec Player object may carry slotId: null.
    slot: slotIdSchema.nullish(),
    slotId: slotIdSchema.nullish(),
    starter: z.boolean().optional().meta({ description: "In the XI (true) or on the bench: the spec's form, for a player sent without a slot; with a slot it must agree with it (a SUB- slot is the bench)" }),
    captain: z.boolean().default(false).meta({ description: "The captain (his points count double): exactly one player of the XI" }),
    viceCaptain: z.boolean().default(false).meta({ description: "The vice-captain (captain if the captain does not play): exactly one player of the XI, not the captain" }),
  })
  .superRefine((player, ctx) => {
    if (player.slot != null && player.slotId != null && player.slot !== player.slotId) {
      ctx.addIssue({ code: "custom", path: ["slotId"], message: m.submission.slotsDisagree });
    }
    const slot = player.slot ?? player.slotId;
    if (slot == null && player.starter === undefined) {
      ctx.addIssue({ code: "custom", path: ["slot"], message: m.submission.slotOrStarter });
    }
    if (slot != null && player.starter !== undefined && player.starter === isBenchSlot(slot)) {
      ctx.addIssue({ code: "custom", path: ["starter"], message: m.submission.starterMismatch(slot) });
    }
  })
  .transform(
    (player): SubmittedPlayer => {
      const slot = player.slot ?? player.slotId ?? null;
      return {
        id: player.id,
        slot,
        starter: slot === null ? player.starter === true : !isBenchSlot(slot),
        captain: player.captain,
        viceCaptain: player.viceCaptain,
      };
    },
  );


/**
 * POST /challengers/create-team body. Unknown fields (remainingBudget, totalPoints, player prices)
 * are dropped; wrong types are rejected. The squad itself is checked by validateTeamSubmission.
 */
export const teamSubmissionSchema = z.object({
  gameweekId: z
    .union([z.number().int().min(1).max(GAMEWEEK_COUNT), z.string().trim().min(1, { error: () => m.submission.gameweekIdRequired }).max(100)])
    .transform((id) => String(id))
    .meta({
      examples: [18],
      description:
        "The gameweek's number (GET /gameweeks `gameweek`; a saved team's `gameweekId`), a gameweek that is upcoming (open for saves until its deadline: GET /gameweeks `status`). Also accepted, as the spec sends it: the number as text (\"18\") or the challenge's id (GET /gameweeks `id`). That gameweek's challenge rules (GET /gameweeks/{id} `rules`) apply to the squad.",
    }),
  teamName: z
    .string()
    .trim()
    .min(1, { error: () => m.submission.teamNameRequired })
    .max(TEAM_NAME_MAX_LENGTH, { error: () => m.submission.teamNameTooLong(TEAM_NAME_MAX_LENGTH) }),
  managerName: z
    .string()
    .trim()
    .min(1, { error: () => m.submission.managerRequired })
    .max(MANAGER_NAME_MAX_LENGTH, { error: () => m.submission.managerTooLong(MANAGER_NAME_MAX_LENGTH) })
    // Checked against MANAGERS by the save (api/services/challengers.ts, "Please select a manager from the list").
    .meta({
      enum: [...MANAGERS],
      examples: ["Arne Slot"],
      description:
        "One of the managers of the team form's list, exactly as written: GET /managers returns it (game.md §3 Manager choices), and this enum is the same list. Any other name is a 400.",
    }),
  // Bounded for safety; "exactly 15" is checked by validateFullTeam with a clearer message.
  selectedPlayers: z
    .array(submittedPlayerSchema)
    .max(SQUAD_SIZE * 2)
    .meta({
      minItems: SQUAD_SIZE,
      maxItems: SQUAD_SIZE,
      description:
        "The squad: 15 different players (GET /players) of the gameweek, 2 GK, 5 DEF, 5 MID and 3 FWD, at most the challenge's `maxPlayersPerTeam` per club and within its `budget`: 11 starters (pitch slots) and 4 on the bench, with one captain and one vice-captain among the starters. Any other count is a 400.",
    }),
  /**
   * The version of the saved team this submission was built from (a saved team's `version`),
   * null when it was built from no saved team. A save based on an older version is refused;
   * absent, nothing is checked (clients that do not know about versions).
   */
  baseVersion: z.number().int().nonnegative().nullable().optional(),
});

export type TeamSubmission = z.output<typeof teamSubmissionSchema>;

/** PATCH of a saved team: the same fields, its gameweek stays. */
export const teamUpdateSchema = teamSubmissionSchema.omit({ gameweekId: true });
export type TeamUpdate = z.output<typeof teamUpdateSchema>;
