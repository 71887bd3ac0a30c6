// The data versions of the public reads, as D1 holds them (migrations/0035's triggers move them).
import { dataVersions } from "../db/schema";
import type { Db } from "../db/client";
import { versionsFromRows, type DataVersions } from "../../domain/data-version";

/** Every scope's version: one small read (four rows). */
export async function readDataVersions(db: Db): Promise<DataVersions> {
  return versionsFromRows(await db.select().from(dataVersions).all());
}
