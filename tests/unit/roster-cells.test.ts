// The activation roster's cells without a form are written as HTML strings inside the cells React
// renders (`RosterCells`, app/components/activations/roster-cells.tsx); they must be, byte for
// byte, what React renders from `RosterCellElements` element by element, in every language and for
// every shape of row.
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { RosterCellElements, RosterCells, type RosterCellsRow } from "~/components/activations/roster-cells";
import { messagesFor } from "~/i18n/catalogue.server";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { createT } from "~/i18n/translate";
import type { PageDelivery } from "~/models/activation-view.server";
import { renderInLanguage } from "../helpers/render-in-router";

function row(overrides: Partial<RosterCellsRow> = {}): RosterCellsRow {
  return {
    displayName: "Ana Torres",
    phone: "+1 (512) 555-0101",
    reply: "Available",
    standby: false,
    countedIn: false,
    etaMinutes: null,
    etaAtLabel: null,
    repliedLabel: "9:41 AM CST",
    delivery: null,
    ...overrides,
  };
}

const channel = (overrides: Partial<NonNullable<PageDelivery["email"]>> = {}): NonNullable<PageDelivery["email"]> => ({
  state: "sent",
  retrying: false,
  error: null,
  atLabel: "9:40 AM CST",
  fellBackTo: null,
  fallbackFor: null,
  ...overrides,
});

const delivery = (overrides: Partial<PageDelivery> = {}): PageDelivery => ({
  state: "sent",
  reached: true,
  email: channel(),
  sms: null,
  push: null,
  openedLabel: null,
  ...overrides,
});

const SHAPES: RosterCellsRow[] = [
  row(),
  row({
    reply: "NoReply",
    phone: null,
    repliedLabel: null,
    delivery: delivery({ state: "queued", email: channel({ state: "queued" }) }),
  }),
  row({
    reply: "Delayed",
    etaMinutes: 25,
    etaAtLabel: "10:06 AM CST",
    countedIn: true,
    delivery: delivery({ state: "replied", openedLabel: "9:41 AM CST" }),
  }),
  row({ reply: "Delayed", etaMinutes: 0, etaAtLabel: null, countedIn: false }),
  row({
    reply: "Available",
    standby: true,
    delivery: delivery({
      sms: channel({ state: "failed", error: `Carrier said "no" <b>&</b>`, fellBackTo: "email" }),
      email: channel({ fallbackFor: "sms" }),
    }),
  }),
  row({
    reply: "Unavailable",
    delivery: delivery({
      state: "failed",
      email: channel({ state: "failed", error: null }),
      sms: channel({ state: "queued", retrying: true, error: "timeout" }),
      push: channel({ state: "queued" }),
    }),
  }),
  row({
    reply: "Delayed",
    standby: true,
    countedIn: true,
    etaMinutes: 90,
    etaAtLabel: "11:11 AM CST",
    delivery: delivery({
      state: "opened",
      email: null,
      push: channel({ fellBackTo: "sms", fallbackFor: "email" }),
      openedLabel: "9:45 AM CST",
    }),
  }),
  // What people write: markup, quotes and ampersands are text, escaped as React escapes them.
  row({ displayName: `Tom & Jerry's "<b>crew</b>"`, phone: `555 <0102> & "x"` }),
  row({ displayName: "Peñasco Núñez-Éloïse", phone: "555.0103 ext 4" }),
  row({ displayName: "", phone: "" }),
];

const render = (element: ReactElement, lang: Lang) => renderInLanguage(element, lang, ["common", "activations"]);

const tableOf = (rows: ReactElement[]) => createElement("table", null, createElement("tbody", null, ...rows));

describe("the activation roster's cells as HTML strings", () => {
  for (const lang of LANGUAGES) {
    it(`are what React renders from RosterCellElements, in ${lang}`, async () => {
      const t = createT(lang, messagesFor(lang, "common", "activations"));
      const strings = await render(
        tableOf(SHAPES.map((r, i) => createElement("tr", { key: i }, createElement(RosterCells, { r, t })))),
        lang,
      );
      const elements = await render(
        tableOf(SHAPES.map((r, i) => createElement("tr", { key: i }, createElement(RosterCellElements, { r, t })))),
        lang,
      );
      expect(strings).toBe(elements);
      // The shapes reach every branch: badges, ETA, each channel's line, fallbacks, the opened time.
      expect(elements.match(/<tr>/g)).toHaveLength(SHAPES.length);
      for (const part of [
        "badge-pending ml-1",
        "badge-approved ml-1",
        'data-testid="delivery-sms" data-state="failed"',
        'data-testid="delivery-push"',
        "<!-- -->",
        "&lt;b&gt;crew&lt;/b&gt;",
        'href="tel:+15125550101"',
        'aria-hidden="true"',
      ]) {
        expect(elements).toContain(part);
      }
    });
  }
});
