import {
  apiPrefix,
  customFieldMessages,
  endpoints,
  type TCustomField,
  type TCustomFieldRequest,
  type TCustomFieldsResponse,
  type TNotification,
} from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';

const path = (suffix: string) => `${apiPrefix}${suffix}`;

/** GET /v1/custom-fields: the team's fields, in order. */
export const getCustomFieldsQueryOptions = () =>
  queryOptions({
    queryKey: ['custom-fields'],
    queryFn: ({ signal }): Promise<TCustomFieldsResponse> =>
      http.get({
        path: path(endpoints.customFields.list),
        schema: 'ZCustomFieldsResponse',
        signal,
      }),
  });

export const useCustomFields = () => useQuery(getCustomFieldsQueryOptions());

const invalidates = [getCustomFieldsQueryOptions()];

/** POST (no id) or PATCH (an id) /v1/custom-fields. */
export const useSaveCustomField = (id: number | null) =>
  useSuccessMutation({
    mutationFn: (body: TCustomFieldRequest): Promise<TCustomField> =>
      id === null
        ? http.post({ path: path(endpoints.customFields.list), schema: 'ZCustomField', body })
        : http.patch({ path: path(endpoints.customFields.one(id)), schema: 'ZCustomField', body }),
    successMessage: id === null ? customFieldMessages.created : customFieldMessages.updated,
    invalidates,
  });

/** DELETE /v1/custom-fields/{id}. */
export const useRemoveCustomField = () =>
  useSuccessMutation({
    mutationFn: (id: number): Promise<TNotification> =>
      http.delete({ path: path(endpoints.customFields.one(id)), schema: 'ZNotification' }),
    successMessage: customFieldMessages.deleted,
    invalidates,
  });

/** PUT /v1/custom-fields/order: every field's id, in the new order. */
export const useReorderCustomFields = () =>
  useSuccessMutation({
    mutationFn: (ids: number[]): Promise<TCustomFieldsResponse> =>
      http.put({
        path: path(endpoints.customFields.order),
        schema: 'ZCustomFieldsResponse',
        body: { ids },
      }),
    invalidates,
  });
