import { FourEyesRequest } from "@jogada/contracts";
import { z } from "zod";

export interface FourEyesValues {
  limit: string;
}

/** The contract takes any text as money; the form asks for a plain amount with at most two decimals. */
export const FourEyesBody = FourEyesRequest.extend({
  limit: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/)
    .nullable(),
});

export const fourEyesBody = (values: FourEyesValues) => ({ limit: values.limit.trim() });
