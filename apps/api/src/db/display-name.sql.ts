import { sql } from 'drizzle-orm';

/** What other shoppers see of a user when the user set no name: never a part of the email. */
export const ANONYMOUS_SHOPPER = 'Покупатель';

/** A user's public name: first and last name, else «Покупатель». `u` is the users table alias. */
export const publicNameOf = sql`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), ${ANONYMOUS_SHOPPER})`;
