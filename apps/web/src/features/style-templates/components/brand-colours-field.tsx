import '@mantine/core/styles/ColorInput.layer.css';
import '@mantine/core/styles/ColorPicker.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import { brandCheckLimits } from '@deckhand/contract';
import {
  Button,
  ColorInput,
  convertHsvaTo,
  Group,
  isColorValid,
  parseColor,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormErrors } from '@/ui/form-error/form-errors';
import { RowAction } from '@/ui/reorderable-list/reorderable-list';
import classes from './style-templates.module.css';

type TProps = {
  value: string[];
  onChange: (colours: string[]) => void;
  /** The message of each colour, by its place in the list. */
  errorOf: (index: number) => ReactNode;
  /** The list's own message (too many colours). */
  listError: string | undefined;
};

/** A colour as the template keeps it, `#RRGGBB`, from anything the picker reads (`#abc`, rgb()). */
const toHex = (colour: string) => convertHsvaTo('hex', parseColor(colour)).toUpperCase();

/**
 * The template's extra brand colours: one colour input (typed, or picked, with its swatch) per
 * colour, each removable, and Add a colour up to the brand check's limit. A new row takes focus;
 * after a removal focus goes to Add a colour.
 */
export function BrandColoursField({ value, onChange, errorOf, listError }: TProps) {
  const hintId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusIndex = useRef<number | null>(null);
  const isFull = value.length >= brandCheckLimits.brandColoursMax;

  useEffect(() => {
    if (focusIndex.current === null) return;
    inputs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  const replace = (index: number, colour: string) =>
    onChange(value.map((current, at) => (at === index ? colour : current)));
  const onAdd = () => {
    focusIndex.current = value.length;
    onChange([...value, '']);
  };
  const onRemove = (index: number) => {
    onChange(value.filter((_, at) => at !== index));
    addButton.current?.focus();
  };

  return (
    <fieldset className={classes.fieldset} aria-describedby={hintId}>
      <Text component="legend" size="sm" fw={500}>
        Brand colours
      </Text>
      <Text id={hintId} size="xs" c="dimmed" mb="xs">
        Colours your decks may use besides the template's own theme colours, e.g. #1F4E79. Up to{' '}
        {brandCheckLimits.brandColoursMax}.
      </Text>
      <Stack gap="xs">
        {value.map((colour, index) => (
          // Colours have no id of their own and may repeat while typed: a row is its place.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <ColourInput
              inputRef={(element) => {
                inputs.current[index] = element;
              }}
              label={`Brand colour ${index + 1}`}
              value={colour}
              onChange={(next) => replace(index, next)}
              error={errorOf(index)}
            />
            <div className={classes.colourRemove}>
              <RowAction
                label={`Remove brand colour ${index + 1}`}
                color="red"
                onClick={() => onRemove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </RowAction>
            </div>
          </Group>
        ))}
        <FormErrors errors={listError} />
        <Group>
          <Button
            ref={addButton}
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={onAdd}
            disabled={isFull}
          >
            Add a colour
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
}

type TColourInputProps = {
  label: string;
  value: string;
  onChange: (colour: string) => void;
  error: ReactNode;
  inputRef: (element: HTMLInputElement | null) => void;
};

/**
 * One colour, typed or picked in the picker that opens under it, with its swatch; written
 * `#RRGGBB` when the field is left. Escape closes an open picker, not the dialog the form is in
 * (Mantine's modal skips an Escape whose target says data-mantine-stop-propagation).
 */
function ColourInput({ label, value, onChange, error, inputRef }: TColourInputProps) {
  const [isPickerOpen, setPickerOpen] = useState(false);
  return (
    <ColorInput
      ref={inputRef}
      aria-label={label}
      placeholder="#1F4E79"
      format="hex"
      withEyeDropper={false}
      value={value}
      onChange={onChange}
      popoverProps={{ opened: isPickerOpen }}
      data-mantine-stop-propagation={isPickerOpen ? 'true' : undefined}
      onFocus={() => setPickerOpen(true)}
      onClick={() => setPickerOpen(true)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setPickerOpen(false);
      }}
      onBlur={(event) => {
        setPickerOpen(false);
        const typed = event.currentTarget.value.trim();
        if (typed !== '' && isColorValid(typed)) onChange(toHex(typed));
      }}
      error={error}
      maxLength={32}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}
