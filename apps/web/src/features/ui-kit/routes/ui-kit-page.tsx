import { Container, Stack, Text, Title } from '@mantine/core';
import { ButtonsSection } from '../components/buttons-section';
import { DialogsSection } from '../components/dialogs-section';
import { FieldStatesSection } from '../components/field-states-section';
import { FormControlsSection } from '../components/form-controls-section';
import { LayoutSection } from '../components/layout-section';
import { ListsTablesSection } from '../components/lists-tables-section';
import { OrdersSection } from '../components/orders-section';
import { PageStructureSection } from '../components/page-structure-section';
import { StatusFeedbackSection } from '../components/status-feedback-section';
import { ToastsSection } from '../components/toasts-section';
import { TypographySection } from '../components/typography-section';
import { WidgetsSection } from '../components/widgets-section';

/** /ui-kit (non-production): the theme's building blocks on one page. */
export function UiKitPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>UI kit</Title>
          <Text c="dimmed" mt="xs">
            The shared look of Deckhand: type, colour, controls, widgets in their states, toasts and
            dialogs.
          </Text>
        </div>
        <TypographySection />
        <ButtonsSection />
        <ToastsSection />
        <DialogsSection />
        <FormControlsSection />
        <WidgetsSection />
        <FieldStatesSection />
        <StatusFeedbackSection />
        <ListsTablesSection />
        <OrdersSection />
        <PageStructureSection />
        <LayoutSection />
      </Stack>
    </Container>
  );
}
