import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { backTo, pageRefusal, requirePermission } from "~/access/respond.server";
import { PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TrainingNav } from "~/components/training/training-nav";
import { CredentialTypeFormSchema } from "~/models/credential.schema";
import { listCredentialTypes, saveCredentialType, trainingAccess } from "~/models/credential.server";
import { redirectWithToast } from "~/utils/toast.server";

const NOT_ALLOWED = "Only administrators edit the credential catalogue.";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  requirePermission(actor, "training.catalogue.edit", undefined, NOT_ALLOWED);
  return json({ access: trainingAccess(actor), types: listCredentialTypes({ includeInactive: true }) });
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  requirePermission(actor, "training.catalogue.edit", undefined, NOT_ALLOWED);
  const formData = await request.formData();
  if (formData.get("intent") !== "save") return json({ error: "Unknown action" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: CredentialTypeFormSchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0] ?? "Check the form";
    return redirectWithToast(backTo(request), { title: "Error", description: first, type: "error" });
  }
  try {
    const row = saveCredentialType(actor, submission.value);
    return redirectWithToast(backTo(request), {
      title: "Catalogue Saved",
      description: `${row.name} saved.`,
      type: "success",
    });
  } catch (error) {
    return pageRefusal(error, request);
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

function TypeForm({ t, submitLabel }: { t: TypeRow; submitLabel: string }) {
  const navigation = useNavigation();
  const key = t.id ?? "new";
  const busy = navigation.state === "submitting" && (navigation.formData?.get("id") ?? "new") === (t.id ?? "");
  return (
    <Form
      method="post"
      className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_1fr_auto_auto]"
      aria-label={t.name ? `Edit ${t.name}` : "Add a credential type"}
    >
      <input type="hidden" name="intent" value="save" />
      {t.id ? <input type="hidden" name="id" value={t.id} /> : null}
      <div>
        <label className="label" htmlFor={`name-${key}`}>
          Name
        </label>
        <input
          id={`name-${key}`}
          name="name"
          className="input"
          defaultValue={t.name ?? ""}
          required
          minLength={2}
          maxLength={100}
        />
      </div>
      <div>
        <label className="label" htmlFor={`validity-${key}`}>
          Valid for (months)
        </label>
        <input
          id={`validity-${key}`}
          name="validityMonths"
          type="number"
          min={1}
          max={600}
          className="input"
          defaultValue={t.validityMonths ?? ""}
          placeholder="No expiry"
        />
      </div>
      <div>
        <label className="label" htmlFor={`window-${key}`}>
          Renewal window (days)
        </label>
        <input
          id={`window-${key}`}
          name="renewalWindowDays"
          type="number"
          min={0}
          max={365}
          className="input"
          defaultValue={t.renewalWindowDays ?? 60}
          required
        />
      </div>
      <div className="flex items-center gap-2 pb-2">
        <input
          id={`active-${key}`}
          name="active"
          type="checkbox"
          defaultChecked={t.active ?? true}
          className="h-4 w-4"
        />
        <label htmlFor={`active-${key}`} className="text-sm">
          Active
        </label>
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Saving..." : submitLabel}
      </button>
    </Form>
  );
}

export default function CataloguePage() {
  const { access, types } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title="Credential Catalogue"
        description="The credentials members record. Validity sets the default expiry; the renewal window is when a credential shows as Expiring."
      />
      <TrainingNav {...access} />
      <ul className="space-y-3">
        {types.map((t) => (
          <li key={t.id} className="card">
            <TypeForm t={t} submitLabel="Save" />
          </li>
        ))}
      </ul>
      <section aria-labelledby="add-type-heading" className="card mt-6">
        <h2 id="add-type-heading" className="mb-3 text-lg font-semibold">
          Add a credential type
        </h2>
        <TypeForm t={{}} submitLabel="Add" />
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Credential Catalogue | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
