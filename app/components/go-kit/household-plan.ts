import type { HouseholdPlanInput } from "~/models/household-plan.schema";

type PlanField = keyof HouseholdPlanInput;

/**
 * The household plan's fields, in order, with their texts (catalogue keys): the plan's form renders
 * one control each, the go-kit one line each. `multiline` ones are textareas.
 */
export const PLAN_FIELDS: Array<{
  name: PlanField;
  label: string;
  hint?: string;
  type?: "tel";
  autoComplete?: "off";
  multiline?: true;
}> = [
  { name: "meetingPlaceNear", label: "gokit.plan.meetingPlaceNear", hint: "gokit.plan.meetingPlaceNearHint" },
  { name: "meetingPlaceAway", label: "gokit.plan.meetingPlaceAway", hint: "gokit.plan.meetingPlaceAwayHint" },
  { name: "outOfAreaContactName", label: "gokit.plan.contactName", autoComplete: "off" },
  { name: "outOfAreaContactPhone", label: "gokit.plan.contactPhone", type: "tel", autoComplete: "off" },
  { name: "medicalNotes", label: "gokit.plan.medicalNotes", hint: "gokit.plan.medicalNotesHint", multiline: true },
];

/** The plan's values as the form shows them: every field, an empty one as "". */
export function planFormValues(plan: Partial<Record<PlanField, string | null>> | null) {
  return Object.fromEntries(PLAN_FIELDS.map(({ name }) => [name, plan?.[name] ?? ""])) as Record<PlanField, string>;
}
