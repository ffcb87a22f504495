// Stub: the AI guide work (issue 4) replaces this with the full chat card.
import type { GuideMessage } from "~/utils/guide/conversation.server";

export function GuideChat({ initialMessages: _m }: { initialMessages: GuideMessage[] }) {
  return (
    <div className="card h-[600px]">
      <h2 className="text-xl font-bold">AI Emergency Preparedness Guide</h2>
    </div>
  );
}
