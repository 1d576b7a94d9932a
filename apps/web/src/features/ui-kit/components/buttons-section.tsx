import { Button, Group } from '@mantine/core';
import { KitSection } from './kit-section';

const variants = ['filled', 'light', 'outline', 'default', 'subtle'] as const;
const sizes = ['xs', 'sm', 'md', 'lg'] as const;

export function ButtonsSection() {
  return (
    <KitSection title="Buttons" description="One primary colour; default radius md.">
      <Group gap="sm">
        {variants.map((variant) => (
          <Button key={variant} variant={variant}>
            {`${variant[0]?.toUpperCase()}${variant.slice(1)}`}
          </Button>
        ))}
      </Group>
      <Group gap="sm" align="center">
        {sizes.map((size) => (
          <Button key={size} size={size}>
            Size {size}
          </Button>
        ))}
      </Group>
      <Group gap="sm">
        <Button disabled>Disabled</Button>
        <Button loading loaderProps={{ 'aria-label': 'Saving' }}>
          Loading
        </Button>
        <Button color="red.8">Delete</Button>
      </Group>
    </KitSection>
  );
}
