import { apiPrefix, endpoints, type TSlideImageSize } from '@deckhand/contract';
import { getApiUrl } from '@/lib/http/api-base';

/**
 * The address of one rendered slide's image (a JPEG: the strip's thumbnail or the large slide).
 * The session cookie authorises it, for the customer and staff alike. `version` (the preview's
 * update time) makes a re-rendered preview a new address: the browser keeps images a day.
 */
export const getSlideImageUrl = (
  orderId: number,
  previewId: number,
  position: number,
  size: TSlideImageSize,
  version: string,
): string =>
  getApiUrl(
    `${apiPrefix}${endpoints.orders.slideImage(orderId, previewId, position, size)}?v=${encodeURIComponent(String(Date.parse(version)))}`,
  );
