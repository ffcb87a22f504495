// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
const messages: Record<string, string> = {
  "landing.meta.title": "CERT Chapters — We Said, Never Again.",
  "landing.meta.description":
    "A national network of local community emergency-response teams. Find a chapter, train with your neighbors and join the early-access waitlist.",
  "landing.hero.titleStart": "We Said,",
  "landing.hero.titleEmphasis": "Never Again.",
  "landing.hero.subtitle": "Building a national network of local response teams, ready before disaster strikes.",
  "landing.hero.text":
    "Hurricanes, floods and wildfires. Civil unrest, mass shootings and terrorist attacks. When the worst happens, the first help comes from neighbors. Our chapters train ordinary people in preparedness, first aid and coordinated response, so every community has a team ready to act.",
  "landing.video.pause": "Pause background video",
  "landing.video.play": "Play background video",
  "landing.features.title": "Comprehensive Emergency Preparedness",
  "landing.features.intro":
    "Everything a volunteer response team needs to organize, train and act together, before, during and after a disaster.",
  "landing.features.chapters.title": "Chapter Management",
  "landing.features.chapters.body":
    "Start or join a local chapter. Leaders review membership requests through a clear approval workflow.",
  "landing.features.training.title": "Training & Events",
  "landing.features.training.body":
    "Schedule drills and CERT courses, collect RSVPs, and add every session to your calendar.",
  "landing.features.resources.title": "Resource Library",
  "landing.features.resources.body":
    "Checklists, protocols and training material, shared with exactly the people who should see them.",
  "landing.features.communication.title": "Communication Tools",
  "landing.features.communication.body":
    "Announcements, alerts and email notifications that reach your whole chapter or the whole network.",
  "landing.features.roles.title": "Role-Based Access",
  "landing.features.roles.body":
    "Administrators, chapter leaders and members each see what they need, with an audit trail of every change.",
  "landing.features.dashboard.title": "Management Dashboard",
  "landing.features.dashboard.body":
    "Metrics, pending approvals and recent activity at a glance, so nothing waits on a busy volunteer.",
  "landing.guide.title": "AI Emergency Preparedness Guide",
  "landing.guide.intro":
    "Ask how to build a kit, make a family plan, or what to do in a flood, fire or active-shooter situation.",
  "landing.cta.title": "Ready to Strengthen Your Community?",
  "landing.cta.text":
    "Be the first to know when chapters open near you. Join 1000's of emergency preparedness professionals on the waitlist.",
  "landing.email.joined": "You're on the waitlist!",
  "landing.email.label": "Email address for launch updates",
  "landing.email.placeholder": "Enter Email Address For Launch Updates",
  "landing.email.submit": "SUBMIT",
  "landing.email.dialogTitle": "Complete Your Registration",
  "landing.find.label": "Find a chapter near you",
  "landing.find.input": "ZIP code or city",
  "landing.find.placeholder": "ZIP code or city",
  "landing.find.submit": "Find a chapter near you",
  "landing.find.orWaitlist": "No chapter near you yet? Get early access:",
};

export default messages;
