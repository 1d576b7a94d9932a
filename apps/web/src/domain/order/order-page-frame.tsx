import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from '@/lib/links/app-link';

/** The route's id as an order id, or null when it is not one (§5.1: ids are whole numbers). */
export function readOrderRouteId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The link back to the list an order page was opened from. */
export function OrderBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={AppLink} to={to} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

/** An order page's column: the back link, then the page's state (loading, missing, the order). */
export function OrderPageFrame({
  backLink,
  children,
}: {
  backLink: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      {backLink}
      {children}
    </Stack>
  );
}

/** What an order page shows while its order loads. */
export function OrderPageLoading() {
  return (
    <>
      <Skeleton height={36} width={260} />
      <Skeleton height={320} radius="lg" />
    </>
  );
}
