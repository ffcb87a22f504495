import { optionList } from "../utils/options";

/**
 * Value lists the schema enumerates and the browser also needs (form options). Kept apart from
 * schema.ts so importing them does not pull Drizzle into the client bundle.
 */
export const INTEREST_LEVEL_OPTIONS = optionList({
  Member: "Participate in chapter activities",
  ChapterLeader: "Lead a local chapter",
  IndividualDonor: "Individual Donor",
  DonorAdvisedFund: "Donor Advised Fund",
  CorporateFoundation: "Corporate Foundation",
  GovernmentAgency: "Government Agency",
  PartnerSponsor: "Partner / Sponsor",
  MediaPR: "Media / PR",
});

/** Who may read a resource: members, leaders, or administrators only. */
export const ACCESS_LEVELS = ["Member", "Leader", "Admin"] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** A member's reply to an activation (call-out). */
export const ACTIVATION_REPLIES = ["Available", "Delayed", "Unavailable"] as const;
export type ActivationReply = (typeof ACTIVATION_REPLIES)[number];
