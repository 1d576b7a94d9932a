/**
 * Plays the browser at the test provider over real HTTP: follows its redirects with a cookie jar,
 * fills its login form with `login` (any password), and stops at the first address under
 * `callbackPrefix`, the app's callback with code and state, which it returns unfetched.
 */
export async function signInAtProvider(options: {
  authorizationUrl: string;
  login: string;
  callbackPrefix: string;
}): Promise<string> {
  const cookies = new Map<string, string>();
  let url = options.authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(options.callbackPrefix)) return url;
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      ...(form ? { body: form } : {}),
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value && !/expires=Thu, 01 Jan 1970/i.test(header)) cookies.set(name, value);
      else cookies.delete(name);
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      form = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1];
    if (response.status !== 200 || !action || !html.includes('name="login"')) {
      throw new Error(`The provider answered ${response.status}: ${html.slice(0, 500)}`);
    }
    url = new URL(action, url).href;
    form = new URLSearchParams({ prompt: 'login', login: options.login, password: 'any' });
  }
  throw new Error('Too many redirects at the provider');
}
