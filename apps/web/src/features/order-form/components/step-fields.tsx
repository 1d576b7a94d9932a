import type { TOrderComponentName, TOrderFormComponent } from '@deckhand/contract';
import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AddonsField } from './addons-field';
import { StyleField } from './style-field';
import { TreatmentField } from './treatment-field';

/**
 * The fields that pull in large libraries (the date picker, number inputs, comboboxes, the card
 * form, the password rules, the brief's growing text area) and those of the later steps (the
 * coupon) load with the step that shows them, not with the form's first step;
 * `preloadStepFields` fetches a step's code ahead (the stepped form asks for the next step's).
 */
const loaders = {
  slides: () => import('./slides-field').then((module) => ({ default: module.SlidesField })),
  delivery: () => import('./delivery-field').then((module) => ({ default: module.DeliveryField })),
  files: () => import('./files-field').then((module) => ({ default: module.FilesField })),
  brief: () => import('./brief-field').then((module) => ({ default: module.BriefField })),
  coupon: () => import('./coupon-field').then((module) => ({ default: module.CouponField })),
  customFields: () =>
    import('./custom-fields-field').then((module) => ({ default: module.CustomFieldsField })),
  signup: () => import('./signup-step').then((module) => ({ default: module.SignupStep })),
  payment: () => import('./payment-field').then((module) => ({ default: module.PaymentField })),
};

type TLazyName = keyof typeof loaders;

const SlidesField = lazy(loaders.slides);
const DeliveryField = lazy(loaders.delivery);
const FilesField = lazy(loaders.files);
const BriefField = lazy(loaders.brief);
const CouponField = lazy(loaders.coupon);
const CustomFieldsField = lazy(loaders.customFields);
const SignupStep = lazy(loaders.signup);
const PaymentField = lazy(loaders.payment);

const isLazy = (name: TOrderComponentName): name is TLazyName => name in loaders;

/** Starts fetching the code of these components' fields (nothing to do for the small ones). */
export function preloadStepFields(components: readonly Pick<TOrderFormComponent, 'name'>[]) {
  for (const { name } of components) if (isLazy(name)) void loaders[name]();
}

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
    case 'coupon':
      return <CouponField component={component} />;
    case 'signup':
      return <SignupStep />;
    case 'payment':
      return <PaymentField component={component} />;
  }
}

/** A step's components, each drawn by its name; a placeholder while a field's code loads. */
export function StepFields({ components }: { components: readonly TOrderFormComponent[] }) {
  return (
    <Suspense fallback={<Skeleton height={120} radius="md" />}>
      <Stack gap="lg">
        {components.map((component) => (
          <ComponentField key={component.name} component={component} />
        ))}
      </Stack>
    </Suspense>
  );
}
