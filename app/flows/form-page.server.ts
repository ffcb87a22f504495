import type { Submission } from "@conform-to/react";
import { json } from "@remix-run/node";
import type { FormPageTexts } from "~/components/content/form-page";
import type { Namespace } from "~/i18n/catalogue.server";
import type { RequestI18n } from "~/i18n/i18n.server";
import { respondWithToast } from "~/utils/enhanced-response.server";
import { siteTitle } from "~/utils/page-meta";

/**
 * The two small helpers of a page that is one form (components/content/form-page.tsx). Such a route
 * is written out like every other form route (docs/how-to/form-page.md, decision 028): its loader
 * guards and calls `formPageData`; its action guards, reads the post, parses it with the shared zod
 * schema (`parseSubmission`), calls the model, answers a refusal with `refuse` (flows/respond.server)
 * and a success with `savedForm`.
 */

/** The page around the form: what its form is drawn with, its texts and way back, <title>, catalogues. */
export function formPageData<Props>(
  i18n: RequestI18n,
  page: {
    /** The catalogue of the page's texts (the `validation` one is always sent too). */
    namespace: Namespace;
    /** The heading, the way back and the line under the heading (catalogue keys). */
    texts: FormPageTexts;
    backTo: string;
    /** The heading's placeholders, from what is edited. */
    values?: Record<string, string | number>;
    /** The page's <title>, already in the reader's language, when it is not "<heading> | CERT Chapters". */
    title?: string;
  },
  form: Props,
) {
  const { texts, backTo, values } = page;
  return json({
    form,
    page: { texts, backTo, values },
    title: page.title ?? siteTitle(i18n.t(texts.title)),
    i18n: i18n.messages(page.namespace, "validation"),
  });
}

/**
 * A saved form's answer: the success toast and the redirect to `to` (post/redirect/get), or JSON for
 * an enhanced post (a dialog's fetcher), with the form's reply: reset after a create, kept after an
 * edit (`keep`).
 */
export function savedForm(
  formData: FormData,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema's submission replies the same way
  submission: Submission<any, string[], any>,
  saved: { to: string; title: string; text: string; keep?: boolean },
) {
  return respondWithToast(formData, {
    redirectTo: saved.to,
    fallback: saved.to,
    toast: { title: saved.title, description: saved.text, type: "success" },
    data: { result: submission.reply(saved.keep ? {} : { resetForm: true }) },
  });
}
