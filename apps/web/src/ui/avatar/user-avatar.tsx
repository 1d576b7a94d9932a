import '@mantine/core/styles/Avatar.layer.css';
import { getAvatarColor, getInitials } from '@deckhand/contract';
import { Avatar } from '@mantine/core';

export type TUserAvatarSize = 'sm' | 'md' | 'lg';

type TUserAvatarProps = {
  /** The person's (or team's) name: the source of the initials, the colour and the label. */
  name: string;
  size?: TUserAvatarSize;
  /**
   * Shown next to the name in text: hidden from assistive technology so the name is not read
   * twice. Alone (the default), the avatar is an image labelled with the name.
   */
  isDecorative?: boolean;
};

/**
 * The theme's dark text colour. Every avatar background has 35% saturation and 65% lightness
 * (§9), so its luminance stays at or above 0.26 whatever the hue: dark text keeps at least
 * 4.5:1 (AA) against all of them, where white text would fall to about 3:1.
 */
const avatarTextColor = 'var(--mantine-color-black)';

/** The user avatar of §9: initials on a background whose hue is hashed from the name. */
export function UserAvatar({ name, size = 'md', isDecorative = false }: TUserAvatarProps) {
  const a11yProps = isDecorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': name, title: name };
  return (
    <Avatar
      size={size}
      radius="xl"
      {...a11yProps}
      styles={{
        placeholder: {
          backgroundColor: getAvatarColor(name),
          color: avatarTextColor,
          fontWeight: 600,
        },
      }}
    >
      {getInitials(name)}
    </Avatar>
  );
}
