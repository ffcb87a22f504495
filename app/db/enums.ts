/**
 * Value lists the schema enumerates and the browser also needs (form options). Kept apart from
 * schema.ts so importing them does not pull Drizzle into the client bundle.
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
