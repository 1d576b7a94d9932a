import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import { getBrandRuleLimitRange, type TBrandRule, type TBrandRuleKind } from '@deckhand/contract';
import { NumberInput, Paper, Stack, Switch, Text } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { FormErrors } from '@/ui/form-error/form-errors';
import classes from './style-templates.module.css';

/** The rules offered, each once, in this order; a rule with a number starts at `initial`. */
const ruleChoices: {
  kind: TBrandRuleKind;
  label: string;
  description: string;
  limit?: { label: string; initial: number };
}[] = [
  {
    kind: 'requireTitle',
    label: 'Every slide has a title',
    description: 'A slide without text in its title placeholder is a finding.',
  },
  {
    kind: 'maxBullets',
    label: 'Limit the bullets on a slide',
    description: 'Counts the filled paragraphs of a body placeholder or a bulleted text box.',
    limit: { label: 'Most bullets on a slide', initial: 6 },
  },
  {
    kind: 'minTextPoints',
    label: 'Minimum text size',
    description: 'Text smaller than this, after PowerPoint shrinks it to fit, is a finding.',
    limit: { label: 'Smallest text (pt)', initial: 12 },
  },
  {
    kind: 'minImageDpi',
    label: 'Minimum image resolution',
    description: "A picture's pixels over the inches it is shown at, cropping counted.",
    limit: { label: 'Lowest resolution (dpi)', initial: 150 },
  },
];

const toRule = (kind: TBrandRuleKind, limit: number): TBrandRule =>
  kind === 'requireTitle' ? { kind } : { kind, limit };
const limitOf = (rule: TBrandRule | undefined) =>
  rule && 'limit' in rule ? rule.limit : undefined;

type TProps = {
  value: TBrandRule[];
  onChange: (rules: TBrandRule[]) => void;
  /** The message of the rule at this place in `value`. */
  errorOf: (index: number) => ReactNode;
  /** The list's own message (a kind twice). */
  listError: string | undefined;
};

/**
 * The template's rules: a switch per kind, and for a kind with a number its input (within the
 * brand check's bounds) once the rule is on. A rule switched off and on again keeps its number.
 */
export function BrandRulesField({ value, onChange, errorOf, listError }: TProps) {
  const hintId = useId();
  const [limits, setLimits] = useState(() =>
    Object.fromEntries(
      ruleChoices.map((choice) => [
        choice.kind,
        limitOf(value.find((rule) => rule.kind === choice.kind)) ?? choice.limit?.initial ?? 0,
      ]),
    ),
  );
  const isOn = (kind: TBrandRuleKind) => value.some((rule) => rule.kind === kind);
  /** The rules switched on, in the order offered, each with its number. */
  const save = (on: (kind: TBrandRuleKind) => boolean, numbers: Record<string, number>) =>
    onChange(
      ruleChoices
        .filter((choice) => on(choice.kind))
        .map((choice) => toRule(choice.kind, numbers[choice.kind] ?? 0)),
    );

  return (
    <fieldset className={classes.fieldset} aria-describedby={hintId}>
      <Text component="legend" size="sm" fw={500}>
        Rules
      </Text>
      <Text id={hintId} size="xs" c="dimmed" mb="xs">
        Each rule is checked on every slide of a delivered deck.
      </Text>
      <Stack gap="xs">
        {ruleChoices.map((choice) => {
          const index = value.findIndex((rule) => rule.kind === choice.kind);
          const range = getBrandRuleLimitRange(choice.kind);
          return (
            <Paper key={choice.kind} withBorder radius="md" p="sm">
              <Stack gap="xs">
                <Switch
                  label={choice.label}
                  description={choice.description}
                  checked={index >= 0}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    save((kind) => (kind === choice.kind ? checked : isOn(kind)), limits);
                  }}
                />
                {choice.limit && range && index >= 0 ? (
                  <LimitInput
                    label={choice.limit.label}
                    range={range}
                    value={limits[choice.kind] ?? choice.limit.initial}
                    onChange={(limit) => {
                      const next = { ...limits, [choice.kind]: limit };
                      setLimits(next);
                      save(isOn, next);
                    }}
                    error={errorOf(index)}
                  />
                ) : null}
              </Stack>
            </Paper>
          );
        })}
        <FormErrors errors={listError} />
      </Stack>
    </fieldset>
  );
}

type TLimitInputProps = {
  label: string;
  range: { min: number; max: number };
  value: number;
  onChange: (limit: number) => void;
  error: ReactNode;
};

/**
 * A rule's number. While it is typed the field may be empty; the rule keeps its last number,
 * which comes back when the field is left empty. Out of range is brought within on leaving.
 */
function LimitInput({ label, range, value, onChange, error }: TLimitInputProps) {
  const [typed, setTyped] = useState<number | string>(value);
  return (
    <NumberInput
      label={label}
      description={`From ${range.min} to ${range.max}`}
      min={range.min}
      max={range.max}
      allowDecimal={false}
      allowNegative={false}
      value={typed}
      onChange={(next) => {
        setTyped(next);
        if (typeof next === 'number') onChange(next);
      }}
      onBlur={() => {
        if (typeof typed !== 'number') setTyped(value);
      }}
      error={error}
      maw={200}
      className={classes.ruleLimit}
    />
  );
}
