import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { TPasswordRule } from './password-rules';

/** A rule that wraps to two lines keeps its icon whole. */
const iconStyle = { flexShrink: 0 };

type TPasswordRulesListProps = { rules: readonly TPasswordRule[] };

/**
 * The password rules, each with a tick once met; screen readers hear "(done)" or "(not yet)".
 * Spans with list roles, so that it can be a field's description (a paragraph in Mantine).
 */
export function PasswordRulesList({ rules }: TPasswordRulesListProps) {
  return (
    <Box component="span" role="list" display="block" mt={4}>
      {rules.map((rule) => (
        <Fragment key={rule.text}>
          <Group
            component="span"
            role="listitem"
            data-satisfied={rule.isSatisfied}
            gap={6}
            wrap="nowrap"
            py={2}
          >
            {rule.isSatisfied ? (
              <IconCircleCheckFilled
                size={16}
                color="var(--mantine-color-green-9)"
                aria-hidden
                style={iconStyle}
              />
            ) : (
              <IconCircle
                size={16}
                color="var(--mantine-color-gray-6)"
                aria-hidden
                style={iconStyle}
              />
            )}
            <Text
              component="span"
              size="sm"
              c={rule.isSatisfied ? 'var(--mantine-color-text)' : 'dimmed'}
            >
              {rule.text}{' '}
              <VisuallyHidden component="span">
                {rule.isSatisfied ? '(done)' : '(not yet)'}
              </VisuallyHidden>
            </Text>
          </Group>
          {/* Keeps the rules apart when read as one description. */}{' '}
        </Fragment>
      ))}
    </Box>
  );
}
