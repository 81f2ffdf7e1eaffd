export /** Just enough of a browser's cookie store: name=value per host and path, expiry by Max-Age/Expires. */
class CookieJar {
  private readonly byHost = new Map<
    string,
    Map<string, { value: string; path: string; expires: number | null }>
  >();

  store(url: string, setCookies: string[]) {
    if (setCookies.length === 0) return;
    const { hostname } = new URL(url);
    let jar = this.byHost.get(hostname);
    if (!jar) this.byHost.set(hostname, (jar = new Map()));
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = '/';
      let expires: number | null = null;
      for (const attribute of attributes) {
        const [k, v = ''] = attribute.split('=').map((s) => s.trim());
        if (/^path$/i.test(k ?? '') && v.startsWith('/')) path = v;
        else if (/^max-age$/i.test(k ?? '')) expires = Date.now() + Number(v) * 1000;
        else if (/^expires$/i.test(k ?? '') && expires === null) {
          const date = Date.parse(v);
          if (!Number.isNaN(date)) expires = date;
        }
      }
      if (expires !== null && expires <= Date.now()) jar.delete(name);
      else jar.set(name, { value, path, expires });
    }
  }

  header(url: string): string {
    const { hostname, pathname } = new URL(url);
    const jar = this.byHost.get(hostname);
    if (!jar) return '';
    const now = Date.now();
    return [...jar.entries()]
      .filter(([, c]) => (c.expires === null || c.expires > now) && pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }
}
