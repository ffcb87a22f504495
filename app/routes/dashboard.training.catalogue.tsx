import { parseSubmission } from "~/utils/form-submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { backTo, refuse, requirePage, requirePageAction } from "~/flows/respond.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field } from "~/components/form-fields";
import { catalogueTitle } from "~/components/dashboard/page-title";
import { TrainingPage } from "~/components/training/training-page";
import { useT } from "~/i18n/react";
import { translateValidation } from "~/i18n/validation";
import { CredentialTypeFormSchema } from "~/models/credential.schema";
import { listCredentialTypes, saveCredentialType, trainingAccess } from "~/models/credential.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "dashboard.nav.training", to: "/dashboard/training" }, { label: "dashboard.crumb.catalogue" }],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor, i18n } = await requirePage(request, "training.catalogue.edit", (t) => t("training.refusal.catalogue"));
  return json({
    access: trainingAccess(actor),
    types: listCredentialTypes({ includeInactive: true }),
    i18n: i18n.messages("training"),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor, t, formData, intent } = await requirePageAction(request, "training.catalogue.edit", (t) =>
    t("training.refusal.catalogue"),
  );
  if (intent !== "save") return json({ error: "Unknown action" }, { status: 400 });
  const submission = parseSubmission(formData, { schema: CredentialTypeFormSchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0];
    return redirectWithToast(backTo(request), {
      title: t("training.toast.error"),
      description: first ? translateValidation(t, first) : t("training.catalogue.checkForm"),
      type: "error",
    });
  }
  try {
    const row = saveCredentialType(actor, submission.value);
    return redirectWithToast(backTo(request), {
      title: t("training.catalogue.saved"),
      description: t("training.catalogue.savedText", { name: row.name }),
      type: "success",
    });
  } catch (error) {
    return refuse(error, request, { failure: "common.toast.failed" });
  }
}

type TypeRow = {
  id?: string;
  name?: string;
  description?: string | null;
  validityMonths?: number | null;
  renewalWindowDays?: number;
  active?: boolean;
};

/** One catalogue field: a label above its input (every type's row has the same fields). */
/** The form's text and number fields, one row each: id prefix, label, the input's own attributes. */
const TYPE_FIELDS = [
  {
    id: "name",
    label: "training.catalogue.name",
    input: { name: "name", required: true, minLength: 2, maxLength: 100 },
  },
  {
    id: "validity",
    label: "training.catalogue.validity",
    placeholder: "training.catalogue.noExpiry",
    input: { name: "validityMonths", type: "number", min: 1, max: 600 },
  },
  {
    id: "window",
    label: "training.catalogue.window",
    input: { name: "renewalWindowDays", type: "number", min: 0, max: 365, required: true },
  },
] as const;

function TypeForm({ type, submitLabel }: { type: TypeRow; submitLabel: string }) {
  const navigation = useNavigation();
  const { t } = useT();
  const key = type.id ?? "new";
  const defaults = {
    name: type.name ?? "",
    validityMonths: type.validityMonths ?? "",
    renewalWindowDays: type.renewalWindowDays ?? 60,
  };
  const busy = navigation.state === "submitting" && (navigation.formData?.get("id") ?? "new") === (type.id ?? "");
  return (
    <Form
      method="post"
      className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_1fr_auto_auto]"
      aria-label={type.name ? t("training.catalogue.edit", { name: type.name }) : t("training.catalogue.add")}
    >
      <input type="hidden" name="intent" value="save" />
      {type.id ? <input type="hidden" name="id" value={type.id} /> : null}
      {TYPE_FIELDS.map((field) => (
        <Field
          key={field.id}
          className=""
          labelProps={{ children: t(field.label) }}
          inputProps={{
            id: `${field.id}-${key}`,
            ...field.input,
            defaultValue: defaults[field.input.name],
            placeholder: "placeholder" in field ? t(field.placeholder) : undefined,
          }}
        />
      ))}
      <div className="flex items-center gap-2 pb-2">
        <input
          id={`active-${key}`}
          name="active"
          type="checkbox"
          defaultChecked={type.active ?? true}
          className="h-4 w-4"
        />
        <label htmlFor={`active-${key}`} className="text-sm">
          {t("training.catalogue.active")}
        </label>
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t("training.catalogue.saving") : submitLabel}
      </button>
    </Form>
  );
}

export default function CataloguePage() {
  const { access, types } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <TrainingPage
      title={t("training.catalogue.title")}
      description={t("training.catalogue.description")}
      access={access}
    >
      <ul className="space-y-3">
        {types.map((type) => (
          <li key={type.id} className="card">
            <TypeForm type={type} submitLabel={t("training.catalogue.save")} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="add-type-heading" className="card mt-6">
        <h2 id="add-type-heading" className="mb-3 text-lg font-semibold">
          {t("training.catalogue.add")}
        </h2>
        <TypeForm type={{}} submitLabel={t("training.catalogue.addSubmit")} />
      </section>
    </TrainingPage>
  );
}

export const meta = catalogueTitle("training.catalogue.metaTitle", "Credential Catalog | CERT Chapters");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
