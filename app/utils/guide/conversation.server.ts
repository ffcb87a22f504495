// Stub: the AI guide work (issue 4) replaces this with the cookie-identified server-side conversation.
export interface GuideMessage {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: string;
}

export async function getGuideConversation(_request: Request): Promise<GuideMessage[]> {
  return [];
}
