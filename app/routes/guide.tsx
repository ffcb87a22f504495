import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GuideChat } from "~/components/guide-chat";
import { getGuideConversation } from "~/guide/conversation.server";

/** The guide on a page of its own (linkable, and light for low-bandwidth visitors). */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ messages: await getGuideConversation(request) });
}

export default function GuidePage() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <section id="guide" className="mx-auto max-w-3xl scroll-mt-4 px-4 py-10" aria-labelledby="guide-page-title">
      <h1 id="guide-page-title" className="mb-2 text-3xl font-extrabold tracking-tight">
        Emergency Preparedness Guide
      </h1>
      <p className="mb-6 text-slate-700 dark:text-slate-300">
        Practical answers drawn from public guidance by Ready.gov/FEMA, the American Red Cross, the CDC, the American
        Heart Association, NOAA/NWS and Poison Help. It is not a substitute for emergency services: if someone is in
        danger, call 911. You can also{" "}
        <Link to="/guide/topics" className="link">
          read every topic in full
        </Link>
        , step by step.
      </p>
      <GuideChat initialMessages={messages} redirectTo="/guide#guide" />
    </section>
  );
}

export const meta: MetaFunction = () => [
  { title: "Emergency Preparedness Guide — CERT Chapters" },
  {
    name: "description",
    content:
      "Ask the AI Emergency Preparedness Guide about emergency kits, family plans, disasters, first aid and CPR.",
  },
];
