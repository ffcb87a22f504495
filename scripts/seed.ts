// Seeds demo data into DATABASE_PATH when it has no users, and prints the demo sign-ins.
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from "./demo-data";

const seeded = await seedDemoData();
console.log(seeded ? "[seed] demo data added" : "[seed] database already has users; not seeding");
console.log("\nDemo sign-ins (password for all: " + DEMO_PASSWORD + "):");
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(24)} ${a.label}`);
console.log("");
