import {
  apiPrefix,
  endpoints,
  styleTemplateMessages,
  type TNotification,
  type TStyleTemplate,
  type TStyleTemplateRequest,
  type TStyleTemplatesResponse,
} from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

const path = (suffix: string) => `${apiPrefix}${suffix}`;

/** GET /v1/style-templates: the team's templates, in order. */
export const getStyleTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['style-templates'],
    queryFn: ({ signal }): Promise<TStyleTemplatesResponse> =>
      http.get({
        path: path(endpoints.styleTemplates.list),
        schema: 'ZStyleTemplatesResponse',
        signal,
      }),
  });

export const useStyleTemplates = () => useQuery(getStyleTemplatesQueryOptions());

/** On the server, before the page renders: the team's templates, if the visitor may see them. */
export const seedStyleTemplatesAsVisitor = (route: TVisitorRoute) =>
  seedAsVisitor(route, {
    path: path(endpoints.styleTemplates.list),
    queryKey: getStyleTemplatesQueryOptions().queryKey,
    schema: 'ZStyleTemplatesResponse',
  });

const invalidates = [getStyleTemplatesQueryOptions()];

/** POST (no id) or PATCH (an id) /v1/style-templates. */
export const useSaveStyleTemplate = (id: number | null) =>
  useSuccessMutation({
    mutationFn: (body: TStyleTemplateRequest): Promise<TStyleTemplate> =>
      id === null
        ? http.post({ path: path(endpoints.styleTemplates.list), schema: 'ZStyleTemplate', body })
        : http.patch({
            path: path(endpoints.styleTemplates.one(id)),
            schema: 'ZStyleTemplate',
            body,
          }),
    successMessage: id === null ? styleTemplateMessages.created : styleTemplateMessages.updated,
    invalidates,
  });

/** DELETE /v1/style-templates/{id}. */
export const useRemoveStyleTemplate = () =>
  useSuccessMutation({
    mutationFn: (id: number): Promise<TNotification> =>
      http.delete({ path: path(endpoints.styleTemplates.one(id)), schema: 'ZNotification' }),
    successMessage: styleTemplateMessages.deleted,
    invalidates,
  });

/** PUT /v1/style-templates/order: every template's id, in the new order. */
export const useReorderStyleTemplates = () =>
  useSuccessMutation({
    mutationFn: (ids: number[]): Promise<TStyleTemplatesResponse> =>
      http.put({
        path: path(endpoints.styleTemplates.order),
        schema: 'ZStyleTemplatesResponse',
        body: { ids },
      }),
    invalidates,
  });
