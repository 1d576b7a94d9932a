import { Button } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useIsProduction } from '@/lib/init/use-app-env';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import classes from './need-help-button.module.css';

/**
 * The 'Need help?' button of §1, outside production only: testers and customers of a staging
 * site reach the contact page (addresses, phone hours) from any page.
 */
export function NeedHelpButton() {
  if (useIsProduction()) return null;
  return (
    <Button
      component={AppLink}
      to={paths.site.contactUs.getHref()}
      className={classes.button}
      size="xs"
      radius="xl"
      variant="default"
      leftSection={<IconHelp size={16} aria-hidden />}
    >
      Need help?
    </Button>
  );
}
