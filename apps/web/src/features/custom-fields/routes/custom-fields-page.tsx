import type { TCustomField } from '@deckhand/contract';
import { Button, Stack } from '@mantine/core';
import { IconForms, IconPlus } from '@tabler/icons-react';
import { useModalManager } from '@/lib/modals/modal-context';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { CollectionSection } from '@/ui/collection-section/collection-section';
import { PageHeader } from '@/ui/page-header/page-header';
import {
  useCustomFields,
  useRemoveCustomField,
  useReorderCustomFields,
} from '../api/custom-fields-api';
import { CustomFieldForm } from '../components/custom-field-form';
import { CustomFieldsList } from '../components/custom-fields-list';

/** /my-profile/custom-fields (§6): the questions the team's order form asks on every order. */
export function CustomFieldsPage() {
  const list = useCustomFields();
  const reorder = useReorderCustomFields();
  const remove = useRemoveCustomField();
  const { openModal } = useModalManager();
  const { openConfirmDialog } = useDialogs();
  const fields = list.data?.fields ?? [];

  const openForm = (field: TCustomField | null) =>
    openModal({
      title: field ? `Edit ${field.label}` : 'Add a custom field',
      render: (close) => <CustomFieldForm field={field} onDone={close} />,
    });
  const onRemove = (field: TCustomField) =>
    openConfirmDialog({
      title: `Remove ${field.label}?`,
      message: 'New orders will not ask it any more. Orders placed already keep their answers.',
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => remove.mutate(field.id),
    });
  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm(null)}>
      Add a custom field
    </Button>
  );

  return (
    <Stack gap={0}>
      <PageHeader
        title="Custom fields"
        description="Questions your team answers on every order, such as a cost centre or a project code."
      />
      <CollectionSection
        query={list}
        count={fields.length}
        loadFailedTitle="The custom fields could not be loaded"
        skeletonHeight={240}
        empty={{
          title: 'No custom fields yet',
          icon: <IconForms size={26} stroke={1.6} />,
          text: 'Add the details your company needs with each order: a text, a number, a date or a choice from a list. The order form asks them in the order you set here.',
        }}
        title="Asked on every order"
        description={`${fields.length} ${fields.length === 1 ? 'field' : 'fields'}, in the order the form asks them.`}
        addButton={addButton}
      >
        <CustomFieldsList
          fields={fields}
          onReorder={reorder.mutate}
          onEdit={openForm}
          onRemove={onRemove}
        />
      </CollectionSection>
    </Stack>
  );
}
