import type { BusinessSettings, RetentionMonths } from '@mike/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditLogQueryKey } from './get-audit-log.ts';

const settingsQueryKey = ['business-settings'] as const;

export function useBusinessSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: async ({ signal }) => (await apiRequest('getBusinessSettings', {}, { signal })).settings,
  });
}

/** POST /business/settings (the OWNER): how long conversations are kept. The change shows in the trail at once. */
export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (retentionMonths: RetentionMonths): Promise<BusinessSettings> =>
      (await apiRequest('updateBusinessSettings', { body: { retentionMonths } })).settings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      await queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
    },
  });
}
