import { calls, PIX_KEY_TYPES, type PixKeyType } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { Button } from "../../../shared/ui/Button";
import { errorText, Field, Input, Message, selectClass } from "./form";

type PayeeKind = "PIX" | "BANK" | "EWALLET";

/** How a phone keyboard should open for each kind of key. */
const KEY_INPUT: Record<
  PixKeyType,
  { inputMode: "numeric" | "email" | "tel" | "text"; autoComplete: string }
> = {
  CPF: { inputMode: "numeric", autoComplete: "off" },
  EMAIL: { inputMode: "email", autoComplete: "email" },
  PHONE: { inputMode: "tel", autoComplete: "tel" },
  EVP: { inputMode: "text", autoComplete: "off" },
};

/**
 * A new payout destination: a Pix key (first, where the brand pays by Pix) or a bank or e-wallet
 * account. The server checks a key by its type and answers what is wrong in the player's language.
 */
export function AddPayee({ pix, onAdded }: { pix: boolean; onAdded: (id: string) => void }) {
  const { t } = useTranslation("wallet");
  // Until the player picks one, the kind follows the brand's settings (they may arrive after the form).
  const [picked, setType] = useState<PayeeKind | null>(null);
  const type: PayeeKind = picked ?? (pix ? "PIX" : "BANK");
  const [keyType, setKeyType] = useState<PixKeyType>("CPF");
  const [pixKey, setPixKey] = useState("");
  const [institution, setInstitution] = useState("");
  const [accountNo, setAccountNo] = useState("");
  const [holderName, setHolderName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const body =
        type === "PIX"
          ? { type, pixKeyType: keyType, pixKey, holderName }
          : { type, institution, accountNo, holderName };
      const payee = await call(calls.cashier.addPayeeAccount, { body });
      onAdded(payee.id);
    } catch (failure) {
      setError(errorText(failure, t("common.invalidAmount")));
    } finally {
      setBusy(false);
    }
  };
  const kinds: PayeeKind[] = pix ? ["PIX", "BANK", "EWALLET"] : ["BANK", "EWALLET"];
  return (
    <div className="grid gap-2 rounded-xl border border-line p-3 sm:grid-cols-2" data-testid="payee-form">
      <Field label={t("withdraw.type")}>
        <select
          className={selectClass}
          name="payeeType"
          value={type}
          onChange={(e) => setType(e.target.value as PayeeKind)}
        >
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`withdraw.${kind}`)}
            </option>
          ))}
        </select>
      </Field>
      {type === "PIX" ? (
        <>
          <Field label={t("withdraw.pixKeyType")}>
            <select
              className={selectClass}
              name="pixKeyType"
              value={keyType}
              onChange={(e) => setKeyType(e.target.value as PixKeyType)}
            >
              {PIX_KEY_TYPES.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`withdraw.pixTypes.${kind}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("withdraw.pixKey")}>
            <Input
              name="pixKey"
              value={pixKey}
              placeholder={t(`withdraw.pixHints.${keyType}`)}
              {...KEY_INPUT[keyType]}
              onChange={(e) => setPixKey(e.target.value)}
            />
          </Field>
        </>
      ) : (
        <>
          <Field label={t("withdraw.institution")}>
            <Input name="institution" value={institution} onChange={(e) => setInstitution(e.target.value)} />
          </Field>
          <Field label={t("withdraw.accountNo")}>
            <Input name="accountNo" value={accountNo} onChange={(e) => setAccountNo(e.target.value)} />
          </Field>
        </>
      )}
      <Field label={t("withdraw.holderName")}>
        <Input
          name="holderName"
          autoComplete="name"
          value={holderName}
          onChange={(e) => setHolderName(e.target.value)}
        />
      </Field>
      {error && <Message tone="error">{error}</Message>}
      <div className="sm:col-span-2">
        <Button size="sm" variant="ghost" onClick={save} disabled={busy} data-testid="payee-save">
          {t("withdraw.savePayee")}
        </Button>
      </div>
    </div>
  );
}
