import { Container, Text, Title } from '@mantine/core';
import classes from './site-content.module.css';

/** The band at the top of a site page: its one h1 and the sentence under it. */
export function SiteHero({ heading, lead }: { heading: string; lead: string }) {
  return (
    <div className={classes.hero}>
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} maw={720}>
          {heading}
        </Title>
        <Text size="lg" mt="sm" maw={680} className={classes.lead}>
          {lead}
        </Text>
      </Container>
    </div>
  );
}
