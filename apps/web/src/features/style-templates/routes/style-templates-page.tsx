import { styleTemplateLimits, type TStyleTemplate } from '@deckhand/contract';
import { Button, Skeleton, Stack } from '@mantine/core';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useModalManager } from '@/lib/modals/modal-context';
import { useDialogs } from '@/lib/modals/use-dialogs';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { CollectionSection } from '@/ui/collection-section/collection-section';
import { PageHeader } from '@/ui/page-header/page-header';
import {
  seedStyleTemplatesAsVisitor,
  useRemoveStyleTemplate,
  useReorderStyleTemplates,
  useStyleTemplates,
} from '../api/style-templates-api';
import { StyleTemplatesList } from '../components/style-templates-list';

/** The dialog's form with the upload code (tus, the dropzone): fetched when a dialog opens. */
const StyleTemplateForm = lazy(() =>
  import('../components/style-template-form').then((module) => ({
    default: module.StyleTemplateForm,
  })),
);

/**
 * On the server, before rendering: the team's templates as this visitor may see them, so the
 * list is in the page's HTML instead of a placeholder until the app has run and asked.
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  await seedStyleTemplatesAsVisitor(route);
  return true;
};

/** /my-profile/style-templates (§6, owners): the team's saved looks, offered on every order. */
export function StyleTemplatesPage() {
  const list = useStyleTemplates();
  const reorder = useReorderStyleTemplates();
  const remove = useRemoveStyleTemplate();
  const { openModal } = useModalManager();
  const { openConfirmDialog } = useDialogs();
  const templates = list.data?.templates ?? [];
  const isFull = templates.length >= styleTemplateLimits.templatesMax;

  const openForm = (template: TStyleTemplate | null) =>
    openModal({
      title: template ? `Edit ${template.name}` : 'Add a style template',
      render: (close) => (
        <Suspense fallback={<Skeleton height={360} radius="md" />}>
          <StyleTemplateForm template={template} onDone={close} />
        </Suspense>
      ),
    });
  const onRemove = (template: TStyleTemplate) =>
    openConfirmDialog({
      title: `Remove ${template.name}?`,
      message:
        'New orders will not offer it any more. Orders placed with it already keep their style.',
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => remove.mutate(template.id),
    });
  const addButton = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden />}
      onClick={() => openForm(null)}
      disabled={isFull}
    >
      Add a style template
    </Button>
  );

  return (
    <Stack gap={0}>
      <PageHeader
        title="Style templates"
        description="Your company's slide templates. Pick one in the order form and our designers follow it."
      />
      <CollectionSection
        query={list}
        count={templates.length}
        loadFailedTitle="The style templates could not be loaded"
        skeletonHeight={280}
        empty={{
          title: 'No style templates yet',
          icon: <IconTemplate size={26} stroke={1.6} />,
          text: 'Upload your PowerPoint template (pptx or potx) with a cover image. Every order can then use it in one click, and our designers keep your fonts, colours and layouts.',
        }}
        title="Offered on every order"
        description={`${templates.length} ${templates.length === 1 ? 'template' : 'templates'}, in the order the form shows them. Drag a row, or use its arrows, to move it.`}
        addButton={addButton}
      >
        <StyleTemplatesList
          templates={templates}
          onReorder={reorder.mutate}
          onEdit={openForm}
          onRemove={onRemove}
        />
      </CollectionSection>
    </Stack>
  );
}
