// Catalogue keys for the training records' enums, written as literal keys (the catalogue test reads them).
import type { ReadinessCell } from "~/models/credential.schema";
import type { ActivityType } from "~/models/hours.schema";

export const CREDENTIAL_STATUS_KEYS: Record<ReadinessCell, string> = {
  Valid: "training.status.valid",
  Expiring: "training.status.expiring",
  Expired: "training.status.expired",
  Pending: "training.status.pending",
  Rejected: "training.status.rejected",
  Missing: "training.status.missing",
};

export const ACTIVITY_TYPE_KEYS: Record<ActivityType, string> = {
  Training: "training.hours.type.training",
  Event: "training.hours.type.event",
  Activation: "training.hours.type.activation",
  Service: "training.hours.type.service",
};

export const SERVICE_STATUS_KEYS: Record<string, string> = {
  Pending: "training.hours.serviceStatus.pending",
  Approved: "training.hours.serviceStatus.approved",
  Rejected: "training.hours.serviceStatus.rejected",
};

/** Who stands behind an hours row when it is not a person's name. */
export const APPROVED_BY_KEYS = {
  code: "training.hours.approvedBy.code",
  checkInOut: "training.hours.approvedBy.checkInOut",
  leader: "training.hours.approvedBy.leader",
} as const;

/** An activation's hours row: its title and whether it was a drill. */
export const ACTIVATION_ACTIVITY_KEYS = {
  drill: "training.hours.activity.drill",
  activation: "training.hours.activity.activation",
} as const;
