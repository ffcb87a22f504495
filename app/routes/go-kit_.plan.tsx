import { getFormProps } from "@conform-to/react";
import { parseSubmission } from "~/utils/form-submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConformField, ConformTextarea } from "~/components/forms";
import { PLAN_FIELDS, planFormValues } from "~/components/go-kit/household-plan";
import { usePageForm } from "~/components/zod-form";
import { goKitPage } from "~/flows/go-kit-page.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { HouseholdPlanSchema } from "~/models/household-plan.schema";
import { getHouseholdPlan, saveHouseholdPlan } from "~/models/household-plan.server";
import { redirectWithToast } from "~/utils/toast.server";
import { pageMeta, siteTitle } from "~/utils/page-meta";

/** The member's household plan: a plain form (works without JS), printable, kept in the go-kit. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  goKitPage(request, "gokit.plan.title", (actor) => ({ plan: planFormValues(getHouseholdPlan(actor)) }));

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const { t } = await getI18n(request);
  const submission = parseSubmission(await request.formData(), { schema: HouseholdPlanSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  saveHouseholdPlan(actor, submission.value);
  return redirectWithToast("/go-kit", {
    type: "success",
    title: t("gokit.plan.savedTitle"),
    description: t("gokit.plan.savedText"),
  });
}

export default function HouseholdPlanPage() {
  const { plan } = useLoaderData<typeof loader>();
  const { t } = useT();
  const { form, fields, submitting } = usePageForm(HouseholdPlanSchema, { id: "household-plan", defaultValue: plan });
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("gokit.plan.title")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("gokit.plan.intro")}</p>
      <Form method="post" className="mt-6" {...getFormProps(form)}>
        {PLAN_FIELDS.map(({ name, label, hint, multiline, ...input }) => {
          const field = fields[name];
          const wired = {
            field,
            label: t(label),
            hint: hint && t(hint),
            // Schema messages are catalogue keys (see household-plan.schema.ts).
            errors: field.errors?.map((key) => t(key)),
          };
          return multiline ? (
            <ConformTextarea key={name} {...wired} />
          ) : (
            <ConformField key={name} {...wired} {...input} />
          );
        })}
        <div className="flex flex-wrap gap-3 print:hidden">
          <button type="submit" className="btn-primary" disabled={submitting}>
            {submitting ? t("gokit.plan.saving") : t("gokit.plan.save")}
          </button>
          <Link to="/go-kit" className="btn-secondary">
            {t("gokit.plan.back")}
          </Link>
        </div>
      </Form>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(siteTitle(data?.meta.title ?? "Household plan"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
