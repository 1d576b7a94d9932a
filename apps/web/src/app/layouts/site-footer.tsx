import { Anchor, Container, Group, Text } from '@mantine/core';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';

const footerLinks = [
  { label: 'Contact us', to: paths.site.contactUs.getHref() },
  { label: 'Privacy policy', to: paths.site.documents.privacyPolicy.getHref() },
  { label: 'Terms and conditions', to: paths.site.documents.termsAndConditions.getHref() },
  { label: 'Cookies policy', to: paths.site.documents.cookiesPolicy.getHref() },
  { label: 'Security', to: paths.site.security.getHref() },
] as const;

/** A simple site footer: copyright and the legal links. */
export function SiteFooter() {
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl" py="lg">
        <Group justify="space-between" gap="md">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Deckhand. Presentation design, delivered.
          </Text>
          <nav aria-label="Footer">
            <Group gap="md">
              {footerLinks.map((link) => (
                <Anchor key={link.to} component={AppLink} to={link.to} size="sm" c="ink.7">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </nav>
        </Group>
      </Container>
    </footer>
  );
}
