import {
  apiPrefix,
  endpoints,
  type TBillingProfile,
  type TUpdateBillingProfileRequest,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { getBillingProfileQueryOptions } from './get-billing-profile';

/** PUT /v1/billing/profile. */
export function saveBillingProfile(body: TUpdateBillingProfileRequest): Promise<TBillingProfile> {
  return http.put({
    path: `${apiPrefix}${endpoints.billing.profile}`,
    schema: 'ZBillingProfile',
    body,
  });
}

/** Saves the profile and puts the answer in the cache (the form resets to it). */
export function useSaveBillingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(getBillingProfileQueryOptions().queryKey, saved);
    },
  });
}
