import { loadActor } from "~/access/actor.server";
import { db } from "~/db/client.server";
import { userSettings } from "~/db/schema";
import { CATALOGUES } from "~/i18n/catalogue.server";
import { ReplySchema } from "~/models/activation.schema";
import { checkByLeader, getActivationRoster } from "~/models/activation-roster.server";
import { createActivation, postActivationUpdate } from "~/models/activation-send.server";
import { replyAsMember } from "~/models/activation-reply.server";
import { responseTokenFor } from "~/models/activation-common.server";
import { expect, insertChapter, insertMembership, insertUser, loginAs, test } from "../helpers/e2e";
import { expectNoEnglish, type OtherLang } from "../helpers/i18n";

// The activation screens in Spanish and French without JS: the leader's list, new-activation form and
// roster, the member's card, and the reply link signed out (before and after replying, and a forged
// link). No English text from the `activations` or `validation` catalogues, no raw key, the toasts in
// the language, and DRILL kept first. The leader's own texts (title, situation) are written in the
// language so they are not mistaken for untranslated strings.

const NAMESPACES = ["activations", "validation"] as const;

const speaks = (userId: string, lang: OtherLang) =>
  db
    .insert(userSettings)
    .values({ userId, language: lang })
    .onConflictDoUpdate({ target: userSettings.userId, set: { language: lang } })
    .run();

// A modifier skip, checked before the test's fixtures: the js project's copies open no browser context.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "the language sweep runs without JS");

for (const lang of ["es", "fr"] as const) {
  test(`activation pages and the reply link show no English in ${lang}`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const text = (key: string) => CATALOGUES[lang].activations[key]!;
    const stamp = `zq${lang}${Date.now().toString(36)}`;
    const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: `Lía ${stamp}` });
    const ana = await insertUser({ displayName: `Ana ${stamp}` });
    const dev = await insertUser({ displayName: `Dev ${stamp}` });
    const una = await insertUser({ displayName: `Una ${stamp}` });
    for (const user of [leader, ana, dev]) speaks(user.id, lang);
    const chapter = insertChapter({ name: `Centro ${stamp}` });
    insertMembership(leader.id, chapter.id, "Leader");
    for (const m of [ana, dev, una]) insertMembership(m.id, chapter.id, "Member");
    const baseUrl = `http://127.0.0.1:${process.env.E2E_PORT}`;
    const title = `Diques ${stamp}`;
    const { activation } = createActivation(
      loadActor(leader.id)!,
      {
        chapterId: chapter.id,
        kind: "Drill",
        title,
        details: `Río crecido ${stamp}`,
        location: `Cuartel 3 ${stamp}`,
        reportAt: new Date(Date.now() + 3_600_000),
        needed: 2,
      },
      { baseUrl },
    );
    replyAsMember(loadActor(ana.id)!, activation.id, ReplySchema.parse({ reply: "Available" }), { baseUrl });
    replyAsMember(loadActor(dev.id)!, activation.id, ReplySchema.parse({ reply: "Delayed", eta: 20 }), { baseUrl });
    const anaRow = getActivationRoster(loadActor(leader.id)!, activation.id).roster.find((r) => r.userId === ana.id)!;
    checkByLeader(loadActor(leader.id)!, activation.id, anaRow.responseId, "in");
    postActivationUpdate(
      loadActor(leader.id)!,
      activation.id,
      { message: `Botas ${stamp}`, audience: "Responders" },
      {
        baseUrl,
      },
    );

    // The leader: list with history, the roster, the new-activation form (and its errors).
    await loginAs(page, leader.id);
    await page.goto("/dashboard/activations");
    await expect(page.getByRole("heading", { level: 1, name: text("activations.index.title") })).toBeVisible();
    await expect(page.getByTestId("activation-history")).toContainText(title);
    await expectNoEnglish(page, lang, [...NAMESPACES], "main");

    await page.goto(`/dashboard/activations/${activation.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${text("activations.kind.drill").replace("{{word}}", "DRILL")}: ${title}`,
    );
    await expect(page.getByTestId("roster-row")).toHaveCount(4);
    await expectNoEnglish(page, lang, [...NAMESPACES], "main");
    // A model's refusal comes back as a toast in the language: the page still offers to check Ana out,
    // but another leader already did.
    checkByLeader(loadActor(leader.id)!, activation.id, anaRow.responseId, "out");
    await page
      .getByRole("button", { name: text("activations.roster.checkOutName").replace("{{name}}", ana.displayName) })
      .click();
    await expect(page.getByTestId("toast")).toContainText(
      CATALOGUES[lang].validation["validation.already-checked-out"]!,
    );
    await page.getByRole("button", { name: text("activations.roster.sendUpdate") }).click();
    await expect(page.locator("main")).toContainText(
      CATALOGUES[lang].validation["validation.write-the-update-up-to-1000-characters"]!,
    );
    await expectNoEnglish(page, lang, [...NAMESPACES], "main");

    await page.goto("/dashboard/activations/new");
    await expectNoEnglish(page, lang, [...NAMESPACES], "main");
    // The named-backups search, posted without JS: the form comes back with the matches, in the language.
    await page.getByLabel(text("activations.backups.search")).fill(stamp);
    await page.getByRole("button", { name: text("activations.backups.find"), exact: true }).click();
    await expect(page.getByTestId("backup-matches")).toContainText(`Ana ${stamp}`);
    await expectNoEnglish(page, lang, [...NAMESPACES], "main");
    await page.getByRole("button", { name: text("activations.new.submit") }).click();
    await expect(page.locator("main")).toContainText(
      CATALOGUES[lang].validation["validation.please-select-a-chapter"]!,
    );
    await expectNoEnglish(page, lang, [...NAMESPACES], "main");

    // The member, signed in: the card on the activations page; the reply toast in the language.
    const member = await browser.newContext({ javaScriptEnabled: false });
    const memberPage = await member.newPage();
    await loginAs(memberPage, dev.id);
    await memberPage.goto("/dashboard/activations");
    const card = memberPage.getByTestId("my-activation").filter({ hasText: title });
    await expect(card).toContainText(text("activations.reply.delayed"));
    await card.getByRole("button", { name: text("activations.reply.available"), exact: true }).click();
    await expect(memberPage.getByTestId("toast")).toContainText(text("activations.toast.replyRecorded"));
    await expectNoEnglish(memberPage, lang, [...NAMESPACES], "main");
    await member.close();

    // The reply link, signed out, in the language of the `lng` cookie.
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    await visitor.addCookies([{ name: "lng", value: lang, url: baseUrl }]);
    const link = await visitor.newPage();
    await link.goto(`/respond/${responseTokenFor(activation.id, una.id)}`);
    await expect(link.getByTestId("kind-banner")).toContainText(`DRILL / ${lang === "es" ? "SIMULACRO" : "EXERCICE"}`);
    await expectNoEnglish(link, lang, [...NAMESPACES], "main");
    await link.getByRole("button", { name: text("activations.reply.delayed"), exact: true }).click();
    await expect(link.locator("main")).toContainText(
      CATALOGUES[lang].validation["validation.enter-your-eta-in-minutes-1-to-1440"]!,
    );
    await expectNoEnglish(link, lang, [...NAMESPACES], "main");
    await link.getByRole("button", { name: text("activations.reply.available"), exact: true }).click();
    await expect(link.getByTestId("toast")).toContainText(text("activations.toast.replyRecorded"));
    await expect(link.getByTestId("activation-details")).toContainText(`Cuartel 3 ${stamp}`);
    await expectNoEnglish(link, lang, [...NAMESPACES], "main");
    await link.goto("/respond/AAAAAAAAAAAAAAAAAAAAAA");
    await expect(link.getByRole("heading", { level: 1 })).toHaveText(text("activations.respond.invalidTitle"));
    await expectNoEnglish(link, lang, [...NAMESPACES], "main");
    await visitor.close();
  });
}
