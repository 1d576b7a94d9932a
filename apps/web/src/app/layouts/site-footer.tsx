import { Container, Group, SimpleGrid, Text } from '@mantine/core';
import { AppLink } from '@/lib/links/app-link';
import { footerGroups } from './footer-links';
import classes from './site-footer.module.css';

/** The site footer: the site's pages in columns, then the copyright line. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <nav aria-label="Footer">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="lg" verticalSpacing="lg">
            {footerGroups.map((group) => (
              <div key={group.label}>
                <h2 className={classes.groupLabel}>{group.label}</h2>
                <ul className={classes.list}>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <AppLink to={item.to} className={classes.link}>
                        {item.label}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </SimpleGrid>
        </nav>
        <Group justify="space-between" gap="sm" mt="xl" pt="md" className={classes.bottom}>
          <Text size="sm" className={classes.muted}>
            © {new Date().getFullYear()} Deckhand ApS. Presentation design, delivered.
          </Text>
          <Text size="sm" className={classes.muted}>
            Copenhagen · hello@deckhand.example
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
