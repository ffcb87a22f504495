/** A card of the settings pages: its heading's id and its texts (catalogue keys). */
export type SettingsCard = { headingId: string; title: string; description: string };

/**
 * A card that is one form: the `intent` it posts, its form's id, the page it lives on (a save comes
 * back to it), its submit button's texts and class, and the toast a save shows (catalogue keys).
 */
export type SettingsFormCard = SettingsCard & {
  intent: string;
  formId: string;
  redirectTo: string;
  submit: string;
  pending: string;
  submitClassName?: string;
  toast: { title: string; description: string };
};

const PROFILE_PAGE = "/dashboard/settings/profile";

/** The settings pages' forms, one entry each; the server's save flow and the page's card read the same entry. */
export const SETTINGS_FORMS = {
  profile: {
    intent: "profile",
    formId: "profile-form",
    redirectTo: PROFILE_PAGE,
    headingId: "profile-heading",
    title: "dashboard.profile.title",
    description: "dashboard.profile.description",
    submit: "dashboard.profile.save",
    pending: "dashboard.settings.saving",
    toast: { title: "dashboard.profile.savedToast", description: "dashboard.profile.savedToastText" },
  },
  leaderRequest: {
    intent: "request-role",
    formId: "role-request-form",
    redirectTo: PROFILE_PAGE,
    headingId: "leader-request-heading",
    title: "dashboard.profile.leaderTitle",
    description: "dashboard.profile.leaderDescription",
    submit: "dashboard.profile.leaderSubmit",
    pending: "dashboard.settings.submitting",
    submitClassName: "btn-secondary",
    toast: { title: "dashboard.profile.roleRequestToast", description: "dashboard.profile.roleRequestToastText" },
  },
  notifications: {
    intent: "notifications",
    formId: "notifications-form",
    redirectTo: "/dashboard/settings/notifications",
    headingId: "notifications-heading",
    title: "dashboard.notifications.title",
    description: "dashboard.notifications.description",
    submit: "dashboard.notifications.save",
    pending: "dashboard.settings.saving",
    toast: { title: "dashboard.notifications.savedToast", description: "dashboard.notifications.savedToastText" },
  },
  preferences: {
    intent: "preferences",
    formId: "preferences-form",
    redirectTo: "/dashboard/settings/preferences",
    headingId: "preferences-heading",
    title: "dashboard.preferences.title",
    description: "dashboard.preferences.description",
    submit: "dashboard.preferences.save",
    pending: "dashboard.settings.saving",
    toast: { title: "dashboard.preferences.savedToast", description: "dashboard.preferences.savedToastText" },
  },
  password: {
    intent: "password",
    formId: "password-form",
    redirectTo: "/dashboard/settings/security",
    headingId: "password-heading",
    title: "dashboard.security.title",
    description: "dashboard.security.description",
    submit: "dashboard.security.submit",
    pending: "dashboard.security.changing",
    toast: { title: "dashboard.security.changedToast", description: "dashboard.security.changedToastText" },
  },
} satisfies Record<string, SettingsFormCard>;

/** The security page's account card (no form of its own: a sign-out button). */
export const ACCOUNT_CARD: SettingsCard = {
  headingId: "account-heading",
  title: "dashboard.security.account",
  description: "dashboard.security.accountDescription",
};

/** The security page's "Your data" card: the download of everything stored about the member. */
export const DATA_CARD: SettingsCard = {
  headingId: "data-heading",
  title: "dashboard.data.title",
  description: "dashboard.data.description",
};

/** The security page's "Delete your account" card: a link to the page that explains and confirms it. */
export const DELETE_ACCOUNT_CARD: SettingsCard = {
  headingId: "delete-heading",
  title: "dashboard.deleteAccount.title",
  description: "dashboard.deleteAccount.cardDescription",
};
