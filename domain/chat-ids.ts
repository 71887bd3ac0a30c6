// What names a chat reaction and a chat message, with no import: the chat's rules (chat-rules.ts,
// which re-exports them), its catalogue (messages/chat.ts) and the moderation rules read them
// without importing each other.

/** The 8 reactions: thumbs up, heart, laughing, surprised, sad, angry, fire, clap. */
export const CHAT_EMOJI = ["👍", "❤️", "😂", "😮", "😢", "😡", "🔥", "👏"] as const;
export type ChatEmoji = (typeof CHAT_EMOJI)[number];
/** Each reaction's name, by which the screens draw it (an icon, never the emoji) without writing the emoji again. */
export const CHAT_REACTION_KEY = {
  "👍": "thumbsUp",
  "❤️": "heart",
  "😂": "laugh",
  "😮": "wow",
  "😢": "sad",
  "😡": "angry",
  "🔥": "fire",
  "👏": "clap",
} as const satisfies Record<ChatEmoji, string>;
export type ChatReactionKey = (typeof CHAT_REACTION_KEY)[ChatEmoji];

const MESSAGE_ID = /^([a-z0-9][a-z0-9-]{0,62})\.([1-9][0-9]{0,14})$/;

export const messageIdOf = (roomId: string, seq: number) => `${roomId}.${seq}`;

/** The room and the room's sequence number of a message id, or null for anything else. */
export function parseMessageId(id: string): { roomId: string; seq: number } | null {
  const m = MESSAGE_ID.exec(id);
  return m ? { roomId: m[1]!, seq: Number(m[2]) } : null;
}
