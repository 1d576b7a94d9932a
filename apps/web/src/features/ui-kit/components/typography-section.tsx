import { Group, Stack, Text } from '@mantine/core';
import { KitSection } from './kit-section';

const headingLevels = [1, 2, 3, 4, 5, 6] as const;
const textSizes = ['xl', 'lg', 'md', 'sm', 'xs'] as const;

/** The theme's type scale; samples are styled text, so the page keeps a single h1. */
export function TypographySection() {
  return (
    <KitSection
      title="Type scale"
      description="System font stack; headings in bold, body at 16 px."
    >
      <Stack gap="xs">
        {headingLevels.map((level) => (
          <Group key={level} gap="md" wrap="nowrap" align="baseline">
            <Text size="xs" c="dimmed" w={32}>
              H{level}
            </Text>
            <Text
              fz={`var(--mantine-h${level}-font-size)`}
              fw={700}
              lh={`var(--mantine-h${level}-line-height)`}
            >
              Presentations that win the room
            </Text>
          </Group>
        ))}
      </Stack>
      <Stack gap={4}>
        {textSizes.map((size) => (
          <Group key={size} gap="md" wrap="nowrap" align="baseline">
            <Text size="xs" c="dimmed" w={32}>
              {size}
            </Text>
            <Text size={size}>Clear briefs, on-brand slides, delivered on time.</Text>
          </Group>
        ))}
      </Stack>
    </KitSection>
  );
}
