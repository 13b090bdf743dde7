import { type CustomerServicePath, calls, decryptServicePath, LIMITS } from "@jogada/contracts";
import i18n from "i18next";
import { call } from "../api/call";

/** One address of the customer-service list; type 3 is the live chat, type 4 the VIP service (SPEC §2). */
export interface ServicePathEntry {
  type: number | string;
  path: string;
}

export const SERVICE_PATH_TYPE = { livechat: 3, vip: 4 } as const;
export type ServiceKind = keyof typeof SERVICE_PATH_TYPE;

/** VIP customer service is for rank levels above this one (SPEC §2, §6). */
export const VIP_SERVICE_ABOVE = 4;

/** The service a player gets: VIP above rank level 4, the live chat otherwise (and for guests). */
export function serviceKindFor(rankLevel: number | undefined): ServiceKind {
  return rankLevel !== undefined && rankLevel > VIP_SERVICE_ABOVE ? "vip" : "livechat";
}

/** The chat address of the list, decrypted; throws when there is none or it does not decrypt. */
export async function serviceAddress(
  pathList: readonly ServicePathEntry[],
  kind: ServiceKind = "livechat",
): Promise<string> {
  const entry = pathList.find((item) => Number(item.type) === SERVICE_PATH_TYPE[kind]);
  if (!entry) throw new Error("no customer service address");
  const address = new URL(await decryptServicePath(entry.path), window.location.origin);
  if (address.protocol !== "https:" && address.protocol !== "http:") throw new Error("unsafe address");
  return address.href;
}

/**
 * Opens the 440x750 customer-service window at once (so no popup blocker stops it), then fetches
 * the address list and sends the window to the chat. Any failure closes the window silently.
 */
export async function openCustomerService(
  fetchPathList: () => Promise<readonly ServicePathEntry[]>,
  waitingText: string,
  kind: ServiceKind = "livechat",
): Promise<void> {
  const { servicePopupWidth: width, servicePopupHeight: height } = LIMITS;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const popup = window.open("", "customerService", `width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) return;
  try {
    popup.document.title = waitingText;
    popup.document.body.style.cssText =
      "margin:0;display:grid;place-items:center;height:100vh;background:#0f0b1e;color:#a59cc4;font:14px system-ui,sans-serif";
    popup.document.body.textContent = waitingText;
  } catch {
    // the window already shows the chat from an earlier click; it is simply reused
  }
  try {
    popup.location.href = await serviceAddress(await fetchPathList(), kind);
  } catch {
    popup.close();
  }
}

export function fetchCustomerServiceList(): Promise<CustomerServicePath[]> {
  return call(calls.content.customerService, {}).then((value) => value.version.pathList);
}

/**
 * Contact Us, live chat and VIP service (SPEC §2): call it straight from a click handler. VIP
 * members (rank level above 4) get `"vip"`, everyone else the live chat.
 */
export function contactCustomerService(kind: ServiceKind = "livechat"): void {
  void openCustomerService(fetchCustomerServiceList, i18n.t("service.connecting"), kind);
}
