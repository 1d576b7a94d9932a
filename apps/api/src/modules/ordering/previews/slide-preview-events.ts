import {
  realtimeChannels,
  slidePreviewRealtimeEvents,
  type TSlidePreviewChangedEvent,
} from '@deckhand/contract';
import type { SlidePreviewRow } from '../../../db/schema/index.ts';

/** teamId null: the preview is of a draft, which only staff see. */
export type PreviewEventPublisher = (teamId: number | null, preview: SlidePreviewRow) => void;

/**
 * A preview's move goes out to the order's team (unless its version is a draft) and to the staff
 * console, as orders' do.
 */
export function publishPreviewEvent(
  publish: (channel: string, event: string, payload: unknown) => void,
): PreviewEventPublisher {
  return (teamId, preview) => {
    const event: TSlidePreviewChangedEvent = {
      orderId: preview.orderId,
      previewId: preview.id,
      status: preview.status,
      slidesDone: preview.slidesDone,
      slideCount: preview.slideCount,
    };
    if (teamId !== null) {
      publish(realtimeChannels.team(teamId), slidePreviewRealtimeEvents.changed, event);
    }
    publish(realtimeChannels.staffOrders, slidePreviewRealtimeEvents.changed, event);
  };
}
