import '@mantine/core/styles/Card.layer.css';
import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { KitSection } from './kit-section';

const samples = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  title: `Quarterly review deck ${index + 1}`,
  slides: 10 + ((index * 7) % 30),
  status: index % 3 === 0 ? 'Delivered' : index % 3 === 1 ? 'In design' : 'Brief received',
}));

/** Cards in a grid: spacing, radius and enough height for the page to scroll past the header. */
export function LayoutSection() {
  return (
    <KitSection
      title="Cards and spacing"
      description="Spacing xs 8, sm 12, md 16, lg 24, xl 32 px."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {samples.map((sample) => (
          <Card key={sample.id} withBorder radius="md" padding="lg" mih={160}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={600}>{sample.title}</Text>
              <Badge variant="light" color="ink.9">
                {sample.status}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" mt="sm">
              {sample.slides} slides, brand template, 48-hour turnaround.
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </KitSection>
  );
}
