import { CompactEncrypt, compactDecrypt, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import type { Pool } from "./db.js";

const ALG = "ECDH-ES+A256KW";
const ENC = "A256GCM";

export interface PublicJwk {
  kty: "EC";
  crv: "P-256";
  x: string;
  y: string;
  kid: string;
  alg: string;
  use: string;
}

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: PublicJwk;
}

/**
 * The server's body-encryption keys (DESIGN.md §3): ECDH-ES+A256KW on P-256 with A256GCM content.
 * Keys live in PostgreSQL so every server instance shares them; the newest is published, older
 * ones still decrypt so a rotation does not break clients holding the previous key.
 */
export class EncryptionKeys {
  private cache: { active: KeyRow; all: Map<string, KeyRow> } | undefined;

  constructor(private readonly pool: Pool) {}

  async publicKey(): Promise<PublicJwk> {
    return (await this.load()).active.public_jwk;
  }

  /** Creates a new active key; the old ones keep decrypting. */
  async rotate(): Promise<PublicJwk> {
    const row = await this.generate();
    await this.pool.query("insert into encryption_keys (kid, private_jwk, public_jwk) values ($1, $2, $3)", [
      row.kid,
      row.private_jwk,
      row.public_jwk,
    ]);
    this.cache = undefined;
    return row.public_jwk;
  }

  /** The plain text of a compact JWE to one of our keys; throws when it is not one. */
  async decrypt(compact: string): Promise<string> {
    const header = JSON.parse(Buffer.from(compact.split(".")[0] ?? "", "base64url").toString("utf8")) as {
      kid?: string;
      alg?: string;
      enc?: string;
    };
    if (header.alg !== ALG || header.enc !== ENC) throw new Error("unsupported JWE algorithm");
    const keys = await this.load();
    let row = header.kid ? keys.all.get(header.kid) : keys.active;
    if (!row && header.kid) {
      this.cache = undefined;
      row = (await this.load()).all.get(header.kid);
    }
    if (!row) throw new Error("unknown key id");
    const key = await importJWK(row.private_jwk, ALG);
    const { plaintext } = await compactDecrypt(compact, key);
    return new TextDecoder().decode(plaintext);
  }

  private async load(): Promise<{ active: KeyRow; all: Map<string, KeyRow> }> {
    if (this.cache) return this.cache;
    let rows = (
      await this.pool.query<KeyRow>(
        "select kid, private_jwk, public_jwk from encryption_keys order by created_at desc, kid",
      )
    ).rows;
    if (rows.length === 0) {
      const row = await this.generate();
      // Two instances may start together: the first insert wins, both then read the same key.
      await this.pool.query(
        `insert into encryption_keys (kid, private_jwk, public_jwk)
         select $1, $2, $3 where not exists (select 1 from encryption_keys)`,
        [row.kid, row.private_jwk, row.public_jwk],
      );
      rows = (
        await this.pool.query<KeyRow>(
          "select kid, private_jwk, public_jwk from encryption_keys order by created_at desc, kid",
        )
      ).rows;
    }
    const active = rows[0];
    if (!active) throw new Error("no encryption key");
    this.cache = { active, all: new Map(rows.map((row) => [row.kid, row])) };
    return this.cache;
  }

  private async generate(): Promise<KeyRow> {
    const { publicKey, privateKey } = await generateKeyPair(ALG, { crv: "P-256", extractable: true });
    const kid = crypto.randomUUID();
    const pub = await exportJWK(publicKey);
    const priv = await exportJWK(privateKey);
    return {
      kid,
      private_jwk: { ...priv, kid },
      public_jwk: { kty: "EC", crv: "P-256", x: pub.x!, y: pub.y!, kid, alg: ALG, use: "enc" },
    };
  }
}

/** Encrypts a JSON body to a published key: what the site (and tests) do for enc calls. */
export async function encryptForServer(body: unknown, publicJwk: PublicJwk): Promise<string> {
  const key = await importJWK(publicJwk as JWK, ALG);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: ALG, enc: ENC, kid: publicJwk.kid })
    .encrypt(key);
}
