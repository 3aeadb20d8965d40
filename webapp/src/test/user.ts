/** A complete user for tests; override what the test is about. */
export { testUser } from "@wordloom/shared/testing";
