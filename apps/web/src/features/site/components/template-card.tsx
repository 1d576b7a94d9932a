import '@mantine/core/styles/Card.layer.css';
import { Button, Card, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatFileSize } from '@/ui/download-list/download-list';
import { getMediaUrl, getTemplate } from '../media/site-media';
import classes from './site-media.module.css';
import { gallerySizes, SitePicture } from './site-picture';

type TTemplateCardProps = {
  /** The template's key in site-media.json: harbour, pitch, workshop, report, story. */
  template: string;
  isEager?: boolean;
  children: ReactNode;
};

/**
 * `<TemplateCard template="harbour">What it is for.</TemplateCard>`: a free template's preview
 * sheet, its name, the copy, and its .pptx to download with the file's size.
 */
export function TemplateCard({ template: key, isEager = false, children }: TTemplateCardProps) {
  const template = getTemplate(key);
  return (
    <Card withBorder radius="lg" padding={0} className={classes.templateCard}>
      <SitePicture picture={template.picture} sizes={gallerySizes} isEager={isEager} />
      <div className={classes.templateBody}>
        <Title order={3} fz="h4" mt={0}>
          {template.name}
        </Title>
        <Text size="sm" c="ink.7" component="div">
          {children}
        </Text>
        <div className={classes.download}>
          <Button
            component="a"
            href={getMediaUrl(template.file)}
            download={template.file}
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            {`Download ${template.name} (${formatFileSize(template.bytes)})`}
          </Button>
          <Text size="xs" c="ink.6" mt={6} className={classes.fileName}>
            {`${template.file} · PowerPoint, ${template.slides} slides`}
          </Text>
        </div>
      </div>
    </Card>
  );
}
