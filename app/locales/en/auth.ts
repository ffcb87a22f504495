// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
const messages: Record<string, string> = {
  "auth.login.title": "Sign In",
  "auth.login.subtitle": "Welcome back. Sign in to your account.",
  "auth.login.submitting": "Signing in...",
  "auth.login.noAccount": "Don't have an account?",
  "auth.login.register": "Register",
  "auth.login.backHome": "Back to home",
  "auth.login.metaTitle": "Sign In | CERT Chapters",
  "auth.field.email": "Email",
  "auth.field.password": "Password",
  "auth.register.title": "Create Account",
  "auth.register.subtitle": "Join your local emergency-response chapter.",
  "auth.register.role": "Role",
  "auth.register.roleMember": "Member",
  "auth.register.roleLeader": "Chapter Leader (requires approval)",
  "auth.register.fullName": "Full Name",
  "auth.register.passwordHint": "At least 8 characters.",
  "auth.register.confirmPassword": "Confirm Password",
  "auth.register.justification": "Why do you want to lead a chapter?",
  "auth.register.justificationHint": "An administrator reviews leadership requests.",
  "auth.register.justificationHintNoJs": "Only needed if you chose Chapter Leader.",
  "auth.register.submitting": "Creating account...",
  "auth.register.haveAccount": "Already have an account?",
  "auth.register.signIn": "Sign in",
  "auth.register.metaTitle": "Register | CERT Chapters",
};

export default messages;
