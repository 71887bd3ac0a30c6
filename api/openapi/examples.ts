// An example for every request body and response of the document, made from its schema: the
// schema's own `examples` first (zod's .meta({ examples }) on the domain's fields), else a value of
// the right type within its bounds. The contract test parses each one with the route's zod schema,
// so an example that no longer fits its schema fails there.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, any>;

const FORMATS: Record<string, string> = {
  email: "fan@terrace.local",
  uuid: "3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f708192",
  "date-time": "2025-12-20T15:00:00.000Z",
  date: "2025-12-20",
  uri: "https://terrace.local/media/example.png",
  url: "https://terrace.local/media/example.png",
  binary: "(binary file)",
};

/** Values for the patterns of our request schemas (a regex cannot be sampled in general). */
const PATTERNS: Record<string, string> = {
  "^#[0-9A-Fa-f]{6}$": "#C8102E",
  "^[1-9][0-9]{0,15}$": "1", // a numeric row id as text (domain/row-id.ts): stadium 1 of the local data, the first post, comment or leak

  "^[+\\d][\\d\\s().-]{5,}$": "+44 20 7946 0000",
  "^[0-9a-f]{16}$": "9f2c4e1a7b3d5c60",
  "^[A-Z0-9]{6}$": "AB12CD",
  "^[A-Z]{3}$": "LIV",
  "^[A-Za-z0-9][A-Za-z0-9 -]*$": "TRK 2025 0001",
  "^[\\p{L}\\p{N}_.-]+$": "ada_lovelace",
  "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$": "demo@terrace.local",
  "^\\/media\\/[A-Za-z0-9/_.-]+$": "/media/posts/example.jpg",
};

/** Values by a field's name, where a plain string would not pass the schema's rules. */
const NAMED: Record<string, Json> = {
  imageUrl: "/images/leaks/stock-1.svg",
  // The local demo manager's: *Try it* on POST /auth/login works as the example stands.
  email: "demo@terrace.local",
  password: "demo1234",
  currentPassword: "demo1234",
  newPassword: "demo5678",
  username: "ada_lovelace",
  firstName: "Ada",
  lastName: "Lovelace",
  teamName: "Analytical Engines",
  role: "user",
  avatar: "avatar3",
  securityQuestion: "What was the name of your first pet?",
  // The demo manager's answer (POST /auth/forgot-password/verify works as the example stands).
  securityAnswer: "rex",
  title: "Salah close to a new deal",
  content: "What a strike from the edge of the box!",
};

type Options = { onlyRequired?: boolean };

export function sampleOf(schema: Schema | undefined, components: Record<string, Schema>, depth = 0, name = "", options: Options = {}): Json {
  if (!schema || depth > 12) return null;
  if (schema.$ref) {
    const key = decodeURIComponent(String(schema.$ref).split("/").pop()!);
    return sampleOf(components[key], components, depth + 1, name, options);
  }
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (name in NAMED && (schema.type === "string" || schema.anyOf)) return NAMED[name]!;
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  for (const key of ["anyOf", "oneOf"]) {
    if (Array.isArray(schema[key])) {
      const choices = schema[key] as Schema[];
      const nonNull = choices.find((o) => o.type !== "null") ?? choices[0];
      return sampleOf(nonNull, components, depth + 1, name, options);
    }
  }
  if (Array.isArray(schema.allOf)) {
    return schema.allOf.reduce((acc: Json, part: Schema) => {
      const v = sampleOf(part, components, depth + 1, name, options);
      return acc && typeof acc === "object" && !Array.isArray(acc) && v && typeof v === "object" && !Array.isArray(v) ? { ...acc, ...v } : v;
    }, {});
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((t: string) => t !== "null") ?? "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, Json> = {};
      const required = new Set<string>(schema.required ?? []);
      for (const [key, prop] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        // A request's example shows what must be sent (and the defaults are the server's).
        if (options.onlyRequired && !required.has(key)) continue;
        out[key] = sampleOf(prop, components, depth + 1, key, options);
      }
      return out;
    }
    case "array": {
      const min = Math.max(1, schema.minItems ?? 1);
      if (Array.isArray(schema.prefixItems)) return schema.prefixItems.map((s: Schema) => sampleOf(s, components, depth + 1, name, options));
      return Array.from({ length: Math.min(min, 15) }, () => sampleOf(schema.items, components, depth + 1, name, options));
    }
    case "string":
      return stringSample(schema, name);
    case "integer":
    case "number": {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
      const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
      let n = low ?? (high !== undefined ? Math.min(high, 1) : 1);
      if (high !== undefined && n > high) n = high;
      return type === "integer" ? Math.ceil(n) : n;
    }
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return null;
  }
}

function stringSample(schema: Schema, name: string): string {
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]!;
  if (schema.pattern && PATTERNS[schema.pattern]) return PATTERNS[schema.pattern]!;
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 64;
  let base = /id$/i.test(name) ? "3f2b8c1e" : name ? name.replace(/[^a-z]/gi, "").toLowerCase() || "text" : "text";
  while (base.length < min) base += base;
  return base.slice(0, Math.max(min, Math.min(max, base.length)));
}

/**
 * A squad the local data accepts for gameweek 18 (the upcoming one on the local timeline, whose
 * challenge "Your captain must play for Liverpool" is checked too): fifteen real players, 2 GK,
 * 5 DEF, 5 MID, 3 FWD, at most 3 per club, £60.0m of the £100m. The XI is 4-4-2 (the slots GK-0,
 * DEF-0..3, MID-0..3, FWD-0..1), the bench SUB-0 (the substitute goalkeeper) to SUB-3; the captain
 * is Bajcetic (Liverpool), the vice-captain Nichols. tests/integration/openapi-examples.test.ts saves it.
 */
const SQUAD: Json[] = (
  [
    [401, "GK-0"], // Bettinelli
    [15, "DEF-0"], // Nichols (vice-captain)
    [233, "DEF-1"], // Acheampong
    [346, "DEF-2"], // Byram
    [378, "DEF-3"], // Nallo (Liverpool)
    [393, "MID-0"], // Bajcetic (Liverpool, captain)
    [700, "MID-1"], // Dowman
    [63, "MID-2"], // Young
    [131, "MID-3"], // Konak
    [252, "FWD-0"], // Marc Guiu
    [218, "FWD-1"], // Barnes
    [4, "SUB-0"], // Setford (GK)
    [379, "SUB-1"], // R.Williams (Liverpool, DEF)
    [467, "SUB-2"], // Obi (FWD)
    [214, "SUB-3"], // Trésor (MID)
  ] as const
).map(([id, slot]) => ({ id, slot, captain: id === 393, viceCaptain: id === 15 }));
const TEAM = { teamName: "Analytical Engines", managerName: "Arne Slot", selectedPlayers: SQUAD };

/** The store's line of the local catalogue (domain/store-catalogue.ts): the home shirt in M, 450 points of the demo manager's 750. */
const LINE = { productId: "home-shirt-25", size: "M", quantity: 1 };

/**
 * Request bodies that a sample from the schema would not make true: rules that span fields (two
 * different players, every category rated), values the local data fixes (a product, a squad), an
 * identity the local data does not hold yet. tests/integration/openapi-examples-all.test.ts sends
 * every one of them.
 */
const REQUEST_EXAMPLES: Record<string, Json> = {
  "POST /auth/register": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@terrace.local",
    username: "ada_lovelace",
    teamName: "Analytical Engines",
    password: "engine1843",
    securityQuestion: "What was the name of your first pet?",
    securityAnswer: "Babbage",
    avatar: "avatar3",
  },
  "POST /challengers": { gameweekId: 18, ...TEAM },
  "POST /challengers/create-team": { gameweekId: 18, ...TEAM },
  "PATCH /challengers/{id}": TEAM,
  "PUT /admin/users/{id}": { teamName: "Difference Engines" },
  "PATCH /admin/users/{id}": { isActive: true },
  "POST /gameweeks/admin": { gameweek: 38, challengeName: "Final day", description: "The last gameweek of the season." },
  "POST /gameweeks/admin/{gw}/status": { status: "active" },
  "POST /votes/teams": { title: "My GW18 XI", imageUrl: "https://terrace.local/media/votes/example.jpg", formation: "4-4-2" },
  "PUT /cart": LINE,
  "POST /orders": {
    items: [LINE],
    deliveryInfo: { firstName: "Ada", lastName: "Lovelace", phone: "+44 20 7946 0000", address: "1 Anfield Road", city: "Liverpool", postalCode: "L4 0TH", deliveryMode: "home", acceptTerms: true },
  },
  "POST /chat/rooms/{id}/messages": { type: "text", content: "Allez! What a strike." },
  "POST /votes/players": { title: "Captain for GW18?", gameweek: 18, action: "captain", player1: 328, player2: 351 },
  "POST /votes/teams/{id}/vote": { votes: ["defense", "midfield", "attack", "tactics"].map((category) => ({ category, score: 4 })) },
  "PUT /orders/admin/{id}": { status: "confirmed" },
};

/** The form of the text ids the server makes (users, saved teams, leagues, votes, orders): no local one is fixed, so each such parameter says where to read a real one. */
const TEXT_ID = "3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f708192";
const USER = { example: TEXT_ID, description: "A user's id (GET /auth/me answers yours; GET /admin/users lists them)" };

type ParamExample = { example: Json; description?: string };

/** Path parameters by name: values of the local data where the data fixes them (gameweek 18, the Premier League's clubs and stadiums). */
const PATH_PARAMS: Record<string, ParamExample> = {
  gameweek: { example: 18 },
  gw: { example: 18 },
  gameweekId: { example: "18", description: "The gameweek's number (or its challenge's id, from GET /gameweeks)" },
  userId: USER,
  postId: { example: "1", description: "A wall post's id (GET /stadiums/{id}/posts lists them)" },
  league: { example: "Premier League" },
  country: { example: "England" },
  club: { example: "Arsenal" },
  kinds: { example: "teams" },
  kind: { example: "team_vote" },
};

/** `{id}` names a different thing on each path: the first prefix that matches gives its example. */
const ID_BY_PATH: [RegExp, ParamExample][] = [
  [/^\/chat\/rooms\//, { example: "general", description: "A chat room's id (GET /chat/rooms lists those you may enter)" }],
  [/^\/(admin\/)?chat\/messages\//, { example: "general.42", description: "A chat message's id: its room's id and its number in the room (GET /chat/rooms/{id}/messages)" }],
  [/^\/gameweeks\//, { example: "18", description: "The gameweek's number, or its challenge's id (GET /gameweeks)" }],
  [/^\/admin\/players-fpl\/restore\//, { example: "players_backup_20251220150000", description: "A backup's table name or id (GET /admin/players-fpl/backups)" }],
  [/^\/(posts|comments)-moderation\/admin\/(ban-user|unban-user|history)\//, USER],
  [/^\/(admin\/users|users)\//, USER],
  [/^\/challengers\//, { example: TEXT_ID, description: "A saved team's id (GET /challengers/my-teams lists yours)" }],
  [/^\/leagues\/manager\//, USER],
  [/^\/leagues\//, { example: TEXT_ID, description: "A mini-league's id (GET /leagues lists yours)" }],
  [/^\/votes\//, { example: TEXT_ID, description: "A team vote's or player poll's id (GET /votes lists them)" }],
  [/^\/orders\//, { example: TEXT_ID, description: "An order's id (GET /orders/user/{userId} lists a buyer's)" }],
  // Numeric row ids: stadium 1 is the Emirates Stadium of the local data, post, comment and leak 1 the first of its samples.
  [/^\/(stadiums|leaks|posts-moderation|comments-moderation)\//, { example: "1" }],
];

/** Path parameters of one operation, where its example holds only in a state the others' does not. */
const OPERATION_PARAMS: Record<string, Record<string, ParamExample>> = {
  "GET /challengers/gameweek/{gameweek}": { gameweek: { example: 16, description: "A gameweek whose deadline has passed (the teams of a gameweek are revealed at its deadline; 16 is completed on the local timeline)" } },
  // The author's deletes: the walk's staff deletes take the first post and comment.
  "DELETE /stadiums/posts/{id}": { id: { example: "2", description: "A wall post of yours (GET /stadiums/{id}/posts lists a stadium's)" } },
  "DELETE /stadiums/comments/{id}": { id: { example: "2", description: "A comment of yours (GET /stadiums/posts/{id}/comments lists a post's)" } },
  "DELETE /stadiums/{id}": { id: { example: "2", description: "A stadium whose wall has no post (one with posts is archived instead: POST /stadiums/{id}/archive); GET /stadiums lists them" } },
  "GET /leagues/details": { id: { example: TEXT_ID, description: "A mini-league's id (GET /leagues lists yours)" } },
  "DELETE /gameweeks/admin/{id}": { id: { example: "38", description: "A gameweek with no saved team (38 on the local timeline); its number, or its challenge's id (GET /gameweeks)" } },
};

/** The example of a path parameter (and a description where the example is only the id's form): the schema's own, else the table's, else one sampled from its schema. */
export function pathParamExample(path: string, name: string, schema: Schema | undefined, components: Record<string, Schema> = {}): ParamExample {
  const given = name === "id" ? ID_BY_PATH.find(([prefix]) => prefix.test(path))?.[1] : PATH_PARAMS[name];
  if (Array.isArray(schema?.examples) && schema.examples.length) return { ...given, example: schema.examples[0] };
  if (Array.isArray(schema?.enum) && schema.enum.length) return { example: given && schema.enum.includes(given.example) ? given.example : schema.enum[0] };
  if (!given) return { example: sampleOf(schema, components, 0, name) };
  // A path is text: a number is written as the schema types it (gameweek 18, or "18" where it is a string).
  return { ...given, example: typeof given.example === "number" && schema?.type === "string" ? String(given.example) : given.example };
}

/** The document with an `example` on every JSON body and response that has none, and on every path parameter. */
export function withExamples<D extends { paths?: any; components?: any }>(document: D): D {
  const components = (document.components?.schemas ?? {}) as Record<string, Schema>;
  for (const [path, item] of Object.entries(document.paths ?? {}) as [string, Record<string, any>][]) {
    for (const [method, operation] of Object.entries(item)) {
      for (const parameter of (operation?.parameters ?? []) as Record<string, any>[]) {
        if (parameter.example !== undefined) continue;
        const given = OPERATION_PARAMS[`${method.toUpperCase()} ${path}`]?.[parameter.name];
        if (parameter.in !== "path" && !given) continue;
        const { example, description } = given ?? pathParamExample(path, parameter.name, parameter.schema, components);
        parameter.example = example;
        if (description && !parameter.description) parameter.description = description;
      }
      for (const [type, media] of Object.entries((operation?.requestBody?.content ?? {}) as Record<string, any>)) {
        if (!media.schema || media.example !== undefined) continue;
        const given = type === "application/json" ? REQUEST_EXAMPLES[`${method.toUpperCase()} ${path}`] : undefined;
        media.example = given ?? sampleOf(media.schema, components, 0, "", { onlyRequired: true });
      }
      for (const response of Object.values((operation?.responses ?? {}) as Record<string, any>)) {
        for (const media of Object.values((response?.content ?? {}) as Record<string, any>)) {
          if (media.schema && media.example === undefined) media.example = sampleOf(media.schema, components);
        }
      }
    }
  }
  return document;
}
