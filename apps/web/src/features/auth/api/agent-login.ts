import type { AgentLoginRequest, AuthResponse } from '@mike/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /client-user/agent-login: the intent's id and the 4-digit code. */
export function agentLogin(body: AgentLoginRequest): Promise<AuthResponse> {
  return apiRequest('agentLogin', { body });
}
