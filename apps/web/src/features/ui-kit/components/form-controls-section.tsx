import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { placeholders, screenTexts, validationMessages } from '@deckhand/contract';
import {
  Checkbox,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { GrowTextarea } from '@/ui/grow-textarea/grow-textarea';
import { KitSection } from './kit-section';

const turnarounds = ['24 hours', '48 hours', '3 days', '5 days'];

export function FormControlsSection() {
  return (
    <KitSection title="Form controls">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <TextInput label="Full name" placeholder="Jane Doe" />
        <TextInput
          label="Email"
          placeholder="jane@example.com"
          defaultValue="jane@"
          error={validationMessages.email}
        />
        <PasswordInput label="Password" placeholder="At least 8 characters" />
        <TextInput label="Phone" placeholder={placeholders.phone} />
        <Select
          label="Turnaround"
          placeholder="Pick one"
          data={turnarounds}
          searchable
          nothingFoundMessage={screenTexts.nothingFound}
        />
        <TextInput label="Company" disabled defaultValue="Deckhand Ltd" />
      </SimpleGrid>
      <GrowTextarea label="Brief" placeholder="Tell us about your presentation" minRows={3} />
      <Checkbox label="Receive occasional emails about new services and offers" />
      <Switch label="Confidential order" />
      <Radio.Group label="Style" defaultValue="brand">
        <SimpleGrid cols={{ base: 1, xs: 3 }} mt="xs">
          <Radio value="brand" label="Our brand template" />
          <Radio value="fresh" label="A fresh design" />
          <Radio value="match" label="Match an example" />
        </SimpleGrid>
      </Radio.Group>
    </KitSection>
  );
}
