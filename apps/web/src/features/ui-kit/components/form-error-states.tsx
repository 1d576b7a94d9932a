import { accountMessages, validationMessages } from '@deckhand/contract';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FormAlert } from '@/ui/form-error/form-alert';
import { FormErrors } from '@/ui/form-error/form-errors';
import { AlertStates, KitDemo, KitState } from './kit-demo';

/** A field's errors (one as text, several as a list) and the form's alert for the rest. */
export function FormErrorStates() {
  return (
    <KitDemo
      title="Form errors"
      description="Under a field: one message as text, several as a bulleted list. Messages that fit no field go to the form's alert."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <KitState label="One message">
          <TextInput
            label="Slides"
            inputMode="numeric"
            defaultValue="0"
            error={<FormErrors errors={validationMessages.positiveInteger} />}
          />
        </KitState>
        <KitState label="Several messages">
          <TextInput
            label="Company"
            defaultValue="Harbour Studio <ApS> of Copenhagen and the Northern Harbour Islands"
            error={
              <FormErrors
                errors={[validationMessages.invalidCharacters, validationMessages.tooLong(60)]}
              />
            }
          />
        </KitState>
      </SimpleGrid>
      <AlertStates label="Show the form alerts">
        <Stack gap="md">
          <KitState label="Form alert, one message">
            <FormAlert messages={[accountMessages.emailTaken]} />
          </KitState>
          <KitState label="Form alert with a title, several messages">
            <FormAlert
              title="Your details were not saved"
              messages={[accountMessages.currentPasswordWrong, accountMessages.samePassword]}
            />
          </KitState>
        </Stack>
      </AlertStates>
    </KitDemo>
  );
}
