import { setPasswordHashCost } from "../src/platform/passwords.js";

// Accounts a test file makes itself (not through an app) get the cheap hash its apps use too
// (CHEAP_TEST_COSTS in unthrottled.ts).
setPasswordHashCost("test");
