import '@mantine/core/styles/Card.layer.css';
import { Anchor, Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { AppLink } from '@/lib/links/app-link';
import classes from './site-content.module.css';

/** `<CallToAction to="/order-now">Order now</CallToAction>`: a button link. */
export function CallToAction({
  to,
  variant = 'primary',
  children,
}: {
  to: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  return (
    <Button
      component={AppLink}
      to={to}
      size="md"
      variant={variant === 'primary' ? 'filled' : 'default'}
      className={classes.callToAction}
    >
      {children}
    </Button>
  );
}

/** `<Features>`: a responsive grid of `<Feature title="…">` cards. */
export function Features({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.features}>
      {children}
    </SimpleGrid>
  );
}

/** One card of `<Features>`: a short title and a sentence or two. */
export function Feature({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card}>
      <Title order={3} fz="h5" mb={6}>
        {title}
      </Title>
      <Text size="sm" c="ink.7" component="div">
        {children}
      </Text>
    </Card>
  );
}

/** Markdown links: inside the site through the router, elsewhere plain anchors (§2.1). */
export function ContentLink({ href, children }: ComponentPropsWithoutRef<'a'>) {
  if (!href) return <>{children}</>;
  return (
    <Anchor component={AppLink} to={href} underline="always">
      {children}
    </Anchor>
  );
}

export const ContentH2 = (props: ComponentPropsWithoutRef<'h2'>) => (
  <Title order={2} fz={{ base: 'h3', sm: 'h2' }} {...props} />
);
export const ContentH3 = (props: ComponentPropsWithoutRef<'h3'>) => (
  <Title order={3} fz="h4" {...props} />
);

/** GFM tables scroll sideways on a phone rather than overflow the page. */
export const ContentTable = (props: ComponentPropsWithoutRef<'table'>) => (
  <div className={classes.tableScroll}>
    <table className={classes.table} {...props} />
  </div>
);
