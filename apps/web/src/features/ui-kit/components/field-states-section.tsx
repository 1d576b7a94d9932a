import { ChipInputStates } from './chip-input-states';
import { PasswordStates, PhoneStates } from './credential-states';
import { FormErrorStates } from './form-error-states';
import { KitSection } from './kit-section';

/** The shared inputs of src/ui side by side in each state a designer reviews. */
export function FieldStatesSection() {
  return (
    <KitSection
      title="Field states"
      description="The shared inputs empty, filled, invalid and disabled. Each one still works."
    >
      <ChipInputStates />
      <PasswordStates />
      <PhoneStates />
      <FormErrorStates />
    </KitSection>
  );
}
