import { Anchor, Box, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { FieldGrid } from '@/ui/field-grid/field-grid';
import { FormCard } from '@/ui/form-card/form-card';
import { Logo } from '@/ui/logo';
import { PageHeader } from '@/ui/page-header/page-header';
import { SectionCard } from '@/ui/section-card/section-card';
import { KitDemo, KitState } from './kit-demo';
import { KitSection } from './kit-section';

/** The fields of a details form: two columns once the grid is wide enough, else one. */
function DetailsFields() {
  return (
    <FieldGrid>
      <TextInput label="Full name" defaultValue="Maria Jensen" />
      <TextInput label="Job title" defaultValue="Head of communications" />
      <TextInput label="Company" defaultValue="Harbour Studio ApS" />
      <TextInput label="VAT number" placeholder="DK12345678" />
    </FieldGrid>
  );
}

/**
 * The frames of a page: logo, page header, section card, form card and field grid. Their
 * headings sit one level under the demo's (h4), so the page keeps one h1.
 */
export function PageStructureSection() {
  return (
    <KitSection
      title="Page structure"
      description="The frames pages are built from. Headings here are h4; on a page they are h1 (page header, form card) or h2 (section card)."
    >
      <KitDemo
        title="Logo"
        description="Drawn in the text colour; between 768 and 991 px only the mark shows."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <KitState label="On light">
            <Box p="md" c="ink.9">
              <Logo />
            </Box>
          </KitState>
          <KitState label="On the dark header">
            <Box p="md" bg="ink.9" c="white" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Logo />
            </Box>
          </KitState>
        </SimpleGrid>
      </KitDemo>
      <KitDemo title="Page header">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <KitState label="With a line under it" isFramed>
            <PageHeader
              title="My orders"
              description="Every order your team placed: where it stands and when it is promised."
              titleOrder={4}
            />
          </KitState>
          <KitState label="Title only" isFramed>
            <PageHeader title="Security" titleOrder={4} />
          </KitState>
        </SimpleGrid>
      </KitDemo>
      <KitDemo title="Section card" description="The building block of the account pages.">
        <SectionCard
          title="Billing address"
          description="Printed on every invoice and receipt."
          actions={<Button variant="default">Edit</Button>}
          titleOrder={4}
        >
          <Text size="sm">Harbour Studio ApS · Havnegade 12 · 1058 Copenhagen · Denmark</Text>
        </SectionCard>
        <SectionCard title="Two-step sign-in" titleOrder={4}>
          <Text size="sm">A code from an authenticator app is asked after the password.</Text>
        </SectionCard>
      </KitDemo>
      <KitDemo
        title="Form card"
        description="The short account pages: about 420 px wide, full width on phones."
      >
        <KitState label="Log in" isFramed>
          <FormCard
            title="Log in"
            titleOrder={4}
            subtitle={
              <>
                New to Deckhand?{' '}
                <Anchor
                  component={AppLink}
                  to={paths.signup.getHref()}
                  size="sm"
                  underline="always"
                >
                  Sign up
                </Anchor>
              </>
            }
          >
            <Stack gap="md">
              <TextInput label="Email" type="email" placeholder="jane@example.com" />
              <Button fullWidth>Continue</Button>
            </Stack>
          </FormCard>
        </KitState>
      </KitDemo>
      <KitDemo
        title="Field grid"
        description="Two columns once the grid itself is 540 px wide or more, one below."
      >
        <KitState label="Wide">
          <DetailsFields />
        </KitState>
        <KitState label="Narrow (400 px)">
          <Box maw={400}>
            <DetailsFields />
          </Box>
        </KitState>
      </KitDemo>
    </KitSection>
  );
}
