export type TDeviceDescription = {
  /** "Chrome on macOS", or "Unknown device". */
  label: string;
  isMobile: boolean;
};

const browsers: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari/],
];

const systems: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['iOS', /iPhone|iPad|iPod/],
  ['Android', /Android/],
  ['ChromeOS', /CrOS/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

/** A readable browser and system from a user agent string, e.g. "Firefox 128 on Windows". */
export function describeUserAgent(userAgent: string | null): TDeviceDescription {
  if (!userAgent) return { label: 'Unknown device', isMobile: false };
  const browserMatch = browsers.find(([, pattern]) => pattern.test(userAgent));
  const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const version = browserMatch ? userAgent.match(browserMatch[1])?.[1] : undefined;
  const browser = browserMatch ? `${browserMatch[0]}${version ? ` ${version}` : ''}` : null;
  const isMobile = /Mobi|iPhone|iPad|iPod|Android/.test(userAgent);
  if (browser && system) return { label: `${browser} on ${system}`, isMobile };
  if (browser || system) return { label: browser ?? `Browser on ${system}`, isMobile };
  return { label: 'Unknown device', isMobile };
}
