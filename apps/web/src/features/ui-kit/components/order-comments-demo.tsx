import { orderCommentMessages, type TOrderComment } from '@deckhand/contract';
import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { CommentThread } from '@/ui/comment-thread/comment-thread';
import { KitDemo, KitState } from './kit-demo';
import { sampleComments, sampleTimezone } from './sample-orders';

const sendDelayMs = 600;

type TThreadProps = {
  initial: readonly TOrderComment[];
  viewer: 'customer' | 'staff';
  author: string;
};

/** A thread whose comments stay on this page: sending adds one as `author`. */
function Thread({ initial, viewer, author }: TThreadProps) {
  const [comments, setComments] = useState(initial);
  const onSend = async (body: string) => {
    // A moment of 'sending', as over the network: the button shows it.
    await new Promise((resolve) => setTimeout(resolve, sendDelayMs));
    setComments((current) => [
      ...current,
      {
        id: current.length + 1,
        body,
        author,
        fromStaff: viewer === 'staff',
        at: new Date().toISOString(),
      },
    ]);
  };
  return (
    <CommentThread comments={comments} timezone={sampleTimezone} onSend={onSend} viewer={viewer} />
  );
}

/** An order's comments with a conversation and without one; staff replies are tinted. */
export function OrderCommentsDemo() {
  return (
    <KitDemo
      title="Comment thread"
      description={`Customers read staff as '${orderCommentMessages.staff}'; staff see their colleagues' names. A comment sent here stays on this page.`}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <KitState label="With comments, as the customer reads them">
          <Thread initial={sampleComments} viewer="customer" author="Maria Jensen" />
        </KitState>
        <KitState label="No comments yet, as staff read it">
          <Thread initial={[]} viewer="staff" author="Priya Natarajan" />
        </KitState>
      </SimpleGrid>
    </KitDemo>
  );
}
