import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { TPasswordRule } from './password-rules';
import classes from './password-rules-list.module.css';
import { ruleStateText } from './rule-state-text';

/** A rule that wraps to two lines keeps its icon whole. */
const iconStyle = { flexShrink: 0 };

type TPasswordRulesListProps = { rules: readonly TPasswordRule[] };

/**
 * The password rules, each with a tick once met; screen readers hear "(done)" or "(not yet)".
 * Spans with list roles, so that it can be a field's description (a paragraph in Mantine).
 * Both icons are drawn and the rule's `data-satisfied` picks one, with the text's colour, in CSS:
 * a page without the app (bind-password-rules.ts) only sets that attribute and the hidden words.
 */
export function PasswordRulesList({ rules }: TPasswordRulesListProps) {
  return (
    <Box component="span" role="list" display="block" mt={4} data-password-rules>
      {rules.map((rule) => (
        <Fragment key={rule.text}>
          <Group
            component="span"
            role="listitem"
            className={classes.rule}
            data-satisfied={rule.isSatisfied}
            gap={6}
            wrap="nowrap"
            py={2}
          >
            <IconCircleCheckFilled
              className={classes.done}
              size={16}
              color="var(--mantine-color-green-9)"
              aria-hidden
              style={iconStyle}
            />
            <IconCircle
              className={classes.notYet}
              size={16}
              color="var(--mantine-color-gray-6)"
              aria-hidden
              style={iconStyle}
            />
            <Text component="span" size="sm" className={classes.text}>
              {rule.text}{' '}
              <VisuallyHidden component="span" data-rule-state>
                {ruleStateText(rule.isSatisfied)}
              </VisuallyHidden>
            </Text>
          </Group>
          {/* Keeps the rules apart when read as one description. */}{' '}
        </Fragment>
      ))}
    </Box>
  );
}
