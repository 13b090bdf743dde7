import type { TestProject } from "vitest/node";
import { loadConfig } from "../src/config.js";
import { setPasswordHashCost } from "../src/platform/passwords.js";
import { adminUrl, createTemplate, dropDatabasesLike } from "./databases.js";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  // The template's demo accounts get the tests' cheap hash (CHEAP_TEST_COSTS in unthrottled.ts).
  setPasswordHashCost("test");
  const admin = await adminUrl(loadConfig().DATABASE_URL);
  const template = await createTemplate(admin.url);
  project.provide("adminDatabaseUrl", admin.url);
  project.provide("templateDatabase", template);
  return async () => {
    await dropDatabasesLike(admin.url, template.replace("_tpl_", "_t_"));
    await dropDatabasesLike(admin.url, template);
    await admin.stop?.();
  };
}
