// Prints the SQL that sets each chapter's zone from its location, for a migration (see
// migrations/0016_chapter_zones_from_place.sql): `npx tsx scripts/chapter-zone-sql.ts > <the custom migration>` (`npx drizzle-kit generate --custom`).
// SQLite cannot ask tz-lookup, so the answer is computed here for every ZIP the app knows and
// written into the migration as data: only the ZIPs whose zone differs from their state's usual one
// (El Paso, the Florida panhandle, eastern Tennessee, western Kentucky, Indiana's counties...).
import { createRequire } from "node:module";
import { timeZoneForPlace } from "../app/utils/place-time-zone.server";
import { STATE_TIME_ZONES } from "../app/utils/us-time-zones";

const require = createRequire(import.meta.url);
const zipcodes = require("zipcodes") as {
  codes: Record<string, { zip: string; latitude: number; longitude: number; state: string }>;
};

const rows: Array<[string, string]> = [];
for (const info of Object.values(zipcodes.codes)) {
  const stateZone = STATE_TIME_ZONES[info.state];
  if (!stateZone || !/^\d{5}$/.test(info.zip)) continue;
  const zone = timeZoneForPlace({ latitude: info.latitude, longitude: info.longitude, state: info.state });
  if (zone !== stateZone) rows.push([info.zip, zone]);
}
rows.sort(([a], [b]) => a.localeCompare(b));

const lines: string[] = [];
lines.push("CREATE TEMP TABLE `zip_zone_exceptions` (`zip` text PRIMARY KEY NOT NULL, `zone` text NOT NULL);");
for (let i = 0; i < rows.length; i += 200) {
  const values = rows
    .slice(i, i + 200)
    .map(([zip, zone]) => `('${zip}','${zone}')`)
    .join(",");
  lines.push("--> statement-breakpoint");
  lines.push(`INSERT INTO \`zip_zone_exceptions\` VALUES ${values};`);
}
const stateCase = Object.entries(STATE_TIME_ZONES)
  .map(([state, zone]) => `WHEN '${state}' THEN '${zone}'`)
  .join(" ");
lines.push("--> statement-breakpoint");
lines.push(`-- A chapter with a ZIP takes that ZIP's zone (its exception, else its state's). One without a ZIP
-- keeps its zone unless it is still the old default and its state says otherwise.
UPDATE \`chapters\` SET \`timezone\` = COALESCE(
  (SELECT \`zone\` FROM \`zip_zone_exceptions\` WHERE \`zip\` = substr(trim(\`chapters\`.\`zip\`), 1, 5)),
  CASE upper(trim(\`state\`)) ${stateCase} END,
  \`timezone\`
)
WHERE (\`zip\` IS NOT NULL AND trim(\`zip\`) <> '') OR \`timezone\` = 'America/New_York';`);
lines.push("--> statement-breakpoint");
lines.push("DROP TABLE `zip_zone_exceptions`;");
console.log(lines.join("\n"));
console.error(`${rows.length} ZIPs keep a zone other than their state's`);
