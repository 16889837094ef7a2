import type { LoginIntent } from '@mike/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /client-user/agent-login-intent: sends the 4-digit code to the phone's WhatsApp. `phone` is the full
 * number with its country code and no plus sign (the login screen prefixes '34', spec §5).
 */
export async function createAgentLoginIntent(phone: string): Promise<LoginIntent> {
  const { loginIntent } = await apiRequest('agentLoginIntent', { body: { phone } });
  return loginIntent;
}
