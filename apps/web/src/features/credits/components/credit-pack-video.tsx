import { creditMessages, creditPackVideoScenes } from '@deckhand/contract';
import { Button, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useId } from 'react';
import { Modal } from '@/ui/dialogs/dialogs';
// The captions are smaller than Vite's inlining limit: `no-inline` keeps them a file on our own
// origin, as the SPA's CSP (default-src 'self', docs/api.md) refuses a data: URL for a track.
import captionsUrl from '../media/credit-packs.en.vtt?url&no-inline';
import mp4Url from '../media/credit-packs.mp4';
import webmUrl from '../media/credit-packs.webm';
import posterUrl from '../media/credit-packs-poster.jpg';

/**
 * The credit packs explainer of §2.5 (the video modal): a link that opens it. The video is made
 * from creditPackVideoScenes (build-tools/make-credit-pack-video.ts), and so is the transcript
 * under it. Opening the modal loads only the video's header (preload metadata: the controls show
 * its length, not a spinner); the rest streams on Play. Closing unmounts the video, which stops
 * it. A click before hydration is kept.
 */
export function CreditPackVideo() {
  const [isOpen, { open, close }] = useDisclosure(false);
  const transcriptId = useId();
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
          <video
            controls
            preload="metadata"
            poster={posterUrl}
            playsInline
            aria-label={creditMessages.videoTitle}
            aria-describedby={transcriptId}
            style={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '16 / 9',
              borderRadius: 'var(--mantine-radius-default)',
              backgroundColor: 'var(--mantine-color-ink-9)',
            }}
          >
            <source src={webmUrl} type="video/webm" />
            <source src={mp4Url} type="video/mp4" />
            <track kind="captions" src={captionsUrl} srcLang="en" label="English" />
          </video>
          <Text>{creditMessages.videoDescription}</Text>
          <List type="ordered" spacing="xs" id={transcriptId}>
            {creditPackVideoScenes.map((scene) => (
              <List.Item key={scene.title}>
                <Text span fw={700}>
                  {scene.title}
                </Text>
                {`: ${scene.caption}`}
              </List.Item>
            ))}
          </List>
          <Button onClick={close} variant="default" style={{ alignSelf: 'flex-end' }}>
            Close
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
