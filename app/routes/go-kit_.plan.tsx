import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { useZodForm } from "~/components/zod-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConformField, ConformTextarea } from "~/components/forms";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { HouseholdPlanSchema } from "~/models/household-plan.schema";
import { getHouseholdPlan, saveHouseholdPlan } from "~/models/household-plan.server";
import { redirectWithToast } from "~/utils/toast.server";
import { pageMeta, siteTitle } from "~/utils/page-meta";

/** The member's household plan: a plain form (works without JS), printable, kept in the go-kit. */
export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  const plan = getHouseholdPlan(actor);
  return json(
    {
      i18n: i18n.messages("gokit"),
      meta: { title: i18n.t("gokit.plan.title") },
      plan: {
        meetingPlaceNear: plan?.meetingPlaceNear ?? "",
        meetingPlaceAway: plan?.meetingPlaceAway ?? "",
        outOfAreaContactName: plan?.outOfAreaContactName ?? "",
        outOfAreaContactPhone: plan?.outOfAreaContactPhone ?? "",
        medicalNotes: plan?.medicalNotes ?? "",
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const { t } = await getI18n(request);
  const submission = parseWithZod(await request.formData(), { schema: HouseholdPlanSchema });
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
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useT();
  const [form, fields] = useZodForm(HouseholdPlanSchema, {
    id: "household-plan",
    lastResult: actionData?.result,
    defaultValue: plan,
  });
  // Schema messages are catalogue keys (see household-plan.schema.ts).
  const errors = (list?: string[]) => list?.map((key) => t(key));
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("gokit.plan.title")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("gokit.plan.intro")}</p>
      <Form method="post" className="mt-6" {...getFormProps(form)}>
        <ConformField
          field={fields.meetingPlaceNear}
          label={t("gokit.plan.meetingPlaceNear")}
          hint={t("gokit.plan.meetingPlaceNearHint")}
          errors={errors(fields.meetingPlaceNear.errors)}
        />
        <ConformField
          field={fields.meetingPlaceAway}
          label={t("gokit.plan.meetingPlaceAway")}
          hint={t("gokit.plan.meetingPlaceAwayHint")}
          errors={errors(fields.meetingPlaceAway.errors)}
        />
        <ConformField
          field={fields.outOfAreaContactName}
          label={t("gokit.plan.contactName")}
          autoComplete="off"
          errors={errors(fields.outOfAreaContactName.errors)}
        />
        <ConformField
          field={fields.outOfAreaContactPhone}
          type="tel"
          label={t("gokit.plan.contactPhone")}
          autoComplete="off"
          errors={errors(fields.outOfAreaContactPhone.errors)}
        />
        <ConformTextarea
          field={fields.medicalNotes}
          label={t("gokit.plan.medicalNotes")}
          hint={t("gokit.plan.medicalNotesHint")}
          errors={errors(fields.medicalNotes.errors)}
        />
        <div className="flex flex-wrap gap-3 print:hidden">
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? t("gokit.plan.saving") : t("gokit.plan.save")}
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
