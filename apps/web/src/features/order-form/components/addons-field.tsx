import { formatMinorUnits, type TOrderFormComponent } from '@deckhand/contract';
import { Checkbox, Paper, Stack } from '@mantine/core';
import { isSlidesCountPriced } from '../lib/slides-count';
import { useOrderFormContext } from './order-form-context';

type TProps = { component: Extract<TOrderFormComponent, { name: 'addons' }> };

/**
 * Add-ons (grammar check among them): checkbox cards with their price per slide, and their price
 * for the slides chosen once there is a number of slides to price.
 */
export function AddonsField({ component }: TProps) {
  const { draft, change, errorOf, data, calculating } = useOrderFormContext();
  const isUpdating = calculating?.includes('addons') ?? false;
  const isPriced = isSlidesCountPriced(draft.values, draft.components);
  return (
    <Checkbox.Group
      label="Add-ons"
      value={draft.values.addons}
      onChange={(next) => change('addons', (values) => ({ ...values, addons: next }))}
      error={errorOf('addons')}
      aria-busy={isUpdating}
    >
      <Stack gap="xs" mt="xs">
        {component.options.map((option) => (
          <Paper key={option.key} withBorder radius="md" p="md">
            <Checkbox
              value={option.key}
              label={
                isPriced
                  ? `${option.name} (+${formatMinorUnits(option.price, data.currency)})`
                  : option.name
              }
              description={`${option.description} ${formatMinorUnits(option.pricePerSlide, data.currency)} / slide`}
            />
          </Paper>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
