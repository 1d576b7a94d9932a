import {
  apiPrefix,
  endpoints,
  type TUpdateUserDetailsRequest,
  type TUpdateUserDetailsResponse,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { getInitQueryOptions } from '@/lib/init/get-init';

/** PUT /v1/users/me/details: answers with the updated current user. */
export function updateUserDetails(
  body: TUpdateUserDetailsRequest,
): Promise<TUpdateUserDetailsResponse> {
  return http.put({
    path: `${apiPrefix}${endpoints.users.details}`,
    schema: 'ZUpdateUserDetailsResponse',
    body,
  });
}

/** Saves the details and puts the answer's user into the init cache (keeping the token). */
export function useUpdateUserDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserDetails,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(getInitQueryOptions().queryKey, (init) =>
        init ? { ...init, user: { ...user, token: user.token ?? init.user?.token } } : init,
      );
    },
  });
}
