import { useLocation, useParams } from 'react-router';
import { ChatSession } from '../../../features/chat/components/chat-session.tsx';

/**
 * /, /chat and /chat/:id. The first two are the new-chat screen (spec §2): every navigation there ('MIKEar',
 * 'Nueva consulta') starts a fresh chat, the session being keyed by the location entry. /chat/:id is one chat
 * (issue 14), so a reload or a link opens it again.
 */
export function NewChatPage() {
  const { key } = useLocation();
  const { id } = useParams();
  return <ChatSession key={id ?? key} chatId={id ?? null} />;
}
