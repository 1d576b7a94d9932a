import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import type { TDevMail } from '@deckhand/contract';
import { formatDate } from '@deckhand/contract';
import { Anchor, Code, Group, List, Stack, Tabs, Text } from '@mantine/core';
import { SectionCard } from '@/ui/section-card/section-card';
import classes from '../dev-mailbox.module.css';

/**
 * One mail: who it went to and when, its text or its HTML, and the links it carries, which open
 * here. The HTML is shown only on its tab, in a frame sandboxed without any permission (no
 * scripts, an origin of its own); such a frame cannot be checked by axe, hence text first.
 */
export function MailView({ mail }: { mail: TDevMail }) {
  return (
    <SectionCard
      title={mail.subject}
      description={`To ${mail.to} · ${formatDate(mail.createdAt, 'dateTime')}`}
    >
      <Tabs defaultValue="text" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="text">Text</Tabs.Tab>
          <Tabs.Tab value="html">HTML</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="md">
          <iframe
            className={classes.preview}
            title={`Mail: ${mail.subject}`}
            sandbox=""
            srcDoc={mail.html}
          />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="md">
          <Code block className={classes.text}>
            {mail.text}
          </Code>
        </Tabs.Panel>
      </Tabs>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Links
        </Text>
        {mail.links.length === 0 ? (
          <Text size="sm" c="dimmed">
            This mail carries no link.
          </Text>
        ) : (
          <List size="sm" spacing={4} className={classes.links}>
            {mail.links.map((link) => (
              <List.Item key={link}>
                <Group gap="xs" wrap="nowrap">
                  <Anchor href={link} className={classes.link}>
                    {link}
                  </Anchor>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </SectionCard>
  );
}
