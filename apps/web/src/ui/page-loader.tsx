import { Center, Loader, Stack, Text } from '@mantine/core';

type TPageLoaderProps = {
  /** Fill the whole viewport (bootstrap, /loading) instead of the content area. */
  isFullPage?: boolean;
};

/** The page loader: /loading, the lazy-route fallback and the wait for init. */
export function PageLoader({ isFullPage = false }: TPageLoaderProps) {
  return (
    <Center mih={isFullPage ? '100dvh' : '50vh'} p="xl">
      <Stack align="center" gap="sm">
        <Loader role="progressbar" aria-label="Loading" size="lg" />
        <Text c="dimmed" size="sm" aria-hidden>
          Loading…
        </Text>
      </Stack>
    </Center>
  );
}
