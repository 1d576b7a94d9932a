import { Box } from '@mantine/core';
import { OrdersTable } from '@/domain/order/orders-table';
import { KitDemo, KitState } from './kit-demo';
import { sampleOrderRows } from './sample-order-rows';

/** The orders table in a wide card and in a phone-wide one, where its rows stack into cards. */
export function OrdersTableDemo() {
  return (
    <KitDemo
      title="Stacked table"
      description="A table that follows its card's width: under 768 px of card each row becomes a card, every cell led by its column's name."
    >
      <KitState label="Wide">
        <OrdersTable orders={sampleOrderRows} label="Orders in a wide card" />
      </KitState>
      <KitState label="On a phone (375 px)">
        <Box maw={375} w="100%">
          <OrdersTable orders={sampleOrderRows} label="Orders on a phone" />
        </Box>
      </KitState>
    </KitDemo>
  );
}
