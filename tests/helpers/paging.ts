import type { Locator, Page } from "@playwright/test";
import { expect, waitForHydration } from "./e2e";

/** The title of the `i`-th item (from 1) a paging test seeds: "Paged <t> 01", "Paged <t> 02", ... */
export const pagedTitle = (t: string, i: number) => `Paged ${t} ${String(i).padStart(2, "0")}`;

/** The titles of items `from` to `from + count - 1`, in the order the list shows them. */
export const pagedTitles = (t: string, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => pagedTitle(t, from + i));

/** `count` items to seed, newest first: item 1 a minute old, item 2 two minutes, and so on. */
export function pagedItems(t: string, count: number) {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => ({
    title: pagedTitle(t, i + 1),
    at: new Date(now - (i + 1) * 60_000),
  }));
}

/**
 * Walks a dashboard list of `total` seeded items (pagedItems, all matching the search `t`) across
 * its two pages: page 1 holds the first `perPage` in order with the heading counting all of them and
 * no Previous; Next keeps the search and the filter (`keeps`) and shows the rest, "Page 2" and no
 * Next; Previous comes back to page 1 without a page parameter. `onSecondPage` checks more on page 2.
 * Returns the pager, on page 1.
 */
export async function walkTwoPages(
  page: Page,
  list: {
    url: string;
    /** The test id of one item of the list. */
    item: string;
    /** The selector of the list's heading, which counts the whole list. */
    heading: string;
    /** The accessible name of the pager's navigation. */
    pager: string;
    perPage: number;
    total: number;
    t: string;
    keeps: RegExp;
    onSecondPage?: () => Promise<void>;
  },
): Promise<Locator> {
  const items = page.getByTestId(list.item);
  const titles = () => items.getByRole("heading").allTextContents();
  const rest = list.total - list.perPage;

  await page.goto(list.url);
  await waitForHydration(page);
  await expect(items).toHaveCount(list.perPage);
  expect(await titles()).toEqual(pagedTitles(list.t, 1, list.perPage));
  await expect(page.locator(list.heading)).toContainText(`(${list.total})`);
  const pager = page.getByRole("navigation", { name: list.pager });
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(new RegExp(`q=${list.t}`));
  await expect(page).toHaveURL(list.keeps);
  await expect(items).toHaveCount(rest);
  expect(await titles()).toEqual(pagedTitles(list.t, list.perPage + 1, rest));
  await list.onSecondPage?.();
  await expect(pager.getByText("Page 2")).toBeVisible();
  await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);

  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(items).toHaveCount(list.perPage);
  expect(new URL(page.url()).searchParams.get("page")).toBeNull();
  return pager;
}
