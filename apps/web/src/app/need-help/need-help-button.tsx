import { Button } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useIsProduction } from '@/lib/init/use-app-env';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import classes from './need-help-button.module.css';

/**
 * The 'Need help?' button of §1, outside production only: testers and customers of a staging
 * site reach the contact page (addresses, phone hours) from any page. The layouts put it in its
 * own row at the end of the page: floating, it covered the order form's options and errors on
 * phones and the sidebar's Learn More and the footer on desktops (issue 30).
 */
export function NeedHelpButton() {
  if (useIsProduction()) return null;
  return (
    <div className={classes.row}>
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
    </div>
  );
}
