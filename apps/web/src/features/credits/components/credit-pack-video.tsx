import { creditMessages } from '@deckhand/contract';
import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';

/**
 * The credit packs explainer of §2.5 (the video modal): a link that opens it. Until a video file
 * exists, the modal explains in words what the video shows. A click before hydration is kept.
 */
export function CreditPackVideo() {
  const [isOpen, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        px={0}
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
        onClick={open}
        // Tapped before the page has hydrated, it opens once it has (app/rendering/held-clicks.ts).
        data-replay-click=""
      >
        {creditMessages.videoLink}
      </Button>
      <Modal opened={isOpen} onClose={close} title={creditMessages.videoTitle} centered size="lg">
        <Stack gap="sm">
          <Text>{creditMessages.videoDescription}</Text>
          <List type="ordered" spacing="xs">
            <List.Item>Choose Bronze, Silver or Gold and pay once with a saved card.</List.Item>
            <List.Item>The pack's credits, with its bonus, go on your team's balance.</List.Item>
            <List.Item>
              Each order is paid from the balance; credit history lists every move.
            </List.Item>
          </List>
          <Button onClick={close} variant="default" style={{ alignSelf: 'flex-end' }}>
            Close
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
