import { type BrandConfig, findWhitelabelNode, ModuleId } from "@jogada/contracts";
import { getCountries } from "libphonenumber-js";
import { ZodError } from "zod";
import type { BrandService } from "../modules/brand/service.js";

/** A mistake in the command line: printed with the usage, exit status 2. */
export class UsageError extends Error {}

export const USAGE = `Usage: npm run brand -- <command> [--merchant <code>]

Commands:
  show [dot.path]                       print the configuration, or one value of it
  set <dot.path> <json-value>           change one value, e.g. set loginedToHomePage true
                                          or set maintenance.notice.EN '"Back at 10:00"'
  module <MODID> on|off                 switch a module of the whitelabel tree
  maintenance on|off [--notice-pt <text>] [--notice-en <text>]
  countries block|unblock <CC...>       refuse or let in visitors from these countries
  countries allow|disallow <CC...>      only these countries may visit (add or remove)
  countries allow --any                 every country not blocked may visit
  merchants                             list the merchants

--merchant defaults to DEFAULT_MERCHANT. Changes are validated, audited and take effect at
once on every running server.`;

export interface CommandInput {
  positionals: string[];
  merchant: string;
  noticePt?: string;
  noticeEn?: string;
  any?: boolean;
  actor: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function segments(dotPath: string): string[] {
  if (!/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/.test(dotPath)) {
    throw new UsageError(`"${dotPath}" is not a dot path like maintenance.notice.PT or register.0.minLength`);
  }
  return dotPath.split(".");
}

function read(root: unknown, dotPath: string): unknown {
  let current: unknown = root;
  for (const key of segments(dotPath)) {
    if (current === null || typeof current !== "object" || !Object.hasOwn(current, key)) {
      throw new UsageError(`The configuration has no ${dotPath}`);
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Replaces an existing value only: a mistyped key would otherwise be dropped silently by validation. */
function write(root: BrandConfig, dotPath: string, value: Json): BrandConfig {
  const keys = segments(dotPath);
  const last = keys.pop() as string;
  const parent = keys.length ? read(root, keys.join(".")) : root;
  if (parent === null || typeof parent !== "object" || !Object.hasOwn(parent, last)) {
    throw new UsageError(`The configuration has no ${dotPath}`);
  }
  (parent as Record<string, unknown>)[last] = value;
  return root;
}

function parseJson(text: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch {
    throw new UsageError(
      `The value must be JSON, e.g. true, 42, '"some text"' or '["PT","EN"]'; got ${text}`,
    );
  }
}

function onOff(word: string | undefined, what: string): boolean {
  if (word === "on") return true;
  if (word === "off") return false;
  throw new UsageError(`${what} needs on or off`);
}

const KNOWN_COUNTRIES = new Set<string>(getCountries());

function countryCodes(words: string[]): string[] {
  if (words.length === 0) throw new UsageError("Give at least one country code, e.g. US FR");
  const codes = words.map((word) => word.toUpperCase());
  const unknown = codes.filter((code) => !KNOWN_COUNTRIES.has(code));
  if (unknown.length)
    throw new UsageError(`Unknown country code: ${unknown.join(", ")} (ISO 3166-1, e.g. BR)`);
  return [...new Set(codes)];
}

function describeInvalid(error: ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`).join("\n");
}

/** Runs one brand command; returns what to print. Bad input throws UsageError and changes nothing. */
export async function runBrandCommand(brands: BrandService, input: CommandInput): Promise<string> {
  const [command, ...args] = input.positionals;
  if (!command || command === "help") return USAGE;
  if (command === "merchants") return (await brands.merchants()).join("\n");

  const brand = await brands.get(input.merchant);
  if (!brand) {
    const known = await brands.merchants();
    throw new UsageError(`Unknown merchant "${input.merchant}"; known: ${known.join(", ") || "none"}`);
  }
  const change = async (
    action: string,
    apply: (config: BrandConfig) => BrandConfig,
    detail: Record<string, unknown>,
  ) => {
    try {
      return await brands.update(input.merchant, input.actor, action, apply, detail);
    } catch (error) {
      if (error instanceof ZodError) {
        throw new UsageError(
          `The change would make the configuration invalid; nothing was saved:\n${describeInvalid(error)}`,
        );
      }
      throw error;
    }
  };

  switch (command) {
    case "show": {
      if (args.length > 1) throw new UsageError("show takes at most one path");
      const value = args[0] ? read(brand.config, args[0]) : brand.config;
      return JSON.stringify(value, null, 2);
    }
    case "set": {
      const [dotPath, raw, ...rest] = args;
      if (!dotPath || raw === undefined || rest.length)
        throw new UsageError("set needs <dot.path> <json-value>");
      const value = parseJson(raw);
      segments(dotPath);
      if (dotPath === "merchantCode") throw new UsageError("The merchant code cannot be changed");
      const updated = await change("set", (config) => write(config, dotPath, value), {
        path: dotPath,
        value,
      });
      return `${input.merchant}: ${dotPath} = ${JSON.stringify(read(updated, dotPath))}`;
    }
    case "module": {
      const [modId, state, ...rest] = args;
      const parsed = ModuleId.safeParse(modId?.toUpperCase());
      if (!parsed.success)
        throw new UsageError(`Unknown module ID "${modId ?? ""}", e.g. COMM3, REG3, GAMELO3`);
      const enabled = onOff(state, "module");
      if (rest.length) throw new UsageError("module takes <MODID> on|off");
      if (!findWhitelabelNode(brand.config.whitelabel, parsed.data)) {
        throw new UsageError(`${parsed.data} is not in ${input.merchant}'s whitelabel tree`);
      }
      await change(
        "module",
        (config) => {
          const node = findWhitelabelNode(config.whitelabel, parsed.data);
          if (node) node.enabled = enabled ? "1" : "0";
          return config;
        },
        { modId: parsed.data, enabled },
      );
      return `${input.merchant}: module ${parsed.data} ${enabled ? "on" : "off"}`;
    }
    case "maintenance": {
      const [state, ...rest] = args;
      const enabled = onOff(state, "maintenance");
      if (rest.length)
        throw new UsageError("maintenance takes on|off and the --notice-pt / --notice-en options");
      const updated = await change(
        "maintenance",
        (config) => ({
          ...config,
          maintenance: {
            enabled,
            notice: {
              PT: input.noticePt ?? config.maintenance.notice.PT,
              EN: input.noticeEn ?? config.maintenance.notice.EN,
            },
          },
        }),
        { enabled, noticePt: input.noticePt, noticeEn: input.noticeEn },
      );
      return `${input.merchant}: maintenance ${enabled ? "on" : "off"}\n  PT: ${updated.maintenance.notice.PT}\n  EN: ${updated.maintenance.notice.EN}`;
    }
    case "countries": {
      const [action, ...words] = args;
      let apply: (countries: BrandConfig["countries"]) => BrandConfig["countries"];
      if (action === "allow" && input.any) {
        if (words.length) throw new UsageError("countries allow --any takes no codes");
        apply = (c) => ({ ...c, allowed: [] });
      } else {
        const codes = countryCodes(words);
        const without = (list: string[]) => list.filter((code) => !codes.includes(code));
        if (action === "block") apply = (c) => ({ ...c, blocked: [...without(c.blocked), ...codes] });
        else if (action === "unblock") apply = (c) => ({ ...c, blocked: without(c.blocked) });
        else if (action === "allow") apply = (c) => ({ ...c, allowed: [...without(c.allowed), ...codes] });
        else if (action === "disallow") apply = (c) => ({ ...c, allowed: without(c.allowed) });
        else throw new UsageError("countries needs block, unblock, allow or disallow");
      }
      const updated = await change(
        "countries",
        (config) => ({ ...config, countries: apply(config.countries) }),
        {
          action,
          codes: words,
          any: input.any ?? false,
        },
      );
      const { allowed, blocked } = updated.countries;
      return `${input.merchant}: blocked ${blocked.join(" ") || "none"}; allowed ${allowed.join(" ") || "every country not blocked"}`;
    }
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}
