import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { invalid } from "~/access/errors";
import { ActivationForm } from "~/components/activations/activation-form";
import { formMeta, formPage } from "~/components/content/form-page";
import { formAction, formLoader, type FormSpec, type SignedIn } from "~/flows/form-route.server";
import { requirePage } from "~/flows/respond.server";
import { appBaseUrl } from "~/messaging/links.server";
import { ActivationFormSchema, activationInputFromForm } from "~/models/activation.schema";
import { activationChapterOptions, createActivation } from "~/models/activation-send.server";
import { getActivationChapter } from "~/models/activation-common.server";
import { listCredentialTypes } from "~/models/credential.server";
import { siteTitle } from "~/utils/page-meta";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const NEW_ACTIVATION = {
  guard: ({ request }) => requirePage(request, "activation.start", (t) => t("activations.new.notAllowed")),
  namespace: "activations",
  backTo: "/dashboard/activations",
  form: ({ actor }) => ({
    chapters: activationChapterOptions(actor).map((c) => ({ id: c.id, name: c.name, timeZone: c.timeZone })),
    credentialTypes: listCredentialTypes().map((type) => ({ value: type.id, label: type.name })),
  }),
  texts: { title: "activations.new.title", back: "activations.new.back", intro: "activations.new.description" },
  title: (t) => siteTitle(t("activations.new.meta")),
  schema: ActivationFormSchema,
  failure: "common.toast.failed",
  save: (value, { actor, i18n: { t } }, { request }) => {
    // The report-by time is read in the chapter's zone.
    const chapter = getActivationChapter(value.chapterId);
    if (!chapter) throw invalid("Please select a chapter", { chapterId: ["Please select a chapter"] });
    const input = activationInputFromForm(value, chapter.timeZone);
    const { activation, alerted } = createActivation(actor, input, { baseUrl: appBaseUrl(request) });
    const text = t("activations.toast.alerted", { count: alerted });
    return { to: `/dashboard/activations/${activation.id}`, title: t("activations.toast.sent"), text };
  },
} satisfies FormSpec<SignedIn, typeof ActivationFormSchema, unknown>;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.activations", to: "/dashboard/activations" },
    { label: "dashboard.crumb.newActivation" },
  ],
};

export const loader = (args: LoaderFunctionArgs) => formLoader(args, NEW_ACTIVATION);

export const action = (args: ActionFunctionArgs) => formAction(args, NEW_ACTIVATION);

export default formPage<typeof loader>(ActivationForm);

export const meta = formMeta("New Activation | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
