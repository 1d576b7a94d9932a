import { authScreenTexts } from '@deckhand/contract';
import { Anchor, Text } from '@mantine/core';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';

const documents = paths.site.documents;

function DocumentLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={AppLink} to={to} target="_blank" inherit>
      {label}
    </Anchor>
  );
}

/** Terms of Use, Privacy Policy and Data Processing Agreement under the signup form (§2.5). */
export function LegalLinks() {
  return (
    <Text size="xs" c="dimmed" ta="center">
      {'By continuing you agree to our '}
      <DocumentLink
        to={documents.termsAndConditions.getHref()}
        label={authScreenTexts.termsOfUse}
      />
      {', '}
      <DocumentLink to={documents.privacyPolicy.getHref()} label={authScreenTexts.privacyPolicy} />
      {' and '}
      <DocumentLink
        to={documents.dataProcessingAgreement.getHref()}
        label={authScreenTexts.dataProcessingAgreement}
      />
      .
    </Text>
  );
}
