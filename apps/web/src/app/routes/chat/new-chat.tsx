import { useLocation } from 'react-router';
import { ChatSession } from '../../../features/chat/components/chat-session.tsx';

/**
 * / and /chat: the new-chat screen (spec §2). Every navigation here ('MIKEar', 'Nueva consulta') starts a fresh
 * chat: the session is keyed by the location entry.
 */
export function NewChatPage() {
  const { key } = useLocation();
  return <ChatSession key={key} />;
}
