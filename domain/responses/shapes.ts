// Shapes that several answers of /api share, each a named component of the OpenAPI document
// (issue 27, decision 034). Written from the answers the integration suite receives, then kept by
// hand; the suite holds every answer to them (tests/integration/contract.ts).
import { z } from "zod";

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

export const orderItemShape = z.object({
  productId: z.string(),
  productName: z.string(),
  quantity: z.number(),
  size: z.string(),
  unitPrice: z.number(),
  totalPrice: z.number(),
}).meta({ id: "OrderItem" });

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

export const stadiumShape = z.object({
  id: z.number(),
  name: z.string(),
  club: z.string(),
  league: z.string(),
  country: z.string(),
  city: z.string(),
  capacity: z.number(),
  image: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  createdAt: z.number(),
  archivedAt: z.number().nullable(),
}).meta({ id: "Stadium" });

export const leagueShape = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  ownerId: z.string(),
  members: z.number(),
  createdAt: z.string(),
  table: z.array(leagueRowShape),
}).meta({ id: "League" });

export const staffUserShape = z.object({
  id: z.string(),
  username: z.string(),
  teamName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  points: z.number(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  deactivatedReason: z.string().nullable(),
  deactivatedUntil: z.string().nullable(),
}).meta({ id: "StaffUser" });

export const leakShape = z.object({
  id: z.number(),
  note: z.number(),
  addedBy: z.string(),
  addedByName: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  source: z.string(),
  publishDate: z.string(),
  createdAt: z.number(),
  description: z.string(),
  reliability: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  tagCards: z.object({}),
  myVote: z.number(),
  mine: z.boolean(),
}).meta({ id: "Leak" });

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

export const userShape = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  teamName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  securityQuestion: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  points: z.number(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
}).meta({ id: "User" });

export const commentShape = z.object({
  id: z.number(),
  postId: z.number(),
  content: z.string(),
  createdAt: z.number(),
  authorId: z.string(),
  author: z.object({
    username: z.string(),
    teamName: z.string(),
    avatar: z.string(),
  }),
  deleted: z.boolean(),
  parentCommentId: z.number().nullable(),
  repliesCount: z.number(),
  reactions: commentReactionsShape,
  reactionsCount: z.number(),
  likesCount: z.number(),
  userReaction: z.string().nullable(),
}).meta({ id: "Comment" });

export const pollPlayerShape = z.object({
  id: z.number(),
  webName: z.string(),
  firstName: z.string(),
  secondName: z.string(),
  team: z.string(),
  teamName: z.string(),
  teamId: z.number(),
  position: z.string(),
  priceTenths: z.number(),
  totalPoints: z.number(),
  form: z.number(),
  pointsPerGame: z.number(),
  selectedByPercent: z.number(),
  transfersInEvent: z.number(),
  transfersOutEvent: z.number(),
  status: z.string(),
  chanceOfPlaying: z.number().nullable(),
  news: z.string(),
  newsAdded: z.string().nullable(),
  priceChangeTenths: z.number(),
  photo: z.string(),
  nextFixture: nextFixtureShape.nullable(),
}).meta({ id: "PollPlayer" });

export const orderShape = z.object({
  id: z.string(),
  userId: z.string(),
  items: z.array(orderItemShape),
  subtotal: z.number(),
  shippingCost: z.number(),
  total: z.number(),
  deliveryInfo: deliveryInfoShape,
  deliveryMode: z.string(),
  orderDate: z.string(),
  status: z.string(),
  estimatedDelivery: z.string(),
  actualDelivery: z.string().nullable(),
  trackingNumber: z.string(),
  timeline: z.array(z.object({
    status: z.string(),
    at: z.string(),
    reason: z.string().optional(),
  })),
}).meta({ id: "Order" });

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

export const playerShape = z.object({
  id: z.number(),
  code: z.number(),
  firstName: z.string(),
  secondName: z.string(),
  webName: z.string(),
  name: z.string(),
  team: z.string(),
  teamId: z.number(),
  teamCode: z.number(),
  teamName: z.string(),
  position: z.string(),
  elementType: z.number(),
  price: z.number(),
  priceTenths: z.number(),
  priceChangeStartTenths: z.number(),
  points: z.number(),
  totalPoints: z.number(),
  eventPoints: z.number(),
  form: z.number(),
  pointsPerGame: z.number(),
  selectedByPercent: z.number(),
  transfersIn: z.number(),
  transfersOut: z.number(),
  transfersInEvent: z.number(),
  transfersOutEvent: z.number(),
  minutes: z.number(),
  goalsScored: z.number(),
  assists: z.number(),
  cleanSheets: z.number(),
  goalsConceded: z.number(),
  ownGoals: z.number(),
  penaltiesSaved: z.number(),
  penaltiesMissed: z.number(),
  yellowCards: z.number(),
  redCards: z.number(),
  saves: z.number(),
  bonus: z.number(),
  bps: z.number(),
  influence: z.number(),
  creativity: z.number(),
  threat: z.number(),
  ictIndex: z.number(),
  expectedGoals: z.number(),
  expectedAssists: z.number(),
  expectedGoalInvolvements: z.number(),
  status: z.string(),
  chanceOfPlayingNextRound: z.number(),
  chanceOfPlayingThisRound: z.number(),
  news: z.string(),
  newsAdded: z.string().nullable(),
  photo: z.string(),
  removed: z.boolean(),
  special: z.boolean(),
  squadNumber: z.number().nullable(),
  dreamteamCount: z.number(),
  inDreamteam: z.boolean(),
  canTransact: z.boolean(),
  canSelect: z.boolean(),
  selected: z.boolean(),
  captain: z.boolean(),
  viceCaptain: z.boolean(),
  starter: z.boolean(),
  slotId: z.string(),
  benchPosition: z.number().nullable(),
}).meta({ id: "Player" });

export const savedTeamShape = z.object({
  id: z.string(),
  gameweekId: z.number(),
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
