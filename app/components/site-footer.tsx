import { Link } from "@remix-run/react";
import { WaitlistDialogLink } from "./waitlist-dialog-link";

const SOCIAL = ["Facebook", "Twitter", "LinkedIn", "Instagram"];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-bold">CERT Chapters</p>
          <p className="mt-2 max-w-md text-sm text-slate-700 dark:text-slate-300">
            A national network of local community emergency-response teams building resilient communities through
            coordinated preparedness, training and response.
          </p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            A project by{" "}
            <a href="#company" className="link">
              Community Resilience Works
            </a>
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {SOCIAL.map((s) => (
              <li key={s}>
                <a href="#social" className="link text-sm">
                  {s}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">Quick Links</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link to="/chapters" className="link">
                Find Chapters
              </Link>
            </li>
            <li>
              <WaitlistDialogLink className="link" title="Start Chapter">
                Start Chapter
              </WaitlistDialogLink>
            </li>
            <li>
              <a href="#training-resources" className="link">
                Training Resources
              </a>
            </li>
            <li>
              <a href="#emergency-protocols" className="link">
                Emergency Protocols
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">Support</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {["Help Center", "Contact Us", "Privacy Policy", "Terms of Service"].map((l) => (
              <li key={l}>
                <a href={`#${l.toLowerCase().replace(/\s+/g, "-")}`} className="link">
                  {l}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
        © 2025 CERT Chapters. All rights reserved.
      </p>
    </footer>
  );
}
