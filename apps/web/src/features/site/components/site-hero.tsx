import { formatLongDate } from '@deckhand/contract';
import { Container, Text, Title } from '@mantine/core';
import classes from './site-content.module.css';

type TSiteHeroProps = {
  heading: string;
  lead: string;
  /** A blog post's day of publication (YYYY-MM-DD), shown above its heading. */
  date?: string;
};

/** The band at the top of a site page: its one h1 and the sentence under it. */
export function SiteHero({ heading, lead, date }: TSiteHeroProps) {
  return (
    <div className={classes.hero}>
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        {date ? (
          <Text size="sm" fw={600} mb="xs" className={classes.lead}>
            <time dateTime={date}>{`Published ${formatLongDate(date)}`}</time>
          </Text>
        ) : null}
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
