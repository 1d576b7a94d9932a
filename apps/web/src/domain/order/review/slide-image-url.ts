import { apiPrefix, endpoints, type TSlideImageSize } from '@deckhand/contract';
import { getApiUrl } from '@/lib/http/api-base';

/**
 * The address of one rendered slide's image (a JPEG: the strip's thumbnail or the large slide).
 * The session cookie authorises it, for the customer and staff alike.
 */
export const getSlideImageUrl = (
  orderId: number,
  previewId: number,
  position: number,
  size: TSlideImageSize,
): string =>
  getApiUrl(`${apiPrefix}${endpoints.orders.slideImage(orderId, previewId, position, size)}`);
