import * as cookie from "cookie";

export type Theme = "light" | "dark";
const COOKIE = "theme";

export function getTheme(request: Request): Theme {
  const header = request.headers.get("Cookie");
  const value = header ? cookie.parse(header)[COOKIE] : undefined;
  return value === "dark" ? "dark" : "light";
}

/** The theme cookie is readable by the page script too, which mirrors it to localStorage `theme`. */
export function setTheme(theme: Theme) {
  return cookie.serialize(COOKIE, theme, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" });
}
