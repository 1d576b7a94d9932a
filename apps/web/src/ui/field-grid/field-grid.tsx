import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Form fields in two columns once the form itself is wide enough for two legible fields, else in
 * one: measured on the grid's own width, so a form beside the account sidebar at 768 px stacks.
 */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '540px': 2 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}
