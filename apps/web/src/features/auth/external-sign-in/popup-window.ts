import { popup } from '@deckhand/contract';

type TScreenBox = Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>;

/** The window features of a 450 × 600 popup centred on the current browser window (§4, §9). */
export function getCenteredPopupFeatures(box: TScreenBox): string {
  const left = Math.max(0, Math.round(box.screenX + (box.outerWidth - popup.width) / 2));
  const top = Math.max(0, Math.round(box.screenY + (box.outerHeight - popup.height) / 2));
  return `popup=yes,width=${popup.width},height=${popup.height},left=${left},top=${top}`;
}

const popupName = 'deckhand-sign-in';

/** Opens (or reuses) the sign-in popup at `url`; null when the browser blocked it. */
export function openSignInPopup(url: string): Window | null {
  return window.open(url, popupName, getCenteredPopupFeatures(window));
}

/**
 * Sends an already opened popup to `url`, else opens one. Opening a blank popup on the click
 * itself, before the channel is fetched, keeps popup blockers from stopping it.
 */
export function showInSignInPopup(url: string, opened: Window | null): Window | null {
  if (opened && !opened.closed) {
    opened.location.href = url;
    return opened;
  }
  return openSignInPopup(url);
}
