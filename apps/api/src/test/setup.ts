import { lowerPasswordCostForTests } from '../lib/password';

// Accounts made by the tests (factories, registrations, password changes) hash at argon2id's
// smallest cost; the cost itself is no test's subject (decision 080).
lowerPasswordCostForTests();
