import Database from "better-sqlite3";

let db: Database.Database | undefined;

/** 20 chapter rows from the bench database: the "20-row loader" of issue 26. */
export function twentyRows() {
  db ??= new Database(process.env.DATABASE_PATH!, { readonly: true });
  return db
    .prepare("SELECT id, name, city, state FROM chapters WHERE status = 'Approved' ORDER BY name LIMIT 20")
    .all() as { id: string; name: string; city: string; state: string }[];
}
