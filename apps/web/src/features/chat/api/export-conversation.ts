import { browserRoutes } from '@mike/contracts';
import { downloadFile } from '../../../lib/download-file.ts';

/** GET /conversations/:id/export.docx: the chat as a .docx memo, named by the server after its title. */
export function exportConversation(chatId: string): Promise<void> {
  return downloadFile(browserRoutes.exportConversation.path, { id: chatId }, 'consulta.docx');
}
