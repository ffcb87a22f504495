/**
 * A plain link to a maps search for an address (no tiles, no script, no key): Google's documented
 * cross-platform "search" URL, which phones open in their maps app and desktops in the browser.
 */
export function mapsSearchUrl(address: string) {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: address.trim() })}`;
}
