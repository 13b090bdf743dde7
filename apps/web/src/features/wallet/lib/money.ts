export { formatAmount, normaliseAmount } from "../../../shared/lib/money";
