import type { TOrderFormComponent } from '@deckhand/contract';
import { Stack } from '@mantine/core';
import { AddonsField } from './addons-field';
import { BriefField } from './brief-field';
import { CustomFieldsField } from './custom-fields-field';
import { DeliveryField } from './delivery-field';
import { FilesField } from './files-field';
import { PaymentField } from './payment-field';
import { SignupStep } from './signup-step';
import { SlidesField } from './slides-field';
import { StyleField } from './style-field';
import { TreatmentField } from './treatment-field';

function ComponentField({ component }: { component: TOrderFormComponent }) {
  switch (component.name) {
    case 'treatment':
      return <TreatmentField component={component} />;
    case 'style':
      return <StyleField component={component} />;
    case 'addons':
      return <AddonsField component={component} />;
    case 'slides':
      return <SlidesField component={component} />;
    case 'delivery':
      return <DeliveryField component={component} />;
    case 'files':
      return <FilesField component={component} />;
    case 'brief':
      return <BriefField component={component} />;
    case 'customFields':
      return <CustomFieldsField component={component} />;
    case 'signup':
      return <SignupStep />;
    case 'payment':
      return <PaymentField component={component} />;
  }
}

/** A step's components, each drawn by its name. */
export function StepFields({ components }: { components: readonly TOrderFormComponent[] }) {
  return (
    <Stack gap="lg">
      {components.map((component) => (
        <ComponentField key={component.name} component={component} />
      ))}
    </Stack>
  );
}
