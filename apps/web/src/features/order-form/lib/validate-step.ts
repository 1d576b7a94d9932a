import {
  checkCustomFieldAnswer,
  orderFormMessages,
  type TOrderFormComponent,
  type TOrderFormValues,
} from '@deckhand/contract';
import type { TPaymentChoice } from './payment-choice';

/** Field key → message: what a step lacks before the customer may go on (§5.1, §4). */
export type TFieldMessages = Record<string, string>;

type TCheckContext = { values: TOrderFormValues; payment: TPaymentChoice };

function checkComponent(component: TOrderFormComponent, { values, payment }: TCheckContext) {
  const { required } = component.properties;
  switch (component.name) {
    case 'treatment':
      return required && !values.treatment
        ? { treatment: orderFormMessages.treatmentRequired }
        : {};
    case 'style':
      if (required && !values.style) return { style: orderFormMessages.styleRequired };
      if (values.style?.styleType === 'file' && !values.style.file) {
        return { style: orderFormMessages.styleFileRequired };
      }
      return {};
    case 'slides':
      if (values.slides === null || values.slides <= 0) {
        return required ? { slides: orderFormMessages.slidesRequired } : {};
      }
      return values.slides > component.options.max
        ? { slides: orderFormMessages.slidesTooMany(component.options.max) }
        : {};
    case 'delivery':
      return required && !values.turnaround
        ? { delivery: orderFormMessages.turnaroundRequired }
        : {};
    case 'files': {
      const isEmpty = values.files.files.length === 0 && values.files.googleSlidesUrls.length === 0;
      return required && isEmpty ? { files: orderFormMessages.filesRequired } : {};
    }
    case 'brief':
      return {};
    case 'customFields':
      return Object.fromEntries(
        component.options.fields.flatMap((field) => {
          const message = checkCustomFieldAnswer(field, values.customFields[String(field.id)]);
          return message ? [[`customFields.${field.id}`, message]] : [];
        }),
      );
    case 'signup':
      return required ? { signup: orderFormMessages.signInRequired } : {};
    case 'payment':
      return checkPayment(component, payment);
  }
}

function checkPayment(
  component: Extract<TOrderFormComponent, { name: 'payment' }>,
  payment: TPaymentChoice,
): TFieldMessages {
  if (component.options.methods.length === 0) return {};
  if (!payment.method) return { payment: orderFormMessages.paymentMethodRequired };
  if (payment.method === 'card' && payment.paymentMethodId === null) {
    return { 'payment.paymentMethodId': orderFormMessages.paymentMethodRequired };
  }
  return {};
}

/** The messages of the given components (a step's, or every step's before placing the order). */
export function findFieldMessages(
  components: readonly TOrderFormComponent[],
  context: TCheckContext,
): TFieldMessages {
  return Object.assign({}, ...components.map((component) => checkComponent(component, context)));
}
