import '@mantine/core/styles/Radio.layer.css';
import { formatMinorUnits, type TOrderFormComponent } from '@deckhand/contract';
import { Paper, Radio, Stack } from '@mantine/core';
import { useOrderFormContext } from './order-form-context';

type TProps = { component: Extract<TOrderFormComponent, { name: 'treatment' }> };

/** The design treatment (§3 Treatments): one radio card each, with its price per slide. */
export function TreatmentField({ component }: TProps) {
  const { draft, change, errorOf, data } = useOrderFormContext();
  return (
    <Radio.Group
      // Named, so a choice made before the app runs is carried into the draft (use-held-order-form).
      name="treatment"
      label="Treatment"
      withAsterisk={component.properties.required}
      value={draft.values.treatment}
      onChange={(next) =>
        change('treatment', (values) => ({
          ...values,
          treatment: component.options.find((option) => option.key === next)?.key ?? null,
        }))
      }
      error={errorOf('treatment')}
    >
      <Stack gap="xs" mt="xs">
        {component.options.map((option) => (
          <Paper key={option.key} withBorder radius="md" p="md">
            <Radio
              value={option.key}
              label={option.treatmentName}
              description={`${option.description} From ${formatMinorUnits(option.price, data.currency)} / slide`}
            />
          </Paper>
        ))}
      </Stack>
    </Radio.Group>
  );
}
