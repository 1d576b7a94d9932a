import type * as contract from '@deckhand/contract';
import type { TPageFormName, TPostedForm } from '@deckhand/contract';
import { type BaseSyntheticEvent, type RefObject, useEffect, useRef, useState } from 'react';
import {
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormRegister,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../http/api-error';
import { loadSchema, type TSchemaName } from '../http/load-schemas';
import { handleFormError } from './handle-form-error';
import { loadFormResolver, preloadFormChecksOnIntent } from './load-form-resolver';
import { usePostedForm } from './posted-form';
import { scrollToFirstError } from './scroll-to-first-error';
import { takeHeldForm } from './take-held-form';

const isValidationError = (error: unknown) => isApiError(error) && error.status === 422;

/** A contract schema whose answer is an object: what a form submits. */
type TFormSchema = z.ZodType<FieldValues, FieldValues>;

type TContract = typeof contract;
/**
 * A form's schema: the contract's, by its name (e.g. `'ZLoginRequest'`; the options' type checks
 * that it takes the form's values), or a schema of the form's own.
 */
type TFormSchemaArg = TFormSchema | TSchemaName;
/** The schema a form's schema argument stands for. */
type TSchemaOf<TArg extends TFormSchemaArg> = TArg extends TSchemaName
  ? TContract[TArg] & z.ZodType
  : TArg;

type TResolver = Resolver<FieldValues, unknown, FieldValues>;

/**
 * The form's resolver: zod's, loaded with the schemas (load-schemas.ts) the first time the form
 * is checked (a field left, a send) unless turning to the form has fetched them already, so
 * that a page with a form does not download zod first. It checks with the schema the form names
 * at the time (a form may change it: the review's request with or without the slides' comments).
 */
function lazyResolver(currentSchema: () => TFormSchemaArg): TResolver {
  return async (values, context, options) => {
    const schema = currentSchema();
    const [{ zodResolver }, formSchema] = await Promise.all([
      loadFormResolver(),
      typeof schema === 'string'
        ? loadSchema(schema).then((loaded) => loaded as z.ZodType as TFormSchema)
        : schema,
    ]);
    const resolve = zodResolver(formSchema) as unknown as TResolver;
    return resolve(values, context, options);
  };
}

/** The form's values never come from the options: they are the schema's input, or named. */
type TUseContractFormOptions<TSchema extends z.ZodType, TInput extends FieldValues> = NoInfer<
  Omit<UseFormProps<TInput, unknown, z.output<TSchema>>, 'resolver'> & {
    /** The fields a 422 answer's messages may land on; the others become `formMessages`. */
    fieldNames: readonly Path<TInput>[];
  } & (TInput extends z.input<TSchema> ? unknown : { schemaDoesNotAcceptTheFormValues: never })
> & {
  /**
   * The contract's page form this form is (pageForms): when the server answers its post without
   * the app, the form starts with what was kept and the messages (posted-form.ts).
   */
  postedAs?: TPageFormName;
};

export type TSubmitOptions = {
  /** Sees a failure first; returns true when it dealt with it, which skips the usual handling. */
  onError?: (error: unknown) => boolean;
  /**
   * The action's mutation leaves its failures to the app's error handler (signed-in pages: a
   * 401 there also logs out), so the form takes only a 422 and shows no toast of its own.
   */
  isOtherErrorShownByApp?: boolean;
  /** Told true before the action runs, false once it has settled. */
  onPendingChange?: (isPending: boolean) => void;
};

/** `register`'s props, with the field's default for the server's HTML. */
type TRegister<TInput extends FieldValues> = <TName extends Path<TInput> = Path<TInput>>(
  name: TName,
  options?: RegisterOptions<TInput, TName>,
) => UseFormRegisterReturn<TName> & { defaultValue?: string | number; defaultChecked?: boolean };

export type TContractForm<TInput extends FieldValues, TOutput> = Omit<
  UseFormReturn<TInput, unknown, TOutput>,
  'register'
> & {
  /** react-hook-form's `register`; the field's default is in the server's HTML as well. */
  register: TRegister<TInput>;
  /** For the `<form>` element: the page scrolls to its first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * Once this submit's errors show (its render is committed), the page scrolls to the first
   * invalid field. For an `onError` that puts the errors on the fields itself.
   */
  scrollToErrors: () => void;
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
 * answer put on the fields or shown as form messages. The form holds the schema's input, or,
 * named as the second type argument, values of its own shape that the schema accepts (text
 * as typed where the schema coerces: `useContractForm<typeof ZRequest, TFormValues>`).
 */
export function useContractForm<
  TArg extends TFormSchemaArg,
  TInput extends FieldValues = Extract<z.input<TSchemaOf<TArg>>, FieldValues>,
>({
  schema,
  fieldNames,
  postedAs,
  ...options
}: TUseContractFormOptions<TSchemaOf<TArg>, TInput> & {
  /**
   * The contract's request schema, by its name (`'ZLoginRequest'`: the schemas load on demand),
   * or a schema of the form's own: the form's resolver.
   */
  schema: TArg;
}): TContractForm<TInput, z.output<TSchemaOf<TArg>>> {
  type TOutput = z.output<TSchemaOf<TArg>>;
  const formRef = useRef<HTMLFormElement>(null);
  const schemaRef = useRef<TFormSchemaArg>(schema);
  schemaRef.current = schema;
  const posted = usePostedForm(postedAs);
  // Once: react-hook-form sets its errors again whenever the `errors` option is a new object.
  const [fromPost] = useState(() =>
    fromPostedForm((options as UseFormProps<TInput, unknown, TOutput>).defaultValues, posted),
  );
  const formProps = { ...(options as UseFormProps<TInput, unknown, TOutput>), ...fromPost };
  const [formMessages, setFormMessages] = useState<string[]>(posted?.messages ?? []);
  const form = useForm<TInput, unknown, TOutput>({
    mode: 'onTouched',
    shouldFocusError: false,
    ...formProps,
    // The options type has checked that the schema accepts TInput; TS cannot see it here.
    // One resolver for the form's life: react-hook-form reads the option at every check.
    resolver: useState(() => lazyResolver(() => schemaRef.current))[0] as unknown as Resolver<
      TInput,
      unknown,
      TOutput
    >,
  });
  const { handleSubmit, setError, getValues, setValue } = form;
  // A submit publishes its errors with its count (react-hook-form's handleSubmit), whether the
  // check found them or the server's answer did: the render that shows the count shows them, and
  // its effect scrolls. A check that waited for the schemas' download ends outside the click, so
  // the errors show whenever React renders them, not at the next frame.
  const { submitCount } = form.formState;
  const isScrollPending = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: after each submit's render
  useEffect(() => {
    if (!isScrollPending.current) return;
    isScrollPending.current = false;
    scrollToFirstError(formRef.current);
  }, [submitCount]);
  const scrollToErrors = () => {
    isScrollPending.current = true;
  };
  const { defaultValues } = formProps;
  const register = withDefaultsInHtml(form.register, defaultValues);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the schema it starts with
  useEffect(
    () => preloadFormChecksOnIntent(formRef.current, typeof schema === 'string' ? schema : null),
    [],
  );

  // Typed (and perhaps sent) on the server's HTML before the app ran: the values go back into
  // the form, and a held send is sent again, now through the app (held-forms.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first mounts
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const held = takeHeldForm(element);
    if (!held) return;
    const known = getValues() as Record<string, unknown>;
    for (const [name, value] of held.fields) {
      if (!(name in known)) continue;
      // A field whose value is not its text (chips) takes its text itself (takeHeldField).
      if (typeof known[name] === 'object' && known[name] !== null) continue;
      setValue(name as Path<TInput>, value as never, { shouldDirty: true });
    }
    if (held.submitted) element.requestSubmit();
  }, []);

  const submitWith: TContractForm<TInput, TOutput>['submitWith'] = (action, options = {}) => {
    const { onError, onPendingChange, isOtherErrorShownByApp = false } = options;
    return handleSubmit(async (values) => {
      setFormMessages([]);
      onPendingChange?.(true);
      try {
        await action(values);
      } catch (error) {
        if (onError?.(error)) return;
        if (isOtherErrorShownByApp && !isValidationError(error)) return;
        handleFormError(error, {
          fieldNames,
          setError,
          scrollToErrors,
          onUnplacedMessages: setFormMessages,
        });
      } finally {
        onPendingChange?.(false);
      }
    }, scrollToErrors);
  };

  return {
    ...form,
    register,
    formRef,
    scrollToErrors,
    formMessages,
    setFormMessages,
    submitWith,
  };
}

/**
 * The form's options with a refused post of it (posted-form.ts) put in: the kept values over the
 * defaults (only fields the form has), and the messages on their fields, as a 422 would put them.
 */
function fromPostedForm<TInput extends FieldValues, TOutput>(
  defaultValues: UseFormProps<TInput, unknown, TOutput>['defaultValues'],
  posted: TPostedForm | null,
): Pick<UseFormProps<TInput, unknown, TOutput>, 'defaultValues' | 'errors'> {
  if (!posted || !defaultValues || typeof defaultValues === 'function') return {};
  const values: Record<string, unknown> = { ...defaultValues };
  for (const [name, value] of Object.entries(posted.values)) {
    if (name in values && typeof value === typeof values[name]) values[name] = value;
  }
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [name, messages] of Object.entries(posted.fieldErrors)) {
    errors[name] = { type: 'server', message: messages.join('\n') };
  }
  return {
    defaultValues: values as typeof defaultValues,
    errors: errors as UseFormProps<TInput, unknown, TOutput>['errors'],
  };
}

/**
 * react-hook-form's `register` gives a field its default only once the app has mounted, so the
 * server's HTML would show an empty field (and a form sent before the app runs would send it
 * empty). The field's default goes into its props too: text as `defaultValue`, a boolean as
 * `defaultChecked`. Radios take a `value` of their own: they go through a `Controller`.
 */
function withDefaultsInHtml<TInput extends FieldValues>(
  register: UseFormRegister<TInput>,
  defaultValues: UseFormProps<TInput, unknown, unknown>['defaultValues'],
): TRegister<TInput> {
  return (name, options) => {
    if (!defaultValues || typeof defaultValues === 'function') return register(name, options);
    const props = register(name, options);
    const initial: unknown = get(defaultValues, name);
    if (typeof initial === 'boolean') return { ...props, defaultChecked: initial };
    if (typeof initial === 'string' || typeof initial === 'number') {
      return { ...props, defaultValue: initial };
    }
    return props;
  };
}
