import { sql } from 'drizzle-orm';

/**
 * A user's public name: first and last name, else null (never a part of the email). The app
 * shows null as «Покупатель» in its own language, so the fallback follows the interface language
 * rather than being Russian in every language. `u` is the users table alias.
 */
export const publicNameOf = sql`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`;
