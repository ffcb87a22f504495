import * as cookie from "cookie";

export type Theme = "light" | "dark" | "system";
const COOKIE = "theme";

/** A value a form posted, as a theme ("system" for anything else). */
export function parseTheme(value: unknown): Theme {
  return value === "dark" || value === "light" ? value : "system";
}

/** The cookie's choice; without one the page follows the device's light or dark setting. */
export function getTheme(request: Request): Theme {
  const header = request.headers.get("Cookie");
  return parseTheme(header ? cookie.parse(header)[COOKIE] : undefined);
}

/** The theme cookie is readable by the page script too, which mirrors it to localStorage `theme`. */
export function setTheme(theme: Theme) {
  return cookie.serialize(COOKIE, theme, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" });
}
