/**
 * The interest levels (value: label), the one list: `~/db/schema` re-exports it as INTEREST_LEVELS.
 * It lives here because importing the schema would pull Drizzle into the client bundle.
 */
export const INTEREST_LEVEL_OPTIONS = [
  { value: "Member", label: "Participate in chapter activities" },
  { value: "ChapterLeader", label: "Lead a local chapter" },
  { value: "IndividualDonor", label: "Individual Donor" },
  { value: "DonorAdvisedFund", label: "Donor Advised Fund" },
  { value: "CorporateFoundation", label: "Corporate Foundation" },
  { value: "GovernmentAgency", label: "Government Agency" },
  { value: "PartnerSponsor", label: "Partner / Sponsor" },
  { value: "MediaPR", label: "Media / PR" },
] as const;

/** The name of the hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";

/** Success texts shared by the page, the dialogs and the tests. */
export const WAITLIST_TOAST = {
  title: "Welcome to the waitlist!",
  description: "You'll be among the first to know when we launch.",
} as const;
