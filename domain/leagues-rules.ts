// Mini-league limits without the schemas (decision 028): the leaderboard's forms import these, and
// a screen that imported them from leagues.ts loaded zod with them (25 KB gzip on /leaderboard's
// first load; issue 47). leagues.ts re-exports them for the service and its schemas.
export const LEAGUE_NAME_MAX_LENGTH = 40;
export const INVITE_CODE_LENGTH = 6;
/** Letters and digits an invite code is drawn from: no 0/O, 1/I to misread. Joining accepts any letter or digit. */
export const INVITE_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const MAX_LEAGUES_PER_USER = 20;
