// npm run admin:create -- --email E --password P --name N   → creates a GlobalAdmin account.
import { parseArgs } from "node:util";
import { EmailSchema, PasswordSchema } from "~/models/user.schema";
import { isAccessError } from "~/access/errors";
import { createUser, getUserByEmail, grantRole } from "~/models/user.server";
import { db } from "~/db/client.server";
import { writeAudit } from "~/models/audit.server";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
const email = EmailSchema.safeParse(values.email ?? "");
const password = PasswordSchema.safeParse(values.password ?? "");
if (!email.success || !password.success) {
  console.error("Usage: npm run admin:create -- --email E --password P --name N");
  if (!email.success) console.error(`  email: ${email.error.issues[0]?.message}`);
  if (!password.success) console.error(`  password: ${password.error.issues[0]?.message}`);
  process.exit(1);
}
try {
  const user = await createUser({
    email: email.data,
    password: password.data,
    displayName: values.name?.trim() || "Administrator",
    roles: ["GlobalAdmin", "Member"],
  });
  console.log(`Created GlobalAdmin ${user.email} (${user.id})`);
} catch (error) {
  if (!isAccessError(error) || error.kind !== "conflict") throw error;
  const existing = getUserByEmail(email.data)!;
  db.transaction((tx) => {
    grantRole(tx, existing.id, "GlobalAdmin");
    writeAudit(tx, {
      actorId: null,
      action: "grant_role",
      targetType: "user",
      targetId: existing.id,
      metadata: { title: "GlobalAdmin" },
    });
  });
  console.log(`${existing.email} already existed; granted GlobalAdmin`);
}
