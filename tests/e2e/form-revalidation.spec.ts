import { expect, insertChapter, insertMembership, insertUser, loginAs, test, waitForHydration } from "../helpers/e2e";

// Issue 31: with JS, a Conform form's field error used to clear on blur, so the click on the submit
// button (whose mousedown blurs the field) moved the button up from under the pointer and missed it.
// Every form on useZodForm now revalidates as the field is typed; this checks one besides the
// activation edit form where it was first fixed: the service-hours log.

// A modifier skip, checked before the test's fixtures: the no-js copy opens no browser context.
test.skip(
  ({ javaScriptEnabled }) => javaScriptEnabled === false,
  "the browser checks the form only with JS; without it the server answers the post",
);
test("a corrected field's error clears as it is typed, and the click on the submit button lands", async ({ page }) => {
  const chapter = insertChapter();
  const member = await insertUser({ roles: ["Member"] });
  insertMembership(member.id, chapter.id, "Member");
  await loginAs(page, member.id);
  await page.goto("/dashboard/hours");
  await waitForHydration(page);

  const activity = page.getByLabel("Activity", { exact: true });
  const submit = page.getByRole("button", { name: "Log Hours" });
  const tooShort = page.getByText("Say what you did (at least 3 characters)");
  await page.getByRole("spinbutton", { name: "Hours" }).fill("2");
  await activity.fill("ab");
  await submit.click();
  await expect(tooShort).toBeVisible();

  // Typing the correction clears the error at once, before the pointer leaves the field...
  await activity.fill("Sandbag filling at the fire station");
  await expect(tooShort).toHaveCount(0);
  // ...so the blur of the click moves nothing.
  const before = await submit.boundingBox();
  await activity.blur();
  expect(await submit.boundingBox()).toEqual(before);
  await activity.focus();
  await submit.click();
  await expect(page.getByTestId("my-service")).toContainText("Sandbag filling at the fire station");
});
