/**
 * Whether a write failed on a UNIQUE constraint: any, or the one naming `on` ("users.email",
 * "chapters.slug", or a table: "role_requests"). SQLite says it as "UNIQUE constraint failed: t.col".
 */
export function isUniqueViolation(error: unknown, on?: string): boolean {
  return (
    error instanceof Error &&
    error.message.includes(on ? `UNIQUE constraint failed: ${on}` : "UNIQUE constraint failed")
  );
}
