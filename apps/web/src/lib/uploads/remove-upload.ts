import { apiPrefix, endpoints } from '@deckhand/contract';
import { http } from '../http/http-client';

/** §4 remove: DELETE /v1/uploads/{id} (an upload no order has taken). */
export async function removeUpload(id: string): Promise<void> {
  await http.delete({ path: `${apiPrefix}${endpoints.uploads.file(id)}`, schema: 'ZEmptyBody' });
}
