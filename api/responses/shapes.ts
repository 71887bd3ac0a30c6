// Shapes that several answers of /api share, each a named component of the OpenAPI document
// (issue 27, decision 034). What restates a table is derived from it (rows.ts, decision 044); by
// hand only what an answer adds or changes. The suite holds every answer to them
// (tests/integration/contract.ts).
import { z } from "zod";
import { ALL_SLOT_IDS, type SlotId } from "../../domain/constants";
import { commentRow, leagueRow, leakRow, orderLineRow, orderRow, playerRow, stadiumRow, userRow } from "./rows";

/** A page of a list paged by limit and offset (domain/lists.ts): its rows under `key`, the total, the limit and offset it was read with. */
export function offsetPage<K extends string, T extends z.ZodType>(key: K, row: T) {
  return z.object({ [key]: z.array(row), total: z.number(), limit: z.number(), offset: z.number() } as { [P in K]: z.ZodArray<T> } & {
    total: z.ZodNumber;
    limit: z.ZodNumber;
    offset: z.ZodNumber;
  });
}

export const rewardedShape = z.object({
  gameweek: z.number(),
  userId: z.string(),
  rank: z.number(),
  points: z.number(),
}).meta({ id: "Rewarded" });

export const scoredShape = z.object({
  gameweek: z.number(),
  teams: z.number(),
  chunks: z.number(),
  final: z.boolean(),
}).meta({ id: "Scored" });

export const teamVoteScoresShape = z.object({
  defense: z.number(),
  midfield: z.number(),
  attack: z.number(),
  tactics: z.number(),
}).meta({ id: "TeamVoteScores" });

export const nextFixtureShape = z.object({
  opponent: z.string(),
  home: z.boolean(),
  kickoff: z.number().nullable(),
  difficulty: z.number(),
}).meta({ id: "NextFixture" });

export const commentReactionsShape = z.object({
  peace: z.number(),
  respect: z.number(),
  handshake: z.number(),
  heart_hand: z.number(),
}).meta({ id: "CommentReactions" });

export const leagueRowShape = z.object({
  rank: z.number(),
  userId: z.string(),
  manager: z.string(),
  teamName: z.string(),
  avatar: z.string(),
  totalPoints: z.number(),
}).meta({ id: "LeagueRow" });

export const orderItemShape = orderLineRow
  .pick({ productId: true, productName: true, quantity: true, size: true, unitPrice: true })
  .extend({ totalPrice: z.number() })
  .meta({ id: "OrderItem" });

export const deliveryInfoShape = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  deliveryMode: z.string(),
  acceptTerms: z.boolean(),
}).meta({ id: "DeliveryInfo" });

export const matchEventShape = z.object({
  kind: z.string(),
  playerId: z.number().nullable(),
  playerName: z.string().nullable(),
  teamShortName: z.string().nullable(),
  points: z.number().nullable(),
  value: z.number().nullable(),
}).nullable().meta({ id: "MatchEvent" });

export const stadiumShape = stadiumRow.meta({ id: "Stadium" });

export const leagueShape = leagueRow
  .pick({ id: true, name: true, code: true, ownerId: true })
  .extend({ members: z.number(), createdAt: z.string(), table: z.array(leagueRowShape) })
  .meta({ id: "League" });

/** A user's times as answers give them: ISO strings. */
const userTimes = { createdAt: z.string(), lastLogin: z.string().nullable() };

export const staffUserShape = userRow
  .pick({ id: true, username: true, teamName: true, firstName: true, lastName: true, avatar: true, role: true, isActive: true, points: true, deactivatedReason: true })
  .extend({ ...userTimes, deactivatedUntil: z.string().nullable() })
  .meta({ id: "StaffUser" });

/** A leak as its readers see it: the score is its note, the author its adder. */
export const leakFields = leakRow
  .pick({ id: true, title: true, imageUrl: true, source: true, createdAt: true, description: true, reliability: true, category: true })
  .extend({
    note: z.number(),
    addedBy: z.string(),
    addedByName: z.string(),
    publishDate: z.string(),
    tags: z.array(z.string()),
    tagCards: z.object({}),
    myVote: z.number(),
    mine: z.boolean(),
  });
export const leakShape = leakFields.meta({ id: "Leak" });

export const jobReportShape = z.object({
  now: z.number(),
  locked: z.array(z.number()),
  scored: z.array(scoredShape),
  completed: z.array(z.number()),
  opened: z.array(z.number()),
  rewarded: z.array(rewardedShape),
  errors: z.array(z.string()),
  rowsRead: z.number(),
  rowsWritten: z.number(),
}).meta({ id: "JobReport" });

/** The signed-in user's own account: every column but the keys, hashes and staff-only state. */
export const userShape = userRow
  .omit({
    emailKey: true,
    usernameKey: true,
    teamNameKey: true,
    searchKey: true,
    passwordHash: true,
    securityAnswerHash: true,
    deactivatedReason: true,
    deactivatedUntil: true,
    isSample: true,
    deletedAt: true,
  })
  .extend(userTimes)
  .meta({ id: "User" });

/** The stadium a post stands on, by its names. */
export const stadiumNamesShape = stadiumRow.pick({ name: true, club: true });

/** Who wrote a post or a comment, as a wall shows them. */
export const authorShape = userRow.pick({ username: true, teamName: true, avatar: true });

export const commentShape = commentRow
  .pick({ id: true, postId: true, content: true, createdAt: true, authorId: true, repliesCount: true, reactionsCount: true })
  .extend({
    author: authorShape,
    deleted: z.boolean(),
    parentCommentId: z.number().nullable(),
    reactions: commentReactionsShape,
    likesCount: z.number(),
    userReaction: z.string().nullable(),
  })
  .meta({ id: "Comment" });

/** A player as a card shows him (GET /players/cards, a poll's players): prices in tenths. */
export const playerCardShape = playerRow
  .pick({
    id: true,
    webName: true,
    firstName: true,
    secondName: true,
    teamId: true,
    position: true,
    totalPoints: true,
    form: true,
    pointsPerGame: true,
    selectedByPercent: true,
    transfersInEvent: true,
    transfersOutEvent: true,
    status: true,
    news: true,
    newsAdded: true,
    photo: true,
  })
  .extend({
    team: z.string(),
    teamName: z.string(),
    priceTenths: z.number(),
    chanceOfPlaying: z.number().nullable(),
    priceChangeTenths: z.number(),
  });

export const pollPlayerShape = playerCardShape.extend({ nextFixture: nextFixtureShape.nullable() }).meta({ id: "PollPlayer" });

export const orderShape = orderRow
  .pick({ id: true, userId: true, subtotal: true, shippingCost: true, total: true, deliveryMode: true, status: true, trackingNumber: true })
  .extend({
    items: z.array(orderItemShape),
    deliveryInfo: deliveryInfoShape,
    orderDate: z.string(),
    estimatedDelivery: z.string(),
    actualDelivery: z.string().nullable(),
    timeline: z.array(z.object({
      status: z.string(),
      at: z.string(),
      reason: z.string().optional(),
    })),
  })
  .meta({ id: "Order" });

/**
 * An order's delivery as staff lists and answers show it (issue 42): the name and the mode. The
 * phone and address are private data, read one order at a time (GET /orders/admin/{id}/delivery,
 * admins, audited).
 */
export const staffDeliveryInfoShape = z.object({
  firstName: z.string(),
  lastName: z.string(),
  deliveryMode: z.string(),
}).strict().meta({ id: "StaffDeliveryInfo" });

/** An order as staff read it: its delivery without the phone and address. */
export const staffOrderShape = orderShape.extend({ deliveryInfo: staffDeliveryInfoShape }).meta({ id: "StaffOrder" });

/** A player in the builder and a saved team: the table's columns, prices in £m and tenths, and his place in the team. */
export const playerShape = playerRow
  .omit({ price: true, priceChangeStart: true, webNameKey: true, fullNameKey: true })
  .extend({
    name: z.string(),
    team: z.string(),
    teamName: z.string(),
    price: z.number(),
    priceTenths: z.number(),
    priceChangeStartTenths: z.number(),
    points: z.number(),
    chanceOfPlayingNextRound: z.number(),
    chanceOfPlayingThisRound: z.number(),
    selected: z.boolean(),
    captain: z.boolean(),
    viceCaptain: z.boolean(),
    starter: z.boolean().meta({ description: "In the starting XI (a pitch slot), not on the bench" }),
    slotId: z.enum(ALL_SLOT_IDS as [SlotId, ...SlotId[]]).nullable().meta({ description: "His slot in a saved team: a pitch slot of his position (GK-0, DEF-0..4, MID-0..4, FWD-0..2) for the XI, SUB-0..3 for the bench in its order (SUB-0 the substitute goalkeeper); null out of a team (GET /players)" }),
    benchPosition: z.number().nullable(),
  })
  .meta({ id: "Player", description: "A player: the same type in GET /players (out of any team: slotId null, selected, captain, viceCaptain and starter false) and in a saved team's selectedPlayers. Prices in £m (`price`) and tenths (`priceTenths`)." });

export const savedTeamShape = z.object({
  id: z.string(),
  gameweekId: z.number().meta({ description: "The gameweek's number, as POST /challengers takes it (the same as `gameweek`)" }),
  gameweek: z.number(),
  teamName: z.string(),
  managerName: z.string(),
  user: z.object({
    id: z.string(),
    username: z.string(),
  }),
  totalBudget: z.number(),
  remainingBudget: z.number(),
  squadCost: z.number(),
  totalPoints: z.number(),
  rank: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
  selectedPlayers: z.array(playerShape),
}).meta({ id: "SavedTeam" });
