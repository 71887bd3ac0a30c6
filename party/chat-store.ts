// A room's own storage (decision 018): its messages, reactions, participants and the deleted
// accounts it has erased, in the Durable Object's SQLite. Synchronous calls: the room runs one
// event at a time, so a read-then-write here cannot interleave with another request.
import {
  ERASED_AUTHOR,
  mediaKeyOf,
  messageIdOf,
  reactionsFromRows,
  replyQuote,
  type ChatEmoji,
  type ChatMessage,
  type MatchEvent,
  type Participant,
  quoteFor,
  type Reaction,
  type ReplyQuote,
  SYSTEM_USER_ID,
} from "../domain/chat";
import { IN_JSON, jsonList } from "../api/db/in-list";
import { pressStatements } from "../api/db/toggle";
import { systemContent } from "../domain/chat-system";
import { FROM_WITH_QUOTED, named, SCHEMA, storedQuote, WITH_QUOTED, type Author, type MessageRow, type NewMessage, type Row, type Viewer } from "./room/store-schema";

export type { Author, NewMessage, StoredQuote, Viewer } from "./room/store-schema";

export class ChatStore {
  /**
   * Moves on every change to what a page of history shows (messages, reactions, hidden, erased
   * names): the room reuses a snapshot's page while it has not moved (issue 30).
   */
  version = 0;

  constructor(
    private readonly sql: SqlStorage,
    private readonly roomId: string,
  ) {
    sql.exec(SCHEMA);
    // Rooms created before messages could be hidden by reports.
    if (!this.all<{ name: string }>("SELECT name FROM pragma_table_info('messages')").some((c) => c.name === "hidden"))
      sql.exec("ALTER TABLE messages ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0");
  }

  private all<T>(query: string, ...params: SqlStorageValue[]): T[] {
    return this.sql.exec<Row>(query, ...params).toArray() as unknown as T[];
  }

  // ---- meta -------------------------------------------------------------------------------

  getMeta(key: string): string | null {
    return this.all<{ value: string }>("SELECT value FROM meta WHERE key = ?", key)[0]?.value ?? null;
  }

  setMeta(key: string, value: string) {
    this.sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", key, value);
  }

  // ---- sockets held by relays -------------------------------------------------------------

  /** Every socket the room's relays hold, as saveRelaySockets wrote them (state: the room's JSON of the socket). */
  relaySockets(): { registryId: string; relay: string; state: string }[] {
    return this.all<{ registryId: string; relay: string; state: string }>("SELECT registry_id AS registryId, relay, state FROM relay_sockets");
  }

  /** Sockets admitted to relays, and those gone (one statement each, whatever their number). */
  saveRelaySockets(added: { registryId: string; relay: string; state: string }[], gone: string[]) {
    if (added.length)
      this.sql.exec(
        `INSERT OR REPLACE INTO relay_sockets (registry_id, relay, state)
         SELECT json_extract(value, '$.registryId'), json_extract(value, '$.relay'), json_extract(value, '$.state') FROM json_each(?)`,
        JSON.stringify(added),
      );
    if (gone.length) this.sql.exec(`DELETE FROM relay_sockets WHERE registry_id IN (SELECT value FROM json_each(?))`, JSON.stringify(gone));
  }

  // ---- messages ---------------------------------------------------------------------------

  insert(m: NewMessage): ChatMessage {
    this.version++;
    const [row] = this.all<{ seq: number }>(
      `INSERT INTO messages (user_id, username, avatar, type, content, image_url, audio_url, reply_to, event, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq`,
      m.userId,
      m.username,
      m.avatar,
      m.type,
      m.system ? JSON.stringify(m.system) : m.content,
      m.imageUrl,
      m.audioUrl,
      m.replyTo ? JSON.stringify(m.replyTo) : null,
      m.event ? JSON.stringify(m.event) : null,
      m.createdAt,
    );
    return this.toMessage(
      {
        seq: row!.seq,
        user_id: m.userId,
        username: m.username,
        avatar: m.avatar,
        type: m.type,
        content: m.system ? JSON.stringify(m.system) : m.content,
        image_url: m.imageUrl,
        audio_url: m.audioUrl,
        reply_to: m.replyTo ? JSON.stringify(m.replyTo) : null,
        event: m.event ? JSON.stringify(m.event) : null,
        created_at: m.createdAt,
      },
      [],
    );
  }

  /** The seq of the message this user already sent with this client id, or null. */
  sentWith(userId: string, clientId: string): number | null {
    return this.all<{ seq: number }>("SELECT seq FROM client_ids WHERE user_id = ? AND client_id = ?", userId, clientId)[0]?.seq ?? null;
  }

  /** Records the client id of a message just stored (call with no await since the check: the room runs one event at a time). */
  rememberClientId(userId: string, clientId: string, seq: number, now: number) {
    this.sql.exec("INSERT OR IGNORE INTO client_ids (user_id, client_id, seq, created_at) VALUES (?, ?, ?, ?)", userId, clientId, seq, now);
  }

  /** Sample history (local data only), with its own sequence numbers; replies quoted as the rule says. */
  importSamples(
    rows: { seq: number; user_id: string; username: string; avatar: string; content: string; reply_to_seq: number | null; reactions: string | null; created_at: number }[],
  ) {
    this.version++;
    const bySeq = new Map(rows.map((r) => [r.seq, r]));
    for (const r of rows) {
      const original = r.reply_to_seq ? bySeq.get(r.reply_to_seq) : undefined;
      const replyTo = original
        ? replyQuote({ id: messageIdOf(this.roomId, original.seq), username: original.username, content: original.content, type: "text" })
        : null;
      this.sql.exec(
        `INSERT OR IGNORE INTO messages (seq, user_id, username, avatar, type, content, image_url, audio_url, reply_to, event, created_at)
         VALUES (?, ?, ?, ?, 'text', ?, NULL, NULL, ?, NULL, ?)`,
        r.seq,
        r.user_id,
        r.username,
        r.avatar,
        r.content,
        replyTo ? JSON.stringify(replyTo) : null,
        r.created_at,
      );
      for (const reaction of r.reactions ? (JSON.parse(r.reactions) as { emoji: string; users: string[] }[]) : [])
        for (const user of reaction.users)
          this.sql.exec("INSERT OR IGNORE INTO reactions (seq, user_id, emoji, created_at) VALUES (?, ?, ?, ?)", r.seq, user, reaction.emoji, r.created_at);
    }
  }

  /** A stored message as staff read it (quotes in full), or null. */
  get(seq: number): ChatMessage | null {
    return this.find(seq)?.message ?? null;
  }

  /** A stored message and whether reports hid it, or null. */
  find(seq: number): { message: ChatMessage; hidden: boolean } | null {
    const [row] = this.all<MessageRow>(`${WITH_QUOTED} WHERE m.seq = ?`, seq);
    return row ? { message: this.toMessage(row, this.reactionsOf(seq)), hidden: row.hidden === 1 } : null;
  }

  /**
   * A page of history, oldest first: the `limit` messages before `beforeSeq` (or the newest),
   * skipping `offset` of them first. Keyset on seq, so posts arriving meanwhile move nothing.
   */
  page(limit: number, offset: number, beforeSeq: number | null, viewer: Viewer): { messages: ChatMessage[]; hasMore: boolean } {
    // Messages hidden by reports (the moderation core's auto-hide) show to their author and staff only.
    const rows = this.all<MessageRow>(
      `${WITH_QUOTED} WHERE m.seq < ? AND (m.hidden = 0 OR ? OR m.user_id = ?) ORDER BY m.seq DESC LIMIT ? OFFSET ?`,
      beforeSeq ?? Number.MAX_SAFE_INTEGER,
      viewer.staff ? 1 : 0,
      viewer.userId,
      limit + 1,
      offset,
    );
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit).reverse();
    return { messages: this.withReactions(page, viewer), hasMore };
  }

  /**
   * The newest page as every viewer of a kind reads it (staff, or any other user), or null when it
   * depends on who reads it: a message hidden by reports within the page's reach (its author still
   * sees it) or a quote of a hidden original (its author still reads it).
   */
  sharedPage(limit: number, staff: boolean): { messages: ChatMessage[]; hasMore: boolean } | null {
    const page = this.page(limit, 0, null, { userId: "", staff });
    if (staff) return page;
    const from = page.hasMore ? Number(page.messages[0]!.id.slice(page.messages[0]!.id.lastIndexOf(".") + 1)) : 0;
    const quoted = page.messages.flatMap((m) => (m.replyTo ? [Number(m.replyTo.messageId.slice(m.replyTo.messageId.lastIndexOf(".") + 1))] : []));
    const [hidden] = this.all<{ seq: number }>("SELECT seq FROM messages WHERE hidden = 1 AND (seq >= ? OR seq IN (SELECT value FROM json_each(?))) LIMIT 1", from, JSON.stringify(quoted));
    return hidden ? null : page;
  }

  /** Hides or shows a message (reports: auto-hide at 3 reporters, shown again when cleared). */
  setHidden(seq: number, hidden: boolean): ChatMessage | null {
    this.version++;
    const [row] = this.all<MessageRow>("UPDATE messages SET hidden = ? WHERE seq = ? RETURNING *", hidden ? 1 : 0, seq);
    return row ? this.toMessage(row, this.reactionsOf(seq)) : null;
  }

  /** Deletes a message, its reactions, and returns the media key to delete (if any). */
  delete(seq: number): { deleted: boolean; mediaKeys: string[] } {
    this.version++;
    const [row] = this.all<MessageRow>("DELETE FROM messages WHERE seq = ? RETURNING *", seq);
    this.sql.exec("DELETE FROM reactions WHERE seq = ?", seq);
    if (!row) return { deleted: false, mediaKeys: [] };
    return { deleted: true, mediaKeys: [mediaKeyOf(row.image_url), mediaKeyOf(row.audio_url)].filter((k): k is string => !!k) };
  }

  /** Retention: deletes messages at or before `cutoff` with their reactions; returns their media keys. */
  deleteOlderThan(cutoff: number): { deleted: number; mediaKeys: string[] } {
    this.version++;
    const rows = this.all<{ seq: number; image_url: string | null; audio_url: string | null }>(
      "DELETE FROM messages WHERE created_at <= ? RETURNING seq, image_url, audio_url",
      cutoff,
    );
    if (rows.length > 0) this.sql.exec("DELETE FROM reactions WHERE seq NOT IN (SELECT seq FROM messages)");
    this.sql.exec("DELETE FROM client_ids WHERE created_at <= ?", cutoff);
    return {
      deleted: rows.length,
      mediaKeys: rows.flatMap((r) => [mediaKeyOf(r.image_url), mediaKeyOf(r.audio_url)]).filter((k): k is string => !!k),
    };
  }

  count(): number {
    return this.all<{ n: number }>("SELECT count(*) AS n FROM messages")[0]!.n;
  }

  // ---- reactions --------------------------------------------------------------------------

  reactionsOf(seq: number): Reaction[] {
    return reactionsFromRows(this.all<{ emoji: string; userId: string }>("SELECT emoji, user_id AS userId FROM reactions WHERE seq = ? ORDER BY created_at, rowid", seq));
  }

  /** Same again removes, another adds (the toggle rule, api/db/toggle.ts): one row per user, message and emoji. */
  toggleReaction(seq: number, userId: string, emoji: ChatEmoji, now: number): Reaction[] {
    this.version++;
    for (const { sql, params } of pressStatements("reactions", { seq, user_id: userId, emoji }, now)) this.sql.exec(sql, ...params);
    return this.reactionsOf(seq);
  }

  // ---- deleted accounts ------------------------------------------------------------------

  /**
   * The people these messages show (authors and the authors of what they quote) and these
   * participants, less those already erased here: the ones to look up in D1 before a read.
   */
  toCheck(messages: readonly ChatMessage[], participantIds: readonly string[] = []): string[] {
    const ids = new Set<string>(participantIds);
    const seqs: number[] = [];
    for (const m of messages) {
      ids.add(m.userId);
      if (m.replyTo) seqs.push(Number(m.id.slice(m.id.lastIndexOf(".") + 1)));
    }
    if (seqs.length)
      for (const r of this.all<{ a: string | null; b: string | null }>(
        `SELECT json_extract(m.reply_to, '$.userId') AS a, o.user_id AS b ${FROM_WITH_QUOTED} WHERE m.seq IN (SELECT value FROM json_each(?))`,
        JSON.stringify(seqs),
      )) {
        if (r.a) ids.add(r.a);
        if (r.b) ids.add(r.b);
      }
    ids.delete(SYSTEM_USER_ID);
    if (ids.size === 0) return [];
    return this.all<{ id: string }>(
      "SELECT value AS id FROM json_each(?) WHERE value NOT IN (SELECT user_id FROM erased)",
      JSON.stringify([...ids]),
    ).map((r) => r.id);
  }

  /**
   * A deleted account (decision 016): its messages, the quotes of them and its participant row
   * carry the anonymous label and avatar from now on; the old name leaves this room's storage.
   */
  eraseUser(userId: string) {
    this.flushParticipants();
    this.version++;
    const { username, avatar } = ERASED_AUTHOR;
    this.sql.exec("UPDATE messages SET username = ?, avatar = ? WHERE user_id = ?", username, avatar, userId);
    this.sql.exec(
      `UPDATE messages SET reply_to = json_set(reply_to, '$.username', ?) WHERE reply_to IS NOT NULL AND (
         json_extract(reply_to, '$.userId') = ?
         OR seq IN (SELECT m.seq ${FROM_WITH_QUOTED} WHERE o.user_id = ?))`,
      username,
      userId,
      userId,
    );
    this.sql.exec("UPDATE participants SET username = ?, avatar = ? WHERE user_id = ?", username, avatar, userId);
    this.sql.exec("INSERT OR IGNORE INTO erased (user_id) VALUES (?)", userId);
  }

  // ---- participants -----------------------------------------------------------------------

  /** Rows of users who came in, not written yet (flushParticipants): their answers go out first. */
  #arrivals = new Map<string, { username: string; avatar: string; joinedAt: number; lastSeen: number }>();

  /**
   * Users came in: the first time sets joinedAt; every time refreshes name, avatar and last seen.
   * Only read here (each one's first joinedAt, one statement for a whole admission batch); the
   * rows are written by flushParticipants, which the room calls once the batch's answers are out:
   * a write before them held every answer of the batch until it committed (issue 30).
   */
  arrive(users: readonly Author[], now: number): Map<string, Participant> {
    if (users.length === 0) return new Map();
    const joinedAt = new Map(
      this.all<{ user_id: string; joined_at: number }>(
        "SELECT user_id, joined_at FROM participants WHERE user_id IN (SELECT value FROM json_each(?))",
        JSON.stringify(users.map((u) => u.userId)),
      ).map((r) => [r.user_id, r.joined_at]),
    );
    const at = new Date(now).toISOString();
    const arrived = new Map<string, Participant>();
    for (const { userId, username, avatar } of users) {
      const first = this.#arrivals.get(userId)?.joinedAt ?? joinedAt.get(userId) ?? now;
      this.#arrivals.set(userId, { username, avatar, joinedAt: first, lastSeen: now });
      arrived.set(userId, { userId, username, avatar, isOnline: true, lastSeen: at, joinedAt: new Date(first).toISOString() });
    }
    return arrived;
  }

  /** Writes the rows of the users who came in since the last call (arrive), in one statement. */
  flushParticipants() {
    if (this.#arrivals.size === 0) return;
    const rows = [...this.#arrivals].map(([userId, r]) => ({ userId, ...r }));
    this.#arrivals.clear();
    this.sql.exec(
      `INSERT INTO participants (user_id, username, avatar, joined_at, last_seen)
       SELECT json_extract(value, '$.userId'), json_extract(value, '$.username'), json_extract(value, '$.avatar'), json_extract(value, '$.joinedAt'), json_extract(value, '$.lastSeen')
       FROM json_each(?) WHERE true
       ON CONFLICT (user_id) DO UPDATE SET username = excluded.username, avatar = excluded.avatar, last_seen = excluded.last_seen`,
      JSON.stringify(rows),
    );
  }

  markSeen(userId: string, now: number) {
    this.flushParticipants();
    this.sql.exec("UPDATE participants SET last_seen = ? WHERE user_id = ?", now, userId);
  }

  /**
   * A page of the participants in the snapshot's order: those online (`online`, shaped by the room
   * from memory, in the order given), then the others, most recently seen first; and whether more
   * follow. A page of online users only (a big room's snapshot) reads nothing.
   */
  participantsPage(online: readonly Participant[], offset: number, limit: number): { participants: Participant[]; hasMore: boolean } {
    const list = online.slice(offset, offset + limit);
    if (offset + limit < online.length) return { participants: list, hasMore: true };
    // Those online have a row, or one on its way (arrive): the others are the rows of no one online.
    const onlineIds = JSON.stringify(online.map((p) => p.userId));
    type ParticipantRow = { user_id: string; username: string; avatar: string; joined_at: number; last_seen: number };
    // One more than asked: whether another page follows.
    const rest = this.all<ParticipantRow>(
      "SELECT * FROM participants WHERE user_id NOT IN (SELECT value FROM json_each(?)) ORDER BY last_seen DESC, user_id LIMIT ? OFFSET ?",
      onlineIds,
      limit - list.length + 1,
      Math.max(0, offset - online.length),
    );
    const hasMore = rest.length > limit - list.length;
    const offline = rest.slice(0, limit - list.length).map(
      (r): Participant => ({
        userId: r.user_id,
        ...named(r.username),
        avatar: r.avatar,
        isOnline: false,
        lastSeen: new Date(r.last_seen).toISOString(),
        joinedAt: new Date(r.joined_at).toISOString(),
      }),
    );
    return { participants: [...list, ...offline], hasMore };
  }

  // ---- live match lines -------------------------------------------------------------------

  matchLines(): Map<number, string> {
    return new Map(this.all<{ player_id: number; line: string }>("SELECT player_id, line FROM match_lines").map((r) => [r.player_id, r.line]));
  }

  setMatchLine(playerId: number, line: string) {
    this.sql.exec("INSERT INTO match_lines (player_id, line) VALUES (?, ?) ON CONFLICT (player_id) DO UPDATE SET line = excluded.line", playerId, line);
  }

  // ---- shaping ----------------------------------------------------------------------------

  private withReactions(rows: MessageRow[], viewer: Viewer): ChatMessage[] {
    if (rows.length === 0) return [];
    const seqs = rows.map((r) => r.seq);
    const reactionRows = this.all<{ seq: number; emoji: string; userId: string }>(
      `SELECT seq, emoji, user_id AS userId FROM reactions WHERE seq IN ${IN_JSON} ORDER BY created_at, rowid`,
      jsonList(seqs),
    );
    return rows.map((r) => this.toMessage(r, reactionsFromRows(reactionRows.filter((x) => x.seq === r.seq)), viewer));
  }

  /** A row as clients see it; with a viewer, a quote shows only what they may read of its original. */
  private toMessage(r: MessageRow, reactions: Reaction[], viewer?: Viewer): ChatMessage {
    let replyTo: ReplyQuote | null = null;
    if (r.reply_to) {
      const quote = storedQuote(r.reply_to);
      const original = r.quoted_seq == null ? null : { hidden: r.quoted_hidden === 1, userId: r.quoted_user ?? "" };
      replyTo = viewer ? quoteFor(quote, original, viewer) : quote;
    }
    return {
      id: messageIdOf(this.roomId, r.seq),
      roomId: this.roomId,
      userId: r.user_id,
      ...named(r.username),
      avatar: r.avatar,
      type: r.type,
      ...systemContent(r.type, r.content),
      imageUrl: r.image_url,
      audioUrl: r.audio_url,
      timestamp: new Date(r.created_at).toISOString(),
      edited: false,
      reactions,
      replyTo,
      event: r.event ? (JSON.parse(r.event) as MatchEvent) : null,
    };
  }
}
