import { formatMinorUnits, type TPriceList } from '@deckhand/contract';
import { Table, Text } from '@mantine/core';
import { StackedTable } from '@/ui/stacked-table/stacked-table';
import { QueryContent } from '@/ui/status-message/query-content';
import { usePriceList } from '../api/get-price-list';

const loadFailedTitle = 'We could not load the prices. Please try again.';
const perSlide = (amount: number, currency: string) =>
  `${formatMinorUnits(amount, currency)} / slide`;

function TreatmentPrices({ priceList }: { priceList: TPriceList }) {
  const { treatments, turnarounds, prices, currency } = priceList;
  const priceOf = (treatment: string, turnaround: string) =>
    prices.find((row) => row.treatment === treatment && row.turnaround === turnaround);
  return (
    <StackedTable striped withTableBorder verticalSpacing="sm" aria-label="Price per slide">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Treatment</Table.Th>
          {turnarounds.map((turnaround) => (
            <Table.Th key={turnaround.key} scope="col">
              {turnaround.name}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {treatments.map((treatment) => (
          <Table.Tr key={treatment.key}>
            <Table.Th scope="row" data-primary>
              <Text fw={700} span display="block">
                {treatment.name}
              </Text>
              <Text size="sm" c="dimmed" fw={400} span display="block">
                {treatment.description}
              </Text>
            </Table.Th>
            {turnarounds.map((turnaround) => {
              const row = priceOf(treatment.key, turnaround.key);
              return (
                <Table.Td key={turnaround.key} data-label={turnaround.name}>
                  {row ? perSlide(row.pricePerSlide, currency) : 'Not offered'}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}

/**
 * `<PriceTable />` in the site's content: the price per slide of each treatment at each
 * turnaround, read live from the price list the order form charges.
 */
export function PriceTable() {
  return (
    <QueryContent query={usePriceList()} loadFailedTitle={loadFailedTitle} skeletonHeight={280}>
      {(priceList) => <TreatmentPrices priceList={priceList} />}
    </QueryContent>
  );
}

/** `<AddonPrices />`: the add-ons the order form offers, per slide. */
export function AddonPrices() {
  return (
    <QueryContent query={usePriceList()} loadFailedTitle={loadFailedTitle} skeletonHeight={180}>
      {({ addons, currency }) => (
        <StackedTable withTableBorder verticalSpacing="sm" aria-label="Add-ons">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Add-on</Table.Th>
              <Table.Th scope="col">What you get</Table.Th>
              <Table.Th scope="col">Price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {addons.map((addon) => (
              <Table.Tr key={addon.key}>
                <Table.Th scope="row" data-primary>
                  {addon.name}
                </Table.Th>
                <Table.Td data-label="What you get">{addon.description}</Table.Td>
                <Table.Td data-label="Price">{perSlide(addon.pricePerSlide, currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
    </QueryContent>
  );
}
