// Uploads not yet known to be attached to anything (api/services/uploads.ts).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** One row per stored upload until something is known to point at it (then the row goes). */
export const pendingUploads = sqliteTable(
  "pending_uploads",
  {
    key: text("key").primaryKey(),
    ownerId: text("owner_id").notNull(),
    kind: text("kind").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("pending_uploads_created_idx").on(t.createdAt)],
);
