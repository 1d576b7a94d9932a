import { apiPrefix, endpoints, type TOAuthStartResponse } from '@deckhand/contract';
import { http } from '@/lib/http/http-client';

/** GET /v1/oauth/login/{provider} (§7): the realtime channel and the popup's address. */
export function startOAuthLogin(provider: string): Promise<TOAuthStartResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.oauth.login(provider)}`,
    schema: 'ZOAuthStartResponse',
  });
}
