// The response schemas of api/responses/ against the types the handlers answer (issue 27): a
// field a service renames, drops or makes nullable fails \`npm run typecheck\` here until its schema
// follows. Type-level only: nothing imports this file at run time.
import type { hc } from "hono/client";
import type { z } from "zod";
import type { ApiType } from "../app";
import type { JSONValue } from "hono/utils/types";
import type { ErrorEnvelope } from "../errors";
import type * as community from "../responses/community";
import type * as game from "../responses/game";
import type * as staff from "../responses/staff";
import type * as push from "../responses/push";

type Client = ReturnType<typeof hc<ApiType>>;
/** What a call answers when it succeeds: its JSON without the error envelope (readonly dropped). */
type Success<F> = F extends (...args: never[]) => Promise<infer R> ? (R extends { json(): Promise<infer T> } ? Plain<Exclude<T, ErrorEnvelope>> : never) : never;
/**
 * The answer as a schema's input type can hold it: arrays and properties mutable; a value the code
 * types only as JSON (a JSON column: a delivery address, an audit entry's before and after) is left
 * to the run-time check, the only one that can see its fields.
 */
type Plain<T> = [T] extends [never] ? never : [JSONValue] extends [T] ? any : string extends keyof T ? any : T extends readonly (infer X)[] ? Plain<X>[] : T extends object ? { -readonly [K in keyof T]: Plain<T[K]> } : T;
/** true when every success the route can answer is accepted by the schema (as its input type). */
type Fits<F, S extends z.ZodType> = [Success<F>] extends [never] ? { route: "answers nothing typed" } : [Success<F>] extends [z.input<S>] ? true : { mismatch: Mismatch<Success<F>, z.input<S>> };
/** Where an answer's type leaves its schema: the paths of the fields whose types differ, or that the answer lacks. */
type Mismatch<A, B, P extends string = "(body)"> = A extends unknown
  ? [A] extends [B]
    ? never
    : A extends readonly (infer X)[]
      ? B extends readonly (infer Y)[]
        ? Mismatch<X, Y, `${P}[]`>
        : P
      : A extends object
        ? B extends object
          ? { [K in keyof B & string]: K extends keyof A ? Mismatch<A[K], B[K], `${P}.${K}`> : undefined extends B[K] ? never : `${P}.${K} (missing)` }[keyof B & string] extends infer M
            ? [M] extends [never] ? `${P} (${string & keyof A} vs schema)` : M
            : never
          : P
        : P
  : never;
type Check<T extends true> = T;

export type _post_auth_login = Check<Fits<Client["auth"]["login"]["$post"], typeof game.sessionSchema>>;
export type _post_auth_register = Check<Fits<Client["auth"]["register"]["$post"], typeof game.sessionSchema>>;
export type _post_auth_logout = Check<Fits<Client["auth"]["logout"]["$post"], typeof game.okSchema>>;
export type _post_auth_forgot_password_request = Check<Fits<Client["auth"]["forgot-password"]["request"]["$post"], typeof game.forgotAnswerSchema>>;
export type _post_auth_forgot_password_verify = Check<Fits<Client["auth"]["forgot-password"]["verify"]["$post"], typeof game.forgotAnswerSchema>>;
export type _post_auth_forgot_password_reset = Check<Fits<Client["auth"]["forgot-password"]["reset"]["$post"], typeof game.forgotAnswerSchema>>;
export type _get_auth_me = Check<Fits<Client["auth"]["me"]["$get"], typeof game.meSchema>>;
export type _get_players = Check<Fits<Client["players"]["$get"], typeof game.playerListSchema>>;
export type _get_managers = Check<Fits<Client["managers"]["$get"], typeof game.managerListSchema>>;
export type _get_players_cards = Check<Fits<Client["players"]["cards"]["$get"], typeof game.playerCardListSchema>>;
export type _get_teams = Check<Fits<Client["teams"]["$get"], typeof game.clubListSchema>>;
export type _get_fixtures = Check<Fits<Client["fixtures"]["$get"], typeof game.fixtureListSchema>>;
export type _get_fixtures_upcoming = Check<Fits<Client["fixtures"]["upcoming"]["$get"], typeof game.fixtureListSchema>>;
export type _get_fixtures_results = Check<Fits<Client["fixtures"]["results"]["$get"], typeof game.fixtureListSchema>>;
export type _get_fixtures_next__gameweek = Check<Fits<Client["fixtures"]["next"][":gameweek"]["$get"], typeof game.nextFixturesSchema>>;
export type _get_leaderboard = Check<Fits<Client["leaderboard"]["$get"], typeof game.leaderboardSchema>>;
export type _get_leagues = Check<Fits<Client["leagues"]["$get"], typeof game.myLeaguesSchema>>;
export type _post_leagues = Check<Fits<Client["leagues"]["$post"], typeof game.leagueCreatedSchema>>;
export type _post_leagues_join = Check<Fits<Client["leagues"]["join"]["$post"], typeof game.leagueJoinedSchema>>;
export type _get_leagues_details = Check<Fits<Client["leagues"]["details"]["$get"], typeof game.leagueDetailsSchema>>;
export type _get_leagues__id = Check<Fits<Client["leagues"][":id"]["$get"], typeof game.leagueDetailsSchema>>;
export type _get_leagues_manager__id_team = Check<Fits<Client["leagues"]["manager"][":id"]["team"]["$get"], typeof game.managerTeamSchema>>;
export type _get_gameweeks = Check<Fits<Client["gameweeks"]["$get"], typeof game.challengeListSchema>>;
export type _get_gameweeks_status = Check<Fits<Client["gameweeks"]["status"]["$get"], typeof game.gameweekStatusSchema>>;
export type _get_gameweeks__id = Check<Fits<Client["gameweeks"][":id{[0-9a-f-]{36}|[0-9]{1,2}}"]["$get"], typeof game.challengeSchema>>;
export type _post_gameweeks_admin = Check<Fits<Client["gameweeks"]["admin"]["$post"], typeof game.challengeSchema>>;
export type _put_gameweeks_admin__id = Check<Fits<Client["gameweeks"]["admin"][":id"]["$put"], typeof game.challengeSchema>>;
export type _post_gameweeks_admin__gw_status = Check<Fits<Client["gameweeks"]["admin"][":gw"]["status"]["$post"], typeof game.statusMovedSchema>>;
export type _delete_gameweeks_admin__id = Check<Fits<Client["gameweeks"]["admin"][":id"]["$delete"], typeof game.deletedSchema>>;
export type _delete_challengers__id = Check<Fits<Client["challengers"][":id"]["$delete"], typeof game.deletedSchema>>;
export type _post_challengers = Check<Fits<Client["challengers"]["$post"], typeof game.savedTeamSchema>>;
export type _post_challengers_create_team = Check<Fits<Client["challengers"]["create-team"]["$post"], typeof game.savedTeamSchema>>;
export type _patch_challengers__id = Check<Fits<Client["challengers"][":id"]["$patch"], typeof game.savedTeamSchema>>;
export type _get_challengers = Check<Fits<Client["challengers"]["$get"], typeof game.teamPageSchema>>;
export type _get_challengers_gameweek__gameweek = Check<Fits<Client["challengers"]["gameweek"][":gameweek"]["$get"], typeof game.teamPageSchema>>;
export type _get_challengers_my_teams = Check<Fits<Client["challengers"]["my-teams"]["$get"], typeof game.teamListSchema>>;
export type _get_challengers_user__userId = Check<Fits<Client["challengers"]["user"][":userId"]["$get"], typeof game.teamListSchema>>;
export type _get_challengers_my_teams_gameweek__gameweekId = Check<Fits<Client["challengers"]["my-teams"]["gameweek"][":gameweekId"]["$get"], typeof game.teamSchema>>;
export type _get_challengers_user__userId_gameweek__gameweek = Check<Fits<Client["challengers"]["user"][":userId"]["gameweek"][":gameweek"]["$get"], typeof game.teamSchema>>;
export type _get_challengers__id = Check<Fits<Client["challengers"][":id"]["$get"], typeof game.teamSchema>>;
export type _get_challengers_my_live_teams = Check<Fits<Client["challengers"]["my-live-teams"]["$get"], typeof game.liveTeamsSchema>>;
export type _post_challengers_gameweek__gameweek_update_rankings = Check<Fits<Client["challengers"]["gameweek"][":gameweek"]["update-rankings"]["$post"], typeof game.rankingsUpdatedSchema>>;
export type _get_users_me = Check<Fits<Client["users"]["me"]["$get"], typeof game.userEnvelopeSchema>>;
export type _put_users_me = Check<Fits<Client["users"]["me"]["$put"], typeof game.userEnvelopeSchema>>;
export type _put_users_me_preferences = Check<Fits<Client["users"]["me"]["preferences"]["$put"], typeof game.userEnvelopeSchema>>;
export type _post_users_me_avatar = Check<Fits<Client["users"]["me"]["avatar"]["$post"], typeof game.userEnvelopeSchema>>;
export type _get_users_me_notices = Check<Fits<Client["users"]["me"]["notices"]["$get"], typeof game.noticesSchema>>;
export type _post_users_me_notices_read = Check<Fits<Client["users"]["me"]["notices"]["read"]["$post"], typeof game.noticesReadResultSchema>>;
export type _get_users_me_points_history = Check<Fits<Client["users"]["me"]["points-history"]["$get"], typeof game.pointsHistorySchema>>;
export type _get_users_me_season = Check<Fits<Client["users"]["me"]["season"]["$get"], typeof game.seasonSchema>>;
export type _post_users_me_change_password = Check<Fits<Client["users"]["me"]["change-password"]["$post"], typeof game.passwordChangedSchema>>;
export type _put_users_me_password = Check<Fits<Client["users"]["me"]["password"]["$put"], typeof game.passwordChangedSchema>>;
export type _patch_users__id_points = Check<Fits<Client["users"][":id"]["points"]["$patch"], typeof game.pointsAdjustedSchema>>;
export type _post_uploads_avatars = Check<Fits<Client["uploads"]["avatars"]["$post"], typeof game.userUploadSchema>>;
export type _post_upload_avatar = Check<Fits<Client["upload"]["avatar"]["$post"], typeof game.userUploadSchema>>;
export type _post_realtime_ticket = Check<Fits<Client["realtime"]["ticket"]["$post"], typeof community.realtimeTicketSchema>>;
export type _get_products = Check<Fits<Client["products"]["$get"], typeof community.catalogueSchema>>;
export type _get_cart = Check<Fits<Client["cart"]["$get"], typeof community.cartSchema>>;
export type _put_cart = Check<Fits<Client["cart"]["$put"], typeof community.cartSchema>>;
export type _post_orders = Check<Fits<Client["orders"]["$post"], typeof community.orderEnvelopeSchema>>;
export type _post_orders__id_cancel = Check<Fits<Client["orders"][":id"]["cancel"]["$post"], typeof community.orderEnvelopeSchema>>;
export type _put_orders_admin__id = Check<Fits<Client["orders"]["admin"][":id"]["$put"], typeof community.staffOrderEnvelopeSchema>>;
export type _get_orders_admin__id_delivery = Check<Fits<Client["orders"]["admin"][":id"]["delivery"]["$get"], typeof community.orderDeliverySchema>>;
export type _get_orders_user__userId = Check<Fits<Client["orders"]["user"][":userId"]["$get"], typeof community.ordersEnvelopeSchema>>;
export type _get_orders_admin = Check<Fits<Client["orders"]["admin"]["$get"], typeof community.adminOrdersSchema>>;
export type _delete_orders_admin__id = Check<Fits<Client["orders"]["admin"][":id"]["$delete"], typeof community.orderDeletedSchema>>;
export type _get_votes = Check<Fits<Client["votes"]["$get"], typeof community.votesListSchema>>;
export type _post_votes_teams = Check<Fits<Client["votes"]["teams"]["$post"], typeof community.teamVoteSchema>>;
export type _post_votes_players = Check<Fits<Client["votes"]["players"]["$post"], typeof community.playerVoteSchema>>;
export type _post_votes_teams__id_vote = Check<Fits<Client["votes"]["teams"][":id"]["vote"]["$post"], typeof community.teamVoteResultSchema>>;
export type _post_votes_players__id_vote = Check<Fits<Client["votes"]["players"][":id"]["vote"]["$post"], typeof community.playerVoteResultSchema>>;
export type _post_votes__kinds__id_report = Check<Fits<Client["votes"][":kinds"][":id"]["report"]["$post"], typeof community.reportResultSchema>>;
export type _delete_votes__kinds__id = Check<Fits<Client["votes"][":kinds"][":id"]["$delete"], typeof community.voteDeletedSchema>>;
export type _get_leaks = Check<Fits<Client["leaks"]["$get"], typeof community.leakFeedSchema>>;
export type _post_leaks = Check<Fits<Client["leaks"]["$post"], typeof community.leakSchema>>;
export type _put_leaks_admin__id = Check<Fits<Client["leaks"]["admin"][":id"]["$put"], typeof community.leakSchema>>;
export type _get_leaks__id = Check<Fits<Client["leaks"][":id"]["$get"], typeof community.leakSchema>>;
export type _get_leaks_admin = Check<Fits<Client["leaks"]["admin"]["$get"], typeof community.adminLeaksSchema>>;
export type _delete_leaks_admin__id = Check<Fits<Client["leaks"]["admin"][":id"]["$delete"], typeof community.leakDeletedSchema>>;
export type _post_leaks__id_vote = Check<Fits<Client["leaks"][":id"]["vote"]["$post"], typeof community.leakVotedSchema>>;
export type _get_stadiums = Check<Fits<Client["stadiums"]["$get"], typeof community.stadiumListSchema>>;
export type _get_stadiums_search = Check<Fits<Client["stadiums"]["search"]["$get"], typeof community.stadiumListSchema>>;
export type _get_stadiums_league__league = Check<Fits<Client["stadiums"]["league"][":league"]["$get"], typeof community.stadiumListSchema>>;
export type _get_stadiums_country__country = Check<Fits<Client["stadiums"]["country"][":country"]["$get"], typeof community.stadiumListSchema>>;
export type _get_stadiums_club__club = Check<Fits<Client["stadiums"]["club"][":club"]["$get"], typeof community.stadiumListSchema>>;
export type _post_stadiums = Check<Fits<Client["stadiums"]["$post"], typeof community.stadiumSchema>>;
export type _get_stadiums__id = Check<Fits<Client["stadiums"][":id"]["$get"], typeof community.stadiumSchema>>;
export type _post_stadiums__id_update = Check<Fits<Client["stadiums"][":id"]["update"]["$post"], typeof community.stadiumSchema>>;
export type _post_stadiums__id_archive = Check<Fits<Client["stadiums"][":id"]["archive"]["$post"], typeof community.stadiumSchema>>;
export type _get_stadiums_mine = Check<Fits<Client["stadiums"]["mine"]["$get"], typeof community.myStadiumSchema>>;
export type _post_stadiums_mine = Check<Fits<Client["stadiums"]["mine"]["$post"], typeof community.myStadiumSchema>>;
export type _post_stadiums_posts = Check<Fits<Client["stadiums"]["posts"]["$post"], typeof community.postSchema>>;
export type _get_stadiums_posts__id = Check<Fits<Client["stadiums"]["posts"][":id"]["$get"], typeof community.postSchema>>;
export type _post_stadiums_posts__id_update = Check<Fits<Client["stadiums"]["posts"][":id"]["update"]["$post"], typeof community.postSchema>>;
export type _get_stadiums_bookmarks = Check<Fits<Client["stadiums"]["bookmarks"]["$get"], typeof community.postPageSchema>>;
export type _get_stadiums__id_posts = Check<Fits<Client["stadiums"][":id"]["posts"]["$get"], typeof community.postPageSchema>>;
export type _delete_stadiums_posts__id = Check<Fits<Client["stadiums"]["posts"][":id"]["$delete"], typeof community.successSchema>>;
export type _post_stadiums_comments_hide = Check<Fits<Client["stadiums"]["comments"]["hide"]["$post"], typeof community.successSchema>>;
export type _delete_stadiums_comments__id = Check<Fits<Client["stadiums"]["comments"][":id"]["$delete"], typeof community.successSchema>>;
export type _delete_stadiums__id = Check<Fits<Client["stadiums"][":id"]["$delete"], typeof community.successSchema>>;
export type _post_stadiums_posts__id_like = Check<Fits<Client["stadiums"]["posts"][":id"]["like"]["$post"], typeof community.likeToggleSchema>>;
export type _post_stadiums_posts__id_bookmark = Check<Fits<Client["stadiums"]["posts"][":id"]["bookmark"]["$post"], typeof community.bookmarkToggleSchema>>;
export type _get_stadiums_posts__id_like_status = Check<Fits<Client["stadiums"]["posts"][":id"]["like-status"]["$get"], typeof community.likeStatusSchema>>;
export type _get_stadiums_posts__id_bookmark_status = Check<Fits<Client["stadiums"]["posts"][":id"]["bookmark-status"]["$get"], typeof community.bookmarkStatusSchema>>;
export type _get_stadiums_posts__id_comments = Check<Fits<Client["stadiums"]["posts"][":id"]["comments"]["$get"], typeof community.commentPageSchema>>;
export type _get_stadiums_comments__id_replies = Check<Fits<Client["stadiums"]["comments"][":id"]["replies"]["$get"], typeof community.replyPageSchema>>;
export type _post_stadiums_comments = Check<Fits<Client["stadiums"]["comments"]["$post"], typeof community.commentSchema>>;
export type _post_stadiums_comments_react = Check<Fits<Client["stadiums"]["comments"]["react"]["$post"], typeof community.reactionResultSchema>>;
export type _post_stadiums_comments_report = Check<Fits<Client["stadiums"]["comments"]["report"]["$post"], typeof community.reportResultSchema>>;
export type _post_chat_messages__id_report = Check<Fits<Client["chat"]["messages"][":id"]["report"]["$post"], typeof community.reportResultSchema>>;
export type _post_posts_moderation_report__postId = Check<Fits<Client["posts-moderation"]["report"][":postId"]["$post"], typeof community.reportResultSchema>>;
export type _get_stadiums_comments__id_reactions = Check<Fits<Client["stadiums"]["comments"][":id"]["reactions"]["$get"], typeof community.reactionCountsSchema>>;
export type _get_stadiums_comments__id_user_reaction = Check<Fits<Client["stadiums"]["comments"][":id"]["user-reaction"]["$get"], typeof community.userReactionSchema>>;
export type _get_chat_rooms = Check<Fits<Client["chat"]["rooms"]["$get"], typeof community.chatRoomsSchema>>;
export type _get_chat_rooms__id_messages = Check<Fits<Client["chat"]["rooms"][":id"]["messages"]["$get"], typeof community.chatHistorySchema>>;
export type _post_chat_rooms__id_messages = Check<Fits<Client["chat"]["rooms"][":id"]["messages"]["$post"], typeof community.chatMessageEnvelopeSchema>>;
export type _post_chat_messages__id_reactions = Check<Fits<Client["chat"]["messages"][":id"]["reactions"]["$post"], typeof community.chatReactionsSchema>>;
export type _post_uploads_leaks = Check<Fits<Client["uploads"]["leaks"]["$post"], typeof community.fileUrlSchema>>;
export type _post_uploads_votes = Check<Fits<Client["uploads"]["votes"]["$post"], typeof community.fileUrlSchema>>;
export type _post_upload_post_image = Check<Fits<Client["upload"]["post-image"]["$post"], typeof community.fileUrlSchema>>;
export type _post_uploads_chat = Check<Fits<Client["uploads"]["chat"]["$post"], typeof community.fileUrlSchema>>;
export type _post_uploads_stadiums = Check<Fits<Client["uploads"]["stadiums"]["$post"], typeof community.fileUrlSchema>>;
export type _get_admin_chat_reported_messages = Check<Fits<Client["admin"]["chat"]["reported-messages"]["$get"], typeof staff.reportedMessagesSchema>>;
export type _delete_admin_chat_messages__id = Check<Fits<Client["admin"]["chat"]["messages"][":id"]["$delete"], typeof staff.removedSchema>>;
export type _delete_posts_moderation_admin_posts__id = Check<Fits<Client["posts-moderation"]["admin"]["posts"][":id"]["$delete"], typeof staff.removedSchema>>;
export type _delete_comments_moderation_admin_comments__id = Check<Fits<Client["comments-moderation"]["admin"]["comments"][":id"]["$delete"], typeof staff.removedSchema>>;
export type _post_admin_chat_messages__id_clear_reports = Check<Fits<Client["admin"]["chat"]["messages"][":id"]["clear-reports"]["$post"], typeof staff.clearedSchema>>;
export type _get_admin_users_chat_banned = Check<Fits<Client["admin"]["users"]["chat-banned"]["$get"], typeof staff.chatBannedUsersSchema>>;
export type _get_posts_moderation_admin_banned_users = Check<Fits<Client["posts-moderation"]["admin"]["banned-users"]["$get"], typeof staff.bannedUsersSchema>>;
export type _get_comments_moderation_admin_banned_users = Check<Fits<Client["comments-moderation"]["admin"]["banned-users"]["$get"], typeof staff.bannedUsersSchema>>;
export type _post_admin_users__id_ban_chat = Check<Fits<Client["admin"]["users"][":id"]["ban-chat"]["$post"], typeof staff.banResultSchema>>;
export type _post_admin_users__id_unban_chat = Check<Fits<Client["admin"]["users"][":id"]["unban-chat"]["$post"], typeof staff.banResultSchema>>;
export type _post_posts_moderation_admin_ban_user__id = Check<Fits<Client["posts-moderation"]["admin"]["ban-user"][":id"]["$post"], typeof staff.banResultSchema>>;
export type _post_posts_moderation_admin_unban_user__id = Check<Fits<Client["posts-moderation"]["admin"]["unban-user"][":id"]["$post"], typeof staff.banResultSchema>>;
export type _post_comments_moderation_admin_ban_user__id = Check<Fits<Client["comments-moderation"]["admin"]["ban-user"][":id"]["$post"], typeof staff.banResultSchema>>;
export type _post_comments_moderation_admin_unban_user__id = Check<Fits<Client["comments-moderation"]["admin"]["unban-user"][":id"]["$post"], typeof staff.banResultSchema>>;
export type _post_admin_moderation_bulk = Check<Fits<Client["admin"]["moderation"]["bulk"]["$post"], typeof staff.bulkResultSchema>>;
export type _get_admin_moderation__kind_ids = Check<Fits<Client["admin"]["moderation"][":kind"]["ids"]["$get"], typeof staff.caseIdsSchema>>;
export type _get_admin_moderation__kind_reported = Check<Fits<Client["admin"]["moderation"][":kind"]["reported"]["$get"], typeof staff.reportedVotesSchema>>;
export type _get_posts_moderation_admin_reported_posts = Check<Fits<Client["posts-moderation"]["admin"]["reported-posts"]["$get"], typeof staff.reportedPostsSchema>>;
export type _get_comments_moderation_admin_reported_comments = Check<Fits<Client["comments-moderation"]["admin"]["reported-comments"]["$get"], typeof staff.reportedCommentsSchema>>;
export type _post_posts_moderation_admin_clear_reports__id = Check<Fits<Client["posts-moderation"]["admin"]["clear-reports"][":id"]["$post"], typeof staff.successSchema>>;
export type _post_comments_moderation_admin_clear_reports__id = Check<Fits<Client["comments-moderation"]["admin"]["clear-reports"][":id"]["$post"], typeof staff.successSchema>>;
export type _get_posts_moderation_admin_history__id = Check<Fits<Client["posts-moderation"]["admin"]["history"][":id"]["$get"], typeof staff.moderationHistorySchema>>;
export type _get_comments_moderation_admin_history__id = Check<Fits<Client["comments-moderation"]["admin"]["history"][":id"]["$get"], typeof staff.moderationHistorySchema>>;
export type _get_admin_audit = Check<Fits<Client["admin"]["audit"]["$get"], typeof staff.auditPageSchema>>;
export type _get_admin_users = Check<Fits<Client["admin"]["users"]["$get"], typeof staff.adminUserPageSchema>>;
export type _get_admin_users__id = Check<Fits<Client["admin"]["users"][":id"]["$get"], typeof staff.userFileSchema>>;
export type _put_admin_users__id = Check<Fits<Client["admin"]["users"][":id"]["$put"], typeof staff.adminUserEnvelopeSchema>>;
export type _patch_admin_users__id_status = Check<Fits<Client["admin"]["users"][":id"]["status"]["$patch"], typeof staff.adminUserEnvelopeSchema>>;
export type _delete_admin_users__id = Check<Fits<Client["admin"]["users"][":id"]["$delete"], typeof staff.userDeletedSchema>>;
export type _patch_admin_users__id = Check<Fits<Client["admin"]["users"][":id"]["$patch"], typeof staff.adminUserUpdatedSchema>>;
export type _post_admin_players_fpl_extract = Check<Fits<Client["admin"]["players-fpl"]["extract"]["$post"], typeof staff.playerExtractionSchema>>;
export type _post_admin_teams_fpl_extract = Check<Fits<Client["admin"]["teams-fpl"]["extract"]["$post"], typeof staff.teamExtractionSchema>>;
export type _get_admin_players_fpl_backups = Check<Fits<Client["admin"]["players-fpl"]["backups"]["$get"], typeof staff.backupsSchema>>;
export type _post_admin_clock = Check<Fits<Client["admin"]["clock"]["$post"], typeof staff.clockSchema>>;
export type _post_admin_players_fpl_restore__id = Check<Fits<Client["admin"]["players-fpl"]["restore"][":id"]["$post"], typeof staff.restoreSchema>>;
export type _get_push_key = Check<Fits<Client["push"]["key"]["$get"], typeof push.pushKeySchema>>;
export type _put_push_subscriptions = Check<Fits<Client["push"]["subscriptions"]["$put"], typeof push.pushSubscriptionSavedSchema>>;
export type _delete_push_subscriptions = Check<Fits<Client["push"]["subscriptions"]["$delete"], typeof push.noContentSchema>>;
export type _post_push_subscriptions_status = Check<Fits<Client["push"]["subscriptions"]["status"]["$post"], typeof push.pushSubscriptionStatusSchema>>;
export type _get_push_preferences = Check<Fits<Client["push"]["preferences"]["$get"], typeof push.pushPreferencesAnswerSchema>>;
export type _put_push_preferences = Check<Fits<Client["push"]["preferences"]["$put"], typeof push.pushPreferencesAnswerSchema>>;
