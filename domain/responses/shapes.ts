// Shapes that several answers of /api share, each a named component of the OpenAPI document
// (issue 27, decision 032). Written from the answers the integration suite receives, then kept by
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

export const scoresShape = z.object({
  defense: z.number(),
  midfield: z.number(),
  attack: z.number(),
  tactics: z.number(),
}).meta({ id: "Scores" });

export const nextFixtureShape = z.object({
  opponent: z.string(),
  home: z.boolean(),
  kickoff: z.number(),
  difficulty: z.number(),
}).meta({ id: "NextFixture" });

export const reactionsShape = z.object({
  peace: z.number(),
  respect: z.number(),
  handshake: z.number(),
  heart_hand: z.number(),
}).meta({ id: "Reactions" });

export const backupTableShape = z.object({
  rank: z.number(),
  userId: z.string(),
  manager: z.string(),
  teamName: z.string(),
  avatar: z.string(),
  totalPoints: z.number(),
}).meta({ id: "BackupTable" });

export const cartItemShape = z.object({
  productId: z.string(),
  productName: z.string(),
  quantity: z.number(),
  size: z.string(),
  unitPrice: z.number(),
  totalPrice: z.number(),
}).meta({ id: "CartItem" });

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

export const eventShape = z.object({
  kind: z.string(),
  playerId: z.number().nullable(),
  playerName: z.string().nullable(),
  teamShortName: z.string().nullable(),
  points: z.number().nullable(),
  value: z.number().nullable(),
}).nullable().meta({ id: "Event" });

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

export const leagueCreatedShape = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  ownerId: z.string(),
  members: z.number(),
  createdAt: z.string(),
  table: z.array(backupTableShape),
}).meta({ id: "LeagueCreated" });

export const authorShape = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  teamName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  points: z.number(),
  createdAt: z.string(),
  lastLogin: z.string(),
  deactivatedReason: z.string().nullable(),
  deactivatedUntil: z.string().nullable(),
}).meta({ id: "Author" });

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

export const rankingsUpdatedShape = z.object({
  now: z.number(),
  locked: z.array(z.unknown()),
  scored: z.array(scoredShape),
  completed: z.array(z.unknown()),
  opened: z.array(z.unknown()),
  rewarded: z.array(rewardedShape),
  errors: z.array(z.unknown()),
  rowsRead: z.number(),
  rowsWritten: z.number(),
}).meta({ id: "RankingsUpdated" });

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
  lastLogin: z.string(),
}).meta({ id: "User" });

export const replyShape = z.object({
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
  parentCommentId: z.number(),
  repliesCount: z.number(),
  reactions: reactionsShape,
  reactionsCount: z.number(),
  likesCount: z.number(),
  userReaction: z.string().nullable(),
}).meta({ id: "Reply" });

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
  nextFixture: nextFixtureShape,
}).meta({ id: "PollPlayer" });

export const orderShape = z.object({
  id: z.string(),
  userId: z.string(),
  items: z.array(cartItemShape),
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

export const selectedPlayerShape = z.object({
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
  squadNumber: z.unknown(),
  dreamteamCount: z.number(),
  inDreamteam: z.boolean(),
  canTransact: z.boolean(),
  canSelect: z.boolean(),
  selected: z.boolean(),
  captain: z.boolean(),
  viceCaptain: z.boolean(),
  starter: z.boolean(),
  slotId: z.string(),
  benchPosition: z.unknown(),
}).meta({ id: "SelectedPlayer" });

export const managerTeamShape = z.object({
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
  selectedPlayers: z.array(selectedPlayerShape),
}).meta({ id: "ManagerTeam" });
