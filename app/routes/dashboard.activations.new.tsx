import { siteTitle } from "~/utils/page-meta";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formPageData, savedForm } from "~/flows/form-page.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { invalid } from "~/access/errors";
import { ActivationForm } from "~/components/activations/activation-form";
import { formMeta, formPage } from "~/components/content/form-page";
import { refuse, requirePage } from "~/flows/respond.server";
import { appBaseUrl } from "~/messaging/links.server";
import { ActivationFormSchema, activationInputFromForm, BACKUP_QUERY_MIN } from "~/models/activation.schema";
import { activationChapterOptions, createActivation } from "~/models/activation-send.server";
import { getActivationChapter } from "~/models/activation-common.server";
import { listCredentialTypes } from "~/models/credential.server";
import { backupLeaderOptions, nameablePeopleByIds, searchNameablePeople } from "~/models/activation-waves.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const guard = (request: Request) => requirePage(request, "activation.start", (t) => t("activations.new.notAllowed"));

const PAGE = {
  namespace: "activations",
  texts: { title: "activations.new.title", back: "activations.new.back", intro: "activations.new.description" },
  backTo: "/dashboard/activations",
} as const;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.activations", to: "/dashboard/activations" },
    { label: "dashboard.crumb.newActivation" },
  ],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor, i18n } = await guard(request);
  return formPageData(
    i18n,
    { ...PAGE, title: siteTitle(i18n.t("activations.new.meta")) },
    {
      chapters: activationChapterOptions(actor).map((c) => ({ id: c.id, name: c.name, timeZone: c.timeZone })),
      credentialTypes: listCredentialTypes().map((type) => ({ value: type.id, label: type.name })),
      // Named backup leaders a wave may alert (the API also takes members: `to: { userIds }`).
      backupLeaders: backupLeaderOptions(actor).map((p) => ({ id: p.id, name: p.name, chapterName: p.chapterName })),
    },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor, i18n } = await guard(request);
  const formData = await request.formData();
  const submission = parseSubmission(formData, { schema: ActivationFormSchema });
  // The named backups ticked so far, with their names, so the page shows them again (only people
  // the leader may name: a forged id shows nothing, and `checkWaves` refuses it on sending), and the
  // people search's matches for the text in its field: a post that sends nothing (a search, a refused
  // send) comes back as it was, without JS too. A refused send leaves out a search's "too short"
  // note, which only answers the search button.
  const backupsAsPosted = (searched: boolean) => {
    const chapterId = String(formData.get("chapterId") ?? "");
    const ticked = nameablePeopleByIds(actor, formData.getAll("backups.people").map(String), { chapterId });
    const query = String(formData.get("backupQuery") ?? "")
      .trim()
      .slice(0, 100);
    const found = query.length >= BACKUP_QUERY_MIN ? searchNameablePeople(actor, query, { chapterId }) : undefined;
    return searched || found ? { ticked, query, found } : { ticked };
  };
  if (submission.status === undefined) {
    // The people search's button (Conform's validate intent, a plain post without JS): the form comes
    // back as typed, nothing sent, with the people found.
    return json({ ok: false, result: submission.reply(), backups: backupsAsPosted(true) });
  }
  if (submission.status !== "success")
    return json({ ok: false, result: submission.reply(), backups: backupsAsPosted(false) }, { status: 400 });
  let created;
  try {
    // The report-by time is read in the chapter's zone.
    const chapter = getActivationChapter(submission.value.chapterId);
    if (!chapter) throw invalid("Please select a chapter", { chapterId: ["Please select a chapter"] });
    const input = activationInputFromForm(submission.value, chapter.timeZone);
    created = createActivation(actor, input, { baseUrl: appBaseUrl(request) });
  } catch (error) {
    return refuse(error, request, {
      submission,
      failure: "common.toast.failed",
      data: { backups: backupsAsPosted(false) },
    });
  }
  const { t } = i18n;
  return savedForm(formData, submission, {
    to: `/dashboard/activations/${created.activation.id}`,
    title: t("activations.toast.sent"),
    text: t("activations.toast.alerted", { count: created.alerted }),
  });
}

export default formPage<typeof loader>(ActivationForm);

export const meta = formMeta("New Activation | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
