/** Polls until `check` holds, for things that arrive asynchronously (the database's announcements). */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 5_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
