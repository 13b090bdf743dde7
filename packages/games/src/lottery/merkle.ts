import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * Merkle tree of the tickets accepted for a fast draw, fixed at close, as in RFC 6962 / 9162
 * (Certificate Transparency): leaf = SHA-256(0x00 || leaf data), node = SHA-256(0x01 || left ||
 * right), a tree of n leaves splits at the largest power of two below n, the empty tree's root is
 * SHA-256(""). The prefixes keep a leaf from posing as a node.
 *
 * Leaf data is the UTF-8 of the canonical ticket string (`ticketLeafString`); leaves are ordered by
 * their hash (lower-case hex, ascending) so anyone holding the tickets rebuilds the same tree.
 */
export interface TicketLeaf {
  ticketId: string;
  drawId: string;
  betType: string;
  /** The selection written canonically, e.g. a fast pick "3,7" or VN numbers "07,15". */
  selection: string;
  stakeMinor: bigint;
}

export const TICKET_LEAF_VERSION = "jogada.ticket.v1";

/** JSON array of strings: ["jogada.ticket.v1", drawId, ticketId, betType, selection, stake]. */
export function ticketLeafString(t: TicketLeaf): string {
  return JSON.stringify([
    TICKET_LEAF_VERSION,
    t.drawId,
    t.ticketId,
    t.betType,
    t.selection,
    t.stakeMinor.toString(),
  ]);
}

const hashLeaf = (data: Uint8Array) => sha256(concatBytes(new Uint8Array([0]), data));
const hashNode = (left: Uint8Array, right: Uint8Array) =>
  sha256(concatBytes(new Uint8Array([1]), left, right));

/** Hex hash of one ticket's leaf. */
export function ticketLeafHash(t: TicketLeaf): string {
  return bytesToHex(hashLeaf(utf8ToBytes(ticketLeafString(t))));
}

function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function rootOf(leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 0) return sha256(new Uint8Array(0));
  if (leaves.length === 1) return leaves[0]!;
  const k = split(leaves.length);
  return hashNode(rootOf(leaves.slice(0, k)), rootOf(leaves.slice(k)));
}

function pathOf(index: number, leaves: readonly Uint8Array[]): Uint8Array[] {
  if (leaves.length <= 1) return [];
  const k = split(leaves.length);
  return index < k
    ? [...pathOf(index, leaves.slice(0, k)), rootOf(leaves.slice(k))]
    : [...pathOf(index - k, leaves.slice(k)), rootOf(leaves.slice(0, k))];
}

export interface TicketTree {
  /** Hex root, published at close. */
  root: string;
  /** Leaf hashes (hex) in tree order. */
  leaves: string[];
}

export interface InclusionProof {
  leafIndex: number;
  treeSize: number;
  /** Sibling hashes (hex) from the leaf up (RFC 9162 inclusion path). */
  path: string[];
}

export function buildTicketTree(tickets: readonly TicketLeaf[]): TicketTree {
  const leaves = tickets.map(ticketLeafHash).sort();
  return { root: bytesToHex(rootOf(leaves.map(hexToBytes))), leaves };
}

export function merkleRootOfTickets(tickets: readonly TicketLeaf[]): string {
  return buildTicketTree(tickets).root;
}

/** The proof for one ticket of the tree, or null when it is not in it. */
export function inclusionProof(tree: TicketTree, ticket: TicketLeaf): InclusionProof | null {
  const leafIndex = tree.leaves.indexOf(ticketLeafHash(ticket));
  if (leafIndex < 0) return null;
  const path = pathOf(leafIndex, tree.leaves.map(hexToBytes)).map(bytesToHex);
  return { leafIndex, treeSize: tree.leaves.length, path };
}

/** RFC 9162 §2.1.3.2: recomputes the root from the ticket and its path. */
export function verifyInclusion(ticket: TicketLeaf, proof: InclusionProof, root: string): boolean {
  const { leafIndex, treeSize, path } = proof;
  if (
    !Number.isSafeInteger(leafIndex) ||
    !Number.isSafeInteger(treeSize) ||
    leafIndex < 0 ||
    leafIndex >= treeSize
  )
    return false;
  if (!path.every((p) => /^[0-9a-f]{64}$/.test(p))) return false;
  let fn = leafIndex;
  let sn = treeSize - 1;
  let r = hashLeaf(utf8ToBytes(ticketLeafString(ticket)));
  for (const hex of path) {
    const p = hexToBytes(hex);
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = hashNode(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = hashNode(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && bytesToHex(r) === root;
}
