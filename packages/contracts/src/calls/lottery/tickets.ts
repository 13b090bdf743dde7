import { defineCall } from "../../call.js";
import {
  CancelTicketReply,
  MyTicketsQuery,
  MyTicketsReply,
  PlaceTicketsBody,
  PlaceTicketsReply,
  TicketDetailReply,
  TicketParams,
} from "../../lottery.js";
import { BET_ERRORS } from "./common.js";

const tickets = { tag: "lottery", encrypted: false, module: "GAMELO3", access: "real" } as const;

export const placeTickets = defineCall({
  ...tickets,
  method: "POST",
  path: "/lgw/lottery/tickets",
  idempotent: true,
  rateLimit: "bet",
  summary: "Place a slip of bet lines on one draw: one ticket per line, the cost debited at once",
  body: PlaceTicketsBody,
  reply: PlaceTicketsReply,
  errors: BET_ERRORS,
});

export const myTickets = defineCall({
  ...tickets,
  method: "GET",
  path: "/lgw/lottery/tickets",
  idempotent: false,
  summary: "My tickets, newest first, by game, status and dates",
  query: MyTicketsQuery,
  reply: MyTicketsReply,
  errors: [],
});

export const ticketDetail = defineCall({
  ...tickets,
  method: "GET",
  path: "/lgw/lottery/tickets/:ticketNo",
  idempotent: false,
  summary: "One ticket: lines, result, win and, for fast draws, its inclusion proof",
  params: TicketParams,
  reply: TicketDetailReply,
  errors: ["lottery.ticket.not.found"],
});

export const cancelTicket = defineCall({
  ...tickets,
  method: "POST",
  path: "/lgw/lottery/tickets/:ticketNo/cancel",
  idempotent: true,
  rateLimit: "bet",
  summary: "Cancel a ticket while its draw takes bets: the cost is refunded",
  params: TicketParams,
  reply: CancelTicketReply,
  errors: ["lottery.ticket.not.found", "lottery.ticket.not.cancellable"],
});
