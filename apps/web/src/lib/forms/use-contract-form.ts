import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, type RefObject, useRef, useState } from 'react';
import {
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { handleFormError } from './handle-form-error';
import { scrollToFirstError } from './scroll-to-first-error';

type TUseContractFormOptions<TInput extends FieldValues, TOutput> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver'
> & {
  /** The contract's request schema: the form's resolver. */
  schema: z.ZodType<TOutput, TInput>;
  /** The fields a 422 answer's messages may land on; the others become `formMessages`. */
  fieldNames: readonly Path<TInput>[];
};

export type TSubmitOptions = {
  /** Sees a failure first; returns true when it dealt with it, which skips the usual handling. */
  onError?: (error: unknown) => boolean;
  /** Told true before the action runs, false once it has settled. */
  onPendingChange?: (isPending: boolean) => void;
};

export type TContractForm<TInput extends FieldValues, TOutput> = UseFormReturn<
  TInput,
  unknown,
  TOutput
> & {
  /** For the `<form>` element: the page scrolls to its first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Server messages that belong to no field (for a FormAlert); cleared on each submit. */
  formMessages: string[];
  setFormMessages: (messages: string[]) => void;
  /**
   * The `<form>`'s onSubmit: checks the values (an invalid form scrolls to its first error),
   * clears `formMessages` and runs `action`. A failure goes to `onError`, then, unless that
   * handled it, to handleFormError: a 422 onto the fields, anything else the catalogue toast.
   */
  submitWith: (
    action: (values: TOutput) => Promise<void>,
    options?: TSubmitOptions,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
};

/**
 * react-hook-form with the house defaults (§5.1): the contract's zod schema as the resolver,
 * fields checked on blur, no focus jump on errors (the form scrolls instead), and the server's
 * answer put on the fields or shown as form messages.
 */
export function useContractForm<TInput extends FieldValues, TOutput>({
  schema,
  fieldNames,
  ...formProps
}: TUseContractFormOptions<TInput, TOutput>): TContractForm<TInput, TOutput> {
  const formRef = useRef<HTMLFormElement>(null);
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const form = useForm<TInput, unknown, TOutput>({
    mode: 'onTouched',
    shouldFocusError: false,
    ...formProps,
    resolver: zodResolver(schema),
  });
  const { handleSubmit, setError } = form;

  const submitWith: TContractForm<TInput, TOutput>['submitWith'] = (action, options = {}) => {
    const { onError, onPendingChange } = options;
    return handleSubmit(
      async (values) => {
        setFormMessages([]);
        onPendingChange?.(true);
        try {
          await action(values);
        } catch (error) {
          if (onError?.(error)) return;
          handleFormError(error, {
            fieldNames,
            setError,
            form: formRef.current,
            onUnplacedMessages: setFormMessages,
          });
        } finally {
          onPendingChange?.(false);
        }
      },
      () => scrollToFirstError(formRef.current),
    );
  };

  return { ...form, formRef, formMessages, setFormMessages, submitWith };
}
