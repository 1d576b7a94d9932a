import '@mantine/core/styles/NumberInput.layer.css';
import type { TOrderFormComponent } from '@deckhand/contract';
import { NumberInput } from '@mantine/core';
import { useOrderFormContext } from './order-form-context';

type TProps = { component: Extract<TOrderFormComponent, { name: 'slides' }> };

/**
 * How many slides (§3 SlidesNumber); a fixed offer's count is read-only. The count is checked
 * on leaving the field, as on Continue.
 */
export function SlidesField({ component }: TProps) {
  const { draft, change, checkField, errorOf } = useOrderFormContext();
  const { min, max, fixed } = component.options;
  return (
    <NumberInput
      label="Number of slides"
      withAsterisk={component.properties.required}
      description={fixed === null ? `From ${min} to ${max} slides` : undefined}
      value={draft.values.slides ?? ''}
      onChange={(next) =>
        change('slides', (values) => ({
          ...values,
          slides: typeof next === 'number' && Number.isFinite(next) ? next : null,
        }))
      }
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      onBlur={() => {
        if (fixed === null) checkField('slides');
      }}
      readOnly={fixed !== null}
      error={errorOf('slides')}
      maw={240}
    />
  );
}
