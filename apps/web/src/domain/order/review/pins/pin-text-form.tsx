import { reviewPinMessages as m, reviewPinRules } from '@deckhand/contract';
import { TextNoteForm } from '@/ui/text-note-form/text-note-form';
import classes from './review-pins.module.css';

type TPinTextFormProps = {
  /** The field's label: the comment, a reply. */
  label: string;
  submitLabel: string;
  /** What the field starts with (an edit: the text as it is). */
  initialBody?: string;
  /** Sends the text; the form closes when it settles, keeps the text when it fails. */
  onSubmit: (body: string) => Promise<void>;
  onCancel: () => void;
};

/** The text of a comment: a new pin's, a reply, an edit (the house's TextNoteForm). */
export function PinTextForm({
  label,
  submitLabel,
  initialBody = '',
  onSubmit,
  onCancel,
}: TPinTextFormProps) {
  return (
    <TextNoteForm
      field="body"
      schema="ZPinBodyForm"
      label={label}
      maxLength={reviewPinRules.bodyMax}
      submitLabel={submitLabel}
      cancelLabel={m.cancel}
      initialText={initialBody}
      onSubmit={onSubmit}
      onCancel={onCancel}
      buttonClassName={classes.touch}
    />
  );
}
